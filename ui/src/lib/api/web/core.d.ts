// The web app's core as wasm-bindgen generates it (crates/web, built by scripts/build-web.sh into
// ui/web-pkg/): vite.config.ts points this name at that module in the web build.
declare module "loadout-web-core" {
  export default function init(): Promise<unknown>;
  export class WebApp {
    constructor(root: string, filesJson: string, inUse: boolean, locale?: string | null);
    call(
      command: string,
      reqJson: string,
      pickedName?: string | null,
      pickedText?: string | null,
    ): string;
    settle(why: string | undefined, quota: boolean): string;
    words_needed(command: string, reqJson: string): string | undefined;
    provide_words(lang: string, filesJson: string): void;
    /** Frees the core's memory in the module (wasm-bindgen's); the object is unusable after. */
    free(): void;
  }
}
