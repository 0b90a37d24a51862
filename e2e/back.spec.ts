import { expect, test } from '@playwright/test';
import { DEMO, loginByApi } from './support/app';
import { expectOnceEachUntilHome, walkBack } from './support/back-walk';

// "Back never loops" (docs/decisions/0224-screens-tell-the-truth.md): Back goes back in history when the previous
// entry is the screen's parent, else to the parent in place of this entry; walking Back reaches / without
// showing any screen twice.

test('My profile ⇄ Edit profile: Back, and Save, lead out to / without a loop', async ({ page }) => {
  await loginByApi(page, DEMO.seller);
  await page.goto('/');
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('dialog', { name: 'Account' }).getByRole('link', { name: 'My profile' }).click();
  await expect(page).toHaveURL('/myProfile');
  await page.getByRole('link', { name: 'Edit profile' }).click();
  await expect(page).toHaveURL('/changeMyProfile');
  expectOnceEachUntilHome(await walkBack(page));

  // saving returns to the profile without stacking a second one
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('dialog', { name: 'Account' }).getByRole('link', { name: 'My profile' }).click();
  await page.getByRole('link', { name: 'Edit profile' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL('/myProfile');
  expectOnceEachUntilHome(await walkBack(page));
});

test('Saved → a collection → Back → Back reaches / without a loop', async ({ page }) => {
  await loginByApi(page, DEMO.customer);
  await page.goto('/');
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('dialog', { name: 'Account' }).getByRole('link', { name: 'Saved' }).click();
  await expect(page).toHaveURL('/savedContent');
  const tiles = page.getByRole('list', { name: 'Your collections' });
  await tiles.getByRole('link', { name: /^All saved/ }).click();
  await expect(page).toHaveURL(/\/savedContent\?id=/);
  expectOnceEachUntilHome(await walkBack(page));
});
