// @vitest-environment jsdom
// Choosing another language switches every word on screen at once, without a restart: from the
// settings, and when a view arrives in the facilitator's language (a tablet or table display).
import { FluentResource } from "@fluent/bundle";
import { fireEvent, render, screen, waitFor } from "@testing-library/svelte";
import { describe, expect, it, vi } from "vitest";
import enTerms from "../../../../locales/en/terms.ftl?raw";
import enUi from "../../../../locales/en/ui.ftl?raw";
import type { SessionResponse, View } from "../api";
import { mockBackend, requestOf } from "../app/testing/ipc";
import { ScriptedGame, stepWhere, TWO } from "../app/testing/backend";
import PlayScreen from "../play/PlayScreen.svelte";
import SettingsScreen from "../settings/SettingsScreen.svelte";
import { lang, speak } from "./index.svelte";

/** A message's text as Fluent parsed it. */
type Pattern = FluentResource["body"][number]["value"];

/** The words of a language's files, lower case (variables and references left out). */
function wordsOf(...files: string[]): Set<string> {
  const words = new Set<string>();
  const add = (pattern: Pattern | null | undefined) => {
    if (typeof pattern === "string") {
      for (const w of pattern.match(/\p{L}{3,}/gu) ?? []) words.add(w.toLowerCase());
      return;
    }
    for (const element of pattern ?? []) {
      if (typeof element === "string") add(element);
      else if (element.type === "select") for (const v of element.variants) add(v.value);
    }
  };
  for (const file of files) {
    for (const entry of new FluentResource(file).body) {
      add(entry.value);
      for (const attr of Object.values(entry.attributes)) add(attr);
    }
  }
  return words;
}

/**
 * Words of the English messages that German writes the same (a name, a loanword, a format): every
 * other English word on a German screen is a word left untranslated. A fixed list, not the German
 * files' words, so that an English message copied into de/ui.ftl is caught.
 */
const SAME_IN_GERMAN = new Set(
  "android app balance browser code codes companion computer csv deutsch display editor english español export français hdmi http ipad last link links loadout make minus name normal plus png port problem run start svg system tablet text the version was".split(
    " ",
  ),
);
const ENGLISH_ONLY = new Set([...wordsOf(enTerms, enUi)].filter((w) => !SAME_IN_GERMAN.has(w)));

/** Every string a fixture holds (the backend's sentences, names, card titles). */
function stringsOf(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => stringsOf(v, out));
  else if (value && typeof value === "object")
    Object.values(value).forEach((v) => stringsOf(v, out));
  return out;
}

/** The English UI words left on the page: its text and the names it gives, fixtures' words aside. */
function englishLeft(fixtureStrings: readonly string[] = []): string[] {
  const named = [...document.body.querySelectorAll("*")].flatMap((el) =>
    ["aria-label", "title", "placeholder", "alt", "aria-valuetext"]
      .map((a) => el.getAttribute(a))
      .filter((v): v is string => v !== null),
  );
  let text = [document.body.textContent ?? "", ...named].join("\n");
  // The longest first, so that a sentence goes before the words inside it.
  for (const s of [...fixtureStrings].sort((a, b) => b.length - a.length)) {
    if (s.length > 1) text = text.split(s).join(" ");
  }
  const words = text.match(/\p{L}{3,}/gu) ?? [];
  return [...new Set(words.filter((w) => ENGLISH_ONLY.has(w.toLowerCase())))];
}

const saved = {
  theme: "system",
  text_size: "normal",
  export: { names: "as_entered", include_date: true },
  language: "system",
};

describe("choosing a language", () => {
  it("switches the settings screen to German at once, with no English word left", async () => {
    const calls = mockBackend({
      settings_get: () => saved,
      settings_set: (args) => requestOf({ cmd: "", args }).settings,
    });
    render(SettingsScreen, { onBack: vi.fn() });
    await fireEvent.click(await screen.findByRole("radio", { name: "Deutsch" }));
    await screen.findByRole("group", { name: "Sprache" });
    expect(requestOf(calls.filter((c) => c.cmd === "settings_set").at(-1)).settings).toMatchObject({
      language: "de",
    });
    expect(lang()).toBe("de");
    expect(document.documentElement.lang).toBe("de");
    expect(screen.getByRole("radio", { name: "Dunkel" })).toBeTruthy();
    expect(englishLeft()).toEqual([]);
  });

  it("switches the play screen mid-game, and follows a view in another language", async () => {
    const at = stepWhere(TWO, (v) => v.phase.phase === "turn" && v.phase.step === "action");
    const game: ScriptedGame = new ScriptedGame(TWO, at, {
      // The backend's next view is in German: the facilitator chose it on another screen.
      undo: (): SessionResponse =>
        game.response({ ...TWO.steps[at - 1]!.view, lang: "de" } as View),
    });
    render(PlayScreen, { props: { id: game.id, onresults: vi.fn(), onhome: vi.fn() } });
    await screen.findByRole("button", { name: "Undo" });
    expect(englishLeft(stringsOf(TWO))).not.toEqual([]);

    await speak("de");
    await screen.findByRole("button", { name: "Rückgängig" });
    expect(englishLeft(stringsOf(TWO))).toEqual([]);

    await speak("en");
    await fireEvent.click(await screen.findByRole("button", { name: "Undo" }));
    await waitFor(() => expect(lang()).toBe("de"));
    await screen.findByRole("button", { name: "Wiederholen" });
    expect(englishLeft(stringsOf(TWO))).toEqual([]);
  });
});
