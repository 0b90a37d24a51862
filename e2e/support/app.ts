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
  await page.goto('/language'); // any page of the app, to reach its storage
  await page.evaluate((s) => {
    for (const storage of [localStorage, sessionStorage]) {
      storage.setItem('token', s.token);
      storage.setItem('role', s.role);
      storage.setItem('user_id', s.user_id);
      storage.setItem('email', s.email);
    }
  }, body.data);
  return body.data;
}
