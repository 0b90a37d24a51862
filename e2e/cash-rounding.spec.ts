import { expect, type Page, test } from '@playwright/test';
import { sellAtPosByApi } from './fixtures/order-helpers';
import { salesByApi } from './fixtures/pos-helpers';
import { createProductByApi, newSellerSession } from './fixtures/products-helpers';
import { expectNoSeriousAxeFindings } from './support/axe';

// Issue 54, "Cash rounding" (docs/decisions/0264-cash-rounding.md): the till asks $451.40 in cash for a $451.35 bill,
// the receipt shows the rounding on its own row; switched off on /payment-codes, cash pays to the cent.
const saleBar = (page: Page) => page.getByRole('region', { name: 'Current sale' });

async function payCash(page: Page) {
  await page.goto('/pos');
  await page.getByRole('button', { name: 'Add Abalone tin' }).click();
  await saleBar(page).getByRole('button', { name: 'Charge $451.35' }).click();
  await page.getByRole('link', { name: /Cash/ }).click();
}

test('a $451.35 bill is paid $451.40 in cash with a rounding row; switched off, cash pays $451.35', async ({
  page,
}) => {
  const seller = await newSellerSession(page);
  await createProductByApi(page.request, seller.token, { name: 'Abalone tin', price: 451.35, quantity: 5 });

  await payCash(page);
  await expect(page.getByTestId('amount-due')).toHaveText('$451.40');
  await expect(page.getByTestId('cash-rounding')).toHaveText('+$0.05');
  await page.getByLabel('Cash received').fill('500');
  await expect(page.locator('#cash-change')).toContainText('$48.60');
  await expectNoSeriousAxeFindings(page, 'cash payment with rounding');
  await page.getByRole('button', { name: 'Payment received' }).click();
  await expect(page).toHaveURL(/\/finish-pay\?id=/);
  const receipt = page.getByRole('article', { name: 'Receipt' });
  // subtotal + rounding = total (decision 0264)
  await expect(receipt).toContainText('Subtotal$451.35Cash rounding+$0.05Total$451.40');
  await expect(page.getByTestId('receipt-change')).toHaveText('$48.60');

  // the seller switches rounding off with her payment settings
  await page.goto('/payment-codes');
  const setting = page.getByRole('switch', { name: /Cash rounding to 10¢/ });
  await expect(setting).toBeChecked();
  await page.getByText('Cash rounding to 10¢').click();
  await expect(setting).not.toBeChecked();
  await expectNoSeriousAxeFindings(page, 'payment codes with cash rounding');

  await payCash(page);
  await expect(page.getByTestId('amount-due')).toHaveText('$451.35');
  await expect(page.getByTestId('cash-rounding')).toHaveCount(0);
  await page.getByRole('button', { name: 'Exact' }).click();
  await page.getByRole('button', { name: 'Payment received' }).click();
  await expect(page).toHaveURL(/\/finish-pay\?id=/);
  await expect(page.getByTestId('receipt-total')).toHaveText('$451.35');

  const sales = await salesByApi(page.request, seller.token);
  expect(sales.items.map((s) => [s.total, s.rounding])).toEqual([
    [451.35, 0],
    [451.4, 0.05],
  ]);
});

test('the refund sheet shows the cash each refund gives back, the rounding returned cumulatively', async ({
  page,
}) => {
  const seller = await newSellerSession(page);
  const p = await createProductByApi(page.request, seller.token, {
    name: 'Fish maw',
    price: 150.45,
    quantity: 5,
  });
  // 3 × $150.45 = $451.35, paid $451.40 in cash
  const id = await sellAtPosByApi(page.request, seller.token, p._id, 3);
  await page.goto(`/MySaleDetail?id=${id}`);
  await expect(page.getByTestId('sale-rounding')).toHaveText('+$0.05');

  const refundOne = async (amount: string, rounding: string) => {
    await page.getByRole('button', { name: 'Refund…' }).click();
    const sheet = page.getByRole('dialog', { name: 'Refund' });
    await sheet.getByRole('button', { name: 'One more Fish maw' }).click();
    await expect(sheet.getByTestId('refund-rounding')).toHaveText(rounding);
    await sheet.getByRole('textbox', { name: 'Reason' }).fill('Changed her mind');
    await sheet.getByRole('button', { name: `Refund ${amount}` }).click();
    await expect(sheet).toBeHidden();
  };
  // round10(150.45) − 0 = 150.50; round10(300.90) − 150.50 = 150.40; round10(451.35) − 300.90 = 150.50
  await refundOne('$150.50', '−$0.05');
  await expect(page.getByTestId('refunded-total')).toHaveText('$150.50');
  await refundOne('$150.40', '+$0.05');
  await refundOne('$150.50', '−$0.05');
  await expect(page.getByTestId('refunded-total')).toHaveText('$451.40');
  await expectNoSeriousAxeFindings(page, 'refunds of a cash-rounded sale');
});
