// First, before the rest of the UI's code is read and run: the start screen's questions go out.
import { dropEarly } from "./lib/api/early";
import { flushSync, mount } from "svelte";
import App from "./App.svelte";
import { startup } from "./lib/api/startup";
import "./app.css";

const target = document.getElementById("app");
if (!target) throw new Error("index.html has no #app element to mount the UI in");

// The role (the app's window, its table display window, or a shared session's device in a
// browser) decides the transport before any screen is shown.
export default startup().then((role) => {
  const app = mount(App, { target, props: { role } });
  // The first screen's effects ask what they need now, taking the answers asked early; what
  // none took is dropped, so that no later screen gets an answer from the start.
  flushSync();
  dropEarly();
  // The first screen is in the page, and when the page next renders (bench/start-stages.js).
  performance.mark("start-mounted");
  requestAnimationFrame(() => performance.mark("start-first-frame"));
  return app;
});
