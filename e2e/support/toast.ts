import type { Page } from '@playwright/test';

/**
 * Resolves once `text` has appeared in the toast region, however briefly. Start it before the tap: the
 * spec's 1-second success toasts ("Product updated successfully!", then back to the list) can come and go
 * between two polls of a busy CI machine, and a poll that misses one says nothing about the app.
 */
export async function toastSeen(
  page: Page,
  text: string,
  withinMs = 20_000,
): Promise<() => Promise<boolean>> {
  const handle = await page.evaluateHandle(
    // wrapped in an object: a promise returned as such would be awaited here, before the tap
    ([wanted, ms]) => ({
      seen: new Promise<boolean>((resolve) => {
        const shown = () =>
          // the toasts' live region: the header's bell is also labelled "Notifications" when nothing is unread,
          // and comes first in the page
          document.querySelector('[aria-live][aria-label="Notifications"]')?.textContent?.includes(wanted) ??
          false;
        if (shown()) return resolve(true);
        const observer = new MutationObserver(() => {
          if (shown()) {
            observer.disconnect();
            resolve(true);
          }
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        setTimeout(() => {
          observer.disconnect();
          resolve(shown());
        }, ms);
      }),
    }),
    [text, withinMs] as const,
  );
  return async () => {
    const seen = await handle.evaluate((watch) => watch.seen);
    await handle.dispose();
    return seen;
  };
}
