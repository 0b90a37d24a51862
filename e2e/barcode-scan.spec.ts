import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { cachedProducts, waitForController } from './fixtures/pos-helpers';
import { createProductByApi, newSellerSession } from './fixtures/products-helpers';
import { chromiumLaunchOptions } from './support/chromium';
import { makeBarcodeVideo, SCAN_MS } from './support/fake-camera';

// the service worker is what this file tests in part (playwright.config.ts blocks it elsewhere)
test.use({ serviceWorkers: 'allow' });

// Chromium's fake camera plays this clip of an EAN-13 barcode. Launch options are per worker, so
// the file is written while this module loads, before any fixture starts the browser.
const CODE = '4006381333931';
const video = path.join(os.tmpdir(), `stallfeed-e2e-barcode-${CODE}.y4m`);
await makeBarcodeVideo(CODE, video);

test.use({ launchOptions: chromiumLaunchOptions(video) });

test('the camera reads a real barcode into the add-product form', async ({ page }) => {
  expect(existsSync(video)).toBe(true);
  await newSellerSession(page);
  await page.goto('/AddProduct');
  const field = page.getByLabel('Barcode', { exact: true });
  await expect(field).toHaveValue('');

  // The overlay may read the code and close within moments: record that it opened at all.
  await page.evaluate(() => {
    const w = window as unknown as { scannerOpened?: boolean };
    new MutationObserver(() => {
      if (document.querySelector('[role="dialog"][aria-label="Scan barcode"]')) w.scannerOpened = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.getByRole('button', { name: 'Scan barcode' }).click();
  const scanner = page.getByRole('dialog', { name: 'Scan barcode' });
  // the first read fills the field and closes the overlay
  await expect(field).toHaveValue(CODE, { timeout: SCAN_MS });
  await expect(scanner).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { scannerOpened?: boolean }).scannerOpened)).toBe(
    true,
  );
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(`Barcode scanned: ${CODE}`);
});

test('on /product a scan opens the product with that barcode, or offers to add it', async ({ page }) => {
  const session = await newSellerSession(page);
  await page.goto('/product');

  // not in the catalogue yet: offer to add it with the barcode filled in
  await page.getByRole('button', { name: 'Find product by barcode' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'No product with this barcode' });
  await expect(dialog).toBeVisible({ timeout: SCAN_MS });
  await dialog.getByRole('button', { name: 'Add product' }).click();
  await expect(page.getByRole('heading', { name: 'Add product' })).toBeVisible();
  await expect(page.getByLabel('Barcode', { exact: true })).toHaveValue(CODE);

  // once a product carries it, the scan opens that product
  await createProductByApi(page.request, session.token, { name: 'Almond cookies', price: 58, barcode: CODE });
  await page.goto('/product');
  await page.getByRole('button', { name: 'Find product by barcode' }).click();
  await expect(page).toHaveURL(/\/edit-product\?id=/, { timeout: SCAN_MS });
  await expect(page.getByLabel('Name')).toHaveValue('Almond cookies');
  await expect(page.getByLabel('Barcode', { exact: true })).toHaveValue(CODE);
});

test('offline, the point of sale still scans with the camera from its cached catalogue', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const session = await newSellerSession(page);
  const product = await createProductByApi(page.request, session.token, {
    name: 'Scanned offline',
    price: 12,
    barcode: CODE,
  });
  await page.goto('/pos');
  await waitForController(page);
  await expect(page.getByTestId('pos-sync-status')).toHaveAttribute('data-online', 'true');
  await expect.poll(() => cachedProducts(page, session.user_id), { timeout: 15_000 }).toBe(1);

  await context.setOffline(true);
  await expect(page.getByTestId('pos-sync-status')).toHaveAttribute('data-online', 'false');
  await page.getByRole('button', { name: 'Scan with the camera' }).click();
  const scanner = page.getByRole('dialog', { name: 'Scan barcode' });
  await expect(scanner).toBeVisible();
  // the camera keeps reading the same code: it counts once until the code leaves the view
  await expect(scanner).toContainText('Scanned offline added', { timeout: SCAN_MS });
  await scanner.getByRole('button', { name: /^Done/ }).click();
  await expect(page.locator(`[data-offline-product="${product._id}"]`)).toContainText('1 in sale');
  await context.setOffline(false);
});
