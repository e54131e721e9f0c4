// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/svelte";
import { describe, expect, it } from "vitest";
import type { View } from "../api/bindings/View";
import six from "../results/fixtures/six-final.view.json";
import round3 from "../results/fixtures/four-round3.view.json";
import { expectNoSeriousAxeViolations } from "../app/testing/axe";
import TrackChart from "./TrackChart.svelte";
import { FRAME, SERIES_DARK, SERIES_LIGHT, linePoints, xLabels, yAt } from "./geometry";

const sixView = six as unknown as View;
const round3View = round3 as unknown as View;

describe("chart geometry", () => {
  it("puts 0 at the bottom and 10 at the top of the panel", () => {
    expect(yAt(0, 10)).toBe(FRAME.height - FRAME.bottom);
    expect(yAt(10, 10)).toBe(FRAME.top);
  });

  it("takes the x labels from the backend's points", () => {
    expect(xLabels(sixView.chart)).toEqual(["Start", "R1", "R2", "R3", "R4", "R5", "R6"]);
    expect(xLabels(round3View.chart)).toEqual(["Start", "R1", "R2"]);
  });

  it("places each point at its track value", () => {
    const ana = sixView.chart[0]!;
    const pts = linePoints(ana.points, "connection", 7, 10);
    expect(pts.map((p) => p.value)).toEqual(ana.points.map((p) => p.connection));
    expect(pts[0]!.y).toBe(yAt(ana.points[0]!.connection, 10));
  });
});

describe("TrackChart", () => {
  it("draws one line per player on each of the three tracks", () => {
    const { container } = render(TrackChart, { series: sixView.chart, max: sixView.track_max });
    const panels = screen.getAllByRole("img");
    expect(
      panels.map(
        (p) =>
          p.getAttribute("aria-labelledby") && p.querySelector("title")?.textContent?.split(" ")[0],
      ),
    ).toEqual(["Load", "Connection", "Momentum"]);
    for (const panel of panels) expect(panel.querySelectorAll("polyline")).toHaveLength(6);
    expect(container.querySelectorAll(".legend li")).toHaveLength(6);
  });

  it("tells players apart by marker and dash, not colour alone", () => {
    const { container } = render(TrackChart, { series: sixView.chart, max: sixView.track_max });
    const panel = container.querySelector("svg.track-panel")!;
    const dashes = [...panel.querySelectorAll("polyline")].map(
      (l) => l.getAttribute("stroke-dasharray") ?? "",
    );
    expect(new Set(dashes).size).toBe(6);
    const firstMarkers = [...panel.querySelectorAll("g.series")].map((g) =>
      g.querySelector("path")!.getAttribute("data-marker"),
    );
    expect(new Set(firstMarkers).size).toBe(6);
  });

  it("gives every number of the chart in a table", () => {
    render(TrackChart, { series: sixView.chart, max: sixView.track_max });
    const table = screen.getByRole("table", { hidden: true });
    const rows = within(table).getAllByRole("row", { hidden: true });
    // A header row, then Load, Connection and Momentum for each of the six players.
    expect(rows).toHaveLength(1 + 18);
    const eliConnection = rows.find(
      (r) => r.textContent?.startsWith("Eli") && r.textContent.includes("Connection"),
    )!;
    const eli = sixView.chart.find((s) => s.name === "Eli")!;
    const cells = within(eliConnection).getAllByRole("cell", { hidden: true });
    expect(cells.map((c) => Number(c.textContent))).toEqual(eli.points.map((p) => p.connection));
  });

  it("says when there is nothing to draw yet", () => {
    render(TrackChart, { series: [], max: sixView.track_max });
    expect(screen.getByText(/starts once every player has drawn/)).toBeTruthy();
  });

  it("has no serious accessibility problem", async () => {
    const { container } = render(TrackChart, {
      series: round3View.chart,
      max: round3View.track_max,
    });
    await expectNoSeriousAxeViolations(container);
  });
});

/** WCAG relative luminance contrast of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe("chart colours", () => {
  // The app's light and dark backgrounds and surfaces (ui/src/app.css), and paper.
  const lightBackgrounds = ["#f6f1e7", "#ffffff", "#ece5d8"];
  const darkBackgrounds = ["#1f2d3d", "#283a4f", "#33475e"];

  it("keep each line at 3:1 or more against every background of its theme", () => {
    for (const bg of lightBackgrounds)
      for (const c of SERIES_LIGHT)
        expect(contrast(c, bg), `${c} on ${bg}`).toBeGreaterThanOrEqual(3);
    for (const bg of darkBackgrounds)
      for (const c of SERIES_DARK)
        expect(contrast(c, bg), `${c} on ${bg}`).toBeGreaterThanOrEqual(3);
  });
});
