import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { placeOrderByApi, secondPhone, useSession } from './fixtures/order-helpers';
import { registerByApi } from './fixtures/products-helpers';
import { expectNoSeriousAxeFindings } from './support/axe';

// Issue 31, item 3 (docs/decisions/0235-special-price.md): the seller gives a regular $8 off her online order before
// she pays; the shopper's order page shows the new total at once, and the FPS amount follows.

test('a seller gives a special price on an order awaiting payment and the shopper sees it live', async ({
  page,
  browser,
  baseURL,
}) => {
  const seller = await registerByApi(page.request, 's');
  const { buyer, orderId } = await placeOrderByApi(page.request, seller, 'Preserved plums gift box', 88);

  const shopper = await secondPhone(browser, baseURL);
  await useSession(shopper, buyer);
  await shopper.goto(`/orderDetail?id=${orderId}`);
  await expect(shopper.getByText('$88.00').first()).toBeVisible();

  await useSession(page, seller);
  await page.goto(`/orderDetail?id=${orderId}`);
  await page.getByRole('button', { name: 'Give a special price' }).click();
  const dialog = page.getByRole('dialog', { name: 'Special price for this order' });
  await dialog.getByLabel('Dollars off').fill('8');
  await expectNoSeriousAxeFindings(page, 'special price dialog');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('order-discount')).toHaveText('−$8.00');
  await expect(page.getByText('Special price saved: the order is now $80.00')).toBeVisible();
  fs.mkdirSync('.tmp/screens', { recursive: true });
  await page.screenshot({ path: '.tmp/screens/special-price-390.png', fullPage: true });

  // the shopper's open page follows without a reload
  await expect(shopper.getByTestId('order-discount')).toHaveText('−$8.00', { timeout: 15_000 });
  await expect(shopper.getByText('$80.00').first()).toBeVisible();
  // the lines add up to the subtotal, the special price is its own row (docs/decisions/0262-receipt-lines-add-up.md)
  await expect(shopper.getByTestId('line-amount')).toHaveText('$88.00');
  await expect(shopper.getByTestId('order-subtotal')).toHaveText('$88.00');
  await shopper.context().close();
});
