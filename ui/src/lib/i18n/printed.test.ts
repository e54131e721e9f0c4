// A catalog that declares the terms printed on its cards is read as printed: its terms replace
// the language's own (terms.ftl) in every message, in any language, until a screen without a
// session says the glossary words again.
import { afterEach, describe, expect, it } from "vitest";
import type { PrintedTerm } from "../api";
import { lang, printed, speak, speakView, t } from "./index.svelte";

/** A German printed deck, as the backend sends its terms in an English view. */
const GERMAN_DECK: PrintedTerm[] = [
  { id: "load", one: "Belastung", other: "Belastung" },
  { id: "load-card", one: "Belastungskarte", other: "Belastungskarten" },
  { id: "connection", one: "Nähe", other: "Nähe" },
];

afterEach(async () => {
  printed([]);
  await speak("en");
});

describe("printed terms", () => {
  it("say a printed term where a message names the language's term", () => {
    expect(t("stat-name", { stat: "load" })).toBe("Load");
    printed(GERMAN_DECK);
    expect(t("stat-name", { stat: "load" })).toBe("Belastung");
    expect(t("stat-name", { stat: "connection" })).toBe("Nähe");
    // A term the catalog does not print stays the app's word.
    expect(t("stat-name", { stat: "momentum" })).toBe("Momentum");
  });

  it("follow the count in a card's word", () => {
    printed(GERMAN_DECK);
    expect(t("deck-card", { deck: "load" })).toBe("Belastungskarte");
    expect(t("deck-cards", { deck: "load" })).toBe("Belastungskarten");
    expect(t("play-load-card")).toBe("Belastungskarte");
  });

  it("show a term's text as it is, whatever characters it holds", () => {
    const odd = 'Last "schwer" \\ { $count } {-load} [x] *[y]';
    printed([{ id: "load", one: odd, other: odd }]);
    expect(t("stat-name", { stat: "load" })).toBe(odd);
    const lines = "a\nb";
    printed([{ id: "load", one: lines, other: lines }]);
    expect(t("stat-name", { stat: "load" })).toBe(lines);
  });

  it("leave out a term whose id is not a Fluent identifier", () => {
    printed([
      { id: "load = x\n-connection", one: "Injected", other: "Injected" },
      { id: "momentum", one: "Drive", other: "Drive" },
    ]);
    expect(t("stat-name", { stat: "connection" })).toBe("Connection");
    expect(t("stat-name", { stat: "momentum" })).toBe("Drive");
  });

  it("give way to the glossary's words when cleared", () => {
    printed(GERMAN_DECK);
    printed([]);
    expect(t("stat-name", { stat: "load" })).toBe("Load");
    expect(t("deck-cards", { deck: "load" })).toBe("Load cards");
  });

  it("stay through a change of language; the same terms again change nothing", async () => {
    printed(GERMAN_DECK);
    await speak("de");
    expect(t("stat-name", { stat: "load" })).toBe("Belastung");
    expect(t("stat-name", { stat: "momentum" })).toBe("Schwung");
    await speak("en");
    expect(t("stat-name", { stat: "load" })).toBe("Belastung");
    // The same terms again (every view of a session carries them) change nothing.
    printed(GERMAN_DECK.map((term) => ({ ...term })));
    expect(t("stat-name", { stat: "load" })).toBe("Belastung");
    printed([]);
    await speak("de");
    expect(t("stat-name", { stat: "load" })).toBe("Belastung");
  });

  it("come with a session's view, with its language", async () => {
    await speakView({ lang: "de", printed_terms: GERMAN_DECK });
    expect(lang()).toBe("de");
    expect(t("deck-card", { deck: "load" })).toBe("Belastungskarte");
    await speakView({ lang: "en", printed_terms: [] });
    expect(t("deck-card", { deck: "load" })).toBe("Load card");
  });

  it("keep the pseudo-language working, the printed words as printed", async () => {
    await speak("en-XA");
    printed(GERMAN_DECK);
    expect(t("stat-name", { stat: "load" })).toBe("Belastung");
    expect(t("stat-name", { stat: "momentum" })).not.toBe("Momentum");
    printed([]);
    expect(t("stat-name", { stat: "load" })).not.toBe("Load");
  });
});
