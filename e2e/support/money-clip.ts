import type { Page } from '@playwright/test';

/**
 * Every dollar figure on the page that is cut off sideways: a text like "$135.00" drawn partly outside a box that
 * hides its overflow (a card's `overflow-hidden`, a `truncate`), spilling out of its own button, or with its end
 * under something drawn over it (the till's sale bar put "$2,368.0" under its Charge button; issue 54). Returns
 * the clipped figures with what they were cut to; an empty list when every amount shows whole. Figures in a
 * sideways-scrolling strip and screen-reader-only text are left out (they are not cut, only out of view).
 */
export async function clippedMoney(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const money = /[−-]?(?:HK)?\$\d[\d,]*\.\d\d/;
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const found = money.exec(text);
      if (!found) continue;
      const range = document.createRange();
      range.setStart(node, found.index);
      range.setEnd(node, found.index + found[0].length);
      const rect = range.getBoundingClientRect();
      if (rect.width === 0 && rect.height === 0) continue; // not drawn
      let clipped = false;
      let hidden = false;
      for (let el = node.parentElement; el && el !== document.body; el = el.parentElement) {
        const style = getComputedStyle(el);
        const box = el.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1 || style.visibility === 'hidden' || style.display === 'none') {
          hidden = true; // sr-only, or not shown
          break;
        }
        if (style.overflowX === 'auto' || style.overflowX === 'scroll') break; // scrolls into view
        const cuts = style.overflowX === 'hidden' || style.overflowX === 'clip';
        if (cuts && (rect.right > box.right + 0.5 || rect.left < box.left - 0.5)) clipped = true;
      }
      if (hidden) continue;
      // spilling out of its own button or link, it runs under whatever is next to it
      const control = node.parentElement?.closest('button, a');
      if (control) {
        const box = control.getBoundingClientRect();
        if (rect.right > box.right + 0.5 || rect.left < box.left - 0.5) clipped = true;
      }
      // its start is seen but its end is under something else: a bar, a button, a sheet drawn over it
      const y = rect.top + rect.height / 2;
      const seen = (x: number) => {
        const top = document.elementFromPoint(x, y);
        const parent = node.parentElement;
        // the figure's own element, or a sibling next to it on the line (inline boxes touch at their edges)
        return (
          top !== null &&
          parent !== null &&
          (parent.contains(top) || top.contains(parent) || top.parentElement === parent.parentElement)
        );
      };
      if (
        y > 0 &&
        y < innerHeight &&
        rect.right - 1 < innerWidth &&
        seen(rect.left + 2) &&
        !seen(rect.right - 2)
      )
        clipped = true;
      if (clipped) out.push(`${found[0]} in “${(node.parentElement?.textContent ?? '').trim()}”`);
    }
    return out;
  });
}
