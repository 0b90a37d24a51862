import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { useSession } from './fixtures/order-helpers';
import { registerByApi } from './fixtures/products-helpers';
import { expectNoSeriousAxeFindings } from './support/axe';

// Issue 54: the product file's problems in the seller's words and language, on the row her spreadsheet shows
// (docs/decisions/0265-import-error-words.md), at 390×844.

const csv = [
  'name,Price (HKD),price,quantity,unit,category',
  'Almond cookies,,20,10,,Snacks',
  '',
  'Egg rolls,,abc,5,,Snacks',
  'Loose scallops,,680,2.5,box,Dried goods',
  'Peanut candy,,8,1.5,,Snacks',
].join('\r\n');

test('a file with bad rows says each problem in zh-HK on the row a spreadsheet shows', async ({ page }) => {
  const seller = await registerByApi(page.request, 's');
  await useSession(page, seller);
  await page.goto('/data');
  await page.evaluate(() => localStorage.setItem('locale', 'zh-HK'));
  await page.goto('/data?lang=zh-HK');
  // a styled button in her language, not the browser's "Choose File / No file chosen"
  const choose = page.getByRole('button', { name: '選擇 CSV 檔案' });
  await expect(choose).toBeVisible();
  await expect(page.getByText(/Choose File|No file chosen/)).toHaveCount(0);
  await page
    .getByLabel('選擇 CSV 檔案')
    .setInputFiles({ name: '貨品.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${csv}`) });

  await expect(page.getByRole('status').filter({ hasText: '4 行中有 3 行有問題' })).toBeVisible();
  const problems = page.getByTestId('import-problems');
  // row 3 is blank: Egg rolls is on row 4, as Excel numbers it
  await expect(problems.locator('li[data-row="4"]')).toContainText(
    '第 4 行：售價必須是數字，例如 12.50（現在是「abc」）。',
  );
  await expect(problems.locator('li[data-row="4"]')).toContainText('Egg rolls');
  await expect(problems.locator('li[data-row="5"]')).toContainText(
    '第 5 行：出售單位須是 piece、catty（斤）',
  );
  await expect(problems.locator('li[data-row="6"]')).toContainText(
    '第 6 行：此產品按件出售，存貨數量須是整數',
  );
  await expect(page.getByTestId('ignored-columns')).toContainText('以下欄位不會讀取：Price (HKD)');
  await expect(page.locator('tr[data-line="4"]')).toContainText('未能匯入');
  await expect(page.getByRole('button', { name: '匯入 4 件產品' })).toBeDisabled();
  await expect(page.getByText(/Invalid input|expected number/)).toHaveCount(0);
  await expectNoSeriousAxeFindings(page, 'import problems in zh-HK');
  fs.mkdirSync('.tmp/screens', { recursive: true });
  // the list of what to fix as the phone shows it (below the sticky header), and the whole page
  await page.locator('#import-fix-heading').evaluate((h) => h.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: '.tmp/screens/import-problems-zh-HK-390.png' });
  await page.screenshot({ path: '.tmp/screens/import-problems-zh-HK-390-full.png', fullPage: true });

  // an Excel file is told apart before it is sent
  await page.getByLabel('選擇 CSV 檔案').setInputFiles({
    name: '貨品.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]),
  });
  await expect(page.getByRole('alert')).toContainText(
    '這是 Excel 或 Numbers 檔案，不是 CSV。請另存為「CSV UTF-8」',
  );
  await expect(page.getByTestId('import-problems')).toHaveCount(0);
  await page.screenshot({ path: '.tmp/screens/import-xlsx-zh-HK-390.png' });

  // the same file, fixed, chosen again: ready to import
  const fixed = csv.replace('abc', '12').replace('box', 'catty').replace('1.5', '2');
  await page
    .getByLabel('選擇 CSV 檔案')
    .setInputFiles({ name: '貨品.csv', mimeType: 'text/csv', buffer: Buffer.from(fixed) });
  await expect(page.getByRole('status').filter({ hasText: '4 件產品可以匯入' })).toBeVisible();
  await page.getByRole('button', { name: '匯入 4 件產品' }).click();
  await expect(page.getByText('已匯入：新增 4 件，更新 0 件').first()).toBeVisible();
});
