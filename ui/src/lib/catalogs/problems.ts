// A refusal's message and its list of problems, as the screens show them next to the control.
import type { Problem } from "../api/bindings/Problem";

/**
 * Splits a refusal into its first line and every problem it lists: from the error's `problems`
 * when the backend sent them, else from the message's "- " lines (the backend writes both).
 */
export function explain(e: unknown): { message: string; problems: string[] } {
  const text = e instanceof Error ? e.message : String(e);
  const [first = "", ...rest] = text.split("\n");
  const sent = (e as { problems?: Problem[] } | null)?.problems;
  const problems =
    sent && sent.length > 0
      ? sent.map((p) => p.message)
      : rest.map((l) => l.replace(/^- /, "")).filter((l) => l.trim() !== "");
  return { message: first, problems };
}
