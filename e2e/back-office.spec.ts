import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import Papa from 'papaparse';
import { sellAtPosByApi, useSession } from './fixtures/order-helpers';
import { callAsUser, createProductByApi, registerByApi } from './fixtures/products-helpers';
import { DEMO, loginByApi } from './support/app';
import { expectNoSeriousAxeFindings } from './support/axe';

// Issue 27: charts of the business, the day's close, data in and out (docs/decisions/0172–0174).

test('the sales chart reads at a glance on a phone and on a laptop', async ({ page }) => {
  await loginByApi(page, DEMO.seller);
  await page.goto('/mySale');
  const charts = page.getByRole('region', { name: 'Charts' });
  await expect(charts.locator('canvas')).toBeVisible();
  await expect(charts.getByTestId('chart-total')).toContainText(/from \d+ sales/);
  await charts.getByRole('button', { name: '30 days' }).click();
  await charts.getByRole('button', { name: 'Profit' }).click();
  await expect(charts.getByTestId('chart-total')).toContainText('profit');
  // the figures behind the bars, for screen readers: one row a day
  await expect(charts.locator('table tr')).toHaveCount(30);
  await expectNoSeriousAxeFindings(page, 'sales charts');
  fs.mkdirSync('.tmp/screens', { recursive: true });
  await charts.screenshot({ path: '.tmp/screens/sales-chart-390.png' });
  await page.setViewportSize({ width: 1440, height: 900 });
  await charts.getByRole('button', { name: '12 weeks' }).click();
  await expect(charts.locator('table tr')).toHaveCount(12);
  const box = await charts.locator('canvas').first().boundingBox();
  expect(box?.width).toBeGreaterThan(600);
  await page.screenshot({ path: '.tmp/screens/sales-chart-1440.png', fullPage: true });
});

test('a seller closes the day: float, count, the difference as she types, the Z report', async ({ page }) => {
  const seller = await registerByApi(page.request, 's');
  const tea = await createProductByApi(page.request, seller.token, { name: 'Tieguanyin', price: 45 });
  for (const quantity of [2, 1]) await sellAtPosByApi(page.request, seller.token, tea._id, quantity);
  await useSession(page, seller);
  await page.goto('/pos');
  await page.getByRole('link', { name: 'Close the day' }).click();
  await expect(page).toHaveURL(/\/day-close/);
  await expect(page.getByTestId('day-cash')).toHaveText('$135.00');
  await page.getByRole('textbox', { name: 'Opening float' }).fill('500');
  await expect(page.getByTestId('expected-cash')).toHaveText('$635.00');
  await page.getByRole('textbox', { name: 'Cash counted' }).fill('630');
  await expect(page.getByTestId('difference')).toHaveText('$5.00 short');
  await expectNoSeriousAxeFindings(page, 'day close count');
  await page.getByRole('button', { name: 'Close the day' }).click();
  const report = page.getByRole('article', { name: /^Z report of / });
  await expect(report.getByTestId('z-expected')).toHaveText('$635.00');
  await expect(report.getByTestId('z-counted')).toHaveText('$630.00');
  await expect(report.getByTestId('z-difference')).toHaveText('−$5.00');
  await expect(page.getByRole('button', { name: 'Print', exact: true })).toBeVisible();
  await expectNoSeriousAxeFindings(page, 'Z report');
});

test('products go out as CSV and come back in; a file with bad rows imports nothing and says which rows', async ({
  page,
}) => {
  const seller = await registerByApi(page.request, 's');
  await createProductByApi(page.request, seller.token, { name: '元貝 Dried scallops, large', price: 128 });
  await useSession(page, seller);
  await page.goto('/data');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export products' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^products-\d{4}-\d\d-\d\d\.csv$/);
  const text = fs.readFileSync((await file.path())!, 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const rows = Papa.parse<Record<string, string>>(text.slice(1), { header: true, skipEmptyLines: true }).data;
  expect(rows[0]).toMatchObject({ name: '元貝 Dried scallops, large', price: '128.00' });

  const csv = [
    'name,price,quantity,category',
    'Almond cookies,20,10,Snacks',
    'Egg rolls,abc,5,Snacks',
    'Peanut candy,8,4,Snacks',
  ].join('\n');
  await page
    .getByLabel('Choose a CSV file')
    .setInputFiles({ name: 'stock.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByRole('status').filter({ hasText: '1 of 3 rows has a problem' })).toBeVisible();
  // in words, on the row a spreadsheet shows (docs/decisions/0265-import-error-words.md)
  await expect(page.getByTestId('import-problems').locator('li[data-row="3"]')).toContainText(
    'Row 3: the price must be a number, like 12.50 (it says “abc”).',
  );
  await expect(page.getByRole('button', { name: 'Import 3 products' })).toBeDisabled();
  await expectNoSeriousAxeFindings(page, 'import preview with a bad row');

  const good = [
    'name,price,quantity,category',
    'Almond cookies,20,10,Snacks',
    'Peanut candy,8,4,Snacks',
  ].join('\n');
  await page
    .getByLabel('Choose a CSV file')
    .setInputFiles({ name: 'stock.csv', mimeType: 'text/csv', buffer: Buffer.from(good) });
  await page.getByRole('button', { name: 'Import 2 products' }).click();
  await expect(page.getByText('Imported: 2 new, 0 updated').first()).toBeVisible();
  const mine = await callAsUser<{ name: string }[]>(page.request, seller.token, '/res/product/list', {
    mine: true,
  });
  expect(mine.map((p) => p.name).sort()).toEqual([
    'Almond cookies',
    'Peanut candy',
    '元貝 Dried scallops, large',
  ]);
});

test('on a laptop the catalogue and the orders are tables that sort by a column', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginByApi(page, DEMO.seller);
  await page.goto('/product');
  const table = page.getByRole('table', { name: 'Products' });
  await expect(table).toBeVisible();
  await table.getByRole('button', { name: 'Sort by Price' }).click();
  const prices = async () =>
    (await table.locator('tbody tr td:nth-child(4)').allTextContents()).map((p) =>
      Number(p.replace(/[^\d.]/g, '').replace(/^(\d+\.\d\d).*/, '$1')),
    );
  const up = await prices();
  expect(up).toEqual([...up].sort((a, b) => a - b));
  await expect(table.getByRole('columnheader', { name: 'Sort by Price' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await table.getByRole('button', { name: 'Sort by Price' }).click();
  const down = await prices();
  expect(down).toEqual([...down].sort((a, b) => b - a));
  await expectNoSeriousAxeFindings(page, 'catalogue table');
  await page.screenshot({ path: '.tmp/screens/catalogue-1440.png' });

  await page.goto('/order');
  const orders = page.getByRole('table');
  await expect(orders).toBeVisible();
  await expect(orders.locator('tbody tr').first()).toBeVisible();
  await expectNoSeriousAxeFindings(page, 'orders table');
});
