import { expect, test } from '@playwright/test';
import { DEMO, loginByApi } from './support/app';
import { expectNoSeriousAxeFindings } from './support/axe';

// the service worker is what this file tests in part (playwright.config.ts blocks it elsewhere)
test.use({ serviceWorkers: 'allow' });

// Issue 25 item 9, docs/decisions/0227-offline-reading.md: after a visit, the feed, the market, the seller's catalogue and
// her orders stay readable offline, marked "Offline · as of …"; back online they are live again.
test('the feed, the market, the catalogue and the orders a seller saw stay readable offline, marked with their time', async ({
  page,
  context,
}) => {
  test.slow();
  await loginByApi(page, DEMO.seller);
  const postCards = page.locator('article[data-post-id]');
  await page.goto('/');
  await expect(postCards.first()).toBeVisible();
  const firstPost = (await postCards.first().getAttribute('data-post-id')) ?? '';
  await expect(page.getByTestId('offline-mark')).toHaveCount(0);
  const orderCards = page.locator('a[href^="/orderDetail"]');
  await page.goto('/order');
  await expect(orderCards.first()).toBeVisible();
  const newestOrder = (await orderCards.first().getAttribute('href')) ?? '';
  await page.goto('/product');
  await expect(page.getByText('Goji berries 寧夏杞子').first()).toBeVisible();
  await page.goto('/market?sort=oldest'); // the demo's products first, not those other tests add
  await expect(page.getByText('Goji berries 寧夏杞子').first()).toBeVisible();
  await expect(page.getByTestId('offline-mark')).toHaveCount(0);
  // the app shell itself comes from the service worker, which controls the pages loaded after it is ready
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-mark')).toContainText(/Offline · as of \d{4}-\d\d-\d\d \d\d:\d\d/);
  await expect(page.getByText('Goji berries 寧夏杞子').first()).toBeVisible();
  await expectNoSeriousAxeFindings(page, 'market offline');

  await page.goto('/product');
  await expect(page.getByTestId('offline-mark')).toBeVisible();
  await expect(page.getByText('Goji berries 寧夏杞子').first()).toBeVisible();
  await page.goto('/');
  await expect(page.getByTestId('offline-mark')).toContainText(/Offline · as of /);
  await expect(page.locator(`article[data-post-id="${firstPost}"]`)).toBeVisible();
  await expectNoSeriousAxeFindings(page, 'feed offline');
  await page.goto('/order');
  await expect(page.getByTestId('offline-mark')).toBeVisible();
  await expect(page.locator(`a[href="${newestOrder}"]`).first()).toBeVisible();

  // back online, a reload is live again
  await context.setOffline(false);
  await page.reload();
  await expect(orderCards.first()).toBeVisible();
  await expect(page.getByTestId('offline-mark')).toHaveCount(0);
  await page.goto('/');
  await expect(postCards.first()).toBeVisible();
  await expect(page.getByTestId('offline-mark')).toHaveCount(0);
});
