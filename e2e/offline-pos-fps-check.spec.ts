import { expect, test } from '@playwright/test';
import { secondPhone, uploadCodeByApi, useSession } from './fixtures/order-helpers';
import { cachedMeta, cachedProducts, waitForController } from './fixtures/pos-helpers';
import { callAsUser, createProductByApi, newSellerSession } from './fixtures/products-helpers';

// the service worker is what this file tests in part (playwright.config.ts blocks it elsewhere)
test.use({ serviceWorkers: 'allow' });

// docs/decisions/0276-fps-offline-to-check.md: an FPS sale made on the offline till is recorded "to check" (nobody
// saw the money arrive); after sync it is listed on the sales screen until the seller ticks it against her bank app.
test.use({ viewport: { width: 390, height: 844 } });

type ToCheck = { items: { order_id: string; total: number; to_check: boolean }[]; count: number };

test('an FPS sale drawn and recorded offline syncs once, is listed to check, and the seller ticks it', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const session = await newSellerSession(page);
  await callAsUser(page.request, session.token, '/user/info/set_fps', { kind: 'fps_id', value: '1234567' });
  await uploadCodeByApi(page.request, session.token, 'FPS 9123 4567');
  const tea = await createProductByApi(page.request, session.token, { name: 'Dried longan tea', price: 42 });

  await page.goto('/pos');
  // the installed app: its files (the QR drawer, the texts) come from the service worker offline
  await waitForController(page);
  await expect(page.getByTestId('pos-sync-status')).toHaveAttribute('data-online', 'true');
  await expect.poll(() => cachedProducts(page, session.user_id), { timeout: 15_000 }).toBe(1);
  await expect.poll(() => cachedMeta(page, session.user_id, 'fps'), { timeout: 15_000 }).not.toBeNull();

  await context.setOffline(true);
  await expect(page.getByTestId('pos-sync-status')).toHaveAttribute('data-online', 'false');
  await page.locator(`[data-offline-product="${tea._id}"]`).click();
  await page.getByRole('button', { name: 'Charge', exact: true }).click();
  await page.getByRole('button', { name: 'FPS 9123 4567', exact: true }).click();
  // the FPS code is drawn on the phone with the amount and the sale's reference: no network needed
  const qr = page.getByTestId('fps-qr');
  await expect(qr.getByRole('img', { name: 'FPS QR code for HK$42.00' })).toBeVisible();
  const payload = (await qr.getAttribute('data-payload')) ?? '';
  expect(payload).toContain('02071234567'); // field 26/02: the FPS ID
  expect(payload).toContain('540542.00'); // field 54: the amount
  await page.getByRole('button', { name: 'Mark paid' }).click();
  await expect(page.getByRole('heading', { name: 'Receipt' })).toBeVisible();
  await expect(page.getByTestId('offline-fps-to-check')).toContainText('check it arrived in your bank app');
  await expect(page.getByTestId('pos-sync-status')).toHaveAttribute('data-waiting', '1');
  await page.getByRole('button', { name: 'New sale' }).click();

  // back online: it syncs once, as one FPS sale to check
  await context.setOffline(false);
  await expect(page.getByTestId('pos-sync-status')).toHaveAttribute('data-waiting', '0', { timeout: 30_000 });
  const sales = await callAsUser<{ items: { order_id: string; to_check: boolean }[] }>(
    page.request,
    session.token,
    '/res/order/sales',
    { period: 'all', channel: 'all' },
  );
  expect(sales.items.map((s) => s.to_check)).toEqual([true]);
  const listed = await callAsUser<ToCheck>(page.request, session.token, '/res/order/list_to_check', {});
  expect(listed.count).toBe(1);
  expect(listed.items.map((s) => [s.order_id, s.total])).toEqual([[sales.items[0]!.order_id, 42]]);

  // the sales screen, by taps from the till: the sale waits under "To check" and is marked in the list
  await page.getByRole('link', { name: 'Sales records' }).click();
  await expect(page).toHaveURL(/\/mySale/);
  const toCheck = page.getByTestId('to-check');
  await expect(toCheck.getByRole('heading', { name: '1 offline sale to check' })).toBeVisible();
  await expect(toCheck).toContainText('$42.00');
  // the row says why (an unapproved discount would say so instead; decision 0288)
  await expect(toCheck.getByTestId('to-check-reasons')).toHaveText('FPS: find it in your bank app');
  await expect(page.getByRole('list', { name: 'Sales', exact: true }).getByText('To check')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Sales', exact: true }).getByText('Not approved')).toHaveCount(
    0,
  );

  // she opens it, finds the $42 in her bank app and ticks it
  await toCheck.getByRole('link', { name: /\$42\.00/ }).click();
  await expect(page).toHaveURL(/\/MySaleDetail\?id=/);
  const detail = page.getByTestId('sale-to-check');
  await expect(detail).toContainText('Find $42.00 in your bank app');
  await detail.getByRole('button', { name: /^Checked/ }).click();
  await expect(page.getByText(/^Sale #\w+ checked$/)).toBeVisible();
  await expect(detail).toHaveCount(0);

  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(/\/mySale/);
  await expect(page.getByRole('list', { name: 'Sales', exact: true }).getByRole('link')).toHaveCount(1);
  await expect(page.getByTestId('to-check')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Sales', exact: true }).getByText('To check')).toHaveCount(0);
  expect((await callAsUser<ToCheck>(page.request, session.token, '/res/order/list_to_check', {})).count).toBe(
    0,
  );
});

test('with only her FPS ID (no FPS picture uploaded), the offline till still offers FPS and draws the code', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const session = await newSellerSession(page);
  await callAsUser(page.request, session.token, '/user/info/set_fps', { kind: 'fps_id', value: '7654321' });
  await createProductByApi(page.request, session.token, { name: 'Salted egg yolk', price: 18.5 });

  await page.goto('/pos');
  await waitForController(page);
  await expect(page.getByTestId('pos-sync-status')).toHaveAttribute('data-online', 'true');
  await expect.poll(() => cachedProducts(page, session.user_id), { timeout: 15_000 }).toBe(1);
  await expect.poll(() => cachedMeta(page, session.user_id, 'fps'), { timeout: 15_000 }).not.toBeNull();

  await context.setOffline(true);
  await expect(page.getByTestId('pos-sync-status')).toHaveAttribute('data-online', 'false');
  await page.locator('[data-offline-product]').first().click();
  await page.getByRole('button', { name: 'Charge', exact: true }).click();
  await page.getByRole('button', { name: 'FPS', exact: true }).click();
  const payload = (await page.getByTestId('fps-qr').getAttribute('data-payload')) ?? '';
  expect(payload).toContain('02077654321');
  expect(payload).toContain('540518.50');
  await page.getByRole('button', { name: 'Mark paid' }).click();
  await expect(page.getByTestId('offline-fps-to-check')).toBeVisible();
  await page.getByRole('button', { name: 'New sale' }).click();

  await context.setOffline(false);
  await expect(page.getByTestId('pos-sync-status')).toHaveAttribute('data-waiting', '0', { timeout: 30_000 });
  const listed = await callAsUser<ToCheck>(page.request, session.token, '/res/order/list_to_check', {});
  expect(listed.items.map((s) => [s.total, s.to_check])).toEqual([[18.5, true]]);
});

test('the sales screen open on her laptop lists an FPS sale to check as her phone syncs it, and drops it when ticked on the phone', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const session = await newSellerSession(page);
  await callAsUser(page.request, session.token, '/user/info/set_fps', { kind: 'fps_id', value: '1234567' });
  const tea = await createProductByApi(page.request, session.token, { name: 'Chrysanthemum tea', price: 36 });
  await page.goto('/mySale');
  await expect(page.getByRole('list', { name: 'Sales', exact: true })).toHaveCount(0);
  await expect(page.getByTestId('to-check')).toHaveCount(0);

  // her phone's offline till syncs a sale paid by a drawn FPS code, as it does when it is back online
  await callAsUser(page.request, session.token, '/res/order/offline_sale', {
    idempotency_key: `to-check-live-${Date.now()}`,
    method: 'fps',
    sold_at: Date.now() - 60_000,
    items: [{ product_id: tea._id, quantity: 1 }],
  });
  // the laptop's screen, not reloaded, lists it (the live stream's sale change)
  const toCheck = page.getByTestId('to-check');
  await expect(toCheck.getByRole('heading', { name: '1 offline sale to check' })).toBeVisible({
    timeout: 10_000,
  });
  await expect(toCheck).toContainText('$36.00');

  // on the phone she opens it from the same list and ticks it
  const phone = await secondPhone(browser, baseURL);
  await useSession(phone, session);
  await phone.goto('/mySale');
  await phone
    .getByTestId('to-check')
    .getByRole('link', { name: /\$36\.00/ })
    .click();
  await phone
    .getByTestId('sale-to-check')
    .getByRole('button', { name: /^Checked/ })
    .click();
  await expect(phone.getByText(/^Sale #\w+ checked$/)).toBeVisible();

  // and the laptop's list lets it go, still without a reload
  await expect(page.getByTestId('to-check')).toHaveCount(0, { timeout: 10_000 });
  await expect(page.getByRole('list', { name: 'Sales', exact: true }).getByText('To check')).toHaveCount(0);
  await phone.context().close();
});
