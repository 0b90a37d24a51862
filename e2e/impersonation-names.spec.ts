import { expect, test } from '@playwright/test';
import { newSession } from './fixtures/products-helpers';

test.use({ viewport: { width: 390, height: 844 } });

/**
 * Names that impersonate (docs/decisions/0260-names-that-impersonate.md): the edit-profile form says, in the
 * seller's language, that a shop name or username looks like another's (as she types, and when a save is refused),
 * and that a pasted name carries invisible characters. The demo seller Mei's shop and username are the ones copied.
 */
test('a look-alike of Mei’s shop name or username is refused on the form, in Chinese and in English', async ({
  page,
}) => {
  test.setTimeout(90_000); // two languages, four checks as you type
  await newSession(page, 's');
  await page.evaluate(() => localStorage.setItem('locale', 'zh-HK'));
  await page.goto('/changeMyProfile');
  const shopName = page.getByLabel('店舖名稱');
  // Cyrillic е in place of the Latin e, Simplified 记 for 記: the check as you type says it is too close
  await shopName.fill('Mеi’s Dried Goods 美记海味');
  await expect(page.getByText('與另一間店的名稱太相似，顧客可能會混淆')).toBeVisible();
  await page.getByLabel('用戶名').fill('mеi_dried_goods');
  await expect(page.getByText('與另一位用戶的用戶名太相似，其他人可能會混淆')).toBeVisible();
  await page.getByLabel('用戶名').fill('');

  // saved at once, before the check answers: the server's refusal is shown under the field, nothing saved
  await shopName.fill('MEI’S DRIED GOODS 美記海味');
  await page.getByRole('button', { name: '儲存', exact: true }).click();
  await expect(page.getByText('此店名與另一間店的名稱太相似')).toBeVisible();
  await expect(page).toHaveURL('/changeMyProfile');

  await page.evaluate(() => localStorage.setItem('locale', 'en'));
  await page.reload();
  const field = page.getByLabel('Shop name');
  await field.fill('Mei’s Dried\u200b Goods');
  await expect(page.getByText('Remove the invisible or text-direction characters')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  // a name of her own is free and saves
  await field.fill('Wing’s Noodle Stall 榮記粉麵');
  await expect(page.getByText('No other shop has a name like this')).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL('/myProfile');
  await expect(page.getByText('Wing’s Noodle Stall 榮記粉麵')).toBeVisible();
});
