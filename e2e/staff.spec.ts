import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import Database from 'better-sqlite3';
import {
  callAsUser,
  createProductByApi,
  newSellerSession,
  type TestSession,
} from './fixtures/products-helpers';
import { TEST_PASSWORD } from './support/app';
import { expectNoSeriousAxeFindings } from './support/axe';
import { unlockTill } from './support/till';

/**
 * Staff at a shared till (docs/decisions/0280-staff-pins-and-roles.md): the owner's PIN opens the till, a cashier
 * takes over in two taps and a PIN, her sale is hers, her refund waits for a manager's PIN.
 */

const hkToday = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Hong_Kong' });

/** a second session of the same seller, never used as a till, for the checks over the API */
async function apiSession(page: Page, seller: TestSession): Promise<string> {
  const res = await page.request.post('/api/auth/user/login', {
    data: { data: { email: seller.email, passwd: TEST_PASSWORD } },
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

async function shopWithStaff(page: Page) {
  const seller = await newSellerSession(page);
  const owner = await callAsUser<{ _id: string }>(page.request, seller.token, '/res/staff/create', {
    name: 'Mrs Chan',
    pin: '1111',
    role: 'owner',
  });
  const cashier = await callAsUser<{ _id: string }>(page.request, seller.token, '/res/staff/create', {
    name: 'Kit',
    pin: '2468',
    role: 'cashier',
  });
  return { seller, owner, cashier };
}

test('the owner opens the till, a cashier sells, and her refund waits for the owner’s PIN', async ({
  page,
}) => {
  test.setTimeout(90_000 * (process.env.CI ? 2 : 1));
  const { seller, cashier, owner } = await shopWithStaff(page);
  await createProductByApi(page.request, seller.token, { name: 'Lotus seed paste', price: 38 });

  await page.goto('/pos');
  await expect(page.getByRole('region', { name: 'Enter your PIN to sell' })).toBeVisible();
  await unlockTill(page, '1111');
  await expect(page.getByTestId('till-holder')).toHaveText('Selling: Mrs Chan');

  // the cashier takes over: Switch, then her PIN
  await page.getByRole('button', { name: 'Switch' }).click();
  const pad = page.getByRole('region', { name: 'Enter your PIN to sell' });
  for (const d of '2468') await pad.getByRole('button', { name: d, exact: true }).click();
  await expect(page.getByTestId('till-holder')).toHaveText('Selling: Kit');

  await page.getByRole('button', { name: 'Add Lotus seed paste' }).click();
  await page
    .getByRole('button', { name: /^Charge/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/pay-option$/);
  await page.getByRole('link', { name: /Cash/ }).click();
  await page.getByRole('button', { name: 'Exact' }).click();
  await page.getByRole('button', { name: 'Payment received' }).click();
  await expect(page).toHaveURL(/\/finish-pay\?id=/);
  const saleId = new URL(page.url()).searchParams.get('id')!;

  // the sale is the cashier's (sales by staff, from a session that is not the till)
  const token = await apiSession(page, seller);
  type Rows = { rows: { staff_id: string | null; gross: number; refunds: number; sales: number }[] };
  const bySeller = await callAsUser<Rows>(page.request, token, '/res/staff/sales', {
    from: hkToday(),
    to: hkToday(),
  });
  expect(bySeller.rows.find((r) => r.staff_id === cashier._id)).toMatchObject({ gross: 38, sales: 1 });

  // her refund is refused; a manager's PIN (a wrong one first) approves it
  await page.goto(`/MySaleDetail?id=${encodeURIComponent(saleId)}`);
  await page.getByRole('button', { name: 'Refund…' }).click();
  const sheet = page.getByRole('dialog', { name: 'Refund' });
  await sheet.getByRole('button', { name: 'Refund everything left' }).click();
  await sheet.getByRole('textbox', { name: 'Reason' }).fill('Wrong flavour');
  await sheet.getByRole('button', { name: 'Refund $38.00' }).click();
  const approval = sheet.getByTestId('manager-approval');
  await expect(approval).toContainText('Refunds need a manager.');
  await approval.getByRole('button', { name: 'Ask a manager to approve' }).click();
  await expect(approval.getByRole('heading', { name: 'Manager: enter your PIN to approve' })).toBeVisible();
  for (const d of '9999') await approval.getByRole('button', { name: d, exact: true }).click();
  await expect(approval).toContainText('Wrong PIN. Try again.');
  for (const d of '1111') await approval.getByRole('button', { name: d, exact: true }).click();
  await expect(page.getByTestId('refunded-total')).toHaveText('$38.00');

  const after = await callAsUser<Rows>(page.request, token, '/res/staff/sales', {
    from: hkToday(),
    to: hkToday(),
  });
  expect(after.rows.find((r) => r.staff_id === cashier._id)).toMatchObject({ refunds: 38 });
  // who approved it is kept on the refund row (not in any call's answer yet): read from the test server's database
  const db = new Database(path.resolve(`.tmp/e2e-data-${process.env.E2E_PORT ?? 3100}/stallfeed.sqlite`), {
    readonly: true,
  });
  try {
    const row = db.prepare('SELECT staff_id, approved_by FROM order_refunds WHERE order_id = ?').get(saleId);
    expect(row).toEqual({ staff_id: cashier._id, approved_by: owner._id });
  } finally {
    db.close();
  }
});

test('a cashier’s 30 % off at the till waits for a manager’s PIN over the sale, then stays as she scans on', async ({
  page,
}) => {
  test.setTimeout(60_000 * (process.env.CI ? 2 : 1));
  const { seller } = await shopWithStaff(page);
  await createProductByApi(page.request, seller.token, { name: 'Almond cookies', price: 50 });
  await createProductByApi(page.request, seller.token, { name: 'Egg rolls', price: 20 });
  await page.goto('/pos');
  await unlockTill(page, '2468');
  await expect(page.getByTestId('till-holder')).toHaveText('Selling: Kit');
  await page.getByRole('button', { name: 'Add Almond cookies' }).click();
  await page.getByRole('button', { name: /Review sale/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Current sale' });
  await sheet.getByRole('button', { name: 'Discount on Almond cookies' }).click();
  const lineDialog = page.getByRole('dialog', { name: 'Discount on Almond cookies' });
  await lineDialog.getByRole('button', { name: '% off' }).click();
  await lineDialog.getByLabel('Percent off').fill('30');
  await lineDialog.getByRole('button', { name: 'Apply' }).click();

  // above the shop's 10 %: the save is refused and the till asks for a manager over whatever is open
  const approval = page.getByTestId('manager-approval');
  await expect(approval).toContainText("This discount is above your role's limit.");
  await approval.getByRole('button', { name: 'Ask a manager to approve' }).click();
  await expect(approval.getByRole('heading', { name: 'Manager: enter your PIN to approve' })).toBeVisible();
  await page.screenshot({ path: '.tmp/screens/till-approval-390.png' });
  for (const d of '1111') await approval.getByRole('button', { name: d, exact: true }).click();
  await expect(approval).toBeHidden();
  await expect(sheet.getByRole('button', { name: 'Discount on Almond cookies' })).toHaveText('−$15.00');
  await expect(sheet.getByTestId('sale-total')).toHaveText('$35.00');
  await page.keyboard.press('Escape');

  // the next item keeps the approved discount without a second PIN
  await page.getByRole('button', { name: 'Add Egg rolls' }).click();
  await page.waitForFunction(
    () => localStorage.getItem('posOrder') && !localStorage.getItem('posOrderLines'),
  );
  await expect(approval).toHaveCount(0);
  await page.reload();
  await unlockTill(page, '2468');
  await expect(page.getByRole('button', { name: /^Charge/ }).first()).toContainText('$55.00');
});

test('a helper clocks in and out from the locked till with her PIN; the owner sees her hours (decision 0287)', async ({
  page,
}) => {
  await shopWithStaff(page);
  await page.goto('/pos');
  await expect(page.getByRole('region', { name: 'Enter your PIN to sell' })).toBeVisible();
  await page.getByRole('link', { name: 'Clock in or out' }).click();
  await expect(page).toHaveURL(/\/time-clock$/);
  // the locked till's own PIN pad stays on show while this screen's module loads (decision 0004, third update)
  await expect(page.getByRole('heading', { name: 'Time clock' })).toBeVisible();
  const result = page.getByTestId('time-clock-result');
  for (const d of '2468') await page.getByRole('button', { name: d, exact: true }).click();
  await expect(result).toHaveText(/^Clocked in: Kit, \d{2}:\d{2}$/);
  // the entry is open in the hours below
  await expect(page.getByTestId('hours-entries')).toContainText('Still in');
  // a busy phone: the four taps arrive before React draws any of them (one task), and each still counts
  await page.evaluate(() => {
    for (const d of '2468') document.querySelector<HTMLButtonElement>(`button[aria-label="${d}"]`)!.click();
  });
  await expect(result).toHaveText('Clocked out: Kit, 0 h 0 min');
  await expect(page.getByTestId('hours-totals')).toContainText('Kit');
  await expect(page.getByTestId('hours-entries')).not.toContainText('Still in');
  await page.screenshot({ path: '.tmp/screens/time-clock-390.png', fullPage: true });
  await expectNoSeriousAxeFindings(page, '/time-clock');
});

test.describe('at laptop width', () => {
  test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false });

  test('the staff screen, reached from the account sheet, lists the staff and has no serious axe findings', async ({
    page,
  }) => {
    await shopWithStaff(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Staff' }).click();
    await expect(page).toHaveURL(/\/staff$/);
    await expect(page.getByText('Kit', { exact: true })).toBeVisible();
    await expect(page.getByText('Mrs Chan', { exact: true })).toBeVisible();
    await expectNoSeriousAxeFindings(page, '/staff at 1440');
  });

  test('the owner adds her own role, gives it to a helper, and sets the till’s discount limit', async ({
    page,
  }) => {
    const { seller, cashier } = await shopWithStaff(page);
    await page.goto('/staff');
    await page.getByRole('button', { name: 'Add a role' }).click();
    const form = page.getByRole('form', { name: 'Add a role' });
    await form.getByLabel('Role name').fill('Weekend helper');
    await form.getByRole('checkbox', { name: 'Refunds' }).check();
    await form.getByRole('checkbox', { name: 'Sees reports' }).check();
    await form.getByRole('button', { name: 'Save' }).click();
    const role = page.getByTestId('staff-role').filter({ hasText: 'Weekend helper' });
    await expect(role).toContainText('Refunds · Sees reports');

    await page.getByRole('button', { name: 'Edit Kit' }).click();
    const edit = page.getByRole('form', { name: 'Edit Kit' });
    await edit.getByLabel('Role').selectOption({ label: 'Weekend helper' });
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: 'Kit' }).first()).toContainText(
      'Weekend helper',
    );

    await page.getByLabel('Discount without a manager (%)').fill('15');
    await page.getByRole('button', { name: 'Save' }).last().click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
    fs.mkdirSync('.tmp/screens', { recursive: true });
    await page.screenshot({ path: '.tmp/screens/staff-roles-1440.png', fullPage: true });
    await expectNoSeriousAxeFindings(page, '/staff roles at 1440');

    // what the server holds: Kit's role is the new one, with its permissions; the limit is 15 %
    const token = await apiSession(page, seller);
    type List = {
      items: { _id: string; role: string; permissions: string[] }[];
      settings: { discount_limit_percent: number };
    };
    const list = await callAsUser<List>(page.request, token, '/res/staff/list', {});
    expect(list.items.find((m) => m._id === cashier._id)?.permissions.sort()).toEqual([
      'refund',
      'see_reports',
    ]);
    expect(list.settings.discount_limit_percent).toBe(15);
  });
});
