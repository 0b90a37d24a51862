import { expect, test } from '@playwright/test';
import { createProductByApi, registerByApi } from './fixtures/products-helpers';
import { expectNoSeriousAxeFindings } from './support/axe';

/**
 * A shopper shares a product from its page; the link she sends previews on WhatsApp from the HTML alone, in her
 * language (docs/decisions/0240-share-previews.md). 390×844.
 */
test.use({ viewport: { width: 390, height: 844 } });

test('the product page’s Share copies a link whose HTML previews the product, in the shopper’s language', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/market?sort=oldest'); // the demo's products, before those other tests add
  await page
    .getByRole('link', { name: /Dried mango slices/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/market-product/);
  await expectNoSeriousAxeFindings(page, 'product page with share');
  await page.getByRole('button', { name: 'Share this product' }).click();
  // headless Chromium has no share sheet: the link is copied and a toast says so
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
    'Link to the product copied',
  );
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/market-product\?id=[a-z0-9]+$/);

  // what WhatsApp's crawler reads: the HTML, no JavaScript
  const html = await (await page.request.get(link, { headers: { 'user-agent': 'WhatsApp/2.24' } })).text();
  expect(html).toContain('<meta property="og:title" content="Dried mango slices 芒果乾" />');
  expect(html).toMatch(/<meta property="og:image" content="http[^"]+\/share-img\/[0-9a-f]{32}\.jpg" \/>/);
  expect(html).toContain('<meta property="product:price:amount" content="68.00" />');

  // in Traditional Chinese, the link says so and its preview is in Chinese
  const zh = await page.request.get(`${link}&lang=zh-HK`);
  expect(await zh.text()).toContain('來自');
});

test('"Share as a picture" shows the post and story cards and saves the picture', async ({ page }) => {
  const seller = await registerByApi(page.request, 's');
  const product = await createProductByApi(page.request, seller.token, {
    name: 'Dried longan 桂圓肉',
    price: 58,
    quantity: 3,
    photo: true,
  });
  await page.goto(`/market-product?id=${product._id}`);
  await page.getByRole('button', { name: 'Share as a picture' }).click();
  const sheet = page.getByRole('dialog', { name: 'Share as a picture' });
  const picture = sheet.getByRole('img', { name: 'The picture of Dried longan 桂圓肉' });
  await expect(picture).toHaveAttribute('src', `/share-card/${product._id}-post.jpg`);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalHeight)).toBe(1350);
  await sheet.getByRole('button', { name: 'Story 9:16' }).click();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalHeight)).toBe(1920);
  const download = page.waitForEvent('download');
  await sheet.getByRole('link', { name: 'Save picture' }).click();
  expect((await download).suggestedFilename()).toBe('Dried longan 桂圓肉-story.jpg');
});
