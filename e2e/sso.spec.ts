import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { loadConfig } from '../server/config';
import { type RunningServer, startServer } from '../server/start-server';
import { startOidcProvider, type TestOidcProvider } from '../server/testing/oidc-provider';

// Single sign-on (issue 10; docs/decisions/0102-single-sign-on.md) in the browser, through the login page of a
// real OpenID provider run here on a loopback port. The shared e2e server has no SSO_ settings (its login page
// shows no SSO button), so this spec starts its own server of the same build with them.
const port = Number(process.env.E2E_PORT ?? 3100) + 60;
const origin = `http://127.0.0.1:${port}`;

let provider: TestOidcProvider;
let app: RunningServer;
let dataDir: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  provider = await startOidcProvider([
    { client_id: 'stallfeed-e2e', client_secret: 'e2e-secret', redirect_uris: [`${origin}/login`] },
  ]);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stallfeed-e2e-sso-'));
  app = await startServer(
    loadConfig({
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'off',
      PUBLIC_URL: origin,
      WEB_DIST: path.resolve(import.meta.dirname, '../dist/web'),
      SSO_ISSUER: provider.issuer,
      SSO_CLIENT_ID: 'stallfeed-e2e',
      SSO_CLIENT_SECRET: 'e2e-secret',
      SSO_NAME: 'Vio',
    }),
  );
});

test.afterAll(async () => {
  await app?.stop();
  await provider?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function signInAtProviderPage(page: import('@playwright/test').Page, login: string) {
  // oidc-provider's development login page, then its consent page
  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/interaction/`));
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('SSO: the login page’s button → the provider’s login page → signed in; the next time the same account', async ({
  page,
}, testInfo) => {
  provider.users.set('lin-sso', { email: 'lin.sso@e2e.test', email_verified: true });
  await page.goto(`${origin}/login`);
  await expect(page.getByRole('button', { name: 'Continue with Vio' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('login-with-sso.png') });
  await page.getByRole('button', { name: 'Continue with Vio' }).click();
  await signInAtProviderPage(page, 'lin-sso');
  // a new account continues with onboarding (docs/decisions/0058)
  await expect(page).toHaveURL(`${origin}/signup-terms-condition`, { timeout: 15_000 });
  const userId = await page.evaluate(() => localStorage.getItem('user_id'));
  expect(userId).toBeTruthy();
  expect(await page.evaluate(() => localStorage.getItem('email'))).toBe('lin.sso@e2e.test');
  // the verifier was used once and is gone
  expect(await page.evaluate(() => sessionStorage.getItem('stallfeed.sso.verifier'))).toBeNull();

  await page.evaluate(() => localStorage.clear());
  await page.evaluate(() => sessionStorage.clear());
  await page.goto(`${origin}/login`);
  await page.getByRole('button', { name: 'Continue with Vio' }).click();
  // the provider remembers the person: straight back (or through its pages once more)
  await page.waitForURL((url) => url.origin === origin || url.href.startsWith(provider.issuer));
  if (page.url().startsWith(provider.issuer)) await signInAtProviderPage(page, 'lin-sso');
  await expect(page).toHaveURL(`${origin}/`, { timeout: 15_000 });
  expect(await page.evaluate(() => localStorage.getItem('user_id'))).toBe(userId);
});

test('SSO with the email of an existing account asks for that account’s password before linking', async ({
  page,
}, testInfo) => {
  const res = await page.request.post(`${origin}/api/auth/user/register`, {
    data: { data: { email: 'sam.existing@e2e.test', passwd: 'market stall 2026', role: 's' } },
  });
  const existing = ((await res.json()) as { data: { user_id: string } }).data;
  provider.users.set('sam-sso', { email: 'sam.existing@e2e.test', email_verified: true });
  await page.goto(`${origin}/login`);
  await page.getByRole('button', { name: 'Continue with Vio' }).click();
  await signInAtProviderPage(page, 'sam-sso');
  await expect(page.getByRole('heading', { name: 'You already have an account' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await page.screenshot({ path: testInfo.outputPath('sso-link.png') });
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Link and log in' }).click();
  await expect(page.getByRole('alert')).toContainText('The current password is incorrect.');
  await page.getByLabel('Password').fill('market stall 2026');
  await page.getByRole('button', { name: 'Link and log in' }).click();
  await expect(page).toHaveURL(`${origin}/`, { timeout: 15_000 });
  expect(await page.evaluate(() => localStorage.getItem('user_id'))).toBe(existing.user_id);
});
