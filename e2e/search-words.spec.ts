import { expect, test } from '@playwright/test';
import { createProductByApi, newSession } from './fixtures/products-helpers';
import { expectNoSeriousAxeFindings } from './support/axe';

/**
 * A shop's own synonyms (docs/decisions/0290-shop-synonyms.md), 390×844: a new seller opens Search words from the
 * account sheet, is told a group needs two words, saves her customers' word for her goods in Chinese, and a shopper
 * searching the market with that word finds her product; the groups stay after a reload.
 */
test.use({ viewport: { width: 390, height: 844 } });

test('a seller adds her customers’ word for her goods; the market finds her product by it', async ({
  page,
  browser,
}) => {
  const seller = await newSession(page, 's');
  // a word no other test's product has, so the market's answer is hers alone
  const word = `枸杞王${Date.now().toString(36).slice(-4)}`;
  await createProductByApi(page.request, seller.token, {
    name: 'Ningxia wolfberries, large',
    price: 68,
    quantity: 9,
    photo: true,
  });

  await page.goto('/');
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Search words' }).click();
  await expect(page).toHaveURL(/\/search-words$/);
  await expect(page.getByRole('heading', { name: 'Search words' })).toBeVisible();

  // one word alone is not a group
  await page.getByRole('textbox', { name: 'Group 1' }).fill(word);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Type at least two different words')).toBeVisible();

  await page.getByRole('textbox', { name: 'Group 1' }).fill(`${word}，wolfberries`);
  await page.getByRole('button', { name: 'Add a group' }).click();
  await page.getByRole('textbox', { name: 'Group 2' }).fill('花膠, fish maw');
  await page.getByRole('button', { name: 'Remove group 2' }).click();
  await expect(page.getByRole('textbox', { name: 'Group 2' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  // kept as typed, the Chinese comma read as a separator
  await expect(page.getByRole('textbox', { name: 'Group 1' })).toHaveValue(`${word}, wolfberries`);
  await expectNoSeriousAxeFindings(page, 'search words');
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Group 1' })).toHaveValue(`${word}, wolfberries`);

  // a shopper, in another browser, searches the market with the seller's word
  const shopperContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const shopper = await shopperContext.newPage();
  await newSession(shopper, 'c');
  await shopper.goto(`/market?search=${encodeURIComponent(word)}`);
  const products = shopper.getByRole('list', { name: 'Products' });
  await expect(products.getByRole('listitem')).toHaveCount(1);
  await expect(products).toContainText('Ningxia wolfberries, large');
  await shopperContext.close();
});
