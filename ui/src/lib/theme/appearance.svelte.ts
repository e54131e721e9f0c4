// Applies the appearance settings (theme, text size) to the document: `data-theme` and
// `data-text-size` on <html>, which app.css turns into colours and sizes.
import { call, type Settings } from "../api";

/** The settings in force, applied to the page. The settings screen calls `apply` after a save. */
export class Appearance {
  /** The last settings applied; null until the backend answered (the system theme shows). */
  settings: Settings | null = $state.raw(null);

  /** Reads the settings from the backend and applies them; on failure the defaults stay. */
  async load(root: HTMLElement = document.documentElement): Promise<void> {
    try {
      this.apply(await call("settings_get"), root);
    } catch {
      // Without settings the app follows the system theme and text size: nothing to show.
    }
  }

  /** Shows the app with `settings` from now on. */
  apply(settings: Settings, root: HTMLElement = document.documentElement): void {
    this.settings = settings;
    root.dataset.theme = settings.theme;
    root.dataset.textSize = settings.text_size;
  }
}

/** The app's one appearance. */
export const appearance = new Appearance();
