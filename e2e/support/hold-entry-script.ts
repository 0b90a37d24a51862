import type { Page } from '@playwright/test';

/**
 * Holds the app's entry script until `release()`: what shows before it is what the page's HTML alone draws (the
 * brand bar, a page drawn by the server), made certain rather than left to a fast machine's timing.
 */
export async function holdEntryScript(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
