import { type CDPSession, expect, type Page, test } from '@playwright/test';
import { cachedMeta, cachedProducts, createLooseScallops, waitForController } from './fixtures/pos-helpers';
import { callAsUser, createProductByApi, newSellerSession } from './fixtures/products-helpers';
import { toastSeen } from './support/toast';

// the service worker is what this file tests in part (playwright.config.ts blocks it elsewhere)
test.use({ serviceWorkers: 'allow' });

// Issue 56, item 6 (docs/decisions/0274-keyboard-wedge-scanners.md): a USB or Bluetooth scanner is a keyboard to the
// phone. It types the code a few milliseconds a key and presses Enter, with no field focused.
const EAN = '4891234567898';
// the stall's scale, set to weight: item 12345, 1.234 kg → 2.04 catty at $128.00 = $261.12
const LABEL = '2012345012349';
const UNKNOWN = '4006381333931';

const saleBar = (page: Page) => page.getByRole('region', { name: 'Current sale' });

/**
 * A scanner's keystrokes: the code at 5 ms a key, then Enter. The till tells a scanner by the keys' own times
 * (`KeyboardEvent.timeStamp`, the time the device sent each key), so they are given here as a scanner's are:
 * `page.keyboard.type(code, { delay: 5 })` stamps each key when the busy test machine gets round to it (80 ms apart
 * on a loaded CI box). The keys go through the same CDP call Playwright's keyboard makes.
 */
async function wedgeScan(page: Page, code: string) {
  const cdp = await cdpOf(page);
  const start = Date.now() / 1000;
  const keys = [...code].map((c) => ({
    key: c,
    text: c,
    code: /\d/.test(c) ? `Digit${c}` : `Key${c.toUpperCase()}`,
  }));
  for (const [i, k] of [...keys, { key: 'Enter', text: '\r', code: 'Enter' }].entries()) {
    const timestamp = start + i * 0.005;
    const vk = k.key === 'Enter' ? 13 : k.key.toUpperCase().charCodeAt(0);
    const common = { key: k.key, code: k.code, windowsVirtualKeyCode: vk, nativeVirtualKeyCode: vk };
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', text: k.text, timestamp, ...common });
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', timestamp: timestamp + 0.002, ...common });
  }
}

// one session per page, kept: a session's detaching resets the page's network emulation for a moment, and the
// offline till saw itself online
const sessions = new WeakMap<Page, CDPSession>();
async function cdpOf(page: Page): Promise<CDPSession> {
  const known = sessions.get(page);
  if (known) return known;
  const session = await page.context().newCDPSession(page);
  sessions.set(page, session);
  return session;
}

/** Mei's two kinds of goods: a packet with an EAN-13 and scallops by the catty, weighed on a label scale */
async function stall(page: Page) {
  const seller = await newSellerSession(page);
  const cookies = await createProductByApi(page.request, seller.token, {
    name: 'Almond cookies',
    price: 58,
    barcode: EAN,
  });
  const scallops = await createLooseScallops(page.request, seller.token, { barcode: '12345' });
  await callAsUser(page.request, seller.token, '/res/product/set_scale_barcode', { layout: 'weight' });
  return { seller, cookies, scallops };
}

/** the online till, once it knows the scale prints weights (the setting screen reads it into the till's cache) */
async function openTill(page: Page) {
  await page.goto('/pos');
  await page.getByRole('link', { name: 'Set up quick keys' }).click({ timeout: 30_000 });
  const setting = page.getByRole('region', { name: 'Scale labels' });
  await expect(setting.getByRole('button', { name: 'Weight' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/pos$/);
  await expect(page.getByRole('button', { name: 'Add Almond cookies' })).toBeVisible({ timeout: 30_000 });
  // nothing focused: the keys go to the page
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

test('on the online till a scanner’s keystrokes add a packet and a scale label, with no field focused', async ({
  page,
}) => {
  await stall(page);
  await openTill(page);

  // a person typing the same digits is not a scanner
  await page.keyboard.type(EAN, { delay: 120 });
  await page.keyboard.press('Enter');
  await wedgeScan(page, EAN);
  await expect(page.getByRole('button', { name: 'Add another Almond cookies (1 in sale)' })).toBeVisible();
  await expect(saleBar(page)).toContainText('1 item');
  await expect(saleBar(page)).toContainText('$58.00');

  await wedgeScan(page, LABEL);
  await expect(saleBar(page)).toContainText('$319.12');
  await expect(saleBar(page)).toContainText('2 items');

  // a code nothing carries says so, as the camera does
  const missing = await toastSeen(page, `No product with barcode ${UNKNOWN}`);
  await wedgeScan(page, UNKNOWN);
  expect(await missing()).toBe(true);

  await saleBar(page)
    .getByRole('button', { name: /^Review sale/ })
    .click();
  await expect(page.getByRole('button', { name: 'Change the weight of Loose scallops' })).toHaveText(
    '2.04 catty',
  );
  await expect(page.getByLabel('Quantity of Almond cookies')).toHaveText('1');
});

test('the till’s search lists a product by its barcode or a scale label, and Enter adds it as a scan', async ({
  page,
}) => {
  await stall(page);
  await openTill(page);
  const products = page.getByRole('list', { name: 'Products' });

  await page.getByRole('button', { name: 'Search products' }).click();
  const search = page.getByRole('searchbox', { name: 'Search your products' });
  await expect(search).toBeFocused();
  // the scanner types into the focused search: the list narrows to the product with that barcode
  await page.keyboard.type(EAN, { delay: 5 });
  await expect(products.getByRole('button', { name: 'Add Loose scallops' })).toHaveCount(0);
  await expect(products.getByRole('button', { name: 'Add Almond cookies' })).toBeVisible();
  // its Enter adds it and clears the search for the next code
  await page.keyboard.press('Enter');
  await expect(saleBar(page)).toContainText('$58.00');
  await expect(search).toHaveValue('');

  // a scale label finds its product by the item code (the label's price or weight is no product's barcode)
  await search.fill(LABEL);
  await expect(products.getByRole('button', { name: /Almond cookies/ })).toHaveCount(0);
  await expect(products.getByRole('button', { name: 'Add Loose scallops' })).toBeVisible();
  await expect(page.getByText('No products match')).toHaveCount(0);
  await search.press('Enter');
  await expect(saleBar(page)).toContainText('$319.12');
  await expect(search).toHaveValue('');
});

test('on the offline till a scanner’s keystrokes add a packet and a scale label', async ({ page }) => {
  test.setTimeout(90_000);
  const { seller, cookies, scallops } = await stall(page);
  await page.goto('/pos');
  // the app's code served by its worker, the catalogue and the scale setting kept on the phone
  await waitForController(page);
  await expect(page.getByTestId('pos-sync-status')).toHaveAttribute('data-online', 'true');
  await expect.poll(() => cachedProducts(page, seller.user_id), { timeout: 15_000 }).toBe(2);
  await expect
    .poll(() => cachedMeta(page, seller.user_id, 'scaleLayout'), { timeout: 15_000 })
    .toBe('weight');
  await page.context().setOffline(true);
  await expect(page.getByTestId('pos-sync-status')).toHaveAttribute('data-online', 'false');
  const cookiesTile = page.locator(`[data-offline-product="${cookies._id}"]`);
  await expect(cookiesTile).toBeVisible();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

  await wedgeScan(page, EAN);
  await expect(cookiesTile).toContainText('1 in sale');
  await wedgeScan(page, LABEL);
  await expect(page.locator(`[data-offline-product="${scallops._id}"]`)).toContainText('2.04 catty ✓');
  await expect(page.getByText('$319.12 · 2 items')).toBeVisible();
  await wedgeScan(page, UNKNOWN);
  await expect(page.getByText(`No product with code ${UNKNOWN}`)).toBeVisible();
  // the barcode field stays empty: the scanner's keys went to the till, not into it
  await expect(page.getByLabel('Barcode', { exact: true })).toHaveValue('');
});

test('a scanner fills the product form’s barcode, focused or not, and its Enter does not save the form', async ({
  page,
}) => {
  const seller = await newSellerSession(page);
  const product = await createProductByApi(page.request, seller.token, {
    name: 'Egg rolls',
    price: 20,
    photo: true,
  });
  await page.goto(`/edit-product?id=${encodeURIComponent(product._id)}`);
  const field = page.getByLabel('Barcode', { exact: true });
  await expect(page.getByLabel('Name')).toHaveValue('Egg rolls', { timeout: 30_000 });

  // into the focused field: the code is typed there, its Enter keeps the form open
  await field.click();
  await wedgeScan(page, EAN);
  await expect(field).toHaveValue(EAN);

  // with no field focused: the code replaces the barcode, as the camera's read does
  await field.blur();
  const scanned = await toastSeen(page, `Barcode scanned: ${UNKNOWN}`);
  await wedgeScan(page, UNKNOWN);
  expect(await scanned()).toBe(true);
  await expect(field).toHaveValue(UNKNOWN);
  await expect(page).toHaveURL(/\/edit-product\?id=/);
  const stored = await callAsUser<{ barcode: string | null }>(
    page.request,
    seller.token,
    '/res/product/get',
    {
      id: product._id,
    },
  );
  expect(stored.barcode ?? null).toBeNull();

  const updated = await toastSeen(page, 'Product updated successfully!');
  await page.getByRole('button', { name: 'Save' }).click();
  expect(await updated()).toBe(true);
  const saved = await callAsUser<{ barcode: string | null }>(page.request, seller.token, '/res/product/get', {
    id: product._id,
  });
  expect(saved.barcode).toBe(UNKNOWN);
});
