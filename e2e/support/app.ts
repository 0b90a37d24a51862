import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'stallfeed-demo-2026';
export const DEMO = {
  seller: 'mei@stallfeed.demo',
  seller2: 'kenji@stallfeed.demo',
  customer: 'ada@stallfeed.demo',
  customer2: 'ben@stallfeed.demo',
};

let n = 0;
export function freshEmail(prefix: string): string {
  n += 1;
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}-${n}@e2e.test`;
}

export const TEST_PASSWORD = 'market stall 2026';

/** Signs up through the register screen as a person would. */
export async function registerThroughUi(page: Page, role: 'seller' | 'customer', email = freshEmail(role)) {
  await page.goto('/register');
  await page.getByText(role === 'seller' ? 'I sell' : 'I shop').click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  // a new account starts its onboarding (docs/decisions/0058); specs about other things go home
  await expect(page).toHaveURL('/signup-terms-condition');
  await page.goto('/');
  return email;
}

/** Logs in through the login screen. */
export async function loginThroughUi(page: Page, email: string, password = DEMO_PASSWORD) {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByLabel('Email or username').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** A session created over the API and put into storage, for specs whose subject is not logging in. */
export async function loginByApi(page: Page, email: string, password = DEMO_PASSWORD) {
  const res = await page.request.post('/api/auth/user/login', {
    data: { data: { email, passwd: password } },
  });
  const body = (await res.json()) as {
    data: { token: string; role: string; user_id: string; email: string };
  };
  await storeSession(page, body.data);
  return body.data;
}

/**
 * Puts a session in the page's storage, as logging in does. To reach the storage it opens a static file of the app's
 * origin (its icon) rather than a screen: a screen's scripts, first paint and hydration cost about 230 ms a time, for
 * every test that signs in (docs/quality.md, "Test run time"). The test then opens the screen it is about.
 */
export async function storeSession(
  page: Page,
  s: { token: string; role: string; user_id: string; email: string },
): Promise<void> {
  await page.goto('/favicon.svg');
  await page.evaluate((x) => {
    for (const storage of [localStorage, sessionStorage]) {
      storage.setItem('token', x.token);
      storage.setItem('role', x.role);
      storage.setItem('user_id', x.user_id);
      storage.setItem('email', x.email);
    }
  }, s);
}
