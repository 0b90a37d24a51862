import { expect, test } from '@playwright/test';
import { useSession } from './fixtures/order-helpers';
import { callAsUser, createProductByApi, neutralName, registerByApi } from './fixtures/products-helpers';
import { expectNoSeriousAxeFindings } from './support/axe';

// Issue 25 item 7: one public name for a seller everywhere (shop name, else display name, else username). The
// name is set once; the shopper meets it on the shop page, the market card, the cart, checkout, the order, its
// "Pay to" and the receipt. (Feed cards: profile.spec; the POS receipt's shop, address and phone: receipts.spec.)
test('a shop name set once names the seller on the shop page, market card, cart, checkout, order, pay-to and receipt', async ({
  page,
}) => {
  test.slow();
  const seller = await registerByApi(page.request, 's');
  const shopName = `Ah Mei ${Date.now().toString(36)} 阿美海味`;
  await callAsUser(page.request, seller.token, '/user/info/update', { shop_name: shopName });
  const productName = `Fish maw ${Date.now().toString(36)} 花膠`;
  const product = await createProductByApi(page.request, seller.token, { name: productName, price: 188 });
  const shopper = await registerByApi(page.request, 'c');
  await useSession(page, shopper);
  const named = (where: ReturnType<typeof page.locator>) => expect(where).toContainText(shopName);
  const neverTheUsername = async () => expect(page.getByText(neutralName(seller))).toHaveCount(0);

  await page.goto(`/shop?id=${seller.user_id}`);
  await named(page.getByTestId('shop-header'));
  await neverTheUsername();

  await page.goto(`/market?search=${encodeURIComponent(productName)}`);
  await named(page.locator(`[data-product-id="${product._id}"]`).first());
  await neverTheUsername();

  await callAsUser(page.request, shopper.token, '/res/order/create', {
    order_type: 'Online-Sell',
    item: { product_id: product._id, quantity: 1 },
  });
  await callAsUser(page.request, shopper.token, '/user/info/add_address', {
    name: 'Chan Tai Man',
    phone: '+852 9123 4567',
    address: 'Flat 8B, 3 Tung Lo Wan Road, Causeway Bay',
  });
  await page.goto('/shoping');
  await expect(page.getByRole('region', { name: new RegExp(shopName) })).toBeVisible();
  await page.goto('/checkout');
  const group = page.getByRole('region', { name: new RegExp(shopName) });
  await named(group.getByRole('heading'));
  await expectNoSeriousAxeFindings(page, 'checkout with the shop name');
  await page.getByRole('button', { name: /^Place order/ }).click();
  await expect(page.getByRole('heading', { name: 'Your order is placed' })).toBeVisible();
  await expect(page.getByText(shopName).first()).toBeVisible();

  // the order: its shop link and "Pay to" name the shop
  const orders = await callAsUser<{ items: { order_id: string }[] }>(
    page.request,
    shopper.token,
    '/res/order/list',
    {},
  );
  const orderId = orders.items[0]!.order_id;
  await page.goto(`/orderDetail?id=${orderId}`);
  await expect(page.getByRole('link', { name: shopName })).toBeVisible();
  await expect(page.getByTestId('payee')).toHaveText(shopName);
  await neverTheUsername();

  // paid: the receipt is the shop's
  await callAsUser(page.request, seller.token, '/res/order/received_payment', {
    id: orderId,
    method: 'cash',
    idempotency_key: `e2e-name-${Date.now()}`,
  });
  await page.reload();
  await page.getByRole('link', { name: 'Receipt', exact: true }).click();
  await expect(page.getByTestId('receipt-shop')).toHaveText(shopName);
});
