import { type Browser, expect, type Page, test } from '@playwright/test';
import { placeOrderByApi } from './fixtures/order-helpers';
import { callAsUser, createProductByApi, registerByApi, type TestSession } from './fixtures/products-helpers';
import { storeSession } from './support/app';

// Issue 51, build 1 (docs/decisions/0268-live-stock-and-first-screen-updates.md): from the first screen of a fresh
// session the order list and order page follow every change, and an order page never paints an older status after
// a newer one; the product page, the shop's cards and checkout follow stock as the seller changes it. Each person
// in a browser context of their own, at 390×844.

const LIVE_MS = 2000;

async function signedIn(browser: Browser, session: TestSession | null): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  if (session) await storeSession(page, session);
  return page;
}

/** every status text the order page paints, in order, recorded in the page from its first frame */
async function recordStatuses(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __statuses: string[] }).__statuses = seen;
    const note = () => {
      const text = document.querySelector('section[aria-label="Status"]')?.textContent?.trim();
      if (text && seen[seen.length - 1] !== text) seen.push(text);
    };
    new MutationObserver(note).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

const painted = (page: Page) =>
  page.evaluate(() => (window as unknown as { __statuses: string[] }).__statuses);

test('fresh session: Orders → an order → Back; the seller confirms payment before the phone’s stream is up; the card follows within 2 s and the order page never paints the older status', async ({
  browser,
  request,
}) => {
  test.slow();
  const seller = await registerByApi(request, 's');
  const { buyer, orderId } = await placeOrderByApi(request, seller, 'Lantern festival candle', 88);
  const shopper = await signedIn(browser, buyer);
  await recordStatuses(shopper);
  // a slow phone: its live stream comes up only after the seller has confirmed (the first screen's window)
  let openStream: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    openStream = resolve;
  });
  await shopper.route('**/api/user/notification/stream_ticket', async (route) => {
    await gate;
    await route.continue();
  });

  await shopper.goto('/order');
  const card = shopper.locator(`main a[data-order-id="${orderId}"]`);
  await expect(card).toContainText('Awaiting payment');
  await card.click();
  const status = shopper.getByRole('region', { name: 'Status' });
  await expect(status).toContainText('Awaiting payment');
  await shopper.getByRole('button', { name: 'Back' }).click();
  await expect(card).toContainText('Awaiting payment');

  await callAsUser(request, seller.token, '/res/order/received_payment', {
    id: orderId,
    method: 'cash',
    idempotency_key: `rp-${Date.now()}`,
  });
  const confirmed = Date.now();
  openStream();
  await expect(card).toContainText('Paid', { timeout: LIVE_MS });
  test.info().annotations.push({ type: 'card followed (ms)', description: String(Date.now() - confirmed) });

  // tapped again: the page's first paint is the state the card shows, never the older one it showed before
  await shopper.evaluate(() => {
    (window as unknown as { __statuses: string[] }).__statuses.length = 0;
  });
  await card.click();
  await expect(status).toContainText('Paid');
  await shopper.waitForTimeout(800);
  const seen = await painted(shopper);
  expect(seen.length).toBeGreaterThan(0);
  expect(seen.filter((s) => s.includes('Awaiting payment'))).toEqual([]);

  // the seller ships it: the open order page follows, and never goes back to an older state
  await callAsUser(request, seller.token, '/res/order/update_status', { id: orderId, status: 'shipped' });
  await expect(status).toContainText('Shipped', { timeout: LIVE_MS });
  await shopper.waitForTimeout(800);
  const after = await painted(shopper);
  const shippedAt = after.findIndex((s) => s.includes('Shipped'));
  expect(after.slice(shippedAt).filter((s) => !s.includes('Shipped'))).toEqual([]);
  await shopper.context().close();
});

test('the seller receives stock: the shopper’s open product page and a guest’s shop card change within 2 s, no reload', async ({
  browser,
  request,
}) => {
  test.slow();
  const seller = await registerByApi(request, 's');
  const lantern = await createProductByApi(request, seller.token, {
    name: 'Paper lantern 燈籠',
    price: 45,
    quantity: 4,
  });
  const mug = await createProductByApi(request, seller.token, {
    name: 'Celadon mug 青瓷杯',
    price: 120,
    quantity: 0,
  });
  const buyer = await registerByApi(request, 'c');
  const shopper = await signedIn(browser, buyer);
  const guest = await signedIn(browser, null);

  const watched = (page: Page) =>
    page.waitForResponse((r) => r.url().includes('/api/res/product/stock_watch'));
  const shopperWatching = watched(shopper);
  await shopper.goto(`/market-product?id=${encodeURIComponent(lantern._id)}`);
  await expect(shopper.getByText('Only 4 left')).toBeVisible();
  await shopperWatching;
  const guestWatching = watched(guest);
  await guest.goto(`/shop?id=${encodeURIComponent(seller.user_id)}`);
  const mugCard = guest.locator(`main article[data-product-id="${mug._id}"]`);
  await expect(mugCard).toContainText('Sold out');
  await guestWatching;

  await callAsUser(request, seller.token, '/res/product/adjust_stock', {
    id: lantern._id,
    change: 10,
    reason: 'received',
  });
  await callAsUser(request, seller.token, '/res/product/adjust_stock', {
    id: mug._id,
    change: 6,
    reason: 'received',
  });
  await expect(shopper.getByText('Only 4 left')).toHaveCount(0, { timeout: LIVE_MS });
  await expect(shopper.getByText('14 in stock')).toBeVisible();
  await expect(mugCard).not.toContainText('Sold out', { timeout: LIVE_MS });
  // no reload: the same documents
  expect(await shopper.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
  await shopper.screenshot({ path: test.info().outputPath('product-live-stock.png') });
  await guest.screenshot({ path: test.info().outputPath('shop-card-live-stock.png') });
  await Promise.all([shopper.context().close(), guest.context().close()]);
});

test('a line sold out while in her cart is flagged at checkout before she pays', async ({
  browser,
  request,
}) => {
  test.slow();
  const seller = await registerByApi(request, 's');
  const product = await createProductByApi(request, seller.token, {
    name: 'Dried scallops 江瑤柱',
    price: 268,
    quantity: 3,
  });
  const buyer = await registerByApi(request, 'c');
  await callAsUser(request, buyer.token, '/res/order/create', {
    order_type: 'Online-Sell',
    item: { product_id: product._id, quantity: 1 },
  });
  await callAsUser(request, buyer.token, '/user/info/add_address', {
    name: 'Chan Siu Ming',
    phone: '+852 9123 4567',
    address: 'Flat 3A, 12 Shelley Street, Central',
  });
  const shopper = await signedIn(browser, buyer);
  const watching = shopper.waitForResponse((r) => r.url().includes('/api/res/product/stock_watch'));
  await shopper.goto('/checkout');
  await expect(shopper.getByText('Dried scallops 江瑤柱')).toBeVisible();
  await watching;
  await expect(shopper.getByTestId('line-sold-out')).toHaveCount(0);

  // the last three go at the stall
  await callAsUser(request, seller.token, '/res/product/adjust_stock', {
    id: product._id,
    count: 0,
    reason: 'count',
  });
  await expect(shopper.getByTestId('line-sold-out')).toHaveText(
    'Just sold out: remove it from your cart before you pay.',
    { timeout: LIVE_MS },
  );
  await expect(shopper.getByRole('button', { name: /Place order/ })).toBeDisabled();
  await shopper.screenshot({ path: test.info().outputPath('checkout-sold-out.png') });
  await shopper.context().close();
});
