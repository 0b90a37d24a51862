import { expect, type Page, test } from '@playwright/test';
import {
  callAsUser,
  createProductByApi,
  newSession,
  registerByApi,
  type TestSession,
} from './fixtures/products-helpers';

// A phone loses its connection at the worst moment: after the server placed the order, before the
// answer arrived. The shopper reloads; the app must neither lose the order nor place it twice.

async function buyerAtCheckout(page: Page): Promise<TestSession> {
  const seller = await registerByApi(page.request, 's');
  const product = await createProductByApi(page.request, seller.token, {
    name: 'Lost-answer tea',
    price: 30,
  });
  const buyer = await newSession(page, 'c');
  await callAsUser(page.request, buyer.token, '/user/info/add_address', {
    name: 'Ada Chan',
    phone: '9123 4567',
    address: '1 Queen’s Road Central',
  });
  await callAsUser(page.request, buyer.token, '/res/order/create', {
    order_type: 'Online-Sell',
    item: { product_id: product._id, quantity: 1 },
  });
  await page.goto('/checkout');
  await expect(page.getByRole('button', { name: 'Place order' })).toBeEnabled();
  return buyer;
}

const orderStatuses = async (page: Page, buyer: TestSession) =>
  (
    await callAsUser<{ items: { status: string }[] }>(page.request, buyer.token, '/res/order/list', {
      role: 'buyer',
    })
  ).items.map((o) => o.status);

test('an order placed while the answer was lost is confirmed after a reload, and placed once', async ({
  page,
}) => {
  const buyer = await buyerAtCheckout(page);
  // the request reaches the server and places the order; the answer never reaches the phone
  await page.route('**/api/res/order/checkout', async (route) => {
    await route.fetch();
    await route.abort('connectionreset');
  });
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('alert')).toContainText('Network error');
  await page.unroute('**/api/res/order/checkout');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your order is placed' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your new orders' }).getByRole('link')).toHaveCount(1);
  expect(await orderStatuses(page, buyer)).toEqual(['pending_payment']);
});

test('an attempt that never reached the server places nothing by itself after a reload', async ({ page }) => {
  const buyer = await buyerAtCheckout(page);
  await page.route('**/api/res/order/checkout', (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('alert')).toContainText('Network error');
  await page.unroute('**/api/res/order/checkout');

  await page.reload();
  // the cart is still there: the shopper sees checkout again and decides
  await expect(page.getByRole('button', { name: 'Place order' })).toBeEnabled();
  expect(await orderStatuses(page, buyer)).toEqual([]);
});
