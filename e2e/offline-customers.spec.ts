import { expect, test } from '@playwright/test';
import { cachedCount, cachedProducts, waitForController } from './fixtures/pos-helpers';
import { callAsUser, createProductByApi, newSellerSession, registerByApi } from './fixtures/products-helpers';

// the service worker is what this file tests in part (playwright.config.ts blocks it elsewhere)
test.use({ serviceWorkers: 'allow' });

// docs/decisions/0283-loyalty.md, "Customers on the offline till": the till keeps the shop's customers on the phone;
// offline the cashier finds a regular by her phone, sells, and once the network is back the synced sale earns her
// points.
test.use({ viewport: { width: 390, height: 844 } });

test('offline, a regular found by her phone on the phone’s list earns her points when the sale syncs', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const seller = await newSellerSession(page);
  const shopper = await registerByApi(page.request, 'c');
  await callAsUser(page.request, seller.token, '/res/loyalty/settings', { kind: 'points', percent: 5 });
  const scallops = await createProductByApi(page.request, seller.token, {
    name: 'Dried scallops',
    price: 120,
  });
  // her member card made her an entry at the shop; the seller keeps her name and phone on it
  const { qr } = await callAsUser<{ qr: string }>(page.request, shopper.token, '/res/customer/member_card', {
    seller_id: seller.user_id,
  });
  const entry = await callAsUser<{ customer_id: string }>(
    page.request,
    seller.token,
    '/res/customer/member',
    {
      code: qr,
    },
  );
  await callAsUser(page.request, seller.token, '/res/customer/update', {
    customer_id: entry.customer_id,
    name: 'Mrs Wong',
    phone: '9123 4567',
  });
  await callAsUser(page.request, seller.token, '/res/customer/update', {
    name: 'Mr Lee',
    phone: '6111 2222',
  });

  await page.goto('/pos');
  await waitForController(page);
  await expect(page.getByTestId('pos-sync-status')).toHaveAttribute('data-online', 'true');
  await expect.poll(() => cachedProducts(page, seller.user_id), { timeout: 15_000 }).toBe(1);
  await expect.poll(() => cachedCount(page, seller.user_id, 'customers'), { timeout: 15_000 }).toBe(2);

  await context.setOffline(true);
  await expect(page.getByTestId('pos-sync-status')).toHaveAttribute('data-online', 'false');
  await page.locator(`[data-offline-product="${scallops._id}"]`).click();
  await page.getByRole('button', { name: 'Charge', exact: true }).click();

  // her phone, typed: found in the list kept on the phone, picked with one tap
  await page.getByRole('button', { name: 'Add customer' }).click();
  await page.getByRole('searchbox', { name: 'Phone, name or member QR' }).fill('9123 4567');
  const results = page.getByRole('list', { name: 'Matching customers' });
  await expect(results.getByRole('button')).toHaveCount(1);
  await results.getByRole('button', { name: /Mrs Wong/ }).click();
  const attached = page.getByTestId('till-customer');
  await expect(attached).toContainText('For Mrs Wong');
  // her balance cannot be checked offline: no points to use, a line says why
  await expect(page.getByTestId('till-offline-loyalty')).toHaveText(
    'Earns when the sale syncs. Points are used when online.',
  );
  await expect(page.getByRole('button', { name: /^Use \d+ point/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Cash', exact: true }).click();
  await page.screenshot({ path: 'test-results/offline-till-customer.png' });

  // the cashier removes her and picks her again, by name this time
  await attached.getByRole('button', { name: 'Remove the customer from this sale' }).click();
  await expect(attached).toHaveCount(0);
  await page.getByRole('button', { name: 'Add customer' }).click();
  await page.getByRole('searchbox', { name: 'Phone, name or member QR' }).fill('wong');
  await results.getByRole('button', { name: /Mrs Wong/ }).click();
  await expect(attached).toContainText('For Mrs Wong');

  await page.getByRole('button', { name: 'Exact' }).click();
  await page.getByRole('button', { name: 'Mark paid' }).click();
  await expect(page.getByRole('heading', { name: 'Receipt' })).toBeVisible();
  await expect(page.getByTestId('offline-receipt-customer')).toHaveText('For Mrs Wong');
  await page.getByRole('button', { name: 'New sale' }).click();
  await expect(page.getByTestId('pos-sync-status')).toHaveAttribute('data-waiting', '1');

  await context.setOffline(false);
  await expect(page.getByTestId('pos-sync-status')).toHaveAttribute('data-waiting', '0', { timeout: 30_000 });
  // 5 % of $120.00, on her card at the shop
  const balance = await callAsUser<{ points: number }>(page.request, shopper.token, '/res/loyalty/balance', {
    seller_id: seller.user_id,
  });
  expect(balance.points).toBe(600);
  const her = await callAsUser<{ visits: number; spent: number }>(
    page.request,
    seller.token,
    '/res/customer/get',
    { customer_id: entry.customer_id },
  );
  expect(her).toMatchObject({ visits: 1, spent: 120 });
});
