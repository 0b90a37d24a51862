import { expect, test } from '@playwright/test';
import type { Order } from '../contract/orders';
import { callAsUser, createProductByApi, registerByApi } from './fixtures/products-helpers';
import { expectNoSeriousAxeFindings } from './support/axe';
import { toastSeen } from './support/toast';

// Issue 25: a shopper who signs up on the way to checkout skips onboarding, so the sign-up screen asks her name;
// the seller then sees who ordered instead of user-xxxxxx (docs/decisions/0224-screens-tell-the-truth.md).
test('a shopper who signs up at checkout gives her name there, and the seller sees it on the order', async ({
  page,
}) => {
  const seller = await registerByApi(page.request, 's');
  const product = await createProductByApi(page.request, seller.token, {
    name: 'Salted egg yolk fish skin',
    price: 38,
  });

  await page.goto(`/market-product?id=${encodeURIComponent(product._id)}`);
  // added before she leaves the page: a tap on the server-drawn page is done once the app has taken it over
  const added = await toastSeen(page, 'Shopping cart added successfully');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  expect(await added()).toBe(true);
  await page.goto('/shoping');
  await page.getByRole('button', { name: 'Log in to check out' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcheckout/);
  await page.getByRole('link', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/register\?redirect=%2Fcheckout/);
  // the log-in screen stays on show while the sign-up screen's module loads, with fields whose names contain "Email"
  // and "Password" too (decision 0004, third update)
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();

  // her name instead of the optional username; the button waits for it
  await expect(page.getByRole('textbox', { name: 'Username (optional)' })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Email' }).fill(`wong-${Date.now()}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('correct horse battery');
  const create = page.getByRole('button', { name: 'Create account' });
  await expect(create).toBeDisabled();
  await page.getByRole('textbox', { name: 'Your name' }).fill('Wong Siu Ming');
  await expectNoSeriousAxeFindings(page, 'register on the way to checkout');
  await create.click();
  await expect(page).toHaveURL(/\/checkout$/);

  const form = page.getByRole('form', { name: 'New address' });
  await form.getByRole('textbox', { name: 'Recipient' }).fill('Wong Siu Ming');
  await form.getByRole('textbox', { name: 'Phone' }).fill('+852 6123 4567');
  await form.getByRole('textbox', { name: 'Address' }).fill('Flat 8B, 2 Shek Kip Mei Street');
  await form.getByRole('button', { name: 'Save address' }).click();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { name: /order is placed/ })).toBeVisible();

  const orders = await callAsUser<{ items: Order[] }>(page.request, seller.token, '/res/order/list', {
    role: 'seller',
  });
  expect(orders.items.map((o) => o.buyer_name)).toContain('Wong Siu Ming');
});
