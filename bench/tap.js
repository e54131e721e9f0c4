// A tap timed in the page, and a golden game played with every recording tap timed, shared by
// the desktop's benchmark (bench/measure.js) and the web app's (bench/web.js).

import { playScript } from "../tests/e2e/lib/game.js";

/** The `p`th percentile of `xs` (nearest rank). */
export const percentile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};

// In the page: click `el`, then resolve with [ms until the screen's text changed, ms until the
// animation frame after that change is about to be painted, ms until the backend's answer arrived
// (-1 if no IPC answer was seen), ms until the frame after that one (the changed screen has been
// rendered by then), ms until the first DOM change after the change was heard (the answer or the
// app's change event, whichever came first), ms until the change event arrived (-1 if none was
// seen)]; all -1 if nothing changed in 10 s.
export function timedClick(el, done) {
  const root = document.body;
  const before = root.innerText;
  // The IPC answer's arrival: Tauri's IPC calls the global fetch (custom protocol) at call time.
  // (The web app's answers come from its worker: bench/web.js marks them as they arrive.)
  if (!window.__benchFetch) {
    window.__benchFetch = window.fetch;
    window.fetch = (...args) =>
      window.__benchFetch(...args).then((r) => {
        window.__benchIpcAt = performance.now();
        return r;
      });
  }
  // The change event's arrival: Tauri calls an event's listeners through the callbacks its
  // internals keep (`runCallback`); each listener is wrapped once to note when it is called.
  const callbacks = window.__TAURI_INTERNALS__?.callbacks;
  if (callbacks instanceof Map) {
    for (const [id, callback] of callbacks) {
      if (callback.__benchWrapped) continue;
      const wrapped = (data) => {
        window.__benchEventAt = performance.now();
        return callback(data);
      };
      wrapped.__benchWrapped = true;
      callbacks.set(id, wrapped);
    }
  }
  window.__benchIpcAt = -1;
  window.__benchEventAt = -1;
  // When the change was heard: the answer or the event, whichever came first (Infinity before).
  const heardAt = () =>
    Math.min(
      ...[window.__benchIpcAt, window.__benchEventAt].filter((at) => at >= t0),
      Number.POSITIVE_INFINITY,
    );
  let finished = false;
  let changed = -1;
  const finish = (result) => {
    if (finished) return;
    finished = true;
    observer.disconnect();
    done(result);
  };
  let mutated = -1;
  const observer = new MutationObserver(() => {
    // The first DOM change after the change was heard (a tap first marks the controls busy):
    // the UI has updated (laid out already if its effects read or set a scroll position;
    // reading innerText lays out).
    if (mutated < 0 && heardAt() !== Number.POSITIVE_INFINITY) mutated = performance.now() - t0;
    if (changed >= 0 || root.innerText === before) return;
    changed = performance.now() - t0;
    requestAnimationFrame(() => {
      const frame = performance.now() - t0;
      const ipc = window.__benchIpcAt >= t0 ? window.__benchIpcAt - t0 : -1;
      const event = window.__benchEventAt >= t0 ? window.__benchEventAt - t0 : -1;
      requestAnimationFrame(() =>
        finish([changed, frame, ipc, performance.now() - t0, mutated, event]),
      );
    });
  });
  observer.observe(root, { subtree: true, childList: true, characterData: true, attributes: true });
  setTimeout(() => finish([-1, -1, -1, -1, -1, -1]), 10_000);
  const t0 = performance.now();
  el.click();
}

/**
 * Plays `script` from the play screen's setup to its end with every tap that records a step timed
 * in the page (timedClick); `closeHistory(el)` closes the History after the script's correction.
 * Returns each step's {kind, changed, painted, answered, next, mutated, event} (ms, see timedClick).
 */
export async function playTimed(browser, script, closeHistory) {
  const steps = [];
  let kind = "";
  const tap = async (el) => {
    const [changed, painted, answered, next, mutated, event] = await browser.executeAsync(
      timedClick,
      el,
    );
    if (changed < 0) throw new Error("a tap changed nothing on screen within 10 s");
    steps.push({ kind, changed, painted, answered, next, mutated, event });
  };
  await playScript(browser, script, {
    tap,
    closeHistory,
    checkUndo: false,
    onStep: (_, s) => {
      kind = s.kind;
    },
  });
  return steps;
}
