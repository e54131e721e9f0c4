// The UI's words: Project Fluent messages from the repository's `locales/<lang>/` folder
// (`terms.ftl`, the game's terms shared with the Rust side, and `ui.ftl`, the screens' words).
// English is bundled; German, French and Spanish load as chunks of their own when first chosen.
// `t("id", { args })` reads the current language's bundle, a `$state`, so every template and
// `$derived` that calls it renders again when the language changes: no restart.
import { FluentBundle, FluentResource, type FluentVariable } from "@fluent/bundle";
// The generated types only (not ../api, which speaks through this module): no import circle.
import type { Lang, PrintedTerm, View } from "../api/bindings";
import enTerms from "../../../../locales/en/terms.ftl?raw";
import enUi from "../../../../locales/en/ui.ftl?raw";

/** The languages the app speaks, in the order the settings list them. */
export const LANGS: readonly Lang[] = ["en", "de", "fr", "es"];

/** A message's variables: numbers are formatted for the language by Fluent (`Intl`). */
export type Args = Record<string, FluentVariable>;

/** The other languages' files, each loaded (as its own chunk) when first chosen. */
const LOADERS: Record<Exclude<Lang, "en" | "en-XA">, () => Promise<string[]>> = {
  de: () =>
    Promise.all([
      import("../../../../locales/de/terms.ftl?raw"),
      import("../../../../locales/de/ui.ftl?raw"),
    ]).then((files) => files.map((f) => f.default)),
  fr: () =>
    Promise.all([
      import("../../../../locales/fr/terms.ftl?raw"),
      import("../../../../locales/fr/ui.ftl?raw"),
    ]).then((files) => files.map((f) => f.default)),
  es: () =>
    Promise.all([
      import("../../../../locales/es/terms.ftl?raw"),
      import("../../../../locales/es/ui.ftl?raw"),
    ]).then((files) => files.map((f) => f.default)),
};

/** Accented letters for the pseudo-language, a..z then A..Z. */
const ACCENTED = [..."āƀçđēƒĝĥīĵķĺɱńōþǫŕšţūṽŵẋýžĀƁÇĐĒƑĜĤĪĴĶĹṀŃŌÞǪŔŠŢŪṼŴẊÝŽ"];

/**
 * A piece of a message's text in the pseudo-language `en-XA`: every ASCII letter accented, and 40%
 * more length as tildes after the last letter ("Undo" → "Ūńđō ~~"), as the Rust side's
 * `words::messages::pseudo` does. Not a language for a table: the screens test shows every screen
 * in it, so that a translation longer than the English finds room.
 */
export function pseudo(text: string): string {
  const letters = (text.match(/[A-Za-z]/g) ?? []).length;
  if (letters === 0) return text;
  const body = text.trimEnd();
  const accented = body.replace(/[A-Za-z]/g, (c) => {
    const code = c.charCodeAt(0);
    return ACCENTED[code >= 97 ? code - 97 : 26 + code - 65]!;
  });
  return `${accented} ${"~".repeat(Math.ceil((letters * 2) / 5))}${text.slice(body.length)}`;
}

/** A bundle of `lang` made from its files (terms first: the screens' messages use them). */
export function bundleOf(lang: Lang, files: readonly string[]): FluentBundle {
  return bundleFrom(
    lang,
    files.map((file) => new FluentResource(file)),
  );
}

/** A bundle of `lang` made from parsed files (a file is parsed once, however many bundles use it). */
function bundleFrom(lang: Lang, resources: readonly FluentResource[]): FluentBundle {
  // Isolation marks off: the screens and their tests compare plain text.
  const bundle = new FluentBundle(lang, {
    useIsolating: false,
    transform: lang === "en-XA" ? pseudo : (text) => text,
  });
  for (const resource of resources) {
    const errors = bundle.addResource(resource);
    if (errors.length > 0) console.error(`locales/${lang}: ${errors.join("; ")}`);
  }
  return bundle;
}

/** A language's files, parsed, and its bundle of them. */
interface Loaded {
  resources: readonly FluentResource[];
  bundle: FluentBundle;
}

function loaded(lang: Lang, files: readonly string[]): Loaded {
  const resources = files.map((file) => new FluentResource(file));
  return { resources, bundle: bundleFrom(lang, resources) };
}

// Caches, not state: what the screens read is `current` below.
const bundles: Partial<Record<Lang, Loaded>> = { en: loaded("en", [enTerms, enUi]) };
const loading: Partial<Record<Lang, Promise<Loaded>>> = {};

function load(lang: Lang): Promise<Loaded> {
  const ready = bundles[lang];
  if (ready) return Promise.resolve(ready);
  let pending = loading[lang];
  if (!pending) {
    const files =
      lang === "en-XA" ? Promise.resolve([enTerms, enUi]) : LOADERS[lang as keyof typeof LOADERS]();
    pending = files.then(
      (files) => {
        const done = loaded(lang, files);
        bundles[lang] = done;
        return done;
      },
      (e: unknown) => {
        delete loading[lang];
        throw e;
      },
    );
    loading[lang] = pending;
  }
  return pending;
}

/** A term's id as Fluent writes it ("load", "load-card"): anything else is not written out. */
const TERM_ID = /^[a-zA-Z][a-zA-Z0-9_-]*$/;

/**
 * Text as a Fluent string literal: shown as it is, whatever it holds (quotes, backslashes, braces,
 * a line break: nothing in it is read as Fluent syntax).
 */
function literal(text: string): string {
  const escaped = text.replace(/[\\"\p{Cc}]/gu, (c) =>
    c === "\\" || c === '"' ? `\\${c}` : `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
  return `{ "${escaped}" }`;
}

/**
 * The Fluent source of a catalog's printed terms: each a term of terms.ftl said as printed, with
 * the variants terms.ftl gives a card of a deck when its two forms differ. Empty for none.
 */
function printedSource(terms: readonly PrintedTerm[]): string {
  return terms
    .filter((term) => TERM_ID.test(term.id))
    .map((term) =>
      term.one === term.other
        ? `-${term.id} = ${literal(term.one)}\n`
        : `-${term.id} = { $count ->\n    [other] ${literal(term.other)}\n   *[one] ${literal(term.one)}\n}\n`,
    )
    .join("");
}

/** The printed terms on screen, as Fluent source ("" for none: the language's own words). */
let printedTerms = "";
/** The ids of the printed terms on screen, for `isPrinted`. */
let printedIds = $state.raw<readonly string[]>([]);
/** The bundles with those printed terms, by language; emptied when other terms are shown. */
let printedBundles: Partial<Record<Lang, FluentBundle>> = {};

/** The bundle the screens read for `lang`: its files, with the printed terms over its terms. */
function bundleFor(lang: Lang, base: Loaded): FluentBundle {
  if (!printedTerms) return base.bundle;
  let bundle = printedBundles[lang];
  if (!bundle) {
    bundle = bundleFrom(lang, base.resources);
    const errors = bundle.addResource(new FluentResource(printedTerms), { allowOverrides: true });
    if (errors.length > 0) console.error(`printed_terms: ${errors.join("; ")}`);
    printedBundles[lang] = bundle;
  }
  return bundle;
}

/** The language on screen, its files and the bundle the screens read. */
let current = $state.raw<{ lang: Lang; base: Loaded; bundle: FluentBundle }>({
  lang: "en",
  base: bundles.en!,
  bundle: bundles.en!.bundle,
});
/** The last language asked for: a slower load of an earlier choice does not win over it. */
let wanted: Lang = "en";

/**
 * The locale `Intl` writes numbers, dates and lists in: British English for English, as the app's
 * English is ("1 Dec 2026", "Ana, Ben and Eli").
 */
const INTL_LOCALE: Record<Lang, string> = {
  en: "en-GB",
  de: "de",
  fr: "fr",
  es: "es",
  "en-XA": "en-GB",
};

/** The language the screens speak now. */
export function lang(): Lang {
  return current.lang;
}

/**
 * Speaks `lang` from now on (once its messages are loaded): every word on screen changes at once,
 * and `<html lang>` follows. An unknown code (from a newer backend), or a language whose messages
 * can't be fetched (a tablet that lost the computer), keeps the current language.
 */
export async function speak(next: Lang | null | undefined): Promise<void> {
  if (!next || !(LANGS.includes(next) || next === "en-XA")) return;
  wanted = next;
  if (next === current.lang) return;
  let base: Loaded;
  try {
    base = await load(next);
  } catch {
    return;
  }
  if (wanted !== next) return;
  current = { lang: next, base, bundle: bundleFor(next, base) };
  if (typeof document !== "undefined") document.documentElement.lang = next;
}

/**
 * Says the game's terms as a catalog prints them (`View.printed_terms`, in the view's language)
 * instead of the language's own words, in every message, in this language and any other chosen
 * later; an empty list says the language's words again (the screens without a session). The same
 * terms again change nothing, so a screen may call it with every view.
 */
export function printed(terms: readonly PrintedTerm[]): void {
  const source = printedSource(terms);
  if (source === printedTerms) return;
  printedTerms = source;
  printedIds = terms.filter((term) => TERM_ID.test(term.id)).map((term) => term.id);
  printedBundles = {};
  current = { ...current, bundle: bundleFor(current.lang, current.base) };
}

/**
 * Whether the term `id` ("connection") is said as the catalog prints it: a screen then shows no
 * abbreviation of the app's own word for it ("Conn.").
 */
export function isPrinted(id: string): boolean {
  return printedIds.includes(id);
}

/**
 * Speaks as a session's view does: in its language, with its catalog's printed terms. Every
 * screen that shows a session calls it with each view that arrives.
 */
export async function speakView(view: Pick<View, "lang" | "printed_terms">): Promise<void> {
  printed(view.printed_terms);
  await speak(view.lang);
  // The signal that a session's own words are on screen in this language (a test waits for it,
  // not for time): `<html lang>` alone may follow the settings before the view arrives.
  if (typeof document !== "undefined" && current.lang === view.lang) {
    document.documentElement.dataset.viewLang = view.lang;
  }
}

/** The message `id` in the current language; the id itself when there is none (a test finds those). */
export function t(id: string, args?: Args): string {
  const { bundle } = current;
  const message = bundle.getMessage(id);
  if (!message?.value) return id;
  return bundle.formatPattern(message.value, args ?? null);
}

/**
 * The `lang` attribute for words a catalog prints (card titles, tags, terms) in `language` (the
 * catalog's, a BCP 47 code), so that screen readers say them and browsers hyphenate and check
 * them in that language: none when the catalog does not say, or prints in the language on screen.
 */
export function cardLang(language: string | null | undefined): string | undefined {
  return language && language.toLowerCase() !== current.lang.toLowerCase() ? language : undefined;
}

/**
 * A language named in the current language ("German" for "de" in English, "Deutsch" in German),
 * from `Intl`; the code itself when `Intl` does not know it.
 */
export function languageName(code: string): string {
  try {
    return new Intl.DisplayNames(INTL_LOCALE[current.lang], { type: "language" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** A number written for the current language ("1,5" in German). */
export function number(n: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(INTL_LOCALE[current.lang], options).format(n);
}

/** A date (and time) written for the current language. */
export function date(d: Date, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[current.lang], options).format(d);
}

/** A list of names ("Ana, Ben and Eli") joined for the current language. */
export function list(items: readonly string[]): string {
  return new Intl.ListFormat(INTL_LOCALE[current.lang], { type: "conjunction" }).format(items);
}

/** A piece of a formatted message: plain text, or the text of one of its marked-up `slots`. */
export interface Part {
  text: string;
  /** The variable the text came from, for words a screen shows in `<em>` or `<strong>`. */
  slot?: string;
}

/**
 * The message `id` in pieces, for a sentence with marked-up words inside (the translator keeps
 * the whole sentence, and the order of its words): each of `slots` is a variable whose text comes
 * out as a piece of its own.
 */
export function parts(id: string, slots: Record<string, string>, args?: Args): Part[] {
  const marked: Args = { ...args };
  for (const name of Object.keys(slots)) marked[name] = `\u0000${name}\u0000`;
  return t(id, marked)
    .split("\u0000")
    .map((text, i) => (i % 2 === 1 ? { text: slots[text] ?? text, slot: text } : { text }))
    .filter((p) => p.text !== "");
}
