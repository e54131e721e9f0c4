import { describe, expect, it } from "vitest";
import { APP_INFO, setupCheck } from "../app/testing/fixtures";
import type { SetupCheck } from "../api";
import { NewSessionForm } from "./newSession.svelte";

/** The shell's real answers for the lists these tests type (src-tauri/tests/ui_fixtures.rs). */
async function recorded(players: string[], label = ""): Promise<SetupCheck> {
  const answer = setupCheck(players, label);
  if (!answer) throw new Error(`no recorded setup_check for ${JSON.stringify([players, label])}`);
  return answer;
}

const newForm = () => new NewSessionForm(APP_INFO.limits.rules, recorded);

describe("the form", () => {
  it("shows the tracker's words for a repeated name at once but an empty one only after it was left", async () => {
    const form = newForm();
    form.rows[0]!.name = "Ana";
    form.rows[1]!.name = "ANA";
    expect(form.shownProblem(1)).toBeNull(); // not checked yet
    await form.recheck();
    expect(form.shownProblem(1)).toBe(
      "“ANA” and “Ana” look the same on screen: give one of them another nickname.",
    );
    form.rows[1]!.name = "";
    await form.recheck();
    expect(form.shownProblem(1)).toBeNull();
    form.touch(form.rows[1]!.key);
    expect(form.shownProblem(1)).toBe("The player at seat 2 has no name: enter a nickname.");
  });

  it("drops an answer for names that have changed since it was asked", async () => {
    let release: () => void = () => {};
    const slow = (players: string[], label: string) =>
      new Promise<SetupCheck>((resolve) => {
        release = () => void recorded(players, label).then(resolve);
      });
    const form = new NewSessionForm(APP_INFO.limits.rules, slow);
    form.rows[0]!.name = "Ana";
    form.rows[1]!.name = "ana";
    const first = form.recheck();
    const releaseFirst = release;
    form.rows[1]!.name = "Ben";
    const second = form.recheck();
    release();
    await second;
    releaseFirst();
    await first;
    expect(form.checked).toBe(true);
    expect(form.problems).toEqual([null, null]);
  });

  it("keeps as many seats as the rules allow, from the tracker's numbers", () => {
    const form = newForm();
    const { min_players, max_players } = APP_INFO.limits.rules;
    form.remove(0);
    expect(form.rows).toHaveLength(min_players);
    for (let i = 0; i < 10; i++) form.add();
    expect(form.rows).toHaveLength(max_players);
    expect(form.full).toBe(true);
    expect(form.add()).toBeNull();
  });

  it("follows other rules' numbers", () => {
    const form = new NewSessionForm({ min_players: 3, max_players: 4 }, recorded);
    form.remove(0);
    form.add();
    form.remove(0);
    expect(form.rows).toHaveLength(3);
    form.add();
    expect(form.add()).toBeNull();
    expect(form.rows).toHaveLength(4);
  });

  it("moves seats, and the chosen starting player moves with their seat", () => {
    const form = newForm();
    form.add();
    ["Ana", "Ben", "Cal"].forEach((n, i) => (form.rows[i]!.name = n));
    form.starter = 0;
    form.move(0, 1);
    expect(form.rows.map((r) => r.name)).toEqual(["Ben", "Ana", "Cal"]);
    expect(form.starter).toBe(1);
    form.remove(0);
    expect(form.starter).toBe(0);
    form.remove(0);
    // Never fewer than two seats: Ana stays.
    expect(form.rows.map((r) => r.name)).toEqual(["Ana", "Cal"]);
  });

  it("sends a starter removed with their seat back to random", () => {
    const form = newForm();
    form.add();
    form.starter = 2;
    form.remove(2);
    expect(form.starter).toBe("random");
  });

  it("is ready with checked names and a catalog, and builds the backend request", async () => {
    const form = newForm();
    form.rows[0]!.name = "Ana";
    form.rows[1]!.name = "Ben";
    form.catalogId = "sample";
    expect(form.ready).toBe(false); // the tracker has not answered yet
    await form.recheck();
    expect(form.ready).toBe(true);
    form.realTalk = true;
    expect(form.request()).toEqual({
      players: ["Ana", "Ben"],
      real_talk: true,
      catalog_id: "sample",
      starting_seat: "random",
      label: "",
    });
    form.starter = 1;
    expect(form.request().starting_seat).toEqual({ seat: 1 });
  });
});
