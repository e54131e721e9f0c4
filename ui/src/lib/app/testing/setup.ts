// Runs before every UI test file: the app_info answer the shell recorded
// (src-tauri/tests/ui_fixtures.rs) is in place, as App.svelte waits for it before any screen but
// the start screen. about.test.ts checks how the answer is asked for.
import { beforeEach } from "vitest";
import { printed, speak } from "../../i18n/index.svelte";
import { about } from "../about.svelte";
import { APP_INFO } from "./fixtures";

// Every test starts in English, the default, with the glossary's terms, whatever language and
// printed terms the last one left.
beforeEach(async () => {
  about.prime(APP_INFO);
  printed([]);
  await speak("en");
});
