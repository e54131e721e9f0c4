import { mount } from "svelte";
import App from "./App.svelte";
import { startup } from "./lib/api/startup";
import "./app.css";

const target = document.getElementById("app");
if (!target) throw new Error("index.html has no #app element to mount the UI in");

// The role (the app's window, its table display window, or a shared session's device in a
// browser) decides the transport before any screen is shown.
export default startup().then((role) => mount(App, { target, props: { role } }));
