import { expect, test } from '@playwright/test';
import { memberByApi, paidSaleForByApi, startStampCardByApi } from './fixtures/loyalty-helpers';
import { callAsUser, createProductByApi, registerByApi } from './fixtures/products-helpers';
import { storeSession } from './support/app';

// docs/decisions/0289-stamp-cards.md: the till gives a full stamp card's free item, and the card is emptied.

test.use({ viewport: { width: 390, height: 844 } });

test('the till gives the free item of a full card: its own row, the right total, her card emptied', async ({
  page,
}) => {
  test.slow();
  const seller = await registerByApi(page.request, 's');
  const shopper = await registerByApi(page.request, 'c');
  const tart = await createProductByApi(page.request, seller.token, {
    name: 'Egg tart',
    price: 8,
    quantity: 50,
  });
  await createProductByApi(page.request, seller.token, { name: 'Milk tea', price: 38, quantity: 50 });
  const call = <T>(path: string, body: unknown) => callAsUser<T>(page.request, seller.token, path, body);
  // buy 4, the 5th free
  await startStampCardByApi(page.request, seller, 5, { product_id: tart._id });
  const meiId = await memberByApi(page.request, seller, shopper, 'Ah Mei', '92345678');
  // five tarts at the till fill her card
  await paidSaleForByApi(page.request, seller, meiId, { product_id: tart._id, quantity: 5 });

  // a tea alone: the server refuses the free item (no tart on the bill), the till says so and turns it off
  await storeSession(page, seller);
  await page.goto('/pos');
  await page.getByRole('button', { name: 'Add Milk tea' }).click();
  const review = page
    .getByRole('region', { name: 'Current sale' })
    .getByRole('button', { name: /Review sale/ });
  await review.click();
  const sheet = page.getByRole('dialog', { name: 'Current sale' });
  await sheet.getByRole('button', { name: 'Add customer' }).click();
  await sheet.getByRole('searchbox', { name: 'Phone, name or member QR' }).fill('92345678');
  await sheet.getByRole('button', { name: /Ah Mei/ }).click();
  await expect(sheet.getByTestId('till-stamps')).toHaveText('Stamp card 5 of 5');
  const free = sheet.getByRole('switch', { name: 'Free item from stamp card' });
  await expect(free).toHaveAttribute('aria-checked', 'false');
  await free.click();
  await expect(page.getByText(/A full stamp card gives one item/)).toBeVisible();
  await expect(free).toHaveAttribute('aria-checked', 'false');
  await expect(sheet.getByTestId('stamps-discount')).toHaveCount(0);

  // with a tart too: $46.00, the tart free
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Add Egg tart' }).click();
  await review.click();
  await expect(sheet.getByTestId('sale-total')).toHaveText('$46.00');
  await free.click();
  await expect(free).toHaveAttribute('aria-checked', 'true');
  await expect(sheet.getByText('Free item (stamp card)')).toBeVisible();
  await expect(sheet.getByTestId('stamps-discount')).toHaveText('−$8.00');
  await expect(sheet.getByTestId('sale-total')).toHaveText('$38.00');
  await sheet.getByRole('button', { name: 'Charge $38.00' }).click();
  await page.getByRole('link', { name: /Cash/ }).click();
  await page.getByRole('button', { name: 'Payment received' }).click();
  await expect(page).toHaveURL(/\/finish-pay\?id=/);
  await expect(page.getByTestId('receipt-stamps')).toHaveText('−$8.00');
  await expect(page.getByText('Free item (stamp card)')).toBeVisible();
  // under the payment: the free tart earned no stamp, and her card as of this sale is emptied (decision 0283)
  await expect(page.getByTestId('receipt-stamps-earned')).toHaveText('0');
  await expect(page.getByTestId('receipt-stamp-card')).toHaveText('0 of 5');
  const id = new URL(page.url()).searchParams.get('id')!;
  const sale = await call<{ total: number; stamps_discount: number }>('/res/order/show_one', { id });
  expect(sale).toMatchObject({ total: 38, stamps_discount: 8 });

  // the sale's page shows the free item on its own row, not as the shop's discount
  await page.goto(`/orderDetail?id=${id}`);
  await expect(page.getByTestId('order-stamps')).toHaveText('−$8.00');
  await expect(page.getByTestId('order-discount')).toHaveCount(0);

  // her app: the card is emptied (the free tart earns no stamp)
  await storeSession(page, shopper);
  await page.goto(`/member-card?seller=${seller.user_id}`);
  await expect(page.getByTestId('member-stamps').getByText('0 of 5 stamps')).toBeVisible();
});
