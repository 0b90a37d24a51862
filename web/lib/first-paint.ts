import { startTransition, useEffect, useState } from 'react';

/**
 * The server's first paint and the hydration that takes it over (docs/decisions/0254-server-first-paint.md) draw
 * only what a phone's first screen shows of a long list: a smaller page to send, parse and lay out, and a
 * shorter hydration. The rest is drawn right after, in the background. A list drawn after the reader has gone
 * elsewhere (a Back to the feed with its scroll to restore) is drawn whole at once.
 */
let firstPaint = false;

/** The server's render (always) and the browser's hydrated page (until the first navigation) set this. */
export function setFirstPaint(value: boolean): void {
  firstPaint = value;
}

/** whether the page on screen is still the one the server drew (its hydration, until the first navigation) */
export function isFirstPaint(): boolean {
  return firstPaint;
}

/** How many of a list's `total` items to draw now: `firstScreen` during the first paint, then all. */
export function useDrawnCount(total: number, firstScreen: number): number {
  const [all, setAll] = useState(() => !firstPaint);
  useEffect(() => {
    if (!all) startTransition(() => setAll(true));
  }, [all]);
  return all ? total : Math.min(total, firstScreen);
}
