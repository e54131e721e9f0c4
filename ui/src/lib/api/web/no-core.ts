// What "loadout-web-core" is outside the web build (vite.config.ts): the desktop app and its
// tests never start the web app's worker (startup.ts loads ./web only in `--mode web`). Should
// anything try, it fails with this code, which the page reports as `unexpected`; the core itself
// is built by `make web` (scripts/build-web.sh).
const NOT_BUILT = "loadout-web-core:not-built";

export default function init(): Promise<unknown> {
  return Promise.reject(new Error(NOT_BUILT));
}

export class WebApp {
  constructor() {
    throw new Error(NOT_BUILT);
  }
  call(): string {
    throw new Error(NOT_BUILT);
  }
  settle(): string {
    throw new Error(NOT_BUILT);
  }
  words_needed(): string | undefined {
    throw new Error(NOT_BUILT);
  }
  provide_words(): void {
    throw new Error(NOT_BUILT);
  }
}
