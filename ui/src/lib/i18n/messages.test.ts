// The four languages' files load without a mistake: each holds every message of en/ui.ftl (a
// message Fluent can't read is dropped, so a syntax error shows as a missing id), and each
// message formats without an unknown term, message or variable. The Rust side's test
// (crates/tracker/tests/messages.rs) compares variables and attributes across languages too.
import { FluentResource } from "@fluent/bundle";
import { describe, expect, it } from "vitest";
import { bundleOf, LANGS } from "./index.svelte";

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

describe.each(LANGS)("locales/%s", (lang) => {
  it("holds every message and term of English, and no other", () => {
    expect(ids(file(lang, "ui")).sort()).toEqual(ids(file("en", "ui")).sort());
    expect(ids(file(lang, "terms")).sort()).toEqual(ids(file("en", "terms")).sort());
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
