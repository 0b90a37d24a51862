import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Product } from '../../../../contract/products';
import { barsOf } from './barcode-bars';
import { escposLabels } from './escpos';
import { readEscpos } from './escpos-reader.testing';
import { priceLabelsOf } from './price-labels';
import { zxingReadBarcodes } from './zxing.testing';

// Price labels (docs/decisions/0277-cash-drawer-and-price-labels.md): their text, their bytes read back as a
// printer reads them (./escpos-reader.testing.ts), and their bars decoded by zxing, a decoder we did not write.

const product = (over: Partial<Product>): Product => ({
  _id: 'p1',
  id: 'p1',
  seller_id: 's1',
  seller_name: 'Mei',
  name: '散裝元貝 Loose dried scallops',
  description: '',
  imagePaths: [],
  category: [],
  price: 680,
  discounted_price: 680,
  quantity: 8.5,
  unit: 'catty',
  step: 0.25,
  open_price: false,
  discount: 0,
  size: null,
  barcode: '00101',
  variants: [],
  createdAt: '2026-11-01T00:00:00Z',
  removed: false,
  ...over,
});

async function decodeBars(code: string): Promise<{ text: string; format: string }[]> {
  const bars = barsOf(code)!;
  // drawn as the sheet draws it: one rect per bar, 3 px a module, quiet zones each side
  const scale = 3;
  let x = bars.quiet;
  const rects: string[] = [];
  bars.widths.forEach((w, i) => {
    if (i % 2 === 0)
      rects.push(`<rect x="${x * scale}" y="0" width="${w * scale}" height="120" fill="#000"/>`);
    x += w;
  });
  const width = (x + bars.quiet) * scale;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="120"><rect width="${width}" height="120" fill="#fff"/>${rects.join('')}</svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  const found = await zxingReadBarcodes(new Uint8Array(png), {
    formats: ['EAN13', 'Code128'],
    tryHarder: true,
  });
  return found.filter((r) => r.isValid).map((r) => ({ text: r.text, format: r.format }));
}

describe('price labels (docs/decisions/0277-cash-drawer-and-price-labels.md)', () => {
  const ean = '4891234567898';

  it('a weighed product is labelled per its unit; variants each with their own price and barcode', () => {
    expect(priceLabelsOf(product({}), 'en', 'at the till')).toEqual([
      { name: '散裝元貝 Loose dried scallops', price: '$680.00 / catty', barcode: '00101' },
    ]);
    expect(priceLabelsOf(product({}), 'zh-HK', '')[0]!.price).toBe('$680.00 / 斤');
    const tins = product({
      name: '水仙茶 Shui Xian tea',
      unit: 'piece',
      barcode: null,
      variants: [
        {
          _id: 'v1',
          name: '150 g',
          price: 88,
          discounted_price: 79.2,
          quantity: 3,
          barcode: ean,
          discount: 10,
        },
        {
          _id: 'v2',
          name: '500 g',
          price: 268,
          discounted_price: 268,
          quantity: 1,
          barcode: null,
          discount: 0,
        },
      ],
    });
    expect(priceLabelsOf(tins, 'en', '')).toEqual([
      { name: '水仙茶 Shui Xian tea — 150 g', price: '$79.20', barcode: ean },
      { name: '水仙茶 Shui Xian tea — 500 g', price: '$268.00', barcode: null },
    ]);
    expect(priceLabelsOf(product({ open_price: true }), 'en', 'Price at the till')[0]!.price).toBe(
      'Price at the till',
    );
  });

  for (const encoding of ['gb18030', 'big5'] as const) {
    it(`${encoding}: the label bytes read back as the name, the price per unit and the printer's own barcode (GS k)`, () => {
      const labels = [
        ...priceLabelsOf(product({}), 'zh-HK', ''),
        { name: '北海道元貝 Hokkaido scallops', price: '$388.00', barcode: ean },
        { name: '花菇 Flower shiitake', price: '$115.20', barcode: null },
      ];
      const back = readEscpos(escposLabels(labels, encoding, 32), encoding);
      const text = back.lines.map((l) => l.trim()).filter(Boolean);
      expect(text).toEqual([
        '散裝元貝 Loose dried scallops',
        '$680.00 / 斤',
        '北海道元貝 Hokkaido scallops',
        '$388.00',
        '花菇 Flower shiitake',
        '$115.20',
      ]);
      // Epson GS k: Code 128 is function B m = 73 with its code set first ({B); EAN-13 function A m = 2, 12 or 13 digits
      expect(back.barcodes).toEqual([
        { m: 73, data: '{B00101' },
        { m: 2, data: ean },
      ]);
      // GS H 2: the digits under the bars; GS h: the height in dots; GS w 2–6: the module width
      expect(back.commands).toContain('barcode text 2');
      expect(back.commands).toContain('barcode height 60');
      const width = Number(back.commands.find((c) => c.startsWith('barcode width'))!.split(' ')[2]);
      expect(width).toBeGreaterThanOrEqual(2);
      expect(width).toBeLessThanOrEqual(6);
      // each label is cut off; the price of a label goes double size and back
      expect(back.commands.filter((c) => c.startsWith('cut'))).toHaveLength(3);
      expect(back.commands.filter((c) => c === 'size 17')).toHaveLength(3);
      expect(back.endsWithCut).toBe(true);
    });
  }

  it('the sheet’s bars decode with zxing to the product’s barcode: EAN-13 when it is one, else Code 128', async () => {
    expect(await decodeBars(ean)).toEqual([{ text: ean, format: 'EAN13' }]);
    for (const code of ['00101', 'TEA-01.b_2', '4891234567890', '12345678']) {
      const found = await decodeBars(code);
      expect(found.map((f) => f.text)).toEqual([code]);
      expect(found[0]!.format).toBe('Code128');
    }
    expect(barsOf('不是')).toBeNull();
  });
});
