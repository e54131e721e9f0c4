// axe-core over a rendered screen: a test fails on any serious or critical violation.
import axe from "axe-core";
import { expect } from "vitest";

/** Runs axe on `root` and fails with the rule ids and targets of serious or critical problems. */
export async function expectNoSeriousAxeViolations(root: Element = document.body): Promise<void> {
  const result = await axe.run(root, {
    // jsdom does no layout or painting: contrast is checked on the tokens (theme.test.ts).
    rules: { "color-contrast": { enabled: false } },
  });
  const bad = result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(bad).toEqual([]);
}
