import { expect, type Page, test } from '@playwright/test';
import { cachedProducts, waitForController } from './fixtures/pos-helpers';
import {
  callAsUser,
  createProductByApi,
  newSellerSession,
  type TestSession,
} from './fixtures/products-helpers';
import { TEST_PASSWORD } from './support/app';
import { unlockTill } from './support/till';

// the service worker is what this file tests in part (playwright.config.ts blocks it elsewhere)
test.use({ serviceWorkers: 'allow' });

// docs/decisions/0288-offline-manager-approval.md: a cashier on the offline till gives half off the bill; the till
// asks a manager's PIN and checks it against the verifiers it kept (a wrong PIN is refused), the manager's PIN
// approves, the sale syncs when the network is back, and the seller's sale page names the manager.
test.use({ viewport: { width: 390, height: 844 } });

/** a second session of the same seller, never used as a till, for the checks over the API */
async function apiSession(page: Page, seller: TestSession): Promise<string> {
  const res = await page.request.post('/api/auth/user/login', {
    data: { data: { email: seller.email, passwd: TEST_PASSWORD } },
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

test('offline, a cashier’s big bill discount waits for a manager’s PIN and the synced sale names her', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const seller = await newSellerSession(page);
  for (const [name, pin, role] of [
    ['Mrs Chan', '1111', 'owner'],
    ['Kit', '2468', 'cashier'],
    ['May', '1357', 'manager'],
  ])
    await callAsUser(page.request, seller.token, '/res/staff/create', { name, pin, role });
  const tin = await createProductByApi(page.request, seller.token, { name: 'Abalone tin', price: 100 });

  await page.goto('/pos');
  await waitForController(page);
  await unlockTill(page, '2468');
  await expect(page.getByTestId('till-holder')).toHaveText('Selling: Kit');
  await expect(page.getByTestId('pos-sync-status')).toHaveAttribute('data-online', 'true');
  await expect.poll(() => cachedProducts(page, seller.user_id), { timeout: 15_000 }).toBe(1);

  await context.setOffline(true);
  await expect(page.getByTestId('pos-sync-status')).toHaveAttribute('data-online', 'false');
  await page.locator(`[data-offline-product="${tin._id}"]`).click();
  await page.getByRole('button', { name: 'Charge', exact: true }).click();
  await page.getByRole('button', { name: 'Discount on the bill' }).click();
  const discount = page.getByRole('dialog', { name: 'Discount on the bill' });
  await discount.getByLabel('Dollars off').fill('50');
  await discount.getByRole('button', { name: 'Apply' }).click();

  // above the shop's 10 %: the manager's PIN, checked on the device
  const approval = page.getByTestId('manager-approval');
  await expect(approval).toContainText("This discount is above your role's limit.");
  await expect(page.getByTestId('offline-bill-discount')).toHaveCount(0);
  await approval.getByRole('button', { name: 'Ask a manager to approve' }).click();
  await expect(approval.getByRole('heading', { name: 'Manager: enter your PIN to approve' })).toBeVisible();
  for (const d of '9999') await approval.getByRole('button', { name: d, exact: true }).click();
  await expect(approval).toContainText('Wrong PIN. Try again.');
  // the cashier's own PIN is hers, but her role cannot approve
  for (const d of '2468') await approval.getByRole('button', { name: d, exact: true }).click();
  await expect(approval).toContainText('Kit cannot approve this.');
  for (const d of '1357') await approval.getByRole('button', { name: d, exact: true }).click();
  await expect(approval).toHaveCount(0);
  await expect(page.getByTestId('offline-bill-discount')).toHaveText('−$50.00');

  await page.getByRole('button', { name: 'Cash', exact: true }).click();
  await page.getByRole('button', { name: 'Exact' }).click();
  await page.getByRole('button', { name: 'Mark paid' }).click();
  await expect(page.getByRole('heading', { name: 'Receipt' })).toBeVisible();
  await expect(page.getByTestId('offline-receipt')).toContainText('$50.00');
  await page.getByRole('button', { name: 'New sale' }).click();

  await context.setOffline(false);
  await expect(page.getByTestId('pos-sync-status')).toHaveAttribute('data-waiting', '0', { timeout: 30_000 });
  const token = await apiSession(page, seller);
  type Sales = { items: { order_id: string; total: number; to_check: boolean }[] };
  const sales = await callAsUser<Sales>(page.request, token, '/res/order/sales', {
    period: 'all',
    channel: 'all',
  });
  expect(sales.items.map((s) => [s.total, s.to_check])).toEqual([[50, false]]);

  await page.goto(`/MySaleDetail?id=${encodeURIComponent(sales.items[0]!.order_id)}`);
  await expect(page.getByTestId('sale-served-by')).toHaveText('Kit');
  await expect(page.getByTestId('sale-approved-by')).toHaveText('May');
  await expect(page.getByText('Approved by')).toBeVisible();
  await expect(page.getByTestId('sale-to-check')).toHaveCount(0);
});
