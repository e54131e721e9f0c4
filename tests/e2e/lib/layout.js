// Text a person cannot read whole: cut off by its box, or painted over other text. Run on every
// screen of screens.test.js in English and in the pseudo-language (accented and 40% longer), so a
// translation that is longer than the English is seen before a translator's screen shows it.

/**
 * The page's text problems now, each as "what: the text (where)". Looks at what is on top: while
 * a modal dialog is open, only the dialog's text counts (the page behind it is covered).
 *
 * - **cut off**: an element that hides its overflow (overflow hidden or clip, or an ellipsis) and
 *   holds text is smaller than its content, so part of the text is not shown;
 * - **overlap**: the boxes of two pieces of text cover each other by more than a sliver;
 * - **page wider than the window**: something pushes the page sideways (a word that cannot wrap).
 *
 * Left out: text a screen reader alone reads (visually hidden: a box of 1 px or a clip), text not
 * shown (display none, visibility hidden, opacity 0), text scrolled out of its scroll region
 * (reached by scrolling; a scroll region does not count as cutting text off), and SVG text (the chart's labels are laid out by the chart and checked by its tests).
 */
export async function textProblems(browser) {
  return browser.execute(() => {
    const problems = [];
    const modal = [...document.querySelectorAll("dialog[open], [aria-modal='true']")].pop();
    const root = modal ?? document.body;
    const short = (t) => {
      const s = t.replace(/\s+/g, " ").trim();
      return s.length > 60 ? `${s.slice(0, 57)}…` : s;
    };
    const where = (el) => {
      const parts = [];
      for (let e = el; e && e !== document.body && parts.length < 3; e = e.parentElement) {
        let p = e.tagName.toLowerCase();
        if (e.id) p += `#${e.id}`;
        else if (e.classList.length) p += `.${[...e.classList].slice(0, 2).join(".")}`;
        parts.unshift(p);
      }
      return parts.join(" > ");
    };
    const shown = (el) => {
      // The content of a closed <details> is not rendered, though its elements keep their styles.
      const closed = el.closest("details:not([open])");
      if (closed && !el.closest("summary")) return false;
      for (let e = el; e; e = e.parentElement) {
        const s = getComputedStyle(e);
        if (s.display === "none" || s.visibility === "hidden" || s.opacity === "0") return false;
        if (e instanceof SVGElement && e.tagName.toLowerCase() === "svg") return false;
      }
      return true;
    };
    const visuallyHidden = (el) => {
      for (let e = el; e; e = e.parentElement) {
        const s = getComputedStyle(e);
        const r = e.getBoundingClientRect();
        const clipped = (s.clip && s.clip !== "auto") || (s.clipPath && s.clipPath !== "none");
        if (clipped && (r.width <= 1 || r.height <= 1)) return true;
        if (s.position === "absolute" && r.width <= 1 && r.height <= 1) return true;
      }
      return false;
    };
    const hides = (s) =>
      ["hidden", "clip"].includes(s.overflowX) ||
      ["hidden", "clip"].includes(s.overflowY) ||
      s.textOverflow === "ellipsis";
    const scrolls = (s) =>
      ["auto", "scroll"].includes(s.overflowX) || ["auto", "scroll"].includes(s.overflowY);

    // Text cut off by a box that hides its overflow.
    for (const el of root.querySelectorAll("*")) {
      if (el instanceof SVGElement) continue;
      const s = getComputedStyle(el);
      if (!hides(s) || scrolls(s)) continue;
      const text = el.textContent ?? "";
      if (!text.trim() || !shown(el) || visuallyHidden(el)) continue;
      const wide = el.scrollWidth - el.clientWidth;
      const tall = el.scrollHeight - el.clientHeight;
      if (wide > 1 || tall > 1) {
        problems.push(
          `cut off by ${wide > 1 ? wide + " px across" : tall + " px down"}: “${short(text)}” (${where(el)})`,
        );
      }
    }

    // Pieces of text painted over each other.
    const pieces = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
      acceptNode: (n) =>
        n.textContent.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_REJECT,
    });
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!el || el.closest("svg") || !shown(el) || visuallyHidden(el)) continue;
      const range = document.createRange();
      range.selectNodeContents(n);
      for (const box of range.getClientRects()) {
        const r = clipped(el, box);
        if (r.right - r.left > 1 && r.bottom - r.top > 1)
          pieces.push({ r, el, text: n.textContent });
      }
    }
    // What of a piece of text shows: its box cut by every ancestor that clips its overflow (a
    // scroll region's text scrolled under its edge is out of view, not painted over its neighbour).
    function clipped(el, box) {
      const r = { left: box.left, top: box.top, right: box.right, bottom: box.bottom };
      for (let e = el; e && e !== document.documentElement; e = e.parentElement) {
        const s = getComputedStyle(e);
        if (s.overflowX === "visible" && s.overflowY === "visible") continue;
        const c = e.getBoundingClientRect();
        if (s.overflowX !== "visible") {
          r.left = Math.max(r.left, c.left + e.clientLeft);
          r.right = Math.min(r.right, c.left + e.clientLeft + e.clientWidth);
        }
        if (s.overflowY !== "visible") {
          r.top = Math.max(r.top, c.top + e.clientTop);
          r.bottom = Math.min(r.bottom, c.top + e.clientTop + e.clientHeight);
        }
      }
      return r;
    }
    const SLIVER = 3;
    const reported = new Set();
    for (let i = 0; i < pieces.length; i++) {
      for (let j = i + 1; j < pieces.length; j++) {
        const a = pieces[i];
        const b = pieces[j];
        if (a.el === b.el) continue;
        const x = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left);
        const y = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top);
        if (x <= SLIVER || y <= SLIVER) continue;
        const key = `${short(a.text)}|${short(b.text)}`;
        if (reported.has(key)) continue;
        reported.add(key);
        problems.push(
          `overlap: “${short(a.text)}” (${where(a.el)}) and “${short(b.text)}” (${where(b.el)})`,
        );
      }
    }

    const over = document.documentElement.scrollWidth - window.innerWidth;
    if (over > 1) problems.push(`page wider than the window by ${over} px`);
    return problems;
  });
}
