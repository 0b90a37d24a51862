import type { Page } from '@playwright/test';

/**
 * React has taken over the element: its fiber is on it (hydrated from the server's drawing, or drawn by the app
 * itself). A page the server drew shows before the app's script runs (docs/decisions/0254-server-first-paint.md),
 * so "visible" no longer says the app is in.
 */
export function takenOver(page: Page, selector: string) {
  return page.waitForFunction((s) => {
    const el = document.querySelector(s);
    return Boolean(el && Object.keys(el).some((k) => k.startsWith('__reactFiber')));
  }, selector);
}
