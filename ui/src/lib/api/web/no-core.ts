// What "loadout-web-core" is outside the web build (vite.config.ts): the desktop app and its
// tests never start the web app's worker, and a page that does is told how to build it.
export default function init(): Promise<unknown> {
  return Promise.reject(new Error("the web app's core is built by `make web` (vite --mode web)"));
}

export class WebApp {
  constructor() {
    throw new Error("the web app's core is built by `make web` (vite --mode web)");
  }
  call(): string {
    throw new Error("unreachable");
  }
  not_saved(): string {
    throw new Error("unreachable");
  }
}
