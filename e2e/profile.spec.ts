import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { useSession } from './fixtures/order-helpers';
import { registerByApi } from './fixtures/products-helpers';
import { DEMO, freshEmail, loginByApi, TEST_PASSWORD } from './support/app';
import { expectNoSeriousAxeFindings } from './support/axe';

test.use({ viewport: { width: 390, height: 844 } });

/** A real photo-like PNG (not square) for the avatar step. */
async function photo(): Promise<Buffer> {
  return sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 200, g: 90, b: 120 } } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="900" height="600"><circle cx="450" cy="300" r="200" fill="#fde68a"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();
}

test('a new seller goes through every onboarding step, follows a seller and sees their post under Following', async ({
  page,
}) => {
  test.setTimeout(90_000); // seven steps, an upload and axe on each screen
  await page.goto('/register');
  await page.getByText('I sell').click();
  await page.getByLabel('Email').fill(freshEmail('onboard'));
  await page.getByLabel('Password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();

  // 1 terms
  await expect(page).toHaveURL('/signup-terms-condition');
  await expect(page.getByText('Step 1 of 7')).toBeVisible();
  await expectNoSeriousAxeFindings(page, 'signup-terms-condition');
  const accept = page.getByRole('button', { name: 'Accept and continue' });
  await expect(accept).toBeDisabled();
  await page.getByLabel(/I have read and accept the terms/).check();
  await accept.click();

  // 2 community rules
  await expect(page).toHaveURL('/signup-post-warning');
  await expectNoSeriousAxeFindings(page, 'signup-post-warning');
  await page.getByRole('button', { name: 'I understand' }).click();

  // 3 names, the username checked as you type; a half-finished onboarding resumes from /signup
  await expect(page).toHaveURL('/signup-set-nickname');
  await page.goto('/signup');
  await expect(page).toHaveURL('/signup-set-nickname');
  await page.getByLabel('Display name').fill('Wing’s Kitchen');
  await page.getByLabel('Username').fill('mei_dried_goods');
  await expect(page.getByText('This username is taken')).toBeVisible();
  const username = `wing_${Date.now().toString(36)}`;
  await page.getByLabel('Username').fill(username);
  await expect(page.getByText('This username is available')).toBeVisible();
  await expectNoSeriousAxeFindings(page, 'signup-set-nickname');
  await page.getByRole('button', { name: 'Continue' }).click();

  // 4 a photo, cropped square in the browser and uploaded
  await expect(page).toHaveURL('/signup-avatar');
  await expect(page.getByTestId('current-avatar')).toHaveAttribute('data-has-avatar', 'no');
  const chooser = page.waitForEvent('filechooser');
  await page.getByText('Choose photo').click();
  await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: await photo() });
  await page.getByLabel('Zoom').fill('1.5');
  await expectNoSeriousAxeFindings(page, 'signup-avatar');
  await page.getByRole('button', { name: 'Save picture' }).click();
  await expect(page.getByTestId('current-avatar')).toHaveAttribute('data-has-avatar', 'yes');
  await page.getByRole('button', { name: 'Continue' }).click();

  // 5 follow a suggested seller
  await expect(page).toHaveURL('/signup-creators');
  const follow = page.getByRole('button', { name: 'Follow Mei 美' });
  await expect(follow).toBeVisible();
  await expectNoSeriousAxeFindings(page, 'signup-creators');
  await follow.click();
  await expect(page.getByRole('button', { name: 'Unfollow Mei 美' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Continue' }).click();

  // 6 interests
  await expect(page).toHaveURL('/signup-dao');
  await page.getByText('Food & drink').click();
  await expectNoSeriousAxeFindings(page, 'signup-dao');
  await page.getByRole('button', { name: 'Continue' }).click();

  // 7 done
  await expect(page).toHaveURL('/finish-setup');
  await expectNoSeriousAxeFindings(page, 'finish-setup');
  // a seller goes on to set up her shop (docs/decisions/0272-seller-onboarding.md; e2e/seller-onboarding.spec.ts
  // walks it); she leaves that for later and opens her feed
  await page.getByRole('button', { name: 'Set up my shop' }).click();
  await expect(page).toHaveURL(/\/sell-setup/);
  await page.goto('/');

  // Following shows Mei's posts only; the interest became a tab
  await page.getByRole('button', { name: 'Following' }).click();
  const cards = page.locator('article[data-post-id]');
  await expect(cards.first()).toBeVisible();
  // cards name a seller by her shop name (issue 25: one public name for a seller everywhere)
  await expect(cards.first().getByText('Mei’s Dried Goods 美記海味', { exact: true })).toBeVisible();
  await expect(cards.filter({ hasText: 'Kenji Crafts' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Food & drink' })).toBeVisible();

  // the profile shows the new name, username, picture and one followed seller
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('link', { name: 'My profile' }).click();
  await expect(page).toHaveURL('/myProfile');
  await expect(page.getByRole('heading', { name: 'Wing’s Kitchen' })).toBeVisible();
  await expect(page.getByText(`@${username}`)).toBeVisible();
  await expect(page.getByText('Finish setting up your account')).toHaveCount(0);
  // a new account has not confirmed its email yet: the banner asks for it (payouts need it, decision 0057)
  await expect(page.getByRole('heading', { name: 'Confirm your email' })).toBeVisible();
});

test('edit profile: bio, shop name and masked payout details; every profile screen in three languages', async ({
  page,
}) => {
  await loginByApi(page, DEMO.seller2);
  await page.goto('/');
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('link', { name: 'My profile' }).click();
  await expect(page.getByRole('heading', { name: 'Kenji' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Confirm your email' })).toHaveCount(0);
  await expectNoSeriousAxeFindings(page, 'myProfile');
  await page.getByRole('link', { name: 'Edit profile' }).click();
  await expect(page).toHaveURL('/changeMyProfile');
  await page.getByLabel('Bio').fill('Now also teaching candle making on Saturdays.');
  await page.getByLabel('Shop name').fill('Kenji Crafts Studio');
  await expectNoSeriousAxeFindings(page, 'changeMyProfile');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL('/myProfile');
  await expect(page.getByText('Now also teaching candle making on Saturdays.')).toBeVisible();
  await expect(page.getByText('Kenji Crafts Studio')).toBeVisible();

  await page.getByRole('link', { name: 'Edit profile' }).click();
  await page.getByLabel('Bank name').fill('Hang Seng Bank');
  await page.getByLabel('Account holder').fill('Kenji Sato');
  await page.getByLabel('Account number').fill('024-123456-789');
  await page.getByRole('button', { name: 'Save payout details' }).click();
  await expect(page.getByTestId('bank-masked')).toContainText('•••• 6789');
  await expect(page.getByTestId('bank-masked')).not.toContainText('123456');

  for (const [locale, title] of [
    ['zh-HK', '我的個人檔案'],
    ['zh-CN', '我的个人资料'],
  ] as const) {
    await page.evaluate((l) => localStorage.setItem('locale', l), locale);
    await page.goto('/myProfile');
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expectNoSeriousAxeFindings(page, `myProfile ${locale}`);
  }
});

test('payout details need a verified email: the bank form says so to an unverified seller', async ({
  page,
}) => {
  const seller = await registerByApi(page.request, 's');
  await useSession(page, seller);
  await page.goto('/changeMyProfile');
  await page.getByLabel('Bank name').fill('Hang Seng Bank');
  await page.getByLabel('Account holder').fill('New Seller');
  await page.getByLabel('Account number').fill('024-123456-789');
  await page.getByRole('button', { name: 'Save payout details' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Verify your email address' })).toBeVisible();
  await expect(page.getByTestId('bank-masked')).toHaveCount(0);
});
