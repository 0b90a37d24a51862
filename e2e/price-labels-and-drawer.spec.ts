import fs from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Locator, test } from '@playwright/test';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { createLooseScallops } from './fixtures/pos-helpers';
import { createProductByApi, newSellerSession } from './fixtures/products-helpers';
import { expectNoSeriousAxeFindings } from './support/axe';

// Issue 53 items 3 and 5 (docs/decisions/0277-cash-drawer-and-price-labels.md): price labels on an A4 sheet, reached by
// taps from the catalogue, and the till's "Open the cash drawer on cash sales", kept on the device.

const EAN = '4891234567898';

let zxing: Promise<unknown> | null = null;
/** The barcode in a screenshot of one label, read by zxing (the decoder the camera scanner uses). */
async function decodeBarcode(label: Locator): Promise<{ text: string; format: string } | null> {
  zxing ??= (async () => {
    const wasm = fs.readFileSync(
      createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'),
    );
    return prepareZXingModule({
      overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) },
      fireImmediately: true,
    });
  })();
  await zxing;
  const png = await label.locator('svg').screenshot();
  const [found] = await readBarcodes(new Uint8Array(png), { formats: ['EAN13', 'Code128'], tryHarder: true });
  return found?.isValid ? { text: found.text, format: found.format } : null;
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
