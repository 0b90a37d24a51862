import { expect, test } from '@playwright/test';
import { paidSaleForByApi, startPointsByApi, tillCustomerByApi } from './fixtures/loyalty-helpers';
import { callAsUser, createProductByApi, registerByApi } from './fixtures/products-helpers';
import { storeSession } from './support/app';

// docs/decisions/0283-loyalty.md: the till uses a customer's loyalty points as money off her sale.

test('the till uses her points: the sale sheet takes them off and her balance drops once', async ({
  page,
  browser,
}) => {
  test.slow();
  const seller = await registerByApi(page.request, 's');
  const bun = await createProductByApi(page.request, seller.token, {
    name: 'Pineapple bun',
    price: 10,
    quantity: 50,
  });
  const call = <T>(path: string, body: unknown) => callAsUser<T>(page.request, seller.token, path, body);
  await startPointsByApi(page.request, seller, 10);
  const wingId = await tillCustomerByApi(page.request, seller, 'Ah Wing', '91234567');
  // ten buns earn her 10 % of $100.00: 1,000 points
  await paidSaleForByApi(page.request, seller, wingId, { product_id: bun._id, quantity: 10 });

  await storeSession(page, seller);
  await page.goto('/pos');
  await page.getByRole('button', { name: 'Add Pineapple bun' }).click();
  await page.getByRole('button', { name: 'Add another Pineapple bun (1 in sale)' }).click();
  await page
    .getByRole('region', { name: 'Current sale' })
    .getByRole('button', { name: /Review sale/ })
    .click();
  const sheet = page.getByRole('dialog', { name: 'Current sale' });
  await sheet.getByRole('button', { name: 'Add customer' }).click();
  await sheet.getByRole('searchbox', { name: 'Phone, name or member QR' }).fill('91234567');
  await sheet.getByRole('button', { name: /Ah Wing/ }).click();
  await expect(sheet.getByTestId('till-points')).toHaveText('1000 points ($10.00)');
  await sheet.getByRole('button', { name: 'Use 1000 points (−$10.00)' }).click();
  await expect(sheet.getByTestId('points-discount')).toHaveText('−$10.00');
  await expect(sheet.getByTestId('sale-total')).toHaveText('$10.00');
  await sheet.getByRole('button', { name: 'Charge $10.00' }).click();
  await page.getByRole('link', { name: /Cash/ }).click();
  await page.getByRole('button', { name: 'Payment received' }).click();
  await expect(page).toHaveURL(/\/finish-pay\?id=/);

  // 1,000 points used, 10 % of the $10.00 paid earned: 100 left
  const her = await call<{ points: number }>('/res/customer/get', { customer_id: wingId });
  expect(her.points).toBe(100);
  const id = new URL(page.url()).searchParams.get('id')!;
  const sale = await call<{ total: number; points_redeemed: number; points_discount: number }>(
    '/res/order/show_one',
    { id },
  );
  expect(sale).toMatchObject({ total: 10, points_redeemed: 1000, points_discount: 10 });

  // the points have a row of their own wherever the sale is shown: the till's receipt, the sale's page, the
  // receipt link a customer opens (docs/decisions/0283-loyalty.md)
  await expect(page.getByText('Points (1,000)')).toBeVisible();
  // what the sale earned and her balance as of it, under the payment (decision 0283, "On the receipt")
  await expect(page.getByTestId('receipt-points-earned')).toHaveText('100');
  await expect(page.getByTestId('receipt-points-balance')).toHaveText('100 ($1.00)');
  await expect(page.getByText('Points balance')).toBeVisible();
  await page.goto(`/orderDetail?id=${id}`);
  await expect(page.getByTestId('order-points')).toHaveText('−$10.00');
  await expect(page.getByText('Points (1,000)')).toBeVisible();
  await expect(page.getByTestId('order-discount')).toHaveCount(0);
  const link = await call<{ path: string }>('/res/receipt/link', { id });
  await page.goto(link.path);
  await expect(page.getByTestId('receipt-paper-points')).toHaveText('−$10.00');
  await expect(page.getByText('Points (1,000)')).toBeVisible();
  await expect(page.getByTestId('receipt-paper-points-earned')).toHaveText('100');
  await expect(page.getByTestId('receipt-paper-points-balance')).toHaveText('100 ($1.00)');
  // the same link signed out (forwarded, left on a table): what the sale earned, not her balance
  const stranger = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const theirs = await stranger.newPage();
  await theirs.goto(link.path);
  await expect(theirs.getByTestId('receipt-paper-points-earned')).toHaveText('100');
  await expect(theirs.getByTestId('receipt-paper-points')).toHaveText('−$10.00');
  await expect(theirs.getByTestId('receipt-paper-points-balance')).toHaveCount(0);
  await stranger.close();
});
