import { expect, type Page, test } from '@playwright/test';
import { uploadCodeByApi } from './fixtures/order-helpers';
import { salesByApi } from './fixtures/pos-helpers';
import { createProductByApi, newSellerSession } from './fixtures/products-helpers';
import { expectNoSeriousAxeFindings } from './support/axe';

// Issue 56 item 5, "Split payment" (docs/decisions/0281-split-payments.md), at 390×844: a $451.35 bill paid $200 by
// an FPS code and the rest in cash, $300 handed over: cash pays $251.35 → $251.40, $48.60 change; the receipt lists
// each method with the change.
const saleBar = (page: Page) => page.getByRole('region', { name: 'Current sale' });

test('a split payment (FPS code + cash with change) and its receipt', async ({ page }) => {
  const seller = await newSellerSession(page);
  await uploadCodeByApi(page.request, seller.token, 'Mei FPS');
  await createProductByApi(page.request, seller.token, { name: 'Abalone tin', price: 451.35, quantity: 5 });

  await page.goto('/pos');
  await page.getByRole('button', { name: 'Add Abalone tin' }).click();
  await saleBar(page).getByRole('button', { name: 'Charge $451.35' }).click();
  await page.getByRole('link', { name: /Split payment/ }).click();
  await expect(page).toHaveURL(/\/split-pay$/);
  await expect(page.getByTestId('split-remaining')).toHaveText('$451.35');

  // first part: $200 by the FPS code
  await page.getByText('Mei FPS', { exact: true }).click();
  const amount = page.getByLabel('Amount of this part');
  await amount.fill('600');
  await expect(page.getByText('More than remains: only cash gives change.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Add/ })).toBeDisabled();
  await amount.fill('200');
  await page.getByRole('button', { name: 'Add $200.00' }).click();
  await expect(page.getByTestId('split-remaining')).toHaveText('$251.35');

  // then cash: $300 handed over
  await page.getByText('Cash', { exact: true }).click();
  await page.getByLabel('Cash received').fill('300');
  await page.getByRole('button', { name: 'Add $300.00' }).click();
  await expect(page.getByTestId('split-remaining')).toHaveText('$0.00');
  await expect(page.getByTestId('split-change')).toHaveText('$48.60');
  await expectNoSeriousAxeFindings(page, 'split payment');
  await page.getByRole('button', { name: 'Payment received' }).click();

  await expect(page).toHaveURL(/\/finish-pay\?id=/);
  await expect(page.getByTestId('receipt-total')).toHaveText('$451.40');
  await expect(page.getByTestId('receipt-method')).toHaveText('Split payment');
  const parts = page.getByTestId('receipt-payment-part');
  await expect(parts).toHaveCount(2);
  await expect(parts.nth(0)).toContainText('$200.00');
  await expect(parts.nth(1)).toContainText('$251.40');
  await expect(page.getByTestId('receipt-part-change')).toHaveText('$48.60');
  await page.screenshot({ path: 'test-results/split-payment-receipt.png', fullPage: true });

  const sales = await salesByApi(page.request, seller.token);
  expect(sales.items.map((s) => [s.total, s.rounding])).toEqual([[451.4, 0.05]]);

  // the refund sheet shows where the money goes back, by method: the most recent part (the cash) first, unless
  // the seller picks the FPS part; the figures are the contract's (splitRefundPlan), as the server records them
  await page.goto(`/MySaleDetail?id=${sales.items[0]!.order_id}`);
  await page.getByRole('button', { name: 'Refund…' }).click();
  const sheet = page.getByRole('dialog', { name: 'Refund' });
  await sheet.getByRole('button', { name: 'One more Abalone tin' }).click();
  const back = sheet.getByTestId('refund-part');
  await expect(back).toHaveText(['To Cash−$251.40', 'To Mei FPS−$200.00']);
  await sheet.getByRole('radio', { name: /^Mei FPS/ }).check();
  await expect(back).toHaveText(['To Mei FPS−$200.00', 'To Cash−$251.40']);
  await expectNoSeriousAxeFindings(page, 'split refund sheet');
  await sheet.getByRole('textbox', { name: 'Reason' }).fill('Wrong size');
  await sheet.getByRole('button', { name: 'Refund $451.40' }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByTestId('refunded-total')).toHaveText('$451.40');
  await expect(page.getByTestId('refund-receipt')).toContainText('To Mei FPS−$200.00');
  await expect(page.getByTestId('refund-receipt')).toContainText('To Cash−$251.40');
});
