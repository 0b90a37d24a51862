import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { cachedProducts, createLooseScallops, salesByApi, waitForController } from './fixtures/pos-helpers';
import {
  callAsUser,
  createProductByApi,
  newSellerSession,
  newSession,
  uploadPhotoByApi,
} from './fixtures/products-helpers';
import { expectNoSeriousAxeFindings } from './support/axe';
import { chromiumLaunchOptions } from './support/chromium';
import { makeBarcodeVideo, SCAN_MS } from './support/fake-camera';

// the service worker is what this file tests in part (playwright.config.ts blocks it elsewhere)
test.use({ serviceWorkers: 'allow' });

// Issue 31, item 4 (docs/decisions/0236-variants.md): one tea in two tins, each with its own price, stock and barcode.
// The fake camera plays the 500 g tin's EAN-13.
const CODE = '4891234568017';
const video = path.join(os.tmpdir(), `stallfeed-e2e-variants-${CODE}.y4m`);
await makeBarcodeVideo(CODE, video);
test.use({ launchOptions: chromiumLaunchOptions(video) });

const saleBar = (page: Page) => page.getByRole('region', { name: 'Current sale' });

interface Variant {
  _id: string;
  name: string;
  quantity: number;
}

async function teaTins(page: Page, token: string, imagePath: string[] = []) {
  return callAsUser<{ _id: string; product: { variants: Variant[] } }>(
    page.request,
    token,
    '/res/product/create',
    {
      name: 'Shui Xian tea',
      description: 'Wuyi rock oolong.',
      price: 0,
      cost: 0,
      quantity: 0,
      imagePath,
      category: ['Tea'],
      variants: [
        { name: '150 g', price: 88, cost: 45, quantity: 5, barcode: '4891234568000' },
        { name: '500 g', price: 268, cost: 140, quantity: 2, barcode: CODE },
      ],
    },
  );
}

test('at the till a variant is scanned, another chosen on its tile, an open-price bag priced, scallops weighed, the bill discounted, paid in cash and receipted', async ({
  page,
}) => {
  const seller = await newSellerSession(page);
  const tea = await teaTins(page, seller.token);
  await createProductByApi(page.request, seller.token, {
    name: 'Mixed seafood bag',
    price: 0,
    open_price: true,
  });
  await createLooseScallops(page.request, seller.token, { category: ['Dried seafood'] });
  await page.goto('/pos');
  await expect(page.getByRole('button', { name: 'Add Shui Xian tea' })).toBeVisible();

  // the 500 g tin's barcode adds the 500 g tin, at its own price
  const scanner = page.getByRole('dialog', { name: 'Scan barcode' });
  await page.getByRole('button', { name: 'Scan barcode' }).click();
  await expect(scanner.getByTestId('scan-feedback')).toHaveText('Added Shui Xian tea · 500 g', {
    timeout: SCAN_MS,
  });
  await expect(scanner.getByTestId('scan-summary')).toHaveText('1 item · $268.00');
  await page.waitForTimeout(2000); // the fake camera keeps showing the same code
  await scanner.getByRole('button', { name: 'Done · 1 scanned' }).click();
  await expect(scanner).toBeHidden();

  // a tap on the tea asks which tin; the 150 g one is chosen
  await page.getByRole('button', { name: /^Add another Shui Xian tea/ }).click();
  const which = page.getByRole('dialog', { name: 'Which Shui Xian tea?' });
  await expect(which).toBeVisible();
  await expect(which.getByRole('button', { name: /500 g/ })).toContainText('2 in stock');
  await expectNoSeriousAxeFindings(page, 'variant dialog');
  fs.mkdirSync('.tmp/screens', { recursive: true });
  await page.screenshot({ path: '.tmp/screens/variant-dialog-390.png' });
  await which.getByRole('button', { name: /150 g/ }).click();
  await expect(saleBar(page)).toContainText('2 items');
  await expect(saleBar(page)).toContainText('$356.00');

  // an open-price bag, priced at the till
  await page.getByRole('button', { name: 'Add Mixed seafood bag' }).click();
  const price = page.getByRole('dialog', { name: 'Price of Mixed seafood bag' });
  await price.getByLabel('Price for this sale').fill('44');
  await price.getByRole('button', { name: 'Add to sale' }).click();
  await expect(saleBar(page)).toContainText('$400.00');

  // half a catty of scallops, weighed
  await page.getByRole('button', { name: 'Add Loose scallops' }).click();
  const weigh = page.getByRole('dialog', { name: 'Weigh Loose scallops' });
  await weigh.getByLabel('Weight').fill('0.5');
  await expect(weigh.getByTestId('weight-line')).toHaveText('0.5 catty × $128.00 = $64.00');
  await weigh.getByRole('button', { name: 'Add to sale' }).click();
  await expect(saleBar(page)).toContainText('$464.00');

  // $20 off the bill
  await saleBar(page)
    .getByRole('button', { name: /^Review sale/ })
    .click();
  await page.getByRole('button', { name: 'Discount on the bill' }).click();
  const discount = page.getByRole('dialog', { name: 'Discount on the bill' });
  await discount.getByLabel('Dollars off').fill('20');
  await discount.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('bill-discount')).toHaveText('−$20.00');
  await page.screenshot({ path: '.tmp/screens/variant-sale-sheet-390.png' });
  // saved with its variants: a reload shows the same sale
  await page.waitForFunction(
    () => localStorage.getItem('posOrder') && !localStorage.getItem('posOrderLines'),
  );
  await page.reload();
  await expect(saleBar(page)).toContainText('$444.00');
  await saleBar(page).getByRole('button', { name: 'Charge $444.00' }).click();
  await page.getByRole('link', { name: /Cash/ }).click();
  await page.getByRole('button', { name: 'Exact' }).click();
  await page.getByRole('button', { name: 'Payment received' }).click();
  await expect(page).toHaveURL(/\/finish-pay\?id=/);
  const receipt = page.getByRole('article', { name: 'Receipt' });
  await expect(receipt).toContainText('Shui Xian tea · 500 g');
  await expect(receipt).toContainText('Shui Xian tea · 150 g');
  await expect(receipt).toContainText('0.5 catty × $128.00 / catty');
  await expect(receipt).toContainText('$444.00');
  await page.screenshot({ path: '.tmp/screens/variant-receipt-390.png' });

  // each tin's own stock went down
  const after = await callAsUser<{ variants: Variant[] }>(page.request, seller.token, '/res/product/get', {
    id: tea._id,
  });
  expect(after.variants.map((v) => [v.name, v.quantity])).toEqual([
    ['150 g', 4],
    ['500 g', 1],
  ]);
  const sale = (await salesByApi(page.request, seller.token)).items[0]!;
  expect(sale.items.map((l) => [l.name, l.quantity]).sort()).toEqual([
    ['Loose scallops', 0.5],
    ['Mixed seafood bag', 1],
    ['Shui Xian tea · 150 g', 1],
    ['Shui Xian tea · 500 g', 1],
  ]);
});

test('a seller adds tins on the product form; a shopper picks one in the market and buys it', async ({
  page,
  browser,
}) => {
  const seller = await newSellerSession(page);
  const product = await teaTins(page, seller.token, await uploadPhotoByApi(page.request, seller.token));
  // the form shows the variants instead of the product's own price and stock; a third tin is added
  await page.goto(`/edit-product?id=${product._id}`);
  await expect(page.getByRole('heading', { name: 'Variants' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Variant 2' })).toHaveValue('500 g');
  await page.getByRole('button', { name: 'Add variant' }).click();
  await page.getByRole('textbox', { name: 'Variant 3' }).fill('1 kg');
  const third = page.getByRole('listitem').filter({ has: page.getByRole('textbox', { name: 'Variant 3' }) });
  await third.getByLabel('Price', { exact: true }).fill('498');
  await third.getByLabel('Quantity in stock').fill('1');
  await expect(page.getByLabel('Quantity in stock')).toHaveCount(3);
  await expectNoSeriousAxeFindings(page, 'variants on the product form');
  await page.screenshot({ path: '.tmp/screens/variants-form-390.png', fullPage: true });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/product$/);
  const saved = await callAsUser<{ quantity: number; variants: Variant[] }>(
    page.request,
    seller.token,
    '/res/product/get',
    {
      id: product._id,
    },
  );
  expect(saved.variants.map((v) => [v.name, v.quantity])).toEqual([
    ['150 g', 5],
    ['500 g', 2],
    ['1 kg', 1],
  ]);
  expect(saved.quantity).toBe(8);

  // the stock screen, by taps: one tin's stock at a time, a delivery of the 500 g tins
  await page
    .getByRole('link', { name: /Shui Xian tea/ })
    .first()
    .click();
  await page.getByRole('link', { name: 'Stock history and counts' }).click();
  await expect(page.getByTestId('stock-now')).toHaveText('5 in stock');
  await page.getByRole('button', { name: '500 g' }).click();
  await expect(page.getByTestId('stock-now')).toHaveText('2 in stock');
  await page.getByRole('textbox', { name: 'Units received' }).fill('4');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('stock-now')).toHaveText('6 in stock');
  await expect(page.getByTestId('stock-entry').first()).toContainText('Received');
  await expectNoSeriousAxeFindings(page, 'stock screen of a variant');
  await page.screenshot({ path: '.tmp/screens/variant-stock-390.png' });

  // a shopper in another browser: the market shows the tins; the sold-out one is struck through
  const shopperContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const shopper = await shopperContext.newPage();
  await newSession(shopper, 'c');
  await shopper.goto(`/market-product?id=${product._id}`);
  const picker = shopper.getByRole('radiogroup', { name: 'Choose' });
  await expect(picker.getByRole('radio', { name: '150 g' })).toBeChecked();
  await expect(shopper.getByText('$88.00').first()).toBeVisible();
  await picker.getByText('500 g').click();
  await expect(picker.getByRole('radio', { name: '500 g' })).toBeChecked();
  await expect(shopper.getByText('$268.00').first()).toBeVisible();
  await expect(shopper.getByText('6 in stock')).toBeVisible();
  await expectNoSeriousAxeFindings(shopper, 'variant chips');
  await shopper.screenshot({ path: '.tmp/screens/variant-market-390.png' });
  await shopper.getByRole('button', { name: 'Add to cart' }).click();
  await shopper.goto('/shoping');
  await expect(shopper.getByText('Shui Xian tea · 500 g')).toBeVisible();
  await shopperContext.close();
});

test('offline, each tin is a tile of its own and the sale syncs to that tin’s stock', async ({ page }) => {
  test.setTimeout(90_000);
  const seller = await newSellerSession(page);
  const tea = await teaTins(page, seller.token);
  const small = tea.product.variants[0]!;
  await page.goto('/pos');
  await waitForController(page);
  await expect(page.getByTestId('pos-sync-status')).toHaveAttribute('data-online', 'true');
  // the two tins are cached as two sellable tiles
  await expect.poll(() => cachedProducts(page, seller.user_id), { timeout: 15_000 }).toBe(2);
  await page.context().setOffline(true);
  await expect(page.getByTestId('pos-sync-status')).toHaveAttribute('data-online', 'false');

  const tile = page.locator(`[data-offline-product="${small._id}"]`);
  await expect(tile).toContainText('Shui Xian tea · 150 g');
  await tile.click();
  await tile.click();
  await page.getByRole('button', { name: 'Charge', exact: true }).click();
  await page.getByRole('button', { name: 'Cash', exact: true }).click();
  await page.getByRole('button', { name: 'Exact' }).click();
  await page.getByRole('button', { name: 'Mark paid' }).click();
  await expect(page.getByTestId('offline-receipt')).toContainText('Shui Xian tea · 150 g × 2');
  await expect(page.getByTestId('offline-receipt')).toContainText('$176.00');

  await page.context().setOffline(false);
  await expect(page.getByTestId('pos-sync-status')).toHaveAttribute('data-waiting', '0', { timeout: 30_000 });
  const after = await callAsUser<{ variants: Variant[] }>(page.request, seller.token, '/res/product/get', {
    id: tea._id,
  });
  expect(after.variants.map((v) => v.quantity)).toEqual([3, 2]);
  const sale = (await salesByApi(page.request, seller.token)).items[0]!;
  expect(sale.items[0]).toMatchObject({
    product_id: tea._id,
    variant_id: small._id,
    quantity: 2,
    total: 176,
  });
});
