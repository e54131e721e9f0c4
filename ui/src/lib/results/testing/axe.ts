// axe-core run over a rendered screen: the tests fail on any serious or critical violation.
import axe from "axe-core";
import { expect } from "vitest";

/** Runs axe on `root` and fails with the rule ids and targets of serious or critical problems. */
export async function expectNoSeriousAxeViolations(root: Element): Promise<void> {
  const result = await axe.run(root, {
    // jsdom has no layout or rendering: colour contrast is checked in the real app instead.
    rules: { "color-contrast": { enabled: false } },
  });
  const bad = result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(bad).toEqual([]);
}
