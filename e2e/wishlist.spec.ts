import { expect, test } from '@playwright/test';
import { createProductByApi, newSession, registerByApi } from './fixtures/products-helpers';
import { expectNoSeriousAxeFindings } from './support/axe';

/**
 * The wishlist (docs/decisions/0244-wishlist.md), 390×844: a shopper saves a product from its page and another from
 * a market card, finds both under Wishlist in the account sheet, and takes one off.
 */
test.use({ viewport: { width: 390, height: 844 } });

test('a shopper saves products with the heart, finds them on her wishlist and takes one off', async ({
  page,
}) => {
  const seller = await registerByApi(page.request, 's');
  const longan = await createProductByApi(page.request, seller.token, {
    name: 'Dried longan 桂圓肉',
    price: 58,
    quantity: 4,
    photo: true,
  });
  await createProductByApi(page.request, seller.token, {
    name: 'Turkish dried figs',
    price: 45,
    quantity: 0,
    photo: true,
  });
  // logged out, the heart leads to log in and back
  await page.goto(`/market-product?id=${longan._id}`);
  await expect(page.getByRole('link', { name: 'Save Dried longan 桂圓肉 to your wishlist' })).toHaveAttribute(
    'href',
    /^\/login\?redirect=/,
  );

  await newSession(page, 'c');
  await page.goto(`/market-product?id=${longan._id}`);
  const heart = page.getByRole('button', { name: 'Save Dried longan 桂圓肉 to your wishlist' });
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await page.goto(`/shop?id=${seller.user_id}`);
  await page.getByRole('button', { name: 'Save Turkish dried figs to your wishlist' }).click();
  await expect(
    page.getByRole('button', { name: 'Save Turkish dried figs to your wishlist' }),
  ).toHaveAttribute('aria-pressed', 'true');

  // the account sheet's Wishlist: last saved first, the sold-out one says so
  await page.goto('/');
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Wishlist' }).click();
  await expect(page).toHaveURL(/\/wishlist$/);
  const list = page.getByRole('list', { name: 'Saved products' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').first()).toContainText('Turkish dried figs');
  await expect(list.getByRole('listitem').first()).toContainText('Sold out');
  await expect(list.getByRole('listitem').last()).toContainText('$58.00');
  await expectNoSeriousAxeFindings(page, 'wishlist');

  await list.getByRole('button', { name: 'Save Turkish dried figs to your wishlist' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await page.reload();
  await expect(page.getByRole('list', { name: 'Saved products' }).getByRole('listitem')).toHaveCount(1);
  // the saved product opens from the list
  await page.getByRole('link', { name: /Dried longan/ }).click();
  await expect(page).toHaveURL(/\/market-product\?id=/);
});
