import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { createProductByApi, newSellerSession } from './fixtures/products-helpers';
import { expectNoSeriousAxeFindings } from './support/axe';

// Issue 56 item 3, "Shifts and the drawer" (docs/decisions/0279-shifts-and-cash-moves.md): a shift opened by taps from
// the till, $50 taken out for lunch, a cash sale, the shift closed with the count and its report's difference.
test.use({ viewport: { width: 390, height: 844 } });

test('a seller opens a shift from the till, takes $50 out for lunch, sells for cash and closes with the count', async ({
  page,
}) => {
  const seller = await newSellerSession(page);
  await createProductByApi(page.request, seller.token, { name: 'Abalone tin', price: 451.35, quantity: 5 });

  await page.goto('/pos');
  // the till's header is unchanged: the way in is its "Close the day", then the day close's "Shift" row
  await expect(page.getByRole('link', { name: 'Close the day' })).toBeVisible();
  fs.mkdirSync('.tmp/screens', { recursive: true });
  await page.screenshot({ path: '.tmp/screens/shift-pos-390.png' });
  await page.getByRole('link', { name: 'Close the day' }).click();
  await page.getByRole('link', { name: 'Shift, cash in and out' }).click();
  await expect(page).toHaveURL(/\/shift$/);
  // the day close, kept on show while the shift screen's module loads, has an "Opening float" field of its own
  await expect(page.getByRole('heading', { name: 'Open a shift' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Opening float' }).fill('500');
  await page.getByRole('button', { name: 'Open the shift' }).click();
  const report = page.getByTestId('shift-report');
  await expect(report.getByTestId('shift-expected')).toHaveText('$500.00');
  await expectNoSeriousAxeFindings(page, 'open shift');
  await page.screenshot({ path: '.tmp/screens/shift-open-390.png' });

  await page.getByRole('textbox', { name: 'Amount' }).fill('50');
  await page.getByRole('textbox', { name: 'Reason' }).fill('lunch');
  await page.getByRole('button', { name: 'Cash out' }).click();
  await expect(report.getByTestId('shift-cash-out')).toHaveText('−$50.00');
  await expect(report).toContainText('Out: lunch');
  await expect(report.getByTestId('shift-expected')).toHaveText('$450.00');

  // a cash sale at the till: $451.35, paid $451.40 (cash rounding)
  await page.goto('/pos');
  await page.getByRole('button', { name: 'Add Abalone tin' }).click();
  await page
    .getByRole('region', { name: 'Current sale' })
    .getByRole('button', { name: 'Charge $451.35' })
    .click();
  await page.getByRole('link', { name: /Cash/ }).click();
  await page.getByRole('button', { name: 'Exact' }).click();
  await page.getByRole('button', { name: 'Payment received' }).click();
  await expect(page).toHaveURL(/\/finish-pay\?id=/);

  await page.goto('/pos');
  await page.getByRole('link', { name: 'Close the day' }).click();
  await page.getByRole('link', { name: 'Shift, cash in and out' }).click();
  // 500 − 50 + 451.40
  await expect(report.getByTestId('shift-expected')).toHaveText('$901.40');
  await page.getByRole('textbox', { name: 'Cash counted' }).fill('900');
  await page.getByRole('button', { name: 'Close the shift' }).click();
  await expect(page.getByRole('heading', { name: 'Shift closed' })).toBeVisible();
  await expect(report.getByTestId('shift-counted')).toHaveText('$900.00');
  await expect(report.getByTestId('shift-difference')).toHaveText('−$1.40');
  await expect(report).toContainText('Of which cash rounding');
  await expect(page.getByRole('button', { name: 'Open the shift' })).toBeVisible();
  await expectNoSeriousAxeFindings(page, 'closed shift report');
  await page.screenshot({ path: '.tmp/screens/shift-report-390.png', fullPage: true });

  // the day close counts the cash taken out
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/day-close/);
  await expect(page.getByTestId('day-cash-moves')).toHaveText('−$50.00');
  await page.getByRole('textbox', { name: 'Opening float' }).fill('500');
  await expect(page.getByTestId('expected-cash')).toHaveText('$901.40');
});
