// WCAG AA contrast of the theme tokens in app.css, in both themes: text at least 4.5:1, controls
// and track segments at least 3:1 against what they sit on.
import { describe, expect, it } from "vitest";
import css from "../../app.css?raw";

/** The block of app.css whose selector is exactly `selector`. */
function block(selector: string): string {
  const start = css.indexOf(`\n${selector} {`);
  if (start < 0) throw new Error(`app.css has no block ${selector}`);
  return css.slice(css.indexOf("{", start) + 1, css.indexOf("}", start));
}

/** Each token's colour in one theme: the first (light) or second (dark) of its `light-dark()`. */
function tokens(which: 0 | 1): Record<string, string> {
  return Object.fromEntries(
    [
      ...block(":root").matchAll(
        /--([a-z0-9-]+):\s*light-dark\((#[0-9a-f]{6}),\s*(#[0-9a-f]{6})\)/gi,
      ),
    ].map((m) => [m[1]!, m[2 + which]!]),
  );
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

const TEXT: [string, string][] = [
  ["fg", "bg"],
  ["fg", "surface"],
  ["fg", "surface-2"],
  ["fg", "active-bg"],
  ["muted", "bg"],
  ["muted", "surface"],
  ["muted", "active-bg"],
  ["accent-fg", "accent"],
  ["warn-fg", "warn-bg"],
  ["problem-fg", "problem-bg"],
  ["ok", "surface"],
  ["ok", "bg"],
  ["bg", "ok"],
];

const GRAPHICS: [string, string][] = [
  ["border", "bg"],
  ["border", "surface"],
  ["focus", "bg"],
  ["focus", "surface"],
  ["active-border", "active-bg"],
  ["accent", "surface"],
  ["track-load", "surface"],
  ["track-connection", "surface"],
  ["track-momentum", "surface"],
  ["track-load", "active-bg"],
  ["track-connection", "active-bg"],
  ["track-momentum", "active-bg"],
];

const THEMES = { light: tokens(0), dark: tokens(1) };

describe.each(Object.entries(THEMES))("the %s theme", (_name, t) => {
  it.each(TEXT)("has text %s on %s at 4.5:1 or more", (fg, bg) => {
    expect(contrast(t[fg]!, t[bg]!)).toBeGreaterThanOrEqual(4.5);
  });
  it.each(GRAPHICS)("has %s against %s at 3:1 or more", (fg, bg) => {
    expect(contrast(t[fg]!, t[bg]!)).toBeGreaterThanOrEqual(3);
  });
});

it("has every colour token in both themes", () => {
  const declared = [...block(":root").matchAll(/--([a-z0-9-]+):\s*(?:light-dark|#)/g)].map(
    (m) => m[1],
  );
  expect(declared.length).toBeGreaterThan(10);
  expect(Object.keys(THEMES.dark)).toEqual(declared);
});

// The settings set <html data-theme>: "light" and "dark" force a theme; "system" (or no setting
// yet) lets the system's preference pick, which is what `color-scheme: light dark` does.
it.each([
  [":root", "light dark"],
  [':root[data-theme="light"]', "light"],
  [':root[data-theme="dark"]', "dark"],
])("gives %s the color scheme %s", (selector, scheme) => {
  expect(block(selector)).toMatch(new RegExp(`color-scheme: ${scheme};`));
});
