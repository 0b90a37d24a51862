import os from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { sellAtPosByApi } from './fixtures/order-helpers';
import { makeQrImage, salesByApi } from './fixtures/pos-helpers';
import { callAsUser, createProductByApi, neutralName, newSellerSession } from './fixtures/products-helpers';
import { DEMO, loginByApi } from './support/app';
import { expectNoSeriousAxeFindings } from './support/axe';
import { chromiumLaunchOptions } from './support/chromium';
import { makeBarcodeVideo, SCAN_MS } from './support/fake-camera';
import { unlockTill } from './support/till';

// Chromium's fake camera plays a clip of this EAN-13 barcode. Launch options are per worker, so the
// clip is written while this module loads, before any fixture starts the browser.
const CODE = '4891234567898';
const video = path.join(os.tmpdir(), `stallfeed-e2e-pos-${CODE}.y4m`);
await makeBarcodeVideo(CODE, video);
// the till's QR is read from the screen's pixels: drawn at a phone's 2×
test.use({ launchOptions: chromiumLaunchOptions(video), deviceScaleFactor: 2 });

const saleBar = (page: Page) => page.getByRole('region', { name: 'Current sale' });

test('a seller scans and taps products, is paid by a payment code, gets a receipt and finds the sale with fee and profit', async ({
  page,
}) => {
  const session = await newSellerSession(page);

  // A payment code first, through the payment codes screen.
  await page.goto('/payment-codes');
  await expect(page.getByRole('heading', { name: 'No payment codes yet' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name on the card (optional)' }).fill('FPS 9123 4567');
  await page.getByTestId('payment-code-file').setInputFiles(await makeQrImage());
  await expect(
    page.getByRole('list', { name: 'Your payment codes' }).getByText('FPS 9123 4567'),
  ).toBeVisible();

  await createProductByApi(page.request, session.token, { name: 'Egg rolls', price: 20 });
  await page.goto('/pos');
  await expect(page.getByRole('button', { name: 'Add Egg rolls' })).toBeVisible();

  // The POS scanner keeps the camera open: a code not in the catalogue says so on the camera view.
  const scanner = page.getByRole('dialog', { name: 'Scan barcode' });
  const feedback = scanner.getByTestId('scan-feedback');
  await page.getByRole('button', { name: 'Scan barcode' }).click();
  await expect(feedback).toHaveText(`No product with barcode ${CODE}`, { timeout: SCAN_MS });
  await scanner.getByRole('button', { name: 'Done · 1 scanned' }).click();
  await expect(scanner).toBeHidden();

  // Once a product carries the code, the scan adds it to the sale, once while it stays in view.
  await createProductByApi(page.request, session.token, { name: 'Almond cookies', price: 58, barcode: CODE });
  await page.reload();
  await page.getByRole('button', { name: 'Scan barcode' }).click();
  await expect(feedback).toHaveText('Added Almond cookies', { timeout: SCAN_MS });
  await expect(scanner.getByTestId('scan-summary')).toHaveText('1 item · $58.00');
  await page.waitForTimeout(2000); // the fake camera keeps showing the same code
  await scanner.getByRole('button', { name: 'Done · 1 scanned' }).click();
  await expect(page.getByRole('button', { name: 'Add another Almond cookies (1 in sale)' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Egg rolls' }).click();
  await expect(saleBar(page)).toContainText('2 items');
  await saleBar(page).getByRole('button', { name: 'Charge $78.00' }).click();

  await expect(page).toHaveURL(/\/pay-option$/);
  await expect(page.getByTestId('amount-due')).toHaveText('$78.00');
  await expect(page.getByRole('link', { name: /Cash/ })).toBeVisible();
  await page.getByRole('link', { name: /FPS 9123 4567/ }).click();

  await expect(page).toHaveURL(/\/payment\?code=/);
  await expect(page.getByTestId('amount-due')).toHaveText('$78.00');
  const qr = page.getByRole('img', { name: 'FPS 9123 4567 payment QR code' });
  await expect(qr).toBeVisible();
  // the picture may still be decoding when the element shows: wait for it rather than look once
  await expect
    .poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  // A double tap records one sale (the confirmation carries the sale's idempotency key).
  await page.getByRole('button', { name: 'Payment received' }).dblclick();

  await expect(page).toHaveURL(/\/finish-pay\?id=/);
  const receipt = page.getByRole('article', { name: 'Receipt' });
  // the shop's name heads the receipt (a new account without a username has a neutral one)
  await expect(receipt.locator('header')).toContainText(neutralName(session));
  await expect(receipt).toContainText('Almond cookies');
  await expect(receipt).toContainText('Egg rolls');
  await expect(receipt.getByTestId('receipt-total')).toHaveText('$78.00');
  await expect(receipt.getByTestId('receipt-method')).toHaveText('FPS 9123 4567');
  const saleNumber = (await receipt.getByTestId('sale-number').textContent()) ?? '';
  expect(saleNumber).toMatch(/^[A-Z0-9]{8}$/);
  await expect(page.getByRole('button', { name: 'Print', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();

  const recorded = await salesByApi(page.request, session.token);
  expect(recorded.totals.count).toBe(1);

  // Fees 3%: 1.74 + 0.60; profit: (58 − 1 − 1.74) + (20 − 1 − 0.60).
  await page.goto('/mySale');
  const card = page.getByRole('link', { name: `Sale ${saleNumber}, $78.00` });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Fee $2.34');
  await expect(card).toContainText('Profit $73.66');
  await expect(page.getByTestId('totals-fees')).toHaveText('$2.34');
  await expect(page.getByTestId('totals-profit')).toHaveText('$73.66');

  await card.click();
  await expect(page).toHaveURL(/\/MySaleDetail\?id=/);
  const line = page.getByRole('article', { name: 'Almond cookies' });
  await expect(line.getByTestId('line-fee')).toHaveText('$1.74');
  await expect(line.getByTestId('line-profit')).toHaveText('$55.26');
  await expect(line.locator('time span')).toHaveCount(2); // date, then time

  // New sale starts empty.
  await page.goto(`/finish-pay?id=${recorded.items[0]?.order_id}`);
  await page.getByRole('button', { name: 'New sale' }).click();
  await expect(page).toHaveURL(/\/pos$/);
  await expect(saleBar(page)).toContainText('0 items');
});

test('a cash sale survives a reload, shows the change due and a stock limit', async ({ page }) => {
  const session = await newSellerSession(page);
  await createProductByApi(page.request, session.token, { name: 'Preserved plums', price: 32 });
  await createProductByApi(page.request, session.token, { name: 'Dried shrimp', price: 88 });
  await page.goto('/pos');

  const plums = page.getByRole('button', { name: /Preserved plums/ }).first();
  await plums.click();
  await page.getByRole('button', { name: 'Add another Preserved plums (1 in sale)' }).click();
  await expect(saleBar(page)).toContainText('2 items');
  await expect(saleBar(page)).toContainText('$64.00');

  // The sale is kept on the server: a reload shows it again.
  await page.waitForFunction(
    () => localStorage.getItem('posOrder') && !localStorage.getItem('posOrderLines'),
  );
  await page.reload();
  await expect(saleBar(page)).toContainText('2 items');

  // Stock 5: the review sheet's stepper stops there.
  await saleBar(page)
    .getByRole('button', { name: /Review sale/ })
    .click();
  const more = page.getByRole('button', { name: 'One more Preserved plums' });
  for (let i = 0; i < 3; i += 1) await more.click();
  // at the stock the button says so (aria-disabled) and a tap explains why
  await expect(more).toHaveAttribute('aria-disabled', 'true');
  await more.click({ force: true });
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
    'The quantity cannot exceed the stock quantity: 5',
  );
  await expect(page.getByLabel('Quantity of Preserved plums')).toHaveText('5');
  for (let i = 0; i < 3; i += 1) await page.getByRole('button', { name: 'One less Preserved plums' }).click();
  await page
    .getByRole('dialog', { name: 'Current sale' })
    .getByRole('button', { name: 'Charge $64.00' })
    .click();

  await expect(page).toHaveURL(/\/pay-option$/);
  await page.getByRole('link', { name: /Cash/ }).click();
  await expect(page).toHaveURL(/\/pos-pay$/);
  await expect(page.getByTestId('amount-due')).toHaveText('$64.00');
  await page.getByRole('button', { name: '$100' }).click();
  await expect(page.getByTestId('change-due')).toHaveText('$36.00');
  await page.getByLabel('Cash received').fill('50');
  await expect(page.getByText('Still to pay')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Payment received' })).toBeDisabled();
  await page.getByLabel('Cash received').fill('70');
  await expect(page.getByTestId('change-due')).toHaveText('$6.00');
  await page.getByRole('button', { name: 'Payment received' }).click();

  await expect(page).toHaveURL(/\/finish-pay\?id=/);
  await expect(page.getByTestId('receipt-method')).toHaveText('Cash');
  await expect(page.getByTestId('receipt-change')).toHaveText('$6.00');
  const recorded = await salesByApi(page.request, session.token);
  expect(recorded.totals).toMatchObject({ count: 1, revenue: 64 });
});

test('a sale whose stock ran out meanwhile is refused, and the POS keeps it to fix', async ({ page }) => {
  const session = await newSellerSession(page);
  const product = await createProductByApi(page.request, session.token, {
    name: 'Jasmine pearls',
    price: 10,
  });
  await page.goto('/pos');
  await page.getByRole('button', { name: 'Add Jasmine pearls' }).click();
  await page.getByRole('button', { name: 'Add another Jasmine pearls (1 in sale)' }).click();
  await expect(saleBar(page)).toContainText('2 items');
  await page.waitForFunction(
    () => localStorage.getItem('posOrder') && !localStorage.getItem('posOrderLines'),
  );

  // Meanwhile 4 of the 5 are sold elsewhere (another POS sale, over the API).
  await sellAtPosByApi(page.request, session.token, product._id, 4);

  await saleBar(page).getByRole('button', { name: 'Charge $20.00' }).click();
  await page.getByRole('link', { name: /Cash/ }).click();
  await page.getByRole('button', { name: 'Payment received' }).click();
  await expect(page).toHaveURL(/\/pos$/);
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('Out of stock');
  await expect(saleBar(page)).toContainText('2 items');
  expect((await salesByApi(page.request, session.token)).totals.count).toBe(1); // only the other sale
});

// A phone that says it is online while its data is dead: the calls fail and the taps are kept on the device.
// (A phone that knows it is offline gets the offline POS of docs/decisions/0081, e2e/offline-pos.spec.ts.)
test('taps made while the network is dead are kept and saved when the connection is back', async ({
  page,
}) => {
  const session = await newSellerSession(page);
  await createProductByApi(page.request, session.token, { name: 'Goji berries', price: 45 });
  await page.goto('/pos');
  await expect(page.getByRole('button', { name: 'Add Goji berries' })).toBeVisible();
  await page.route('**/api/res/order/**', (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'Add Goji berries' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Offline, saved here' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('posOrderLines'))).toContain('Goji berries');
  await page.unroute('**/api/res/order/**');
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await page.waitForFunction(
    () => localStorage.getItem('posOrder') && !localStorage.getItem('posOrderLines'),
    null,
    {
      timeout: 10_000,
    },
  );
  await expect(page.getByRole('status').filter({ hasText: 'Offline, saved here' })).toHaveCount(0);
  const id = await page.evaluate(() => localStorage.getItem('posOrder'));
  expect(id).toBeTruthy();
  const draft = await callAsUser<{ items: { name: string; quantity: number }[] }>(
    page.request,
    session.token,
    '/res/order/show_one',
    { id },
  );
  expect(draft.items).toMatchObject([{ name: 'Goji berries', quantity: 1 }]);
});

test('the POS, payment, receipt, sales and payment code screens have no serious axe findings', async ({
  page,
}) => {
  await loginByApi(page, DEMO.seller);
  const check = (what: string) => expectNoSeriousAxeFindings(page, what);
  await page.goto('/pos');
  await unlockTill(page);
  // a product sold by the piece: one tap adds it (a weighed one asks its weight first)
  const first = page.locator('main button[data-product-id][data-unit="piece"]:not([disabled])').first();
  await first.click();
  await expect(saleBar(page)).toContainText('1 item');
  await check('/pos');
  await saleBar(page)
    .getByRole('button', { name: /^Charge/ })
    .click();
  await expect(page.getByTestId('amount-due')).toBeVisible();
  await check('/pay-option');
  await page.locator('main a[href^="/payment?code"]').first().click();
  await expect(page.getByRole('button', { name: 'Payment received' })).toBeVisible();
  await check('/payment');
  await page.goto('/pos-pay');
  await page.getByRole('button', { name: 'Exact' }).click();
  await check('/pos-pay');
  await page.getByRole('button', { name: 'Payment received' }).click();
  await expect(page.getByRole('article', { name: 'Receipt' })).toBeVisible();
  await check('/finish-pay');
  await page.goto('/mySale');
  await expect(page.getByTestId('totals-revenue')).toBeVisible();
  await check('/mySale');
  await page.locator('a[data-sale-id]').first().click();
  await expect(page.getByTestId('line-fee').first()).toBeVisible();
  await check('/MySaleDetail');
  await page.goto('/payment-codes');
  await expect(page.getByRole('list', { name: 'Your payment codes' })).toBeVisible();
  await check('/payment-codes');
});
