import { expect, test } from '@playwright/test';
import type { MailSettings } from '../contract/shopper-mails';
import { callAsUser, newSession } from './fixtures/products-helpers';
import { expectNoSeriousAxeFindings } from './support/axe';

// Mails to shoppers (docs/decisions/0275-mails-to-shoppers.md): signed in, the Language screen (the header's globe)
// has a Mails section, one switch per kind; a switch turned off is stored, and a language picked there is the
// language of her mails too.

test('a shopper turns a kind of mail off on the Language screen, and her mails follow her language', async ({
  page,
}) => {
  const me = await newSession(page, 'c');
  await page.goto('/');
  await page.getByRole('link', { name: 'Language' }).first().click();
  await expect(page).toHaveURL(/\/language$/);
  const section = page.getByTestId('mail-settings');
  await expect(section.getByRole('heading', { name: 'Mails' })).toBeVisible();
  await expect(section).toContainText(me.email);
  // a new account's address is not confirmed yet: no mails until it is, and the way to confirm is a tap away
  await expect(section).toContainText('once you confirm it');
  await expect(section.getByTestId('mail-verify-link')).toHaveAttribute('href', '/security');
  for (const kind of ['order_placed', 'order_shipped', 'order_refunded', 'messages'])
    await expect(page.getByTestId(`mail-kind-${kind}`)).toBeChecked();

  const messages = section.getByRole('switch', { name: 'A shop’s message unread for an hour' });
  await section.getByText('A shop’s message unread for an hour').click();
  await expect(messages).not.toBeChecked();
  await expect(page.getByText('You will not get these mails')).toBeVisible();
  expect(
    (await callAsUser<MailSettings>(page.request, me.token, '/res/account/mail_settings', {})).kinds,
  ).toMatchObject({ messages: false, order_shipped: true });
  await expectNoSeriousAxeFindings(page, '/language with mail settings');

  // the language she reads the app in becomes the language of her mails
  await page.getByText('繁體中文（香港）').click();
  await expect(section.getByRole('heading', { name: '郵件' })).toBeVisible();
  await expect
    .poll(
      async () =>
        (await callAsUser<MailSettings>(page.request, me.token, '/res/account/mail_settings', {})).locale,
    )
    .toBe('zh-HK');
  await expect(section).toContainText('繁體中文（香港）');

  // kept: after a reload the switch is still off
  await page.reload();
  await expect(page.getByTestId('mail-kind-messages')).not.toBeChecked();
  await expect(page.getByTestId('mail-kind-order_placed')).toBeChecked();
});

test('logged out, the Language screen has no mail settings', async ({ page }) => {
  await page.goto('/language');
  await expect(page.getByRole('heading', { name: 'Language' })).toBeVisible();
  await expect(page.getByTestId('mail-settings')).toHaveCount(0);
});
