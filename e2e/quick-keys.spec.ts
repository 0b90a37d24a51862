import fs from 'node:fs';
import { expect, type Route, test } from '@playwright/test';
import { useSession } from './fixtures/order-helpers';
import { cachedMeta, cachedProducts } from './fixtures/pos-helpers';
import { callAsUser, createProductByApi, registerByApi } from './fixtures/products-helpers';
import { expectNoSeriousAxeFindings } from './support/axe';

// Issue 31, item 6 (docs/decisions/0230-quick-keys.md): the seller puts what has no barcode on quick keys, in her
// order, and rings it up with one tap at the top of the till.

test('a seller sets up quick keys, orders them, and sells from them with one tap', async ({ page }) => {
  const seller = await registerByApi(page.request, 's');
  for (const name of ['Egg tart', 'Milk tea', 'Pineapple bun'])
    await createProductByApi(page.request, seller.token, { name, price: 12 });
  await useSession(page, seller);
  await page.goto('/pos');
  await page.getByRole('link', { name: 'Set up quick keys' }).click();
  await expect(page).toHaveURL(/\/quick-keys$/);
  await expect(page.getByText('No quick keys yet.', { exact: false })).toBeVisible();

  await page.getByRole('button', { name: 'Add Egg tart to quick keys' }).click();
  await page.getByRole('button', { name: 'Add Milk tea to quick keys' }).click();
  const keys = page.getByTestId('quick-key');
  await expect(keys).toHaveCount(2);
  await page.getByRole('button', { name: 'Move Milk tea up' }).click();
  await expect(keys.nth(0)).toContainText('Milk tea');
  await expect(page.getByRole('heading', { name: 'On the till: 2 of 48' })).toBeVisible();
  // what is on a key is not offered again
  await expect(page.getByRole('button', { name: 'Add Milk tea to quick keys' })).toHaveCount(0);
  await expectNoSeriousAxeFindings(page, 'quick keys');
  fs.mkdirSync('.tmp/screens', { recursive: true });
  await page.screenshot({ path: '.tmp/screens/quick-keys-390.png', fullPage: true });

  // saved as changed: a reload shows the same order
  await page.reload();
  await expect(keys).toHaveCount(2);
  await expect(keys.nth(0)).toContainText('Milk tea');
  await expect(keys.nth(1)).toContainText('Egg tart');

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/pos$/);
  const row = page.getByRole('list', { name: 'Quick keys' });
  await expect(row.getByRole('listitem')).toHaveCount(2);
  await expect(row.getByRole('listitem').nth(0)).toContainText('Milk tea');
  await row.getByRole('button', { name: 'Add Milk tea' }).click();
  await row.getByRole('button', { name: /^Add another Milk tea/ }).click();
  await expect(page.getByRole('region', { name: 'Current sale' })).toContainText('2 items');
  await expect(page.getByRole('region', { name: 'Current sale' })).toContainText('$24.00');
  await page.screenshot({ path: '.tmp/screens/pos-quick-keys-390.png' });
});

test('offline, the till shows the quick keys first, from the phone’s copy', async ({ page }) => {
  test.setTimeout(90_000);
  const seller = await registerByApi(page.request, 's');
  const tart = await createProductByApi(page.request, seller.token, { name: 'Egg tart', price: 12 });
  const tea = await createProductByApi(page.request, seller.token, { name: 'Milk tea', price: 18 });
  await callAsUser(page.request, seller.token, '/res/product/set_quick_keys', { product_ids: [tea._id] });
  await useSession(page, seller);
  await page.goto('/pos');
  await expect(page.getByTestId('pos-sync-status')).toHaveAttribute('data-online', 'true');
  await expect.poll(() => cachedProducts(page, seller.user_id), { timeout: 15_000 }).toBe(2);
  // the copy is saved with its keys: wait for the key list to be kept as well
  await expect
    .poll(() => cachedMeta(page, seller.user_id, 'quickKeys'), { timeout: 15_000 })
    .toEqual([tea._id]);

  const dead = (route: Route) => route.abort('timedout');
  await page.route('**/api/**', dead);
  await page.route('**/healthz', dead);
  // a tap on the till (the till's own or, when a call in the background already failed, the offline till's tile)
  await page
    .locator(`button[data-product-id="${tart._id}"], [data-offline-product="${tart._id}"]`)
    .first()
    .click();
  await expect(page.getByTestId('pos-sync-status')).toHaveAttribute('data-online', 'false', {
    timeout: 20_000,
  });

  const keys = page.getByRole('list', { name: 'Quick keys' });
  await expect(keys.getByRole('listitem')).toHaveCount(1);
  await keys.locator(`[data-offline-key="${tea._id}"]`).click();
  await expect(keys.locator(`[data-offline-key="${tea._id}"]`)).toContainText('1 in sale');
  // the catalogue below still has both
  await expect(page.locator(`[data-offline-product="${tart._id}"]`)).toBeVisible();
  await page.unroute('**/api/**');
  await page.unroute('**/healthz');
});
