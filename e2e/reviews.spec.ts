import { expect, test } from '@playwright/test';
import { secondPhone, useSession } from './fixtures/order-helpers';
import { callAsUser, createProductByApi, makePhotos, registerByApi } from './fixtures/products-helpers';
import { expectNoSeriousAxeFindings } from './support/axe';

/**
 * Reviews (docs/decisions/0242-reviews.md), 390×844: after a completed pickup order the shopper rates the line with
 * stars, words and a photo from her gallery; it shows on the product and the shop pages; the seller replies from
 * her own phone and the shopper sees the reply.
 */
test.use({ viewport: { width: 390, height: 844 } });

test('a review with a photo after a completed pickup order shows on the product and shop pages, and the shop replies', async ({
  page,
  browser,
  baseURL,
}) => {
  const seller = await registerByApi(page.request, 's');
  const buyer = await registerByApi(page.request, 'c');
  const product = await createProductByApi(page.request, seller.token, {
    name: 'Dried longan 桂圓肉',
    price: 58,
    quantity: 10,
    photo: true,
  });
  const pickup = await callAsUser<{ _id: string }>(
    page.request,
    seller.token,
    '/user/info/add_store_pickup_address',
    { name: 'Stall 7', address: 'Tai Yuen Street, Wan Chai' },
  );
  const cart = await callAsUser<{ order_id: string }>(page.request, buyer.token, '/res/order/create', {
    order_type: 'Online-Sell',
    item: { product_id: product._id, quantity: 1 },
  });
  const placed = await callAsUser<{ orders: { order_id: string }[] }>(
    page.request,
    buyer.token,
    '/res/order/checkout',
    {
      id: cart.order_id,
      pickup_address_ids: { [seller.user_id]: pickup._id },
      idempotency_key: `e2e-review-${Date.now()}`,
    },
  );
  const orderId = placed.orders[0]!.order_id;
  await callAsUser(page.request, seller.token, '/res/order/received_payment', {
    id: orderId,
    method: 'cash',
    idempotency_key: `e2e-review-pay-${orderId}`,
  });
  for (const status of ['ready_for_pickup', 'completed']) {
    await callAsUser(page.request, seller.token, '/res/order/update_status', { id: orderId, status });
  }

  // the shopper rates it from her order
  await useSession(page, buyer);
  await page.goto(`/orderDetail?id=${orderId}`);
  await page.getByRole('link', { name: 'Rate Dried longan 桂圓肉' }).click();
  await expect(page).toHaveURL(/\/write-review\?/);
  await expect(page.getByRole('heading', { name: 'Write a review' })).toBeVisible();
  // posting without stars says what is missing
  await page.getByRole('button', { name: 'Post review' }).click();
  await expect(page.getByText('Tap a star to rate it.')).toBeVisible();
  await page.getByLabel('4 stars: Very good').check({ force: true });
  await page.getByLabel('Your review (optional)').fill('Sweet and plump, well sealed.');
  const [photo] = await makePhotos();
  await page.getByTestId('review-photo-input').setInputFiles(photo!);
  await expect(page.getByRole('list', { name: 'Your photos' }).getByRole('img')).toHaveCount(1);
  await expectNoSeriousAxeFindings(page, 'write a review');
  await page.getByRole('button', { name: 'Post review' }).click();
  await expect(page).toHaveURL(/\/orderDetail\?id=/);
  await expect(page.getByRole('link', { name: 'Edit your review of Dried longan 桂圓肉' })).toBeVisible();

  // on the product page: the rating under the name, the summary and the review with its photo
  await page.goto(`/market-product?id=${product._id}`);
  await expect(page.getByText('Rated 4.0 out of 5 by 1 buyers')).toBeAttached();
  const review = page.getByTestId('review');
  await expect(review).toContainText('Sweet and plump, well sealed.');
  await expect(review.getByRole('list', { name: 'Buyer’s photos' }).getByRole('link')).toHaveCount(1);
  await expect(page.getByTestId('rating-summary')).toContainText('1 review');
  await expectNoSeriousAxeFindings(page, 'product reviews');

  // on the shop page, under Reviews, naming the product
  await page.goto(`/shop?id=${seller.user_id}`);
  await page.getByRole('tab', { name: 'Reviews' }).click();
  await expect(page.getByTestId('review')).toContainText('Sweet and plump, well sealed.');
  await expect(page.getByTestId('review').getByRole('link', { name: 'Dried longan 桂圓肉' })).toBeVisible();

  // the seller, on her own phone, answers from her reviews in the back office (account sheet), once
  const shop = await secondPhone(browser, baseURL);
  await useSession(shop, seller);
  await shop.goto('/');
  await shop.getByRole('button', { name: 'Account' }).click();
  await shop.getByRole('dialog').getByRole('link', { name: 'Reviews of my products' }).click();
  await expect(shop).toHaveURL(/\/shop-reviews$/);
  await shop.getByRole('button', { name: 'To answer' }).click();
  const waiting = shop.getByRole('list', { name: 'To answer' });
  await expect(waiting.getByTestId('review')).toContainText('Sweet and plump, well sealed.');
  await expectNoSeriousAxeFindings(shop, 'shop reviews');
  await waiting.getByRole('button', { name: 'Reply', exact: true }).click();
  await shop.getByLabel('Your public reply').fill('Thank you! Keep it in the fridge after opening.');
  await shop.getByRole('button', { name: 'Post reply' }).click();
  await expect(shop.getByText('You have answered every review.')).toBeVisible();
  await shop.getByRole('button', { name: 'All' }).click();
  await expect(shop.getByText('Reply from the shop')).toBeVisible();
  await expect(shop.getByRole('button', { name: 'Reply', exact: true })).toHaveCount(0);
  await shop.context().close();

  await page.goto(`/market-product?id=${product._id}`);
  await expect(page.getByTestId('review')).toContainText('Thank you! Keep it in the fridge after opening.');
});
