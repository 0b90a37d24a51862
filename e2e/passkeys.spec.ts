import path from 'node:path';
import { type CDPSession, expect, type Page, test } from '@playwright/test';
import Database from 'better-sqlite3';
import { freshEmail, loginByApi, TEST_PASSWORD } from './support/app';
import { expectNoSeriousAxeFindings } from './support/axe';

// Passkeys end to end (docs/decisions/0256-passkeys.md) with Chromium's virtual authenticator (the DevTools
// protocol's WebAuthn domain): register one from the security screen, log out, sign in with it (no name, no
// password), and confirm it is you with it in the re-authentication sheet before a payout change. A passkey's
// relying party is a domain, so these pages open at localhost (the server's own loopback name), not 127.0.0.1.
const port = process.env.E2E_PORT ?? '3100';
test.use({ baseURL: `http://localhost:${port}` });
const dataDir = path.resolve(import.meta.dirname, `../.tmp/e2e-data-${port}`);

/** what 5 idle minutes and 8 days do: the sessions' proof is old, the passkey no longer new */
function ageAccount(email: string) {
  const db = new Database(path.join(dataDir, 'stallfeed.sqlite'));
  db.pragma('busy_timeout = 5000');
  const user = 'SELECT id FROM users WHERE email_normalized = ?';
  db.prepare(`UPDATE sessions SET proven_at = 1 WHERE user_id = (${user})`).run(email.toLowerCase());
  db.prepare(`UPDATE passkeys SET created_at = created_at - ? WHERE user_id = (${user})`).run(
    8 * 86_400_000,
    email.toLowerCase(),
  );
  db.close();
}

async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; id: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, id: authenticatorId };
}

const WORDS = {
  en: {
    account: 'Account',
    security: 'Security',
    passkeys: 'Passkeys',
    add: 'Add a passkey',
    list: 'Your passkeys',
    logout: 'Log out',
    signIn: 'Sign in with a passkey',
    unsupported: 'This browser cannot use passkeys',
    fps: 'FPS identifier',
    save: 'Save',
    current: 'Current: 91234567',
    reauthTitle: "Confirm it's you",
    usePasskey: 'Use a passkey',
  },
  'zh-HK': {
    account: '帳戶',
    security: '安全',
    passkeys: '密碼匙',
    add: '加入密碼匙',
    list: '你的密碼匙',
    logout: '登出',
    signIn: '用密碼匙登入',
    unsupported: '此瀏覽器不支援密碼匙',
    fps: '轉數快識別資料',
    save: '儲存',
    current: '目前：91234567',
    reauthTitle: '確認是你本人',
    usePasskey: '使用密碼匙',
  },
} as const;

for (const locale of ['en', 'zh-HK'] as const) {
  const w = WORDS[locale];
  test(`a passkey registers on the security screen, signs in, and confirms it is you (${locale})`, async ({
    page,
  }) => {
    test.setTimeout(240_000); // three ceremonies, two axe scans, a log-out and a payout change
    const email = freshEmail('passkey');
    const res = await page.request.post('/api/auth/user/register', {
      data: { data: { email, passwd: TEST_PASSWORD, role: 's' } },
    });
    expect(res.ok()).toBe(true);
    await loginByApi(page, email, TEST_PASSWORD);
    await page.evaluate((l) => localStorage.setItem('locale', l), locale);
    const authenticator = await virtualAuthenticator(page);

    // reached by taps: the account button in the home header → the account sheet → Security
    await page.goto('/');
    await page.getByRole('button', { name: w.account, exact: true }).click();
    await page.getByRole('link', { name: w.security, exact: true }).click();
    await expect(page).toHaveURL('/security');
    const section = page.getByRole('region', { name: w.passkeys, exact: true });
    await section.getByRole('button', { name: w.add }).click();
    // the server loads its WebAuthn library on the first ceremony (docs/decisions/0249-compiled-start.md)
    await expect(section.getByRole('list', { name: w.list }).getByRole('listitem')).toHaveCount(1, {
      timeout: 30_000,
    });
    const { credentials } = await authenticator.cdp.send('WebAuthn.getCredentials', {
      authenticatorId: authenticator.id,
    });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]?.isResidentCredential).toBe(true);
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `.tmp/screens/passkeys-security-${locale}.png` });
    await expectNoSeriousAxeFindings(page, `/security passkeys ${locale}`);

    // log out, then sign in with the passkey: no name, no password
    await page.goto('/myProfile');
    await page.getByRole('button', { name: w.logout, exact: true }).click();
    await expect(page).toHaveURL('/');
    await page.goto('/login');
    await expect(page.getByRole('button', { name: w.signIn })).toBeVisible();
    await page.screenshot({ path: `.tmp/screens/passkeys-login-${locale}.png` });
    await page.getByRole('button', { name: w.signIn }).click();
    await expect(page).toHaveURL('/');
    expect(await page.evaluate(() => localStorage.getItem('email'))).toBe(email);

    // a week later and idle: a payout change asks to confirm, and one touch of the passkey does
    ageAccount(email);
    await page.goto('/payment-codes');
    await page.getByLabel(w.fps, { exact: true }).fill('91234567');
    await page.getByRole('button', { name: w.save, exact: true }).click();
    const sheet = page.getByRole('dialog', { name: w.reauthTitle });
    await expect(sheet.getByRole('button', { name: w.usePasskey })).toBeVisible({ timeout: 20_000 });
    await page.screenshot({ path: `.tmp/screens/passkeys-reauth-${locale}.png` });
    await expectNoSeriousAxeFindings(page, `re-authentication sheet with a passkey ${locale}`);
    await sheet.getByRole('button', { name: w.usePasskey }).click();
    await expect(sheet).toBeHidden({ timeout: 20_000 });
    await expect(page.getByTestId('fps-current')).toHaveText(w.current);

    // a browser without WebAuthn: the screens say so in the reader's language
    const old = await page.context().newPage();
    await old.addInitScript(() => {
      Reflect.deleteProperty(window, 'PublicKeyCredential');
    });
    await old.goto('/security');
    await expect(
      old.getByRole('region', { name: w.passkeys, exact: true }).getByRole('status'),
    ).toContainText(w.unsupported);
    await old.close();
  });
}
