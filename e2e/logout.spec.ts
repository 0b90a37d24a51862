import { expect, test } from '@playwright/test';
import { DEMO, loginByApi } from './support/app';

// docs/product.md §2: logging out returns to / with the customer navigation, from any screen (issue 25: from
// My profile it used to land on /login?redirect=/myProfile).
test('logging out from My profile returns to the feed as a visitor', async ({ page }) => {
  await loginByApi(page, DEMO.seller);
  await page.goto('/myProfile');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  // the session is cleared once the feed's route has loaded (useLogout awaits the navigation first)
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
