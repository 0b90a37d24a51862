import { expect, test } from '@playwright/test';
import { secondPhone, useSession } from './fixtures/order-helpers';
import { createProductByApi, registerByApi, uploadPhotoByApi } from './fixtures/products-helpers';
import { DEMO, DEMO_PASSWORD } from './support/app';
import { expectNoSeriousAxeFindings } from './support/axe';

/**
 * Talking to the seller (docs/decisions/0246-conversations.md), two phones at 390×844: a shopper asks about a
 * product; the seller's badge and inbox update live; her reply reaches the shopper's open thread live.
 */
test.use({ viewport: { width: 390, height: 844 } });

test('a shopper asks about a product and the seller’s badge and conversation update live', async ({
  page,
  browser,
  baseURL,
}) => {
  const seller = await registerByApi(page.request, 's');
  const shopper = await registerByApi(page.request, 'c');
  const product = await createProductByApi(page.request, seller.token, {
    name: 'Fish maw 花膠',
    price: 480,
    quantity: 3,
    photo: true,
  });

  // the seller's phone, on her home feed
  const shop = await secondPhone(browser, baseURL);
  await useSession(shop, seller);
  await shop.goto('/');
  await expect(shop.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();

  // the shopper asks from the product page
  await useSession(page, shopper);
  await page.goto(`/market-product?id=${product._id}`);
  await page.getByRole('link', { name: 'Ask the seller' }).click();
  await expect(page).toHaveURL(/\/conversation\?about=product/);
  await expect(page.getByText('Asking about Fish maw 花膠')).toBeVisible();
  await page.getByLabel('Your message').fill('Is it the thick kind? 厚身嗎？');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page).toHaveURL(/\/conversation\?id=/);
  const thread = page.getByRole('list', { name: 'Messages' });
  await expect(thread).toContainText('Is it the thick kind? 厚身嗎？');
  await expect(thread.getByRole('link', { name: /About this product.*Fish maw/ })).toBeVisible();

  // the seller's badge moves without a reload
  await expect(shop.getByTestId('messages-badge')).toHaveText('1', { timeout: 5000 });
  await shop.getByRole('link', { name: 'Messages, 1 unread' }).click();
  await expect(shop.getByRole('list', { name: 'Conversations' })).toContainText('Is it the thick kind?');
  await shop.getByRole('list', { name: 'Conversations' }).getByRole('link').first().click();
  await expect(shop.getByRole('list', { name: 'Messages' })).toContainText('Is it the thick kind? 厚身嗎？');
  await expectNoSeriousAxeFindings(shop, 'a conversation');
  // she saves the answer she gives every day as a quick reply, and sends it with one tap
  await shop.getByRole('link', { name: 'Add quick replies' }).click();
  await expect(shop).toHaveURL(/\/quick-replies$/);
  await shop.getByRole('textbox', { name: 'Quick reply 1' }).fill('Yes, 4 heads per 300 g');
  await shop.getByRole('button', { name: 'Save quick replies' }).click();
  await expect(shop.getByText('Quick replies saved.')).toBeVisible();
  await shop.goBack();
  await shop
    .getByRole('list', { name: 'Quick replies' })
    .getByRole('button', { name: 'Yes, 4 heads per 300 g' })
    .click();
  await expect(shop.getByLabel('Your message')).toHaveValue('Yes, 4 heads per 300 g');
  await shop.getByRole('button', { name: 'Send' }).click();
  await expect(shop.getByRole('list', { name: 'Messages' })).toContainText('Yes, 4 heads per 300 g');
  await shop.context().close();

  // the shopper's open thread shows the reply live
  await expect(thread).toContainText('Yes, 4 heads per 300 g', { timeout: 5000 });
  await page.goto('/messages');
  await expectNoSeriousAxeFindings(page, 'the inbox');
});

test('a shop that gives its WhatsApp number shows WhatsApp and call links on its page', async ({ page }) => {
  const login = await page.request.post('/api/auth/user/login', {
    data: { data: { email: DEMO.seller, passwd: DEMO_PASSWORD } },
  });
  const mei = ((await login.json()) as { data: { user_id: string } }).data.user_id;
  await page.goto(`/shop?id=${mei}`);
  await expect(page.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
    'href',
    'https://wa.me/85255501234',
  );
  await expect(page.getByRole('link', { name: 'Call +85255501234' })).toHaveAttribute(
    'href',
    'tel:+85255501234',
  );
});

test('a shopper asks about a post from the post’s page; the message shows what it is about', async ({
  page,
}) => {
  const seller = await registerByApi(page.request, 's');
  const shopper = await registerByApi(page.request, 'c');
  const product = await createProductByApi(page.request, seller.token, { name: 'Red dates 紅棗', price: 38 });
  const images = await uploadPhotoByApi(page.request, seller.token);
  const post = (await (
    await page.request.post('/api/res/post/create', {
      headers: { authorization: `Bearer ${seller.token}` },
      data: {
        data: {
          title: 'New season red dates',
          description: 'Sweet and big, from Xinjiang.',
          imagePaths: images,
          linkedProducts: [product._id],
          tags: [],
        },
      },
    })
  ).json()) as { data: { id: string } };
  await useSession(page, shopper);
  await page.goto(`/comments?id=${post.data.id}`);
  await page.getByRole('link', { name: 'Ask the seller' }).click();
  await expect(page).toHaveURL(/\/conversation\?about=post/);
  await page.getByLabel('Your message').fill('Are they seedless?');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page).toHaveURL(/\/conversation\?id=/);
  await expect(
    page
      .getByRole('list', { name: 'Messages' })
      .getByRole('link', { name: /About this post.*New season red dates/ }),
  ).toBeVisible();
});
