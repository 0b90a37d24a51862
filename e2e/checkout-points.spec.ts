import { expect, test } from '@playwright/test';
import { startPointsByApi } from './fixtures/loyalty-helpers';
import { callAsUser, createProductByApi, newSession, registerByApi } from './fixtures/products-helpers';
import { expectNoSeriousAxeFindings } from './support/axe';

/**
 * Points redeemed online (docs/decisions/0283-loyalty.md, "Redeeming online"), 390×844: a shopper who earned 3,600
 * points at a shop (an online order paid) sees them at checkout under that shop's goods, ticks "Use my points", sees
 * the shop's total and the grand total fall by what they are worth, places the order, reads the points on its page,
 * and finds them gone from her member card while it awaits payment; cancelled, they are back.
 */
test.use({ viewport: { width: 390, height: 844 } });

test('a shopper spends her points on a shop’s goods at checkout, and has them back when the order is cancelled', async ({
  page,
}) => {
  const seller = await registerByApi(page.request, 's');
  await startPointsByApi(page.request, seller, 10);
  const scallops = await createProductByApi(page.request, seller.token, {
    name: 'Dried scallops 元貝',
    price: 120,
    quantity: 10,
  });
  const tea = await createProductByApi(page.request, seller.token, {
    name: 'Pu-erh tea',
    price: 38,
    quantity: 10,
  });
  const shopper = await newSession(page, 'c');
  const address = await callAsUser<{ _id: string }>(page.request, shopper.token, '/user/info/add_address', {
    name: 'Chan Tai Man',
    phone: '+852 9000 0000',
    address: '1 Test Street, Central',
  });
  // an earlier order of three bags, paid: 10 % of $360.00 is 3,600 points, worth $36.00
  const first = await callAsUser<{ order_id: string }>(page.request, shopper.token, '/res/order/create', {
    order_type: 'Online-Sell',
    item: { product_id: scallops._id, quantity: 3 },
  });
  const placed = await callAsUser<{ orders: { order_id: string }[] }>(
    page.request,
    shopper.token,
    '/res/order/checkout',
    { id: first.order_id, address_id: address._id, idempotency_key: `e2e-points-${first.order_id}` },
  );
  await callAsUser(page.request, seller.token, '/res/order/received_payment', {
    id: placed.orders[0]!.order_id,
    method: 'cash',
    idempotency_key: `e2e-points-pay-${first.order_id}`,
  });
  await callAsUser(page.request, shopper.token, '/res/order/create', {
    order_type: 'Online-Sell',
    item: { product_id: tea._id, quantity: 2 },
  });

  await page.goto('/checkout');
  const shop = page.getByRole('region', { name: /^From / });
  await expect(shop.getByText('You have 3,600 points here (worth $36.00)')).toBeVisible();
  await expect(page.getByText('$76.00').last()).toBeVisible();
  await shop.getByRole('checkbox', { name: /Use my points/ }).check();
  await expect(shop.getByTestId('points-off')).toHaveText('−$36.00');
  await expect(shop.getByText('$40.00')).toBeVisible();
  await expect(page.getByText('$40.00').last()).toBeVisible();
  await expectNoSeriousAxeFindings(page, 'checkout with points');
  await page.screenshot({ path: 'test-results/checkout-points.png' });

  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { name: 'Your order is placed' })).toBeVisible();
  const orders = page.getByRole('list', { name: 'Your new orders' });
  await expect(orders.getByText('$40.00')).toBeVisible();
  await orders.getByRole('link').click();
  await expect(page.getByTestId('order-points')).toHaveText('−$36.00');
  const orderId = new URL(page.url()).searchParams.get('id')!;

  // held by the order while it awaits payment: her card at the shop shows none left
  await page.goto(`/member-card?seller=${seller.user_id}`);
  await expect(page.getByTestId('member-points')).toHaveText('Your points here: 0 (worth $0.00 off)');

  // the shop cancels it: every point is back
  await callAsUser(page.request, seller.token, '/res/order/cancel', { id: orderId });
  await page.reload();
  await expect(page.getByTestId('member-points')).toHaveText('Your points here: 3,600 (worth $36.00 off)');
});
