// What the app says about itself (`app_info`), asked once and shared: its name and version, and
// the numbers the forms need before any session exists (players per table, card limits, the top
// of a track). The tracker owns these numbers; no screen writes one down.
import { call, onLanguageChanged, type AppInfo, type Limits } from "../api";
import { speak } from "../i18n/index.svelte";

let info = $state.raw<AppInfo | null>(null);
let asking: Promise<AppInfo> | null = null;

export const about = {
  /** The answer, or null until it has come. */
  get info(): AppInfo | null {
    return info;
  },

  /**
   * The limits. Only screens shown after `load()` resolved read them (App.svelte waits for it),
   * so a missing answer is a bug, not a state to draw.
   */
  get limits(): Limits {
    if (!info) throw new Error("about.limits read before app_info answered");
    return info.limits;
  },

  /**
   * Asks `app_info` once; a failed ask is asked again next time. Resolves (and `info` is set)
   * once the app's language is on screen: the screens before any view speak it, and none shows
   * English first and then changes under the facilitator's eyes.
   */
  load(): Promise<AppInfo> {
    asking ??= call("app_info").then(
      async (answer) => {
        await speak(answer.lang);
        if (!info) {
          // A language chosen elsewhere (another window, the settings command) reaches the
          // screens that show no session too.
          onLanguageChanged((lang) => {
            if (info) info = { ...info, lang };
            void speak(lang);
          });
        }
        info = answer;
        return answer;
      },
      (e: unknown) => {
        asking = null;
        throw e;
      },
    );
    return asking;
  },

  /** Takes an answer already at hand (the UI tests' recorded one), as if `load()` had got it. */
  prime(answer: AppInfo): void {
    info = answer;
    asking = Promise.resolve(answer);
  },

  /** Asks `app_info` again (the language setting changed): the screens follow its language. */
  reload(): Promise<AppInfo> {
    asking = null;
    return this.load();
  },

  /** Forgets the answer (tests give each screen its own backend). */
  reset(): void {
    info = null;
    asking = null;
  },
};
