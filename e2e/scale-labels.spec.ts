import os from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { createLooseScallops } from './fixtures/pos-helpers';
import { newSellerSession } from './fixtures/products-helpers';
import { expectNoSeriousAxeFindings } from './support/axe';
import { chromiumLaunchOptions } from './support/chromium';
import { makeBarcodeVideo, SCAN_MS } from './support/fake-camera';

// Issue 31, item 1 (docs/decisions/0234-label-scale-barcodes.md): the stall's scale prints "20 12345 01234 9",
// item 12345 weighing 1.234 kg; the fake camera plays that label, decoded by the app's real barcode reader.
const LABEL = '2012345012349';
const video = path.join(os.tmpdir(), `stallfeed-e2e-scale-${LABEL}.y4m`);
await makeBarcodeVideo(LABEL, video);
test.use({ launchOptions: chromiumLaunchOptions(video) });

const saleBar = (page: Page) => page.getByRole('region', { name: 'Current sale' });

test('a seller sets her scale’s labels to weight and a scanned label rings up the bag by weight', async ({
  page,
}) => {
  const seller = await newSellerSession(page);
  await createLooseScallops(page.request, seller.token, { barcode: '12345' });
  await page.goto('/pos');
  // the setting lives with the till's other set-up, on the quick-keys screen
  await page.getByRole('link', { name: 'Set up quick keys' }).click();
  const setting = page.getByRole('region', { name: 'Scale labels' });
  await expect(setting.getByRole('button', { name: 'Off' })).toHaveAttribute('aria-pressed', 'true');
  await setting.getByRole('button', { name: 'Weight' }).click();
  await expect(setting.getByTestId('scale-example')).toHaveText(
    '20 12345 01234 9: item 12345, 1.234 kg in the bag.',
  );
  await expectNoSeriousAxeFindings(page, 'scale labels setting');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/pos$/);

  // 1.234 kg = 1234 / 604.79 = 2.0403… → 2.04 catty; 128.00 × 2.04 = 261.12
  const scanner = page.getByRole('dialog', { name: 'Scan barcode' });
  await page.getByRole('button', { name: 'Scan barcode' }).click();
  await expect(scanner.getByTestId('scan-feedback')).toHaveText('Added Loose scallops', { timeout: SCAN_MS });
  await scanner.getByRole('button', { name: /^Done/ }).click();
  await expect(saleBar(page)).toContainText('$261.12');
  await saleBar(page)
    .getByRole('button', { name: /^Review sale/ })
    .click();
  await expect(page.getByRole('button', { name: 'Change the weight of Loose scallops' })).toHaveText(
    '2.04 catty',
  );
});
