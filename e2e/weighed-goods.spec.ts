import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { cachedProducts, salesByApi, waitForController } from './fixtures/pos-helpers';
import { callAsUser, createProductByApi, newSellerSession, registerByApi } from './fixtures/products-helpers';
import { loginThroughUi, TEST_PASSWORD } from './support/app';
import { expectNoSeriousAxeFindings } from './support/axe';
import { chromiumLaunchOptions } from './support/chromium';
import { makeBarcodeVideo, SCAN_MS } from './support/fake-camera';

// the service worker is what this file tests in part (playwright.config.ts blocks it elsewhere)
test.use({ serviceWorkers: 'allow' });

// Issue 31, item 1 (docs/decisions/0233-units-and-weight.md): scallops by the catty at the till, online and offline,
// and in the market in the seller's steps. The fake camera plays this product's EAN-13.
const CODE = '4891234567027';
const video = path.join(os.tmpdir(), `stallfeed-e2e-weighed-${CODE}.y4m`);
await makeBarcodeVideo(CODE, video);
test.use({ launchOptions: chromiumLaunchOptions(video) });

const saleBar = (page: Page) => page.getByRole('region', { name: 'Current sale' });

async function weighedProduct(page: Page, token: string, fields: Record<string, unknown>) {
  return callAsUser<{ _id: string }>(page.request, token, '/res/product/create', {
    description: 'Weighed for you.',
    cost: 80,
    imagePath: [],
    category: ['Dried seafood'],
    unit: 'catty',
    ...fields,
  });
}

test('a weighed product is scanned, weighed in kg, discounted on the bill, paid in cash and receipted by weight', async ({
  page,
}) => {
  const seller = await newSellerSession(page);
  await weighedProduct(page, seller.token, {
    name: 'Loose scallops',
    price: 128,
    quantity: 10,
    barcode: CODE,
  });
  await createProductByApi(page.request, seller.token, { name: 'Egg rolls', price: 78, quantity: 5 });
  await page.goto('/pos');
  await expect(page.getByRole('button', { name: 'Add Loose scallops' })).toContainText('/ catty');

  // scanned: the camera closes and the weight is asked
  await page.getByRole('button', { name: 'Scan barcode' }).click();
  const dialog = page.getByRole('dialog', { name: 'Weigh Loose scallops' });
  await expect(dialog).toBeVisible({ timeout: SCAN_MS });
  await dialog.getByLabel('Weight').fill('0.12345');
  await expect(dialog.getByRole('button', { name: 'Add to sale' })).toBeDisabled();
  // half a kilo, as the customer asked: 0.827 catty at $128.00 a catty
  await dialog.getByLabel('Weight').fill('0.5');
  await dialog.getByRole('button', { name: 'kg' }).click();
  await expect(dialog.getByTestId('weight-line')).toHaveText('0.827 catty × $128.00 = $105.86');
  await expectNoSeriousAxeFindings(page, 'weight dialog');
  fs.mkdirSync('.tmp/screens', { recursive: true });
  await page.screenshot({ path: '.tmp/screens/weight-dialog-390.png' });
  await dialog.getByRole('button', { name: 'Add to sale' }).click();
  await expect(saleBar(page)).toContainText('$105.86');
  await page.getByRole('button', { name: 'Add Egg rolls' }).click();
  await expect(saleBar(page)).toContainText('2 items');
  await expect(saleBar(page)).toContainText('$183.86');

  // the sale sheet: the weighed line's weight can be changed; then $4 off the bill
  await saleBar(page)
    .getByRole('button', { name: /^Review sale/ })
    .click();
  await page.getByRole('button', { name: 'Change the weight of Loose scallops' }).click();
  const change = page.getByRole('dialog', { name: 'Weigh Loose scallops' });
  await change.getByLabel('Weight').fill('0.75');
  await change.getByRole('button', { name: 'Change weight' }).click();
  await expect(page.getByRole('button', { name: 'Change the weight of Loose scallops' })).toHaveText(
    '0.75 catty',
  );
  await page.getByRole('button', { name: 'Discount on the bill' }).click();
  const discount = page.getByRole('dialog', { name: 'Discount on the bill' });
  await discount.getByLabel('Dollars off').fill('4');
  await discount.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('bill-discount')).toHaveText('−$4.00');
  await page.screenshot({ path: '.tmp/screens/weighed-sale-sheet-390.png' });
  // saved with its weight: a reload shows the same sale
  await page.waitForFunction(
    () => localStorage.getItem('posOrder') && !localStorage.getItem('posOrderLines'),
  );
  await page.reload();
  await expect(saleBar(page)).toContainText('$170.00');
  await saleBar(page).getByRole('button', { name: 'Charge $170.00' }).click();
  await page.getByRole('link', { name: /Cash/ }).click();
  await page.getByRole('button', { name: 'Exact' }).click();
  await page.getByRole('button', { name: 'Payment received' }).click();
  await expect(page).toHaveURL(/\/finish-pay\?id=/);
  const receipt = page.getByRole('article', { name: 'Receipt' });
  await expect(receipt).toContainText('0.75 catty × $128.00 / catty');
  // the line at its own price, the bill's discount on its own row (docs/decisions/0262-receipt-lines-add-up.md)
  await expect(receipt).toContainText('0.75 catty × $128.00 / catty$96.00');
  await expect(receipt).toContainText('Subtotal$174.00Discount−$4.00Total$170.00');
  await page.screenshot({ path: '.tmp/screens/weighed-receipt-390.png' });

  const sales = await salesByApi(page.request, seller.token);
  const sold = sales.items[0]!.items.find((l) => l.name === 'Loose scallops')!;
  // its share of the $4.00 off: 4.00 × 96 / 174 = 2.21
  expect([sold.quantity, sold.total]).toEqual([0.75, 93.79]);
});

test('offline, the till weighs too and the sale syncs by weight', async ({ page }) => {
  test.setTimeout(90_000);
  const seller = await newSellerSession(page);
  const scallops = await weighedProduct(page, seller.token, {
    name: 'Dried shrimp',
    price: 220,
    quantity: 5,
  });
  await page.goto('/pos');
  // the app's code served by its worker, so the pay step's chunks load without a network
  await waitForController(page);
  await expect(page.getByTestId('pos-sync-status')).toHaveAttribute('data-online', 'true');
  await expect.poll(() => cachedProducts(page, seller.user_id), { timeout: 15_000 }).toBe(1);
  // the browser says it is offline: the till switches to its own copy of the catalogue at once
  await page.context().setOffline(true);
  await expect(page.getByTestId('pos-sync-status')).toHaveAttribute('data-online', 'false');

  const tile = page.locator(`[data-offline-product="${scallops._id}"]`);
  await expect(tile).toContainText('/ catty');
  await tile.click();
  // 6 taels: 6 × 37.799 / 604.79 = 0.37499… → 0.375 catty; 220 × 0.375 = 82.50
  const dialog = page.getByRole('dialog', { name: 'Weigh Dried shrimp' });
  await dialog.getByLabel('Weight').fill('6');
  await dialog.getByRole('button', { name: 'tael' }).click();
  await expect(dialog.getByTestId('weight-line')).toHaveText('0.375 catty × $220.00 = $82.50');
  await dialog.getByRole('button', { name: 'Add to sale' }).click();
  await expect(tile).toContainText('0.375 catty');
  await page.getByRole('button', { name: 'Charge', exact: true }).click();
  await page.getByRole('button', { name: 'Cash', exact: true }).click();
  await page.getByRole('button', { name: 'Exact' }).click();
  await page.getByRole('button', { name: 'Mark paid' }).click();
  await expect(page.getByTestId('offline-receipt')).toContainText('Dried shrimp × 0.375 catty');
  await expect(page.getByTestId('offline-receipt')).toContainText('$82.50');

  await page.context().setOffline(false);
  await expect(page.getByTestId('pos-sync-status')).toHaveAttribute('data-waiting', '0', { timeout: 30_000 });
  const sales = await salesByApi(page.request, seller.token);
  expect(sales.items.map((s) => s.total)).toEqual([82.5]);
});

test('a shopper buys by the catty in the seller’s steps, in Chinese', async ({ page }) => {
  const seller = await registerByApi(page.request, 's');
  const p = await weighedProduct(page, seller.token, {
    name: '散裝元貝',
    price: 680,
    quantity: 2,
    step: 0.25,
  });
  const shopper = await registerByApi(page.request, 'c');
  await page.goto('/language');
  await page.evaluate((s) => {
    for (const [k, v] of Object.entries({
      token: s.token,
      role: s.role,
      user_id: s.user_id,
      email: s.email,
      locale: 'zh-HK',
    }))
      localStorage.setItem(k, v);
  }, shopper);
  await page.goto(`/market-product?id=${p._id}`);
  await expect(page.getByText('$680.00 / 斤')).toBeVisible();
  await expect(page.getByText('只剩 2 斤')).toBeVisible();
  // starts at one step, a quarter catty; one more step is half a catty
  const stepper = page.getByRole('group', { name: /散裝元貝/ });
  await expect(stepper.locator('output')).toHaveText('0.25斤');
  await stepper.getByRole('button').last().click();
  await expect(stepper.locator('output')).toHaveText('0.5斤');
  await expect(page.getByText('$340.00')).toBeVisible();
  await expectNoSeriousAxeFindings(page, 'weighed market product');
  await page.screenshot({ path: '.tmp/screens/weighed-market-390.png' });
  await page.getByRole('button', { name: /加入購物車/ }).click();
  await page.goto('/shoping');
  await expect(page.getByRole('group', { name: /散裝元貝/ }).locator('output')).toHaveText('0.5斤');
  await expect(page.getByText('$340.00').first()).toBeVisible();
});

test('a guest’s quarter catty stays in the cart through login, and joins the shopper’s cart on the server', async ({
  page,
}) => {
  const seller = await registerByApi(page.request, 's');
  const p = await weighedProduct(page, seller.token, {
    name: 'Loose dried oysters',
    price: 320,
    quantity: 3,
    step: 0.25,
  });
  const shopper = await registerByApi(page.request, 'c');
  // logged out: one step is a quarter catty
  await page.goto(`/market-product?id=${p._id}`);
  const stepper = page.getByRole('group', { name: /Loose dried oysters/ });
  await expect(stepper.locator('output')).toHaveText('0.25catty');
  await page.getByRole('button', { name: /Add to cart/ }).click();
  // kept on the phone once the app says so (a reload before then would stop the adding)
  await expect(page.getByText('Shopping cart added successfully')).toBeVisible();
  await page.goto('/shoping');
  await expect(page.getByRole('group', { name: /Loose dried oysters/ }).locator('output')).toHaveText(
    '0.25catty',
  );
  await expect(page.getByText('$80.00').first()).toBeVisible();
  await loginThroughUi(page, shopper.email, TEST_PASSWORD);
  // the server cart holds the line, by weight (docs/decisions/0233-units-and-weight.md)
  await expect
    .poll(async () => {
      const cart = await callAsUser<{ order: { items: { quantity: number; total: number }[] } | null }>(
        page.request,
        shopper.token,
        '/res/order/cart',
        {},
      );
      return cart.order?.items.map((l) => [l.quantity, l.total]);
    })
    .toEqual([[0.25, 80]]);
  await page.goto('/shoping');
  await expect(page.getByRole('group', { name: /Loose dried oysters/ }).locator('output')).toHaveText(
    '0.25catty',
  );
  await expect(page.getByText('$80.00').first()).toBeVisible();
});

test('a seller adds a product sold by the catty on the product form', async ({ page }) => {
  await newSellerSession(page);
  await page.goto('/create-product');
  await page.getByLabel('Name').fill('Loose fish maw');
  await page.getByLabel('Description').fill('Hong Kong fish maw, weighed to order.');
  await page.getByLabel('Sold by').selectOption('catty');
  await page.getByLabel('Price per catty').fill('680');
  await page.getByLabel('Cost per catty').fill('450');
  // a weight takes up to 3 decimals; a fourth is not typed
  await page.getByLabel('Quantity in stock').fill('2.5004');
  await expect(page.getByLabel('Quantity in stock')).toHaveValue('2.500');
  await page.getByLabel('Online step').fill('0.5');
  await expectNoSeriousAxeFindings(page, 'weighed product form');
  await page.screenshot({ path: '.tmp/screens/weighed-product-form-390.png', fullPage: true });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/product$/);
  const card = page.getByRole('list', { name: 'Products' }).getByRole('link', { name: /Loose fish maw/ });
  await expect(card).toContainText('$680.00 / catty');
  // at or below the default low-stock alert (5)
  await expect(card).toContainText('Only 2.5 catty left');

  // a delivery of 1.75 catty on the stock screen: the history is by weight
  await card.click();
  await page.getByRole('link', { name: 'Stock history and counts' }).click();
  await expect(page.getByTestId('stock-now')).toHaveText('2.5 catty in stock');
  await page.getByRole('textbox', { name: 'Units received' }).fill('1.7555');
  await expect(page.getByRole('textbox', { name: 'Units received' })).toHaveValue('1.755');
  await page.getByRole('textbox', { name: 'Units received' }).fill('1.75');
  await expect(page.getByText('Stock after: 4.25 catty')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('stock-now')).toHaveText('4.25 catty in stock');
  await expect(page.getByTestId('stock-entry').nth(0).getByTestId('stock-change')).toHaveText('+1.75 catty');
});
