// Every word a person reads comes from locales/<lang>/ui.ftl (and the backend's messages): this
// test reads the UI's source and fails on a user-facing string literal left in it, and on a
// message id the code asks for that en/ui.ftl lacks. (The Rust side's test checks that the four
// languages hold the same messages with the same variables.)
import { FluentResource } from "@fluent/bundle";
import { parse } from "svelte/compiler";
import { describe, expect, it } from "vitest";
import enUi from "../../../../locales/en/ui.ftl?raw";

/** The UI's source files by path under ui/src (tests, generated bindings and fixtures aside). */
const SOURCES: Record<string, string> = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>(["../../**/*.svelte", "../../**/*.ts"], {
      query: "?raw",
      import: "default",
      eager: true,
    }),
  )
    .map(([key, text]): [string, string] => [
      new URL(key, "file:///src/lib/i18n/").pathname.slice("/src/".length),
      text,
    ])
    .filter(([file]) => !/\.test\.ts$|\/(bindings|fixtures|testing)\//.test(file)),
);

/**
 * Literals that read as words but are not for a person, by file: each says why.
 */
const ALLOWED: { file: string; text: string; why: string }[] = [
  ...[
    "lib/catalogs/CatalogEditor.svelte",
    "lib/components/CardPicker.svelte",
    "lib/setup/NewSession.svelte",
  ].map((file) => ({ file, text: "Enter", why: "a key's name, compared with KeyboardEvent.key" })),
  {
    file: "lib/network/JoinPage.svelte",
    text: "ABCD-EFGH",
    why: "the shape of a short code, the same in every language",
  },
  {
    file: "lib/app/about.svelte.ts",
    text: "about.limits read before app_info answered",
    why: "a bug's message for the developer (thrown, never shown on a screen)",
  },
  ...["the words of ", " did not load: ", ".ftl is not in the build"].map((text) => ({
    file: "lib/api/web/worker.ts",
    text,
    why: "the worker's console line for the developer when a language's files fail to load (the step is said in English)",
  })),
  {
    file: "lib/api/web/worker.ts",
    text: "the storage was not taken over: ",
    why: "the worker's console line for the developer when the storage another tab let go cannot be read (the tab stays read only and says so)",
  },
  {
    file: "main.ts",
    text: "index.html has no #app element to mount the UI in",
    why: "a bug's message for the developer: the page has nowhere to show a screen",
  },
];

/** Attributes (and component props) whose text a person reads or hears. */
const READ_ATTRIBUTES = new Set([
  "aria-label",
  "aria-valuetext",
  "aria-roledescription",
  "aria-description",
  "title",
  "placeholder",
  "alt",
  "label",
  "short",
  "heading",
  "question",
  "confirm",
  "keep",
  "backLabel",
  "deleteLabel",
  "message",
]);

/** The functions that take a message id first. */
const MESSAGE_FUNCTIONS = new Set(["t", "parts"]);

/** A string in code that reads as words: two words, or one capitalised word ("Delete"). */
function readsAsWords(text: string): boolean {
  const s = text.trim();
  return /\p{L}{2,}\s+\p{L}{2,}/u.test(s) || /^\p{Lu}\p{Ll}+[.!?…:]?$/u.test(s);
}

interface Finding {
  file: string;
  text: string;
}

type Node = { type?: string; [key: string]: unknown };

/** Parses a .svelte file, or a .ts file as a component's script (the same TypeScript parser). */
function parseFile(path: string): Node {
  const text = SOURCES[path] ?? "";
  const source = path.endsWith(".svelte") ? text : `<script lang="ts">${text}</script>`;
  return parse(source, { modern: true }) as unknown as Node;
}

/** Walks the file's markup and code, calling `visit` with each node and its parent. */
function walk(
  node: unknown,
  visit: (n: Node, parent: Node | null, key: string) => boolean | void,
  parent: Node | null = null,
  key = "",
): void {
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit, parent, key);
    return;
  }
  if (typeof node !== "object" || node === null) return;
  const n = node as Node;
  if (n.type && visit(n, parent, key) === false) return;
  for (const [k, v] of Object.entries(n)) {
    if (k === "css" || k === "comments" || k === "loc" || k === "metadata") continue;
    if (typeof v === "object" && v !== null) walk(v, visit, n.type ? n : parent, k);
  }
}

/** The user-facing literals of one file, and the message ids it asks for. */
function scan(path: string): { words: string[]; ids: string[]; dynamic: string[] } {
  const words: string[] = [];
  const ids: string[] = [];
  const dynamic: string[] = [];
  const visit = (n: Node, parent: Node | null, key: string): boolean | void => {
    // Types, imports and comments are not shown to anyone.
    if (n.type?.startsWith("TS") || n.type === "ImportDeclaration" || n.type === "ImportExpression")
      return false;
    if (n.type === "StyleSheet" || n.type === "Comment") return false;
    if (n.type === "CallExpression") {
      const callee = n.callee as Node;
      if (callee.type === "Identifier" && MESSAGE_FUNCTIONS.has(callee.name as string)) {
        const [first, ...rest] = n.arguments as Node[];
        const options =
          first?.type === "ConditionalExpression" ? [first.consequent, first.alternate] : [first];
        for (const o of options as Node[]) {
          if (o?.type === "Literal" && typeof o.value === "string") ids.push(o.value);
          else dynamic.push(`${path}: ${JSON.stringify(o?.type)}`);
        }
        // The other arguments may hold words, and messages of their own: walk them, not the id.
        walk(rest, visit);
        return false;
      }
    }
    return visitValue(n, parent, key);
  };
  walk(parseFile(path), visit);

  function visitValue(n: Node, parent: Node | null, key: string): boolean | void {
    if (n.type === "Text") {
      const text = String(n.data ?? "");
      if (parent?.type === "Attribute") {
        if (READ_ATTRIBUTES.has(String(parent.name)) && /\p{L}/u.test(text))
          words.push(text.trim());
      } else if (/\p{L}/u.test(text)) {
        words.push(text.trim());
      }
      return;
    }
    if (n.type === "Literal" && typeof n.value === "string" && key !== "key") {
      if (readsAsWords(n.value)) words.push(n.value);
      return;
    }
    if (n.type === "TemplateElement") {
      const text = String((n.value as { cooked?: string }).cooked ?? "");
      if (readsAsWords(text)) words.push(text);
    }
  }
  return { words, ids, dynamic };
}

const scanned = Object.keys(SOURCES).map((file) => ({ file, ...scan(file) }));

describe("the UI's words", () => {
  it("are read from every source file", () => {
    expect(Object.keys(SOURCES)).toEqual(
      expect.arrayContaining([
        "App.svelte",
        "main.ts",
        "lib/play/PlayScreen.svelte",
        "lib/api/errors.ts",
      ]),
    );
    expect(
      Object.keys(SOURCES).some((f) => f.includes("bindings/") || f.endsWith(".test.ts")),
    ).toBe(false);
  });

  it("come from the message files: no user-facing literal is left in ui/src", () => {
    const found: Finding[] = scanned.flatMap((s) =>
      s.words.map((text) => ({ file: s.file, text })),
    );
    const left = found.filter((f) => !ALLOWED.some((a) => a.file === f.file && a.text === f.text));
    expect(left).toEqual([]);
  });

  it("have no allowed literal that is no longer in the code", () => {
    const stale = ALLOWED.filter(
      (a) => !scanned.some((s) => s.file === a.file && s.words.includes(a.text)),
    );
    expect(stale).toEqual([]);
  });

  it("are asked for by ids that en/ui.ftl defines, each written out in the code", () => {
    const defined = new Set(new FluentResource(enUi).body.map((m) => m.id));
    const asked = scanned.filter((s) => s.file !== "lib/i18n/index.svelte.ts");
    const missing = asked.flatMap((s) =>
      s.ids.filter((id) => !defined.has(id)).map((id) => `${s.file}: ${id}`),
    );
    expect(missing).toEqual([]);
    // A computed id can't be checked: the code names each id it uses.
    expect(asked.flatMap((s) => s.dynamic)).toEqual([]);
  });

  it("are all used: en/ui.ftl holds no message the code never asks for", () => {
    const used = new Set(scanned.flatMap((s) => s.ids));
    // Messages used from other messages only ({ stat-name } inside effect-part, …).
    const referenced = new Set([...enUi.matchAll(/\{\s*([a-z][a-z0-9-]*)\s*\}/g)].map((m) => m[1]));
    const unused = new FluentResource(enUi).body
      .map((m) => m.id)
      .filter((id) => !id.startsWith("-") && !used.has(id) && !referenced.has(id));
    expect(unused).toEqual([]);
  });
});
