import { expect, test } from '@playwright/test';
import { callAsUser, newSellerSession } from './fixtures/products-helpers';

/**
 * The shop's staff and hours are live across its devices (docs/decisions/0280-staff-pins-and-roles.md,
 * 0287-time-clock.md), 390×844: the owner's phone shows the time clock's hours while her helper clocks in on the
 * stall's tablet, and her staff screen while a new helper is added on another device, each without a reload.
 */
test.use({ viewport: { width: 390, height: 844 } });

// 2 s is the product's bound; CI runs the suite two at a time on 2 cores (see e2e/live-orders.spec.ts)
const LIVE_MS = process.env.CI ? 5000 : 2000;

test('the owner’s phone follows a helper clocking in on the tablet and a helper added elsewhere', async ({
  page,
}) => {
  const seller = await newSellerSession(page);
  await callAsUser(page.request, seller.token, '/res/staff/create', {
    name: 'Kit',
    pin: '2468',
    role: 'cashier',
  });

  const streaming = page.waitForResponse((r) => r.url().includes('/api/user/notification/stream?'));
  await page.goto('/time-clock');
  await streaming;
  await expect(page.getByRole('heading', { name: 'Hours' })).toBeVisible();
  await expect(page.getByTestId('hours-entries')).toHaveCount(0);

  // the tablet at the stall (the shop's session too): Kit clocks in with her PIN
  const clocked = Date.now();
  await callAsUser(page.request, seller.token, '/res/staff/clock', { pin: '2468' });
  await expect(page.getByTestId('hours-entries')).toContainText('Kit', { timeout: LIVE_MS });
  await expect(page.getByTestId('hours-entries')).toContainText('Still in');
  console.log(`hours after the clock-in: ${Date.now() - clocked} ms`);

  // her staff screen, while a weekend helper is added on another device
  await page.goto('/staff');
  await expect(page.getByRole('button', { name: 'Edit Kit' })).toBeVisible();
  await callAsUser(page.request, seller.token, '/res/staff/create', {
    name: 'Ah Fong',
    pin: '1357',
    role: 'cashier',
  });
  await expect(page.getByRole('button', { name: 'Edit Ah Fong' })).toBeVisible({ timeout: LIVE_MS });
});
