import { expect, type Page, test } from '@playwright/test';
import { holdEntryScript } from './support/hold-entry-script';

/**
 * index.html paints the brand bar before the app's script has run (docs/decisions/0253-boot-shell.md), and the
 * app takes it away in the frame it draws its first screen: never both on screen, nothing moved.
 */

/** Before the page's own scripts: notes, at every frame, whether the bar and the app's screen were both there. */
async function watchFrames(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { bothDrawn: number; shifts: number };
    w.bothDrawn = 0;
    w.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.shifts += (entry as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
    const frame = () => {
      const shell = document.getElementById('boot-shell');
      // on screen together: a page the server drew keeps the bar in the page, hidden (decision 0254)
      const shown = shell && getComputedStyle(shell).display !== 'none';
      if (shown && document.getElementById('root')?.firstElementChild) w.bothDrawn += 1;
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

test('the brand bar shows while the app’s script is held back, and gives way to the app without a shift', async ({
  page,
}) => {
  await watchFrames(page);
  // the entry script is held until the bar has been seen: a phone's slow network, made certain
  const release = await holdEntryScript(page);
  // a feed the server does not draw (a post pinned on top, as after publishing): the browser draws it
  // (`/` itself comes drawn: e2e/server-first-paint.spec.ts)
  const res = await page.request.post('/api/res/post/list', { data: { data: { limit: 1 } } });
  const [post] = ((await res.json()) as { data: { items: { id: string }[] } }).data.items;
  await page.goto(`/?post=${post!.id}`, { waitUntil: 'commit' });
  const shell = page.locator('#boot-shell');
  await expect(shell).toBeVisible();
  await expect(shell).toContainText('Stallfeed');
  await expect(shell.locator('img')).toHaveJSProperty('complete', true);
  // hidden from screen readers: the app's own header says the same a moment later
  await expect(page.getByRole('heading', { name: 'Stallfeed' })).toHaveCount(0);

  release();
  await expect(page.locator('article[data-post-id]').first()).toBeVisible();
  await expect(shell).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Stallfeed', level: 1 })).toHaveCount(1);
  const { bothDrawn, shifts } = await page.evaluate(() => {
    const w = window as unknown as { bothDrawn: number; shifts: number };
    return { bothDrawn: w.bothDrawn, shifts: w.shifts };
  });
  expect(bothDrawn).toBe(0);
  expect(shifts).toBe(0);
});

test('a shared product link never shows the brand bar with the page, and drops it', async ({ page }) => {
  await watchFrames(page);
  await page.goto('/market');
  const first = page.locator('a[href^="/market-product?id="]').first();
  const href = await first.getAttribute('href');
  await page.goto(href!);
  await expect(page.getByRole('button', { name: 'Add to cart', exact: true })).toBeVisible();
  await expect(page.locator('#boot-shell')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { bothDrawn: number }).bothDrawn)).toBe(0);
});
