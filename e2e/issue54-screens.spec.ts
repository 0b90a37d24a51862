import fs from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { callAsUser, createProductByApi, newSellerSession, registerByApi } from './fixtures/products-helpers';
import { DEMO, loginByApi } from './support/app';
import { clippedMoney } from './support/money-clip';

// Issue 54, "every figure agrees" (docs/decisions/0266-every-figure-agrees.md): the till's sale sheet counts every
// discount once, the carts show a weighed line per its unit, no amount is cut at 390 px, the laptop catalogue shows
// units, a product with variants shows the chosen one's price, and an open price has one wording.

const saleBar = (page: Page) => page.getByRole('region', { name: 'Current sale' });
const SCREENS = '.tmp/screens';
fs.mkdirSync(SCREENS, { recursive: true });

async function asCustomer(page: Page, locale = 'en') {
  const shopper = await registerByApi(page.request, 'c');
  await page.goto('/language');
  await page.evaluate(
    ({ s, locale }) => {
      for (const [k, v] of Object.entries({
        token: s.token,
        role: s.role,
        user_id: s.user_id,
        email: s.email,
        locale,
      }))
        localStorage.setItem(k, v);
    },
    { s: shopper, locale },
  );
  return shopper;
}

async function weighedAndTin(page: Page) {
  const seller = await registerByApi(page.request, 's');
  const scallops = await callAsUser<{ _id: string }>(page.request, seller.token, '/res/product/create', {
    name: 'Loose dried scallops 散裝元貝, medium, from the sack',
    description: 'Weighed for you.',
    cost: 450,
    imagePath: [],
    category: ['Dried seafood'],
    unit: 'catty',
    price: 680,
    quantity: 20,
    step: 0.25,
  });
  const tin = await createProductByApi(page.request, seller.token, {
    name: 'Butter egg roll gift tin 牛油蛋卷禮盒',
    price: 135,
    quantity: 50,
  });
  return { scallops, tin };
}

async function addFromProductPage(page: Page, id: string, steps = 0) {
  await page.goto(`/market-product?id=${id}`);
  const add = page.getByRole('button', { name: /Add to cart|加入購物車/ });
  await expect(add).toBeEnabled();
  for (let i = 0; i < steps; i++)
    await page
      .getByRole('group', { name: /Quantity of|數量/ })
      .getByRole('button')
      .last()
      .click();
  await add.click();
  await expect(page.getByRole('link', { name: /cart|購物車/i }).first()).toContainText(/\d/);
}

test('the till’s sale sheet counts every discount once and reads as its receipt', async ({ page }) => {
  const seller = await newSellerSession(page);
  await createProductByApi(page.request, seller.token, { name: 'Egg roll tin', price: 135 });
  await createProductByApi(page.request, seller.token, { name: 'Plums', price: 45.5 });
  await page.goto('/pos');
  await page.getByRole('button', { name: 'Add Egg roll tin' }).click();
  await page.getByRole('button', { name: 'Add another Egg roll tin (1 in sale)' }).click();
  await page.getByRole('button', { name: 'Add Plums' }).click();
  await saleBar(page)
    .getByRole('button', { name: /Review sale/ })
    .click();
  const sheet = page.getByRole('dialog', { name: 'Current sale' });
  await sheet.getByRole('button', { name: 'Discount on Egg roll tin' }).click();
  const lineDialog = page.getByRole('dialog', { name: 'Discount on Egg roll tin' });
  await lineDialog.getByLabel('Dollars off').fill('20');
  await lineDialog.getByRole('button', { name: 'Apply' }).click();
  await sheet.getByRole('button', { name: 'Discount on the bill' }).click();
  const billDialog = page.getByRole('dialog', { name: 'Discount on the bill' });
  await billDialog.getByRole('button', { name: '% off' }).click();
  await billDialog.getByLabel('Percent off').fill('10');
  await billDialog.getByRole('button', { name: 'Apply' }).click();
  // 2 × $135.00 − $20.00 = $250.00; + $45.50 = $295.50; 10 % off the bill $29.55; $265.95
  await expect(sheet.getByRole('button', { name: 'Discount on Egg roll tin' })).toHaveText('−$20.00');
  await expect(sheet.getByTestId('line-amount')).toHaveText(['$250.00', '$45.50']);
  await expect(sheet.getByTestId('sale-subtotal')).toHaveText('$295.50');
  await expect(sheet.getByTestId('bill-discount')).toHaveText('−$29.55');
  await expect(sheet.getByTestId('sale-total')).toHaveText('$265.95');
  // before: "Discount −$49.55" (the line's and the bill's together) above "Discount on the bill −$29.55"
  await expect(sheet.getByText('−$49.55')).toHaveCount(0);
  await expect(sheet.getByText('$315.50')).toHaveCount(0);
  expect(await clippedMoney(page)).toEqual([]);
  await page.screenshot({ path: `${SCREENS}/issue54-till-sheet-390.png` });
});

for (const locale of ['en', 'zh-HK'] as const)
  test(`the till’s sale bar shows a four-figure total whole beside its Charge button (${locale})`, async ({
    page,
  }) => {
    const seller = await newSellerSession(page);
    await page.evaluate((l) => localStorage.setItem('locale', l), locale);
    const box = await createProductByApi(page.request, seller.token, {
      name: 'Abalone gift box',
      price: 1288,
      quantity: 9,
    });
    const tin = await createProductByApi(page.request, seller.token, {
      name: 'Egg roll tin',
      price: 135,
      quantity: 99,
    });
    await page.goto('/pos');
    await page.locator(`button[data-product-id="${box._id}"]`).click();
    const tinTile = page.locator(`button[data-product-id="${tin._id}"]`);
    for (let n = 1; n <= 8; n++) {
      await tinTile.click();
      // its badge counts the tap before the next (a tap on a loaded machine is not lost)
      await expect(tinTile.locator('xpath=../span[@aria-hidden="true"]')).toHaveText(String(n));
    }
    // before: the total ran under the Charge button and read "$2,368.0"
    await expect(page.getByRole('region', { name: locale === 'en' ? 'Current sale' : '今單' })).toContainText(
      '$2,368.00',
    );
    expect(await clippedMoney(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENS}/issue54-sale-bar-${locale}-390.png` });
  });

for (const locale of ['en', 'zh-HK'] as const) {
  const per = locale === 'en' ? '$680.00 / catty' : '$680.00 / 斤';
  test(`a weighed line shows its unit in the guest and the logged-in cart, no amount cut (${locale})`, async ({
    page,
  }) => {
    const { scallops, tin } = await weighedAndTin(page);
    await page.goto('/language');
    await page.evaluate((l) => localStorage.setItem('locale', l), locale);
    // a guest's cart, kept on the phone
    await addFromProductPage(page, scallops._id, 6); // 1.75 catty: $1,190.00
    await addFromProductPage(page, tin._id);
    await page.goto('/shoping');
    const scallopLine = page.locator(`[data-cart-line="${scallops._id}"]`);
    await expect(scallopLine).toContainText(per);
    await expect(scallopLine).toContainText('$1,190.00');
    await expect(page.locator(`[data-cart-line="${tin._id}"]`)).toContainText('$135.00');
    expect(await clippedMoney(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENS}/issue54-cart-guest-${locale}-390.png`, fullPage: true });

    // a logged-in shopper's cart, kept by the server
    await page.evaluate(() => localStorage.clear());
    await asCustomer(page, locale);
    await addFromProductPage(page, scallops._id, 6);
    await addFromProductPage(page, tin._id);
    await page.goto('/shoping');
    await expect(scallopLine).toContainText(per);
    await expect(scallopLine).toContainText('$1,190.00');
    expect(await clippedMoney(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENS}/issue54-cart-${locale}-390.png`, fullPage: true });

    await page.goto('/checkout');
    await expect(page.getByText('$1,190.00').first()).toBeVisible();
    expect(await clippedMoney(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENS}/issue54-checkout-${locale}-390.png`, fullPage: true });
  });
}

test('the laptop catalogue shows a price and a stock sold per tael with the tael', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const seller = await newSellerSession(page);
  await callAsUser(page.request, seller.token, '/res/product/create', {
    name: 'Loose Longjing',
    description: 'Weighed to order.',
    cost: 60,
    imagePath: [],
    category: ['Tea'],
    unit: 'tael',
    price: 120,
    quantity: 30,
    step: 1,
  });
  await page.goto('/product');
  const row = page
    .getByRole('table', { name: 'Products' })
    .getByRole('row')
    .filter({ hasText: 'Loose Longjing' });
  await expect(row).toContainText('$120.00 / tael');
  await expect(row).toContainText('$60.00 / tael');
  await expect(row.getByRole('cell').last()).toHaveText('30 tael');
  await page.screenshot({ path: `${SCREENS}/issue54-catalogue-1440.png` });
  await page.evaluate(() => localStorage.setItem('locale', 'zh-HK'));
  await page.reload();
  const zhRow = page.getByRole('table').getByRole('row').filter({ hasText: 'Loose Longjing' });
  await expect(zhRow).toContainText('$120.00 / 兩');
  await expect(zhRow.getByRole('cell').last()).toHaveText('30 兩');
});

test('a product with variants shows the chosen tin’s price and stock, never “from” beside a chosen tin', async ({
  page,
}) => {
  await loginByApi(page, DEMO.customer2);
  await page.goto('/market?search=Shui%20Xian');
  await page
    .getByRole('link', { name: /Shui Xian tea tins/ })
    .first()
    .click();
  await expect(page).toHaveURL(/market-product/);
  const price = page.getByTestId('product-price');
  await expect(page.getByRole('radio', { name: '150 g' })).toBeChecked();
  await expect(price).toHaveText('$88.00');
  await expect(page.getByText(/^from \$\d/)).toHaveCount(0);
  await page.screenshot({ path: `${SCREENS}/issue54-variant-150g-390.png` });
  await page.getByRole('radio', { name: '500 g' }).check({ force: true });
  await expect(price).toHaveText('$268.00');
  await expect(page.getByText(/^from \$\d/)).toHaveCount(0);
  await expect(page.getByText('Only 3 left')).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/issue54-variant-500g-390.png` });
});

test('an open-price product reads “Price at the stall” in the wishlist as in the market', async ({
  page,
}) => {
  const seller = await registerByApi(page.request, 's');
  const bag = await createProductByApi(page.request, seller.token, {
    name: 'Mixed dried fish bag',
    price: 0,
    quantity: 0,
    open_price: true,
  });
  const shopper = await asCustomer(page);
  await callAsUser(page.request, shopper.token, '/res/wishlist/add', { product_id: bag._id });
  await page.goto('/wishlist');
  const item = page.getByRole('listitem').filter({ hasText: 'Mixed dried fish bag' });
  await expect(item).toContainText('Price at the stall');
  await expect(item).not.toContainText('Priced at the stall');
  await expect(item).not.toContainText('Sold out');
  await page.screenshot({ path: `${SCREENS}/issue54-wishlist-390.png` });
  await page.goto(`/market-product?id=${bag._id}`);
  await expect(page.getByText('Price at the stall').first()).toBeVisible();
});
