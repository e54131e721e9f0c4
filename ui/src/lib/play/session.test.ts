import { describe, expect, it, vi } from "vitest";
import type { AnyCard } from "../api";
import { ScriptedGame, stepWhere, TWO } from "../app/testing/backend";
import { PlaySession } from "./session.svelte";

describe("a card typed in during play", () => {
  it("is recorded first, then added to the session's catalog when asked", async () => {
    vi.stubGlobal("window", globalThis);
    const at = stepWhere(TWO, (v) => v.phase.phase === "turn" && v.phase.step === "life_happens");
    const saved: unknown[] = [];
    const game: ScriptedGame = new ScriptedGame(TWO, at, {
      // The golden game's next event, typed in rather than picked: accept it as that event.
      record: () => {
        game.at += 1;
        return game.response();
      },
      catalog_save: (req) => {
        saved.push(req);
        return { id: game.catalogId, catalog: req.catalog, problems: [] };
      },
    });
    const session = await PlaySession.open(game.id);
    const card: AnyCard = {
      deck: "life_happens",
      card: {
        id: "adhoc-life-happens-flood",
        title: "Flood",
        pressure: 2,
        helpful: ["Talk", "Rest"],
        adhoc: true,
      },
    };
    const ok = await session.pick(
      "life_happens",
      { type: "life_happens_drawn", card: card.card },
      card,
      true,
    );
    expect(ok).toBe(true);
    expect(game.calls.map((c) => c.cmd).slice(-2)).toEqual(["record", "catalog_save"]);
    const catalog = (saved[0] as { catalog: typeof TWO.catalog }).catalog;
    expect(catalog.life_happens.at(-1)).toEqual({ ...card.card, adhoc: false });
    expect(session.catalog?.life_happens).toHaveLength(TWO.catalog.life_happens.length + 1);
    // Offered by the pickers for the rest of the session, now as a card of the catalog.
    expect(session.picker("life_happens").cards).toContainEqual({
      deck: "life_happens",
      card: { ...card.card, adhoc: false },
    });
  });
});

describe("the history", () => {
  it("is worded again when the view comes in another language", async () => {
    vi.stubGlobal("window", globalThis);
    const at = stepWhere(TWO, (v) => v.phase.phase === "turn" && v.log_len > 4);
    const game = new ScriptedGame(TWO, at);
    const session = await PlaySession.open(game.id);
    const loaded = game.callsOf("history").length;
    expect(loaded).toBeGreaterThan(0);
    // The same language again: nothing to word again.
    session.follow(game.response());
    session.follow(game.response({ ...game.view, lang: "de" }));
    await vi.waitFor(() => expect(game.callsOf("history")).toHaveLength(loaded + 1));
    expect(game.unexpected).toEqual([]);
  });
});

describe("a change heard twice in the desktop app (its answer, and the event every window gets)", () => {
  it("is taken once, and a later change from another window still is", async () => {
    vi.stubGlobal("window", globalThis);
    const last = TWO.steps.length - 1;
    const game = new ScriptedGame(TWO, last);
    const session = await PlaySession.open(game.id);
    expect(await session.undo()).toBe(true);
    expect(await session.redo()).toBe(true);
    const said = session.said;
    expect(said).toEqual({ len: game.view.log_len, text: TWO.redo_said, redo: true });
    const view = session.view;
    // The same response again, as the event: the status box keeps saying a step was put back.
    session.follow(game.response(game.view, TWO.redo_said));
    expect(session.said).toBe(said);
    expect(session.view).toBe(view);
    // Another window undoes it: this window follows.
    session.follow({ ...game.response(TWO.after_undo, TWO.undo_said), revision: 1 });
    expect(session.view.log_len).toBe(TWO.after_undo.log_len);
    expect(session.said).toEqual({ len: TWO.after_undo.log_len, text: TWO.undo_said, redo: false });
    expect(game.unexpected).toEqual([]);
  });
});
