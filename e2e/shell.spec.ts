import { expect, test } from '@playwright/test';
import { DEMO, loginThroughUi, registerThroughUi } from './support/app';
import { expectNoSeriousAxeFindings } from './support/axe';

test('a new seller gets the seller navigation with the add-post button, and Logout returns to the customer navigation', async ({
  page,
}) => {
  await registerThroughUi(page, 'seller');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Products' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'POS' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Add post' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Market' })).toHaveCount(0);
  // a seller with no posts yet sees the prompt on their posts page
  await nav.getByRole('link', { name: 'Home' }).click();
  await page.goto('/post');
  await expect(page.getByText('Publish your first post and start engaging with customers!')).toBeVisible();
  await page.goto('/');

  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  await expect(nav.getByRole('link', { name: 'Market' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Cart' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Add post' })).toHaveCount(0);
  const stored = await page.evaluate(() => [localStorage.getItem('token'), sessionStorage.getItem('token')]);
  expect(stored).toEqual([null, null]);
});

test('logged out, the order item leads to /login, and after logging in the user lands on /order', async ({
  page,
}) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'Orders' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Forder$/);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await loginThroughUi(page, DEMO.customer2);
  await expect(page).toHaveURL('/order');
});

test('a login-only route sends a logged-out visitor to /login and back there after logging in', async ({
  page,
}) => {
  await page.goto('/about');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fabout/);
  await loginThroughUi(page, DEMO.customer);
  await expect(page).toHaveURL('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('switching to zh-HK changes the interface and survives a reload', async ({ page }) => {
  await page.goto('/language');
  await page.getByText('繁體中文（香港）').click();
  await expect(page.getByRole('heading', { name: '語言' })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('link', { name: '主頁' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('link', { name: '市集' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-HK');
});

test('a wrong password shows the server message in the chosen language', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email or username').fill(DEMO.customer);
  await page.getByLabel('Password').fill('definitely wrong');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The email or password is incorrect.');
});

test('an expired session is cleared from both storages and sends the user to /login', async ({ page }) => {
  await page.goto('/language');
  await page.evaluate(() => {
    for (const storage of [localStorage, sessionStorage]) {
      storage.setItem('token', 'revoked-or-expired-token');
      storage.setItem('role', 'c');
      storage.setItem('user_id', 'someone');
      storage.setItem('email', 'someone@example.test');
    }
  });
  // /order lists the user's orders: its first call is answered 40015
  await page.goto('/order');
  await expect(page).toHaveURL(/\/login\?redirect=%2Forder/);
  const left = await page.evaluate(() =>
    ['token', 'role', 'user_id', 'email'].flatMap((k) => [
      localStorage.getItem(k),
      sessionStorage.getItem(k),
    ]),
  );
  expect(left.every((v) => v === null)).toBe(true);
});

test('the shell pages have no serious accessibility violations', async ({ page }) => {
  for (const path of ['/', '/login', '/register', '/language']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expectNoSeriousAxeFindings(page, path);
  }
});

test('unknown routes show the not-found page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible();
});
