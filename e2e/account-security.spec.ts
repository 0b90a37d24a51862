import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { freshEmail, loginThroughUi, TEST_PASSWORD } from './support/app';
import { expectNoSeriousAxeFindings } from './support/axe';

// Accounts, auth side (issue 9; docs/decisions/0051-sessions-and-security.md, 0053-password-reset.md).
// The e2e server has no SMTP_URL: mails land as .eml files in its DATA_DIR/outbox (scripts/e2e-server.mjs).
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const outbox = path.resolve(import.meta.dirname, `../.tmp/e2e-data-${process.env.E2E_PORT ?? 3100}/outbox`);

/** the links of the mails to `to` whose link goes to `linkPath`, oldest first (quoted-printable undone) */
function linksInOutbox(to: string, linkPath: string): string[] {
  if (!fs.existsSync(outbox)) return [];
  const links: string[] = [];
  // file names start with the time of writing (server/mail/mailer.ts)
  for (const file of fs.readdirSync(outbox).sort()) {
    const raw = fs.readFileSync(path.join(outbox, file), 'utf8');
    if (!raw.includes(`To: ${to}`)) continue;
    const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const link = new RegExp(`https?://[^\\s"<>]+${linkPath}\\?token=[\\w-]+`).exec(text)?.[0];
    if (link) links.push(link);
  }
  return links;
}

/** the link of the newest such mail, once there are at least `count` of them */
async function linkFromOutbox(to: string, linkPath: string, count = 1): Promise<string> {
  await expect
    .poll(() => linksInOutbox(to, linkPath).length, { timeout: 10_000 })
    .toBeGreaterThanOrEqual(count);
  const url = new URL(linksInOutbox(to, linkPath).at(-1)!);
  return `${url.pathname}${url.search}`;
}

async function registerByApi(page: Page, email: string) {
  const res = await page.request.post('/api/auth/user/register', {
    data: { data: { email, passwd: TEST_PASSWORD, role: 'c' } },
  });
  expect(res.ok()).toBe(true);
}

test('forgot password → the link from the mail → a new password → logged in', async ({ page }) => {
  const email = freshEmail('forgot');
  await registerByApi(page, email);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/forgot');
  // the log-in screen, whose "Email or username" the label "Email" also finds, stays on show while this one loads
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await expectNoSeriousAxeFindings(page, '/forgot');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText(email);
  await expectNoSeriousAxeFindings(page, '/forgot (sent)');

  const link = await linkFromOutbox(email, '/login-reset-password');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expectNoSeriousAxeFindings(page, '/login-reset-password');
  await page.getByLabel('New password', { exact: true }).fill('a fresh market secret');
  await page.getByLabel('Repeat the new password').fill('a fresh market secret');
  await page.getByRole('button', { name: 'Save password and log in' }).click();
  // the notice lasts 2 s: look for it first, while the feed is still loading behind it on a busy machine
  await expect(page.getByText('Your password is changed and you are logged in.')).toBeVisible();
  await expect(page).toHaveURL('/');
  expect(await page.evaluate(() => localStorage.getItem('email'))).toBe(email);

  // the link is single use
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('another fresh secret');
  await page.getByLabel('Repeat the new password').fill('another fresh secret');
  await page.getByRole('button', { name: 'Save password and log in' }).click();
  await expect(page.getByRole('alert')).toContainText('already used');
});

test('end another session from /security: that device is sent to /login', async ({ page, browser }) => {
  // two phones logging in through the screen and an axe scan: more than 45 s when the suite runs two at a time
  test.slow();
  const email = freshEmail('sessions');
  await registerByApi(page, email);
  const other = await browser.newContext({
    userAgent: IPHONE,
    viewport: { width: 390, height: 844 },
    baseURL: test.info().project.use.baseURL,
  });
  const otherPage = await other.newPage();
  try {
    await loginThroughUi(otherPage, email, TEST_PASSWORD);
    await loginThroughUi(page, email, TEST_PASSWORD);

    // reached by taps: the account button in the home header → the account sheet → Security
    await page.goto('/');
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('link', { name: 'Security' }).click();
    await expect(page).toHaveURL('/security');
    await expect(page.getByRole('heading', { name: "Where you're logged in" })).toBeVisible();
    await expect(page.getByText('This device')).toBeVisible();
    await expectNoSeriousAxeFindings(page, '/security');

    await page.getByRole('button', { name: 'Log out Safari on iOS' }).click();
    await expect(page.getByText('Safari on iOS was logged out.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log out Safari on iOS' })).toHaveCount(0);

    // the phone learns it on its next call (40015) and goes to /login
    await otherPage.goto('/security');
    await expect(otherPage).toHaveURL(/\/login/);

    // the session register started is still there: log out everywhere else
    await page.getByRole('button', { name: 'Log out everywhere else' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Log out everywhere else' }).click();
    await expect(page.getByText('No other device is logged in.')).toBeVisible();
  } finally {
    await other.close();
  }
});

test('the verification link confirms the email; /signup-set-password sends accounts with a password to /security', async ({
  page,
}) => {
  const email = freshEmail('verify');
  await page.goto('/register');
  await page.getByText('I shop').click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  // a new account goes on to onboarding (docs/decisions/0058)
  await expect(page).toHaveURL('/signup-terms-condition');

  // the sign-up mail arrives first; sending again makes a new link and the first one stops working
  await linkFromOutbox(email, '/verify-email');
  await page.goto('/security');
  await expect(page.getByRole('region', { name: 'Confirm your email' })).toBeVisible();
  await page.getByRole('button', { name: 'Send the link again' }).click();
  await expect(page.getByText('Sent. Check your inbox')).toBeVisible();

  await page.goto(await linkFromOutbox(email, '/verify-email', 2));
  await expect(page.getByText(`Thank you: ${email} is confirmed.`)).toBeVisible();
  await expectNoSeriousAxeFindings(page, '/verify-email');
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL('/security');
  await expect(page.getByText('(confirmed)')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Confirm your email' })).toHaveCount(0);

  await page.goto('/signup-set-password');
  await expect(page.getByText('Your account already has a password.')).toBeVisible();
  await expectNoSeriousAxeFindings(page, '/signup-set-password');
  await page.getByRole('link', { name: 'Go to Security' }).click();
  await expect(page).toHaveURL('/security');
});
