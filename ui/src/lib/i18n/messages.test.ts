// The four languages' files load without a mistake: each holds every message of en/ui.ftl (a
// message Fluent can't read is dropped, so a syntax error shows as a missing id), and each
// message formats without an unknown term, message or variable. The Rust side's test
// (crates/tracker/tests/messages.rs) compares variables and attributes across languages too.
import { FluentResource } from "@fluent/bundle";
import { describe, expect, it } from "vitest";
import { bundleOf, LANGS, pseudo } from "./index.svelte";

const files = import.meta.glob<string>("../../../../locales/*/*.ftl", {
  query: "?raw",
  import: "default",
  eager: true,
});

function file(lang: string, name: string): string {
  const text = files[`../../../../locales/${lang}/${name}.ftl`];
  if (text === undefined) throw new Error(`locales/${lang}/${name}.ftl is missing`);
  return text;
}

const ids = (text: string) => new FluentResource(text).body.map((m) => m.id);

type Pattern = FluentResource["body"][number]["value"];

/** The variables a pattern names itself (what a message referenced inside it names aside). */
function variablesOf(
  pattern: Pattern,
  out = new Set<string>(),
  said: (id: string) => void = () => {},
): Set<string> {
  if (pattern === null || typeof pattern === "string") return out;
  const visit = (e: unknown): void => {
    if (typeof e !== "object" || e === null) return;
    const x = e as {
      type?: string;
      name?: string;
      selector?: unknown;
      variants?: { value: Pattern }[];
      args?: unknown[];
      value?: unknown;
      attr?: string | null;
    };
    if (x.type === "var" && x.name) out.add(x.name);
    // A message said inside another passes its variables on.
    if (x.type === "mesg" && x.name && !x.attr) said(x.name);
    if (x.type === "select") {
      visit(x.selector);
      for (const v of x.variants ?? []) variablesOf(v.value, out, said);
    }
    for (const a of x.args ?? []) visit(a);
    if (x.type === "narg") visit(x.value);
  };
  for (const element of pattern) visit(element);
  return out;
}

/** Each message's variables, by id, as the Rust side's check sees them. */
function shapes(text: string): Record<string, string[]> {
  const body = new FluentResource(text).body;
  const patterns = new Map(body.map((m) => [m.id, m.value]));
  const of = (id: string, out: Set<string>, seen: Set<string>): Set<string> => {
    if (seen.has(id) || !patterns.has(id)) return out;
    seen.add(id);
    return variablesOf(patterns.get(id)!, out, (said) => of(said, out, seen));
  };
  return Object.fromEntries(body.map((m) => [m.id, [...of(m.id, new Set(), new Set())].sort()]));
}

describe.each(LANGS)("locales/%s", (lang) => {
  it("holds every message and term of English, and no other", () => {
    expect(ids(file(lang, "ui")).sort()).toEqual(ids(file("en", "ui")).sort());
    expect(ids(file(lang, "terms")).sort()).toEqual(ids(file("en", "terms")).sort());
  });

  it("names the same variables in each message as English", () => {
    const english = shapes(file("en", "ui"));
    const mine = shapes(file(lang, "ui"));
    const differ = Object.keys(english).filter(
      (id) => JSON.stringify(mine[id]) !== JSON.stringify(english[id]),
    );
    expect(differ.map((id) => `${id}: ${mine[id]} (English: ${english[id]})`)).toEqual([]);
  });

  it("formats every message without an error", () => {
    const text = file(lang, "ui");
    const bundle = bundleOf(lang, [file(lang, "terms"), text]);
    // Every variable the file names, as a word (selectors fall to their default variant).
    const args = Object.fromEntries(
      [...new Set(text.match(/\$[a-z_]+/g) ?? [])].map((v) => [v.slice(1), "x"]),
    );
    const failed: string[] = [];
    for (const id of ids(text)) {
      const errors: Error[] = [];
      const message = bundle.getMessage(id);
      if (!message?.value) failed.push(`${id}: no value`);
      else bundle.formatPattern(message.value, args, errors);
      failed.push(...errors.map((e) => `${id}: ${e.message}`));
    }
    expect(failed).toEqual([]);
  });
});

describe("the pseudo-language en-XA", () => {
  it("accents every letter and adds two fifths, as the Rust side's words::messages::pseudo", () => {
    // The same cases as crates/words/src/messages.rs, so both halves of a screen grow alike.
    expect(pseudo("Undo")).toBe("Ūńđō ~~");
    expect(pseudo("From ")).toBe("Ƒŕōɱ ~~ ");
    expect(pseudo(" · ")).toBe(" · ");
  });

  it("is English's messages with every piece of text made longer, names left as they are", () => {
    const bundle = bundleOf("en-XA", [file("en", "terms"), file("en", "ui")]);
    const english = bundleOf("en", [file("en", "terms"), file("en", "ui")]);
    for (const id of ["undo", "history-change"]) {
      const said = bundle.formatPattern(bundle.getMessage(id)!.value!, null);
      const plain = english.formatPattern(english.getMessage(id)!.value!, null);
      expect(said).not.toMatch(/[A-Za-z]/);
      expect([...said].length * 10).toBeGreaterThanOrEqual([...plain].length * 14);
    }
  });
});
