import { expect, test } from '@playwright/test';
import { takenOver } from './support/taken-over';

test('the feed keeps its place when the shopper comes back to it', async ({ page }) => {
  await page.goto('/');
  const posts = page.getByRole('article');
  await expect(posts.first()).toBeVisible();
  // the server draws the first screen's posts; the app draws the rest once it has taken the page over
  await takenOver(page, 'article[data-post-id]');
  await expect.poll(() => posts.count()).toBeGreaterThan(3); // the demo feed is several screens tall

  await page.mouse.wheel(0, 1600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1200);
  const before = await page.evaluate(() => window.scrollY);
  await page.waitForTimeout(300); // the position is saved 100 ms after scrolling stops

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Market' })
    .click();
  await expect(page).toHaveURL('/market');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50); // a new page starts at the top

  // back by the Home tab, as people switch tabs in a feed app (the browser's own restore covers only Back)
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL('/');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 60);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(before + 60);
});

test('where the browser cannot share (a desktop), sharing copies the link and says so', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
  });
  await page.goto('/');
  const first = page.getByRole('article').first();
  await expect(first).toBeVisible();
  let dialogs = 0;
  page.on('dialog', async (dialog) => {
    dialogs += 1;
    await dialog.dismiss();
  });
  const id = await first.getAttribute('data-post-id');
  await first.getByRole('button', { name: /^Share/ }).click();
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('Link copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(`/comments?id=${id}`);
  expect(dialogs).toBe(0);
});

test('a shared post is counted after the share sheet closes', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { value: async () => {}, configurable: true });
    Object.defineProperty(Navigator.prototype, 'canShare', { value: () => true, configurable: true });
  });
  await page.goto('/');
  const first = page.getByRole('article').first();
  const button = first.getByRole('button', { name: /^Share/ });
  const label = (await button.getAttribute('aria-label')) ?? '';
  const count = Number(/(\d+)/.exec(label)?.[1] ?? 0);
  await button.click();
  await expect(first.getByRole('button', { name: new RegExp(`shared ${count + 1} time`) })).toBeVisible();
});
