import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { sellAtPosByApi, useSession } from './fixtures/order-helpers';
import { createProductByApi, registerByApi } from './fixtures/products-helpers';
import { expectNoSeriousAxeFindings } from './support/axe';

// Issue 31, item 5 (docs/decisions/0228-stock-history.md): a seller records a delivery and a count with their
// reasons, and the product's history shows every change, a till sale's too, each with the stock after it.

test('a seller records a delivery and a shelf count; the history adds up to the stock', async ({ page }) => {
  const seller = await registerByApi(page.request, 's');
  const tea = await createProductByApi(page.request, seller.token, {
    name: 'Tieguanyin oolong 150 g',
    price: 45,
  });
  await sellAtPosByApi(page.request, seller.token, tea._id, 2);

  await useSession(page, seller);
  await page.goto('/product');
  await page
    .getByRole('link', { name: /Tieguanyin oolong 150 g/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/edit-product\?id=/);
  await page.getByRole('link', { name: 'Stock history and counts' }).click();
  await expect(page).toHaveURL(/\/stock\?id=/);
  await expect(page.getByTestId('stock-now')).toHaveText('3 in stock');
  const entries = page.getByTestId('stock-entry');
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0)).toContainText('Sold at the POS');
  await expect(entries.nth(0).getByTestId('stock-change')).toHaveText('−2');
  await expect(entries.nth(0)).toContainText('3 left');
  await expect(entries.nth(1)).toContainText('Added to the catalogue');
  await expect(entries.nth(1).getByTestId('stock-change')).toHaveText('+5');

  // a delivery of 12, with a note; the form says the stock it will leave before saving
  await page.getByRole('textbox', { name: 'Units received' }).fill('12');
  await expect(page.getByText('Stock after: 15')).toBeVisible();
  await page.getByRole('textbox', { name: 'Note (optional)' }).fill('from Sheung Wan supplier');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('stock-now')).toHaveText('15 in stock');
  await expect(entries.nth(0)).toContainText('Received');
  await expect(entries.nth(0)).toContainText('from Sheung Wan supplier');
  await expect(entries.nth(0).getByTestId('stock-change')).toHaveText('+12');

  // damaged more than there is: refused on the screen before it is sent
  await page.getByRole('button', { name: 'Damaged' }).click();
  await page.getByRole('textbox', { name: 'Units damaged' }).fill('16');
  await expect(page.getByText('Stock cannot go below 0.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();

  // the shelf holds 14: a count records the difference
  await page.getByRole('button', { name: 'Count' }).click();
  await page.getByRole('textbox', { name: 'Units counted on the shelf' }).fill('14');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('stock-now')).toHaveText('14 in stock');
  await expect(entries).toHaveCount(4);
  await expect(entries.nth(0)).toContainText('Counted');
  await expect(entries.nth(0).getByTestId('stock-change')).toHaveText('−1');
  await expectNoSeriousAxeFindings(page, 'stock screen');
  fs.mkdirSync('.tmp/screens', { recursive: true });
  await page.screenshot({ path: '.tmp/screens/stock-390.png', fullPage: true });

  // the sale's entry opens the sale; Back comes home to the stock screen, then to the product's form
  await entries.nth(2).getByRole('link', { name: 'Sold at the POS' }).click();
  await expect(page).toHaveURL(/\/orderDetail\?id=/);
  await page.goBack();
  await expect(page).toHaveURL(/\/stock\?id=/);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/edit-product\?id=/);
  await expect(page.getByRole('textbox', { name: /Quantity in stock/ })).toHaveValue('14');
});

test('a seller sets each product’s low stock alert and reorders from the list it makes', async ({ page }) => {
  const seller = await registerByApi(page.request, 's');
  await createProductByApi(page.request, seller.token, {
    name: 'Tieguanyin oolong',
    price: 45,
    quantity: 30,
  });
  await createProductByApi(page.request, seller.token, {
    name: 'Dried scallops 300 g',
    price: 388,
    quantity: 8,
    photo: true,
  });
  await useSession(page, seller);
  await page.goto('/product');
  const list = page.getByRole('list', { name: 'Products' });
  await expect(list.getByRole('link')).toHaveCount(2);

  // scallops sell fast: reorder below 10, so 8 left is low
  await list.getByRole('link', { name: /Dried scallops/ }).click();
  await expect(page.getByRole('textbox', { name: /Low stock alert at/ })).toHaveValue('5');
  await page.getByRole('textbox', { name: /Low stock alert at/ }).fill('10');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/product$/);
  await expect(list.getByRole('link', { name: /Dried scallops/ })).toContainText('Only 8 left');

  const reorder = page.getByRole('button', { name: 'To reorder' });
  await reorder.click();
  await expect(reorder).toHaveAttribute('aria-pressed', 'true');
  await expect(list.getByRole('link')).toHaveCount(1);
  await expect(list.getByRole('link')).toContainText('Dried scallops 300 g');
  await expectNoSeriousAxeFindings(page, 'to reorder list');
  await page.screenshot({ path: '.tmp/screens/to-reorder-390.png' });
  await reorder.click();
  await expect(list.getByRole('link')).toHaveCount(2);
});
