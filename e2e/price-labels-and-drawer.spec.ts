import fs from 'node:fs';
import { expect, type Locator, test } from '@playwright/test';
import { sellAtPosByApi } from './fixtures/order-helpers';
import { createLooseScallops } from './fixtures/pos-helpers';
import { createProductByApi, newSellerSession } from './fixtures/products-helpers';
import { expectNoSeriousAxeFindings } from './support/axe';
import { decodeBarcodePng } from './support/decode-qr';

// reads pixels (a code decoded from the screen, the photo picked from a srcset): drawn at a phone's 2×
test.use({ deviceScaleFactor: 2 });

// Issue 53 items 3 and 5 (docs/decisions/0277-cash-drawer-and-price-labels.md): price labels on an A4 sheet, reached by
// taps from the catalogue, and the till's "Open the cash drawer on cash sales", kept on the device. Item 2's follow-ups:
// the Z report on the receipt printer, and the printer remembered across page loads.

const EAN = '4891234567898';

/** The barcode in a screenshot of one label, read by zxing (the decoder the camera scanner uses). */
async function decodeBarcode(label: Locator) {
  return decodeBarcodePng(await label.locator('svg').screenshot(), ['EAN13', 'Code128']);
}

test('a seller opens the label sheet from her catalogue: each label has its name, price per unit and a barcode', async ({
  page,
}) => {
  const seller = await newSellerSession(page);
  await createLooseScallops(page.request, seller.token, { barcode: '00101' });
  await createProductByApi(page.request, seller.token, {
    name: '北海道元貝 Hokkaido scallops',
    price: 388,
    barcode: EAN,
  });

  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Products' })
    .click();
  fs.mkdirSync('.tmp/screens', { recursive: true });
  await expect(page.getByRole('link', { name: 'Print price labels' })).toBeVisible();
  await page.screenshot({ path: '.tmp/screens/catalogue-print-labels-390.png' });
  await page.getByRole('link', { name: 'Print price labels' }).click();
  await expect(page).toHaveURL(/\/labels$/);
  await expect(page.getByRole('heading', { name: 'Price labels' })).toBeVisible();

  const labels = page.getByRole('list', { name: 'Label sheet' }).getByTestId('price-label');
  await expect(labels).toHaveCount(2);
  const scallops = labels.filter({ hasText: 'Loose scallops' });
  await expect(scallops).toContainText('$128.00 / catty');
  await expect(scallops.getByRole('img', { name: 'Barcode 00101' })).toBeVisible();
  const hokkaido = labels.filter({ hasText: 'Hokkaido scallops' });
  await expect(hokkaido).toContainText('$388.00');
  await expect(hokkaido.getByRole('img', { name: `Barcode ${EAN}` })).toBeVisible();

  // the bars on the page decode to the products' codes: EAN-13 when the code is one, Code 128 otherwise
  expect(await decodeBarcode(scallops)).toEqual({ text: '00101', format: 'Code128' });
  expect(await decodeBarcode(hokkaido)).toEqual({ text: EAN, format: 'EAN13' });

  await expectNoSeriousAxeFindings(page, 'label sheet');
  fs.mkdirSync('.tmp/screens', { recursive: true });
  await page.screenshot({ path: '.tmp/screens/price-labels-390.png' });

  // on paper: A4, the sheet alone, three labels across
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print on A4' })).toBeHidden();
  const across = await labels.evaluateAll(
    (els) => new Set(els.map((e) => e.getBoundingClientRect().top)).size,
  );
  expect(across).toBe(1);
  await page.emulateMedia({ media: 'screen' });

  // one product's label, from its page
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/product/);
  await page.getByRole('link', { name: /Loose scallops/ }).click();
  await expect(page).toHaveURL(/\/edit-product\?id=/);
  await page.getByRole('link', { name: 'Print its price label' }).click();
  await expect(page).toHaveURL(/\/labels\?ids=/);
  await expect(labels).toHaveCount(1);
  await expect(labels).toContainText('$128.00 / catty');
});

test('the till’s printer settings: "Open the cash drawer on cash sales" is off at first and stays as set', async ({
  page,
}) => {
  await newSellerSession(page);
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'POS' }).click();
  await expect(page).toHaveURL(/\/pos$/);
  // the cash drawer's screen: the day close
  await page.getByRole('link', { name: 'Close the day' }).click();
  await expect(page).toHaveURL(/\/day-close$/);
  await page.getByRole('button', { name: 'Printer and cash drawer' }).click();
  const sheet = page.getByRole('dialog', { name: 'Printer and cash drawer' });
  const drawer = sheet.getByRole('switch', { name: /Open the cash drawer on cash sales/ });
  await expect(drawer).not.toBeChecked();
  await drawer.click();
  await expect(drawer).toBeChecked();
  await expect(sheet.getByRole('button', { name: 'Open drawer' })).toBeVisible();
  await expectNoSeriousAxeFindings(page, 'printer settings');
  fs.mkdirSync('.tmp/screens', { recursive: true });
  await page.screenshot({ path: '.tmp/screens/printer-settings-390.png' });

  // kept on this device: a new page load reads it back
  await page.reload();
  await page.getByRole('button', { name: 'Printer and cash drawer' }).click();
  await expect(
    page
      .getByRole('dialog', { name: 'Printer and cash drawer' })
      .getByRole('switch', { name: /Open the cash drawer/ }),
  ).toBeChecked();
  expect(
    await page.evaluate(() => JSON.parse(localStorage.getItem('receiptPrinter') ?? '{}').openDrawerOnCash),
  ).toBe(true);
});

/**
 * The only fake: Web Bluetooth at the hardware boundary (no printer here). A Bluetooth printer with the usual GATT
 * service of cheap 58 mm printers, whose print characteristic keeps the bytes written; the devices this site was
 * allowed outlive the page (as Chrome's permissions do), and so do the chooser's and forget()'s tallies.
 */
function fakeBluetooth() {
  const SERVICE = '000018f0-0000-1000-8000-00805f9b34fb';
  const store = (key: string, value?: unknown) => {
    if (value !== undefined) localStorage.setItem(`fake-bt:${key}`, JSON.stringify(value));
    return JSON.parse(localStorage.getItem(`fake-bt:${key}`) ?? 'null');
  };
  const written: number[] = [];
  (window as unknown as { printed: number[] }).printed = written;
  const characteristic = {
    properties: { write: true, writeWithoutResponse: false },
    writeValueWithResponse: async (value: Uint8Array) => {
      written.push(...new Uint8Array(value.buffer, value.byteOffset, value.byteLength));
    },
  };
  const server = {
    getPrimaryServices: async () => [{ uuid: SERVICE }],
    getPrimaryService: async () => ({ getCharacteristic: async () => characteristic }),
  };
  const printer = {
    id: 'pt-210-id',
    name: 'PT-210',
    gatt: { connect: async () => server, disconnect: () => undefined },
    forget: async () => {
      store('allowed', false);
      store('forgotten', (store('forgotten') ?? 0) + 1);
    },
  };
  const bluetooth = {
    requestDevice: async () => {
      store('chooser', (store('chooser') ?? 0) + 1);
      store('allowed', true);
      return printer;
    },
    getDevices: async () => (store('allowed') ? [printer] : []),
    addEventListener: () => undefined,
  };
  Object.defineProperty(Navigator.prototype, 'bluetooth', { get: () => bluetooth, configurable: true });
}

test('the Z report prints on the Bluetooth printer, which is remembered across a reload until she forgets it', async ({
  page,
}) => {
  const seller = await newSellerSession(page);
  const tea = await createProductByApi(page.request, seller.token, { name: '鐵觀音 Tieguanyin', price: 45 });
  await sellAtPosByApi(page.request, seller.token, tea._id, 2);
  await page.addInitScript(fakeBluetooth);
  const tally = (key: string) =>
    page.evaluate((k) => JSON.parse(localStorage.getItem(`fake-bt:${k}`) ?? '0'), key);
  const printedText = () =>
    page.evaluate(() => String.fromCharCode(...(window as unknown as { printed: number[] }).printed));

  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'POS' }).click();
  await page.getByRole('link', { name: 'Close the day' }).click();
  await expect(page).toHaveURL(/\/day-close$/);
  await page.getByRole('textbox', { name: 'Opening float' }).fill('500');
  await page.getByRole('textbox', { name: 'Cash counted' }).fill('590');
  await page.getByRole('button', { name: 'Close the day' }).click();
  await expect(page.getByRole('article', { name: /^Z report of / })).toBeVisible();

  // the first time, the browser's chooser picks the printer
  await page.getByRole('button', { name: 'Print on the receipt printer' }).click();
  await expect(page.getByText('Sent to PT-210')).toBeVisible();
  expect(await tally('chooser')).toBe(1);
  const first = await printedText();
  expect(first).toContain('Z report (day close)');
  expect(first).toMatch(/Cash expected in the drawer[^$]*\$590\.00/);
  expect(first).toMatch(/Total taken[^$]*\$90\.00/);

  // after a reload it prints without the chooser, and the sheet names the remembered printer
  await page.reload();
  await page.getByRole('button', { name: 'Print on the receipt printer' }).click();
  await expect(page.getByText('Sent to PT-210')).toBeVisible();
  expect(await tally('chooser')).toBe(1);
  expect(await printedText()).toBe(first);
  await page.getByRole('button', { name: 'Printer and cash drawer' }).click();
  const sheet = page.getByRole('dialog', { name: 'Printer and cash drawer' });
  await expect(sheet.getByTestId('remembered-printer')).toHaveText('PT-210');
  await expectNoSeriousAxeFindings(page, 'remembered printer');
  await page.screenshot({ path: '.tmp/screens/remembered-printer-390.png' });

  // forgotten: gone from the sheet and from the browser's permissions; the next print asks again
  await sheet.getByRole('button', { name: 'Forget this printer' }).click();
  await expect(sheet.getByTestId('remembered-printer')).toBeHidden();
  expect(await tally('forgotten')).toBe(1);
  await page.keyboard.press('Escape');
  await page.reload();
  await page.getByRole('button', { name: 'Print on the receipt printer' }).click();
  await expect(page.getByText('Sent to PT-210')).toBeVisible();
  expect(await tally('chooser')).toBe(2);
});
