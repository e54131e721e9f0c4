// Pure layout of the tracks chart: where each point of each player's line goes in the SVG.
import type { TrackPoint } from "../api/bindings/TrackPoint";
import type { TrackSeries } from "../api/bindings/TrackSeries";

/** The three scored tracks, in the order the chart shows them. */
export const TRACKS = ["load", "connection", "momentum"] as const;
export type TrackKey = (typeof TRACKS)[number];

/** The drawing area of one panel, in SVG user units. */
export interface Frame {
  width: number;
  height: number;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export const FRAME: Frame = { width: 320, height: 236, left: 34, right: 12, top: 30, bottom: 30 };

/** The x labels of the chart: the longest series' labels ("Start", "R1".."R6"). */
export function xLabels(series: readonly TrackSeries[]): string[] {
  let longest: readonly TrackPoint[] = [];
  for (const s of series) if (s.points.length > longest.length) longest = s.points;
  return longest.map((p) => p.label);
}

/** The x of label number `i` of `count`; a single point sits in the middle. */
export function xAt(i: number, count: number, frame: Frame = FRAME): number {
  const span = frame.width - frame.left - frame.right;
  if (count <= 1) return frame.left + span / 2;
  return frame.left + (span * i) / (count - 1);
}

/** The y of a track value (0 at the bottom, `max`, the view's `track_max`, at the top). */
export function yAt(value: number, max: number, frame: Frame = FRAME): number {
  const span = frame.height - frame.top - frame.bottom;
  return frame.top + span * (1 - value / max);
}

/**
 * A small sideways shift per player so that lines with equal values stay visible side by side
 * (x is a category, so the shift changes no value).
 */
export function dodge(index: number, players: number): number {
  const step = 3;
  return (index - (players - 1) / 2) * step;
}

/** One player's points on one track's panel, as SVG coordinates. */
export function linePoints(
  points: readonly TrackPoint[],
  track: TrackKey,
  count: number,
  max: number,
  shift = 0,
  frame: Frame = FRAME,
): { x: number; y: number; value: number; label: string }[] {
  return points.map((p, i) => ({
    x: xAt(i, count, frame) + shift,
    y: yAt(p[track], max, frame),
    value: p[track],
    label: p.label,
  }));
}

/** An SVG `points` attribute for a polyline. */
export function polyline(points: readonly { x: number; y: number }[]): string {
  return points.map((p) => `${round(p.x)},${round(p.y)}`).join(" ");
}

function round(n: number): number {
  return Math.round(n * 10) / 10;
}

/** Marker shapes, one per seat: the chart never tells players apart by colour alone. */
export const MARKERS = ["circle", "square", "triangle", "diamond", "cross", "down"] as const;
export type Marker = (typeof MARKERS)[number];

/** Dash patterns, one per seat (solid first). */
export const DASHES = ["", "8 4", "3 3", "10 3 2 3", "1 4", "14 5"] as const;

/** The SVG path of a marker centred on (x, y) with radius r. */
export function markerPath(marker: Marker, x: number, y: number, r = 4.5): string {
  const c = (n: number) => round(n);
  switch (marker) {
    case "circle":
      return `M${c(x - r)},${c(y)}a${r},${r} 0 1,0 ${2 * r},0a${r},${r} 0 1,0 ${-2 * r},0Z`;
    case "square":
      return `M${c(x - r)},${c(y - r)}h${2 * r}v${2 * r}h${-2 * r}Z`;
    case "triangle":
      return `M${c(x)},${c(y - r - 1)}L${c(x + r + 1)},${c(y + r)}L${c(x - r - 1)},${c(y + r)}Z`;
    case "diamond":
      return `M${c(x)},${c(y - r - 1)}L${c(x + r + 1)},${c(y)}L${c(x)},${c(y + r + 1)}L${c(x - r - 1)},${c(y)}Z`;
    case "cross":
      return `M${c(x - r)},${c(y - r)}L${c(x + r)},${c(y + r)}M${c(x + r)},${c(y - r)}L${c(x - r)},${c(y + r)}`;
    case "down":
      return `M${c(x)},${c(y + r + 1)}L${c(x + r + 1)},${c(y - r)}L${c(x - r - 1)},${c(y - r)}Z`;
  }
}

/** Markers drawn as strokes only (no fill area). */
export function isStrokeMarker(marker: Marker): boolean {
  return marker === "cross";
}

/**
 * Series colours on the light and on the dark theme, one per seat. Each has at least 3:1
 * contrast on its theme's backgrounds (WCAG 1.4.11; checked in TrackChart.test.ts).
 */
export const SERIES_LIGHT = ["#0b5fa5", "#b34d00", "#1b7a3d", "#7b3fa0", "#b0263a", "#006b6b"];
export const SERIES_DARK = ["#7cc0f5", "#f5a25c", "#6fd08a", "#cfa4f0", "#f68b95", "#5ed6d6"];

/** The chart's colour variables; light-dark() follows the theme's color-scheme (print: light). */
export const PALETTE_STYLE = SERIES_LIGHT.map(
  (light, i) => `--series-${i + 1}: light-dark(${light}, ${SERIES_DARK[i]});`,
).join(" ");
