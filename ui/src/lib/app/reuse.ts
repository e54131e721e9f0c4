// Structural sharing between two answers of the backend. Every answer carries a whole new `View`;
// most of it equals the last one. Keeping the old objects where nothing changed lets `$derived`
// (which compares by identity) and keyed `{#each}` blocks skip what did not change, so a recorded
// step re-renders only the parts of the screen it moved.

/**
 * `next`, where every part (object or array, at any depth) deeply equal to the same part of `prev`
 * is `prev`'s object itself. Returns `prev` when the two are equal throughout. Arrays are matched
 * index by index (the backend keeps players in seat order and logs in step order). Plain JSON
 * values only: what the backend sends.
 */
export function reuse<T>(prev: T | undefined, next: T): T {
  if (prev === next) return next;
  if (typeof prev !== "object" || typeof next !== "object" || prev === null || next === null) {
    return next;
  }
  if (Array.isArray(next)) {
    if (!Array.isArray(prev)) return next;
    let same = prev.length === next.length;
    const out = next.map((item: unknown, i) => {
      const kept = reuse(prev[i], item);
      if (kept !== prev[i]) same = false;
      return kept;
    });
    return (same ? prev : out) as T;
  }
  if (Array.isArray(prev)) return next;
  const before = prev as Record<string, unknown>;
  const after = next as Record<string, unknown>;
  const keys = Object.keys(after);
  let same = keys.length === Object.keys(before).length;
  const out: Record<string, unknown> = {};
  for (const key of keys) {
    const kept = reuse(before[key], after[key]);
    if (kept !== before[key] || !(key in before)) same = false;
    out[key] = kept;
  }
  return (same ? prev : out) as T;
}
