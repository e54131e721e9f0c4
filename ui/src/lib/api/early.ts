// The app window's first questions, asked the moment its scripts start: the start screen's
// answers (`app_state` for its buttons, `app_info` for its language, `settings_get` for the theme)
// are on their way while the rest of the UI's code is read and run, instead of after it. main.ts
// imports this module before anything else, so it runs first; its only imports are Tauri's IPC
// and a query parser, which run nothing of ours. Each answer is taken once, by the first `call`
// of its command (./index.ts), and is then as fresh as an answer asked at that moment: the screen
// that asks is the first one, mounted right after these questions went out. What no screen took
// when the first screen has mounted is dropped (`dropEarly`): a later call asks again.
import { invoke, isTauri } from "@tauri-apps/api/core";
import { tableWindowId } from "./tableWindow";
import type { Command } from "./transport";

/** What the start screen asks, with no request: the commands asked early. */
export const EARLY: readonly Command[] = ["app_info", "app_state", "settings_get"];

const asked = new Map<Command, Promise<unknown>>();

/**
 * Asks the start screen's questions now, in the app's main window only: not in its table display
 * window (it shows no start screen), nor in a browser (the web app's core is not loaded yet, and
 * a shared session's device has no start screen).
 */
export function askEarly(): void {
  if (import.meta.env.MODE === "web" || !isTauri() || tableWindowId(location.search)) return;
  for (const command of EARLY) {
    // As tauri.ts's transport sends a command without a request.
    const answer = invoke(command, {});
    // When each answer reached the page, for bench/start-stages.js. A failure is the taker's to
    // show: not an unhandled rejection meanwhile.
    answer.then(
      () => performance.mark(`start-answer-${command}`),
      () => {},
    );
    asked.set(command, answer);
  }
}

/** The answer asked early for `command`, once (null if none is waiting). */
export function takeEarly(command: Command): Promise<unknown> | null {
  const answer = asked.get(command) ?? null;
  asked.delete(command);
  return answer;
}

/** Forgets the answers no screen took: a later call asks the backend again. */
export function dropEarly(): void {
  asked.clear();
}

askEarly();
