import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import Database from 'better-sqlite3';
import { freshEmail, loginByApi, TEST_PASSWORD } from './support/app';
import { expectNoSeriousAxeFindings } from './support/axe';

// Guarded payout changes (docs/decisions/0222-payout-changes.md): an old sign-in must confirm it is the owner
// before the FPS identifier changes; the change is mailed with an undo link that puts the old details back.
const dataDir = path.resolve(import.meta.dirname, `../.tmp/e2e-data-${process.env.E2E_PORT ?? 3100}`);

/** makes every session of the account look signed in long ago (what 5 idle minutes at the stall do) */
function ageSessions(email: string) {
  const db = new Database(path.join(dataDir, 'stallfeed.sqlite'));
  db.pragma('busy_timeout = 5000');
  db.prepare(
    'UPDATE sessions SET proven_at = 1 WHERE user_id = (SELECT id FROM users WHERE email_normalized = ?)',
  ).run(email.toLowerCase());
  db.close();
}

function undoLink(to: string): string | null {
  const outbox = path.join(dataDir, 'outbox');
  if (!fs.existsSync(outbox)) return null;
  for (const file of fs.readdirSync(outbox).sort().reverse()) {
    const raw = fs.readFileSync(path.join(outbox, file), 'utf8');
    if (!raw.includes(`To: ${to}`)) continue;
    const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const link = /https?:\/\/[^\s"<>]+\/payout-undo\?token=[\w-]+/.exec(text)?.[0];
    if (link) return link;
  }
  return null;
}

test('an old sign-in confirms with the password before the FPS ID changes; the mailed link undoes it', async ({
  page,
}) => {
  const email = freshEmail('payout');
  const res = await page.request.post('/api/auth/user/register', {
    data: { data: { email, passwd: TEST_PASSWORD, role: 's' } },
  });
  expect(res.ok()).toBe(true);
  await loginByApi(page, email, TEST_PASSWORD);
  ageSessions(email);

  await page.goto('/payment-codes');
  await page.getByLabel('FPS identifier', { exact: true }).fill('1234567');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: "Confirm it's you" });
  await expect(sheet).toBeVisible();
  await expectNoSeriousAxeFindings(page, 'confirm it is you');
  await sheet.getByLabel('Your password').fill('not the password');
  await sheet.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(sheet.getByRole('alert')).toBeVisible();
  await sheet.getByLabel('Your password').fill(TEST_PASSWORD);
  await sheet.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(sheet).toBeHidden();
  // the refused save was sent again by itself
  await expect(page.getByTestId('fps-current')).toHaveText('Current: 1234567');

  await page.goto('/security');
  const payouts = page.getByRole('region', { name: 'Payout changes' });
  await expect(payouts.getByText('FPS ID changed')).toBeVisible();

  await expect.poll(() => undoLink(email), { timeout: 10_000 }).not.toBeNull();
  const link = new URL(undoLink(email)!);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: 'Undo a payout change' })).toBeVisible();
  await expectNoSeriousAxeFindings(page, '/payout-undo');
  await page.getByRole('button', { name: 'Undo the change' }).click();
  await expect(page.getByRole('status')).toContainText('previous details are back');

  // every session ended: signed in again, the FPS ID is gone and changes are paused
  await loginByApi(page, email, TEST_PASSWORD);
  await page.goto('/payment-codes');
  await expect(page.getByTestId('fps-current')).toHaveCount(0);
  await page.getByLabel('FPS identifier', { exact: true }).fill('7654321');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Payout changes are paused')).toBeVisible();
  await page.goto('/security');
  await expect(page.getByRole('region', { name: 'Payout changes' }).getByText('(undone)')).toBeVisible();
});
