// Moves keyboard focus to an element when it appears: a confirmation's safe choice, so that
// keyboard and screen-reader users land on the question that just opened.

/** Svelte action: focuses `node` once it is in the page. */
export function focusOnShow(node: HTMLElement): void {
  node.focus();
}
