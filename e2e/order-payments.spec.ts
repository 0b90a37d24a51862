import { expect, test } from '@playwright/test';
import { placeOrderByApi, secondPhone, uploadCodeByApi, useSession } from './fixtures/order-helpers';
import { makeQrImage } from './fixtures/pos-helpers';
import { neutralName, registerByApi } from './fixtures/products-helpers';
import { expectNoSeriousAxeFindings } from './support/axe';

// reads pixels (a code decoded from the screen, the photo picked from a srcset): drawn at a phone's 2×
test.use({ deviceScaleFactor: 2 });

// Issue 19: paying an online order from the phone that shows the QR code (docs/decisions/0090-payment-claims.md).
test('a shopper saves the QR image, says they paid; the seller sees the claim first and confirms', async ({
  page,
  browser,
  baseURL,
}) => {
  // two phones, a download and two axe scans: more than the default 45 s when the suite runs two at a time
  test.slow();
  const seller = await registerByApi(page.request, 's');
  await uploadCodeByApi(page.request, seller.token, 'FPS');
  const { buyer, orderId } = await placeOrderByApi(page.request, seller, 'Dried scallops', 88);
  const sellerName = neutralName(seller);

  // the shopper, from the home screen: Orders → the order
  await useSession(page, buyer);
  await page.goto('/');
  await page
    .getByRole('navigation')
    .getByRole('link', { name: /orders/i })
    .click();
  const card = page.locator(`[data-order-id="${orderId}"]`);
  await expect(card.getByTestId('order-party')).toContainText(sellerName);
  await card.click();
  const pay = page.getByRole('region', { name: 'Pay the seller' });
  await expect(pay.getByTestId('pay-amount')).toHaveText('$88.00');
  await expect(pay.getByTestId('payee')).toHaveText(sellerName);
  // the fee is the seller's cost: the shopper's breakdown has no fee line
  await expect(page.getByText(/transaction fee/i)).toHaveCount(0);
  await expectNoSeriousAxeFindings(page, 'pay screen');

  // save the code as a picture for the bank app's gallery scan
  const download = page.waitForEvent('download');
  await pay.getByRole('button', { name: 'Save the FPS code as an image' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^fps-.+\.png$/);

  await pay.getByRole('button', { name: 'I have paid' }).click();
  const sheet = page.getByRole('dialog', { name: 'I have paid' });
  await sheet.getByRole('textbox', { name: 'Payment reference (optional)' }).fill('FPS-REF-20261123');
  // a screenshot of the bank app: private to the buyer and the seller (decision 0259)
  await sheet.getByLabel('Screenshot of the payment (optional)').setInputFiles(await makeQrImage());
  await sheet.getByRole('button', { name: 'Tell the seller' }).click();
  await expect(pay.getByTestId('claim-status')).toContainText('FPS-REF-20261123');

  // the seller's phone: Orders shows the claimed order first; open it and confirm
  const sellerPage = await secondPhone(browser, baseURL);
  await useSession(sellerPage, seller);
  await sellerPage.goto('/');
  await sellerPage
    .getByRole('navigation')
    .getByRole('link', { name: /orders/i })
    .click();
  const claimed = sellerPage.getByTestId('claimed-orders');
  await expect(claimed.getByText('Payment claimed')).toBeVisible();
  await expect(claimed.getByTestId('order-party')).toContainText(neutralName(buyer));
  await claimed.locator(`[data-order-id="${orderId}"]`).click();
  await expect(sellerPage.getByTestId('claim-review')).toContainText('FPS-REF-20261123');
  // the seller sees the screenshot, fetched with her session; without one its address is refused
  const shot = sellerPage.getByTestId('claim-screenshot');
  await expect(shot).toBeVisible();
  await expect.poll(() => shot.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const claim = await sellerPage.request.post('/api/res/order/payment_claim', {
    data: { data: { id: orderId } },
    headers: { authorization: `Bearer ${seller.token}` },
  });
  const address = ((await claim.json()) as { data: { claim: { screenshot: string } } }).data.claim.screenshot;
  expect((await sellerPage.request.get(address)).status()).toBe(401);
  await expectNoSeriousAxeFindings(sellerPage, 'claim review');
  await sellerPage.getByRole('button', { name: 'Mark payment received' }).click();
  await expect(
    sellerPage.getByRole('region', { name: /status/i }).getByText('Paid', { exact: true }),
  ).toBeVisible();
  await expect(sellerPage.getByTestId('claim-review')).toHaveCount(0);
  await sellerPage.context().close();
});
