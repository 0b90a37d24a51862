import { expect, test } from '@playwright/test';
import { uploadCodeByApi } from './fixtures/order-helpers';
import { cachedProducts, waitForController } from './fixtures/pos-helpers';
import { callAsUser, createProductByApi, newSellerSession } from './fixtures/products-helpers';

// the service worker is what this file tests in part (playwright.config.ts blocks it elsewhere)
test.use({ serviceWorkers: 'allow' });

// docs/decisions/0281-split-payments.md, "Offline": on the offline till a $451.35 bill is paid $200 by an FPS code
// and the rest in cash, $300 handed over (cash pays $251.35 → $251.40, $48.60 change), as on the online till; the
// receipt lists both parts; back online it syncs once as one split sale, to check for its FPS part.
test.use({ viewport: { width: 390, height: 844 } });

test('a split payment on the offline till: FPS code + cash with change, its receipt, one synced sale', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const session = await newSellerSession(page);
  await uploadCodeByApi(page.request, session.token, 'Mei FPS');
  const tin = await createProductByApi(page.request, session.token, { name: 'Abalone tin', price: 451.35 });

  await page.goto('/pos');
  await waitForController(page);
  await expect(page.getByTestId('pos-sync-status')).toHaveAttribute('data-online', 'true');
  await expect.poll(() => cachedProducts(page, session.user_id), { timeout: 15_000 }).toBe(1);

  await context.setOffline(true);
  await expect(page.getByTestId('pos-sync-status')).toHaveAttribute('data-online', 'false');
  await page.locator(`[data-offline-product="${tin._id}"]`).click();
  await page.getByRole('button', { name: 'Charge', exact: true }).click();
  await page.getByRole('button', { name: 'Split payment' }).click();
  await expect(page.getByTestId('split-remaining')).toHaveText('$451.35');

  // the next part's methods (the pay step's own method chips are the same names)
  const next = page.getByRole('group', { name: 'Next part: how?' });
  await next.getByText('Mei FPS', { exact: true }).click();
  await page.getByLabel('Amount of this part').fill('200');
  await page.getByRole('button', { name: 'Add $200.00' }).click();
  await expect(page.getByTestId('split-remaining')).toHaveText('$251.35');
  await next.getByText('Cash', { exact: true }).click();
  await page.getByLabel('Cash received').fill('300');
  await page.getByRole('button', { name: 'Add $300.00' }).click();
  await expect(page.getByTestId('split-remaining')).toHaveText('$0.00');
  await expect(page.getByTestId('split-change')).toHaveText('$48.60');
  await page.getByRole('button', { name: 'Mark paid' }).click();

  await expect(page.getByRole('heading', { name: 'Receipt' })).toBeVisible();
  const parts = page.getByTestId('offline-receipt-parts');
  await expect(parts).toContainText('Mei FPS');
  await expect(parts).toContainText('200.00');
  await expect(page.getByTestId('offline-change')).toContainText('48.60');
  await expect(page.getByTestId('offline-fps-to-check')).toBeVisible();
  await page.screenshot({ path: 'test-results/offline-split-receipt.png', fullPage: true });
  await page.getByRole('button', { name: 'New sale' }).click();

  await context.setOffline(false);
  await expect(page.getByTestId('pos-sync-status')).toHaveAttribute('data-waiting', '0', { timeout: 30_000 });
  type Sales = {
    items: { total: number; rounding: number; to_check: boolean; payment_method: { kind: string } | null }[];
  };
  const sales = await callAsUser<Sales>(page.request, session.token, '/res/order/sales', {
    period: 'all',
    channel: 'all',
  });
  expect(sales.items.map((s) => [s.total, s.rounding, s.payment_method?.kind, s.to_check])).toEqual([
    [451.4, 0.05, 'split', true],
  ]);
});
