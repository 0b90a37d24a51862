import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { sellAtPosByApi, useSession } from './fixtures/order-helpers';
import { callAsUser, createProductByApi, registerByApi } from './fixtures/products-helpers';
import { expectNoSeriousAxeFindings } from './support/axe';

// Issue 27: receipts customers keep (docs/decisions/0170-receipts.md, 0171-receipt-printing.md).

test('a POS sale shows its receipt link as a QR code; opened without a login it shows the receipt and nothing else of the shop', async ({
  page,
  browser,
}) => {
  const seller = await registerByApi(page.request, 's');
  await callAsUser(page.request, seller.token, '/user/info/update', { shop_name: 'Mei’s 美記海味' });
  await callAsUser(page.request, seller.token, '/user/info/add_store_pickup_address', {
    name: 'Stall 12',
    address: '12 Tai Yuen Street, Wan Chai',
    phone: '2345 6789',
  });
  const scallops = await createProductByApi(page.request, seller.token, {
    name: '元貝 Dried scallops',
    price: 128,
  });
  const saleId = await sellAtPosByApi(page.request, seller.token, scallops._id, 2);

  await useSession(page, seller);
  await page.goto(`/finish-pay?id=${saleId}`);
  const card = page.getByTestId('receipt-link');
  await expect(card.getByRole('img', { name: 'QR code of the receipt link' })).toBeVisible();
  const url = (await card.getAttribute('data-url')) ?? '';
  expect(url).toMatch(/\/receipt\?t=[A-Za-z0-9_-]{22}$/);
  await expect(card.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
    'href',
    new RegExp(
      `^https://wa\\.me/\\?text=.*${encodeURIComponent(url).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
    ),
  );
  await expectNoSeriousAxeFindings(page, 'POS receipt with its link');

  // the customer's phone: a fresh browser, no login
  const customer = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const phone = await customer.newPage();
  await phone.addInitScript(() => {
    window.print = () => {};
  });
  await phone.goto(url);
  const paper = phone.getByRole('article', { name: 'Receipt' });
  await expect(paper.getByTestId('receipt-shop')).toHaveText('Mei’s 美記海味');
  await expect(paper).toContainText('12 Tai Yuen Street, Wan Chai');
  await expect(paper.getByRole('link', { name: '2345 6789' })).toHaveAttribute('href', 'tel:23456789');
  await expect(paper).toContainText('元貝 Dried scallops');
  await expect(paper.getByTestId('receipt-paper-total')).toHaveText('HK$256.00');
  await expect(paper).toContainText('Cash');
  // nothing else of the shop: no navigation, no links but the phone number, no seller's figures
  await expect(phone.getByRole('navigation')).toHaveCount(0);
  const links = await phone.locator('main a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(links.filter((href) => !href?.startsWith('tel:') && !href?.startsWith('https://wa.me/'))).toEqual(
    [],
  );
  await expect(phone.locator('main')).not.toContainText(/profit|cost|fee|Stall 12/i);
  await expectNoSeriousAxeFindings(phone, 'public receipt');

  // printed on a 58 mm roll: the receipt alone, as wide as the paper allows
  await phone.getByText('58 mm roll').click();
  await phone.getByRole('button', { name: 'Print' }).click(); // the print dialog is stubbed out below
  await phone.setViewportSize({ width: 219, height: 844 }); // 58 mm at 96 dpi
  await phone.emulateMedia({ media: 'print' });
  const box = await phone.locator('#receipt-paper').boundingBox();
  // 48 mm of printable width at 96 dpi is 181 px
  expect(box?.width).toBeLessThanOrEqual(182);
  await expect(phone.getByRole('button', { name: 'Print' })).toBeHidden();
  fs.mkdirSync('.tmp/screens', { recursive: true });
  await phone.screenshot({ path: '.tmp/screens/receipt-58mm-print.png', fullPage: true });
  await customer.close();
});

test('without a printer API the receipt printer sheet says so and points at the other ways', async ({
  page,
}) => {
  await page.addInitScript(() => {
    for (const api of ['bluetooth', 'usb', 'serial']) {
      Object.defineProperty(Navigator.prototype, api, { get: () => undefined, configurable: true });
    }
  });
  const seller = await registerByApi(page.request, 's');
  const tea = await createProductByApi(page.request, seller.token, { name: 'Tieguanyin oolong', price: 45 });
  const saleId = await sellAtPosByApi(page.request, seller.token, tea._id, 1);
  await useSession(page, seller);
  await page.goto(`/finish-pay?id=${saleId}`);
  await page.getByRole('button', { name: 'Receipt printer' }).click();
  const sheet = page.getByRole('dialog', { name: 'Print on a receipt printer' });
  await expect(sheet.getByRole('status')).toContainText('This browser cannot reach a receipt printer');
  await expect(sheet.getByRole('button', { name: /Connect by/ })).toHaveCount(0);
});
