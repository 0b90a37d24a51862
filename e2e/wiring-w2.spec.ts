import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { placeOrderByApi, uploadCodeByApi, useSession } from './fixtures/order-helpers';
import { callAsUser, createProductByApi, newSellerSession, registerByApi } from './fixtures/products-helpers';
import { expectNoSeriousAxeFindings } from './support/axe';
import { decodeQrPng } from './support/decode-qr';

// reads pixels (a code decoded from the screen, the photo picked from a srcset): drawn at a phone's 2×
test.use({ deviceScaleFactor: 2 });

// The FPS code with the amount on the shopper's pay screen (docs/decisions/0082-fps-qr-with-the-amount.md).
test('the pay screen shows the seller’s FPS code with the order total; none when the seller has no FPS id', async ({
  page,
}) => {
  const seller = await registerByApi(page.request, 's');
  await callAsUser(page.request, seller.token, '/user/info/set_fps', { kind: 'phone', value: '91234567' });
  const { buyer, orderId } = await placeOrderByApi(page.request, seller, 'Dried scallops', 88);

  await useSession(page, buyer);
  await page.goto(`/orderDetail?id=${encodeURIComponent(orderId)}`);
  const pay = page.getByRole('region', { name: 'Pay the seller' });
  const qr = pay.getByTestId('fps-qr');
  await expect(qr.getByRole('img', { name: 'FPS QR code for HK$88.00' })).toBeVisible();
  const payload = (await qr.getAttribute('data-payload')) ?? '';
  expect(payload).toContain('540588.00'); // field 54: the amount
  expect(payload).toContain('+852-91234567');
  expect(payload).toContain(orderId.slice(0, 25)); // field 62/05: the order id as the reference
  await expectNoSeriousAxeFindings(page, 'pay screen with FPS code');
  // she pays from this phone: the code is saved as a picture her bank app scans from the gallery
  const saved = page.waitForEvent('download');
  await qr.getByRole('button', { name: 'Save the FPS code as an image' }).click();
  const file = await (await saved).path();
  expect(await decodeQrPng(fs.readFileSync(file))).toBe(payload);

  // a seller without an FPS identifier: the static codes only
  const plain = await registerByApi(page.request, 's');
  const other = await placeOrderByApi(page.request, plain, 'Dried mango', 40);
  await useSession(page, other.buyer);
  const asked = page.waitForResponse((r) => r.url().endsWith('/api/user/info/seller_fps'));
  await page.goto(`/orderDetail?id=${encodeURIComponent(other.orderId)}`);
  await asked;
  await expect(page.getByRole('region', { name: 'Pay the seller' }).getByTestId('pay-amount')).toHaveText(
    '$40.00',
  );
  await expect(page.getByTestId('order-fps-qr')).toHaveCount(0);
});

// docs/decisions/0271-market-sort-filter-and-paying.md: one code to scan, with the amount, comes first; the
// seller's uploaded codes carry no amount, so they are folded away and each says to type the amount.
test('the pay screen shows one code with the amount first and folds the seller’s own codes under Other ways to pay', async ({
  page,
}) => {
  const seller = await registerByApi(page.request, 's');
  await callAsUser(page.request, seller.token, '/user/info/set_fps', { kind: 'phone', value: '91234567' });
  await uploadCodeByApi(page.request, seller.token, 'FPS');
  await uploadCodeByApi(page.request, seller.token, 'PayMe');
  const { buyer, orderId } = await placeOrderByApi(page.request, seller, 'Dried scallops', 88);

  await useSession(page, buyer);
  await page.goto(`/orderDetail?id=${encodeURIComponent(orderId)}`);
  const pay = page.getByRole('region', { name: 'Pay the seller' });
  await expect(pay.getByRole('img', { name: 'FPS QR code for HK$88.00' })).toBeVisible();
  // the one code in sight is the one with the amount, and it is the first code on the screen
  const visibleCodes = pay.getByRole('img', { name: /QR code/ });
  await expect(visibleCodes).toHaveCount(1);
  const saved = page.waitForEvent('download');
  await pay.getByRole('button', { name: 'Save the FPS code as an image' }).first().click();
  const decoded = await decodeQrPng(fs.readFileSync((await (await saved).path())!));
  expect(decoded).toContain('540588.00'); // field 54: the amount

  const other = pay.getByTestId('other-ways-to-pay');
  await expect(other).not.toHaveAttribute('open', '');
  await expect(other.getByText('2 more codes')).toBeVisible();
  await other.getByText('Other ways to pay').click();
  const folded = other.getByRole('list', { name: 'Payment codes' }).getByRole('listitem');
  await expect(folded).toHaveCount(2);
  for (const item of await folded.all()) {
    await expect(item.getByText('Type $88.00 yourself')).toBeVisible();
  }
  await expect(other.getByText(/do not carry the amount/)).toBeVisible();
  await expectNoSeriousAxeFindings(page, 'pay screen with other ways folded open');
});

// docs/decisions/0226-fps-from-payout-details.md: with her FPS ID on file, the till shows the code with the
// amount and no uploaded picture is needed; "Payment received" stays in sight at 390×844.
test('at the POS a seller with an FPS ID is paid by the FPS code drawn with the amount', async ({ page }) => {
  const session = await newSellerSession(page);
  await callAsUser(page.request, session.token, '/user/info/set_fps', { kind: 'fps_id', value: '1234567' });
  await createProductByApi(page.request, session.token, { name: 'Dried longan', price: 45.5 });
  await page.goto('/pos');
  await page.getByRole('button', { name: 'Add Dried longan' }).click();
  await page
    .getByRole('region', { name: 'Current sale' })
    .getByRole('button', { name: 'Charge $45.50' })
    .click();

  await expect(page).toHaveURL(/\/pay-option$/);
  await page.getByRole('link', { name: /FPS with the amount/ }).click();
  await expect(page).toHaveURL(/\/payment\?code=fps$/);
  const qr = page.getByTestId('fps-qr');
  await expect(qr.getByRole('img', { name: 'FPS QR code for HK$45.50' })).toBeVisible();
  const payload = (await qr.getAttribute('data-payload')) ?? '';
  expect(payload).toContain('02071234567'); // field 26/02: the FPS ID
  expect(payload).toContain('540545.50'); // field 54: the amount
  const received = page.getByRole('button', { name: 'Payment received' });
  await expect(received).toBeInViewport({ ratio: 1 });
  await expectNoSeriousAxeFindings(page, 'POS payment by the drawn FPS code');
  await received.click();

  await expect(page).toHaveURL(/\/finish-pay\?id=/);
  const receipt = page.getByRole('article', { name: 'Receipt' });
  await expect(receipt.getByTestId('receipt-total')).toHaveText('$45.50');
  await expect(receipt.getByTestId('receipt-method')).toHaveText('FPS');
});

// Name suggestions fill the rename field (docs/decisions/0062-collection-name-suggestion-slot.md).
test('“Suggest a name” on the rename screen fills the name field with a tapped suggestion', async ({
  page,
}) => {
  const buyer = await registerByApi(page.request, 'c');
  const feed = await callAsUser<{ items: { id: string }[] }>(page.request, buyer.token, '/res/post/list', {
    limit: 5,
  });
  const collection = await callAsUser<{ _id: string }>(
    page.request,
    buyer.token,
    '/user/saved/create_collection',
    { name: 'Later' },
  );
  for (const post of feed.items.slice(0, 3)) {
    await callAsUser(page.request, buyer.token, '/user/saved/save_content', {
      id: post.id,
      collection: collection._id,
    });
  }

  await useSession(page, buyer);
  await page.goto(`/collectionName?id=${encodeURIComponent(collection._id)}`);
  const field = page.getByRole('textbox', { name: /name/i });
  await expect(field).toHaveValue('Later');
  await page.getByRole('button', { name: 'Suggest a name' }).click();
  const chips = page.getByRole('list', { name: 'Suggested names' }).getByRole('button');
  await expect(chips.first()).toBeVisible();
  const name = (await chips.first().textContent()) ?? '';
  expect(name.trim()).not.toBe('');
  await chips.first().click();
  await expect(field).toHaveValue(name.trim());
  await expectNoSeriousAxeFindings(page, 'rename with suggestions');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/savedContent\?id=/);
});

// The same on the new-collection screen: names from the posts picked under "Add from saved".
test('“Suggest a name” on the new-collection screen works from the picked posts', async ({ page }) => {
  const buyer = await registerByApi(page.request, 'c');
  const feed = await callAsUser<{ items: { id: string }[] }>(page.request, buyer.token, '/res/post/list', {
    limit: 3,
  });
  for (const post of feed.items) {
    await callAsUser(page.request, buyer.token, '/user/saved/save_content', { id: post.id });
  }
  await useSession(page, buyer);
  await page.goto('/createCollection');
  const suggest = page.getByRole('button', { name: 'Suggest a name' });
  await expect(page.getByText('Pick posts below to get name ideas.')).toBeVisible();
  await expect(suggest).toBeDisabled();
  await page.getByRole('button', { name: 'Select post 1' }).click();
  await expect(suggest).toBeEnabled();
  await suggest.click();
  const chip = page.getByRole('list', { name: 'Suggested names' }).getByRole('button').first();
  const name = ((await chip.textContent()) ?? '').trim();
  expect(name).not.toBe('');
  await chip.click();
  await expect(page.getByRole('textbox', { name: 'Collection name' })).toHaveValue(name);
});
