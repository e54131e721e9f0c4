// Keyboard shortcuts of the play screen.

/** What a key press asks for: Ctrl+Z undo, Ctrl+Shift+Z (or Ctrl+Y) redo; Cmd on macOS. */
export function undoRedoKey(e: KeyboardEvent): "undo" | "redo" | null {
  if (!(e.ctrlKey || e.metaKey) || e.altKey) return null;
  // Inside a text field, Ctrl+Z undoes typing, as everywhere else.
  const target = e.target as HTMLElement | null;
  if (target?.closest?.("input, textarea, select, [contenteditable='true']")) return null;
  const key = e.key.toLowerCase();
  if (key === "z") return e.shiftKey ? "redo" : "undo";
  if (key === "y" && !e.shiftKey) return "redo";
  return null;
}
