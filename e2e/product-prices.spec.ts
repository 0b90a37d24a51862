import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { callAsUser, newSellerSession } from './fixtures/products-helpers';

// docs/decisions/0263-product-files.md: an open-price product is added without a price, cost or stock count and
// reads "Price at the stall"; a product with variants reads "from $88" on the shop's cards.

test('an open-price bag is added without a price or stock and listed as “Price at the stall”; tins read “from $88”', async ({
  page,
}) => {
  const seller = await newSellerSession(page);
  await page.goto('/AddProduct');
  await page.getByLabel('Name').fill('Mixed dried seafood bag');
  await page.getByLabel('Description').fill('Scallops, shrimp and fish maw, priced at the stall.');
  await page.getByLabel('Amount typed at the till').check();
  await expect(page.getByLabel('Price', { exact: true })).toHaveCount(0);
  await expect(page.getByLabel('Quantity in stock')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).not.toHaveURL(/AddProduct/);

  await page.goto('/product');
  const bag = page.locator('[data-product-id]', { hasText: 'Mixed dried seafood bag' });
  await expect(bag).toContainText('Price at the stall');
  await expect(bag).not.toContainText('in stock');
  await expect(bag).not.toContainText('$0.00');

  await callAsUser(page.request, seller.token, '/res/product/create', {
    name: 'Shui Xian tea tins',
    description: 'Wuyi rock oolong.',
    imagePath: [],
    variants: [
      { name: '150 g', price: 88, cost: 45, quantity: 5 },
      { name: '500 g', price: 268, cost: 140, quantity: 2 },
    ],
  });
  await page.goto(`/shop?id=${seller.user_id}`);
  const tins = page.locator('article', { hasText: 'Shui Xian tea tins' });
  await expect(tins).toContainText('from $88.00');
  await expect(page.locator('article', { hasText: 'Mixed dried seafood bag' })).toContainText(
    'Price at the stall',
  );
  fs.mkdirSync('.tmp/screens', { recursive: true });
  await tins.screenshot({ path: '.tmp/screens/from-price-card-390.png' });
  await page.screenshot({ path: '.tmp/screens/from-price-shop-390.png' });

  // in Chinese: 「$88 起」
  await page.evaluate(() => localStorage.setItem('locale', 'zh-HK'));
  await page.goto(`/shop?id=${seller.user_id}&lang=zh-HK`);
  await expect(page.locator('article', { hasText: 'Shui Xian tea tins' })).toContainText('$88.00 起');
});
