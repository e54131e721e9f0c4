// The screenshot gallery (scripts/screenshot-gallery.mjs, run by `make screenshots`): it lists the
// screens test's pictures and leaves alone the pictures other tests keep beside them (the table
// test's share dialog, which the README shows). No app: the script alone, on a folder of files.

import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const script = new URL("../../scripts/screenshot-gallery.mjs", import.meta.url).pathname;

test("the gallery lists the screens and keeps quiet about the share dialog beside them", () => {
  const dir = mkdtempSync(join(tmpdir(), "gallery-"));
  for (const name of [
    "02-new-session-1280x800-light.png",
    "02-new-session-768x1024-dark.png",
    "share-dialog-1280x800.png",
  ]) {
    writeFileSync(join(dir, name), "");
  }
  const page = execFileSync("node", [script, dir], { encoding: "utf8" });
  assert.match(page, /New session/);
  assert.match(page, /02-new-session-1280x800-light\.png/);
  assert.doesNotMatch(page, /share-dialog/);
});

test("a screens test picture with a name the gallery does not know is still an error", () => {
  const dir = mkdtempSync(join(tmpdir(), "gallery-"));
  writeFileSync(join(dir, "02-new-session.png"), "");
  assert.throws(() => execFileSync("node", [script, dir], { encoding: "utf8", stdio: "pipe" }));
});
