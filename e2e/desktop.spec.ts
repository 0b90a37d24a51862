import { expect, test } from '@playwright/test';
import { DEMO, loginByApi } from './support/app';
import { unlockTill } from './support/till';

// docs/quality.md: every screen works at desktop width too, as a phone-width column centred on the page;
// the back office's screens use the width on a laptop, beside a side navigation in place of the bottom bar
// (docs/decisions/0175, 0273-laptop-back-office.md).
test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

const BACK_OFFICE = new Set(['/product', '/order', '/mySale']);

test('at desktop width the app is a centred column (wide for the back office), with nothing spilling sideways', async ({
  page,
}) => {
  await loginByApi(page, DEMO.seller);
  for (const path of ['/', '/market', '/product', '/pos', '/order', '/mySale']) {
    await page.goto(path);
    // the demo shop has staff: its till opens with the owner's PIN
    if (path === '/pos') await unlockTill(page);
    await expect(page.locator('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    // the bottom navigation shows on the routes of docs/product.md §2 for the role (a seller's /market has none)
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    // a list's code arrives after its skeleton (the signed-in feed's <main> replaces the skeleton's): measure
    // the page once nothing is loading
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
    await expect.poll(() => page.locator('main').boundingBox(), { timeout: 10_000 }).not.toBeNull();
    const boxes: [string, Awaited<ReturnType<typeof nav.boundingBox>>][] = [
      ['main', await page.locator('main').boundingBox()],
    ];
    if (BACK_OFFICE.has(path)) {
      await expect(nav).toBeHidden();
      await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible();
    } else if ((await nav.count()) > 0) boxes.push(['bottom navigation', await nav.boundingBox()]);
    const widest = BACK_OFFICE.has(path) ? 1440 : 520;
    for (const [what, box] of boxes) {
      expect(box, `${path} ${what}`).not.toBeNull();
      expect(box!.width, `${path} ${what} width`).toBeLessThanOrEqual(widest);
      if (BACK_OFFICE.has(path) && what === 'main')
        expect(box!.width, `${path} uses the width`).toBeGreaterThan(900);
      if (BACK_OFFICE.has(path) && what === 'main') {
        // beside the side navigation, to the window's right edge
        const side = await page.getByRole('navigation', { name: 'Back office' }).boundingBox();
        expect(box!.x, `${path} main beside the side navigation`).toBeGreaterThanOrEqual(
          side!.x + side!.width - 1,
        );
        expect(box!.x + box!.width, `${path} main within the window`).toBeLessThanOrEqual(1280);
      } else
        expect(Math.abs(box!.x + box!.width / 2 - 640), `${path} ${what} centred`).toBeLessThanOrEqual(2);
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} horizontal overflow`).toBeLessThanOrEqual(0);
  }
});
