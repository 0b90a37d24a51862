import { create } from 'qrcode';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { escposReceipt, printableDots } from './escpos';
import { LINK, labels, MemoryStorage, readEscpos, receipt } from './escpos-reader.testing';
import { readPrinterSettings, savePrinterSettings } from './printer-settings';
import { qrModules } from './qr-raster';
import { PAPER_COLUMNS, type Paper, receiptLines } from './receipt-layout';
import { zxingReadBarcodes } from './zxing.testing';

/**
 * A printer without the QR command (docs/decisions/0277-cash-drawer-and-price-labels.md): the receipt's QR goes as
 * a raster bit image (GS v 0) drawn from the QR's modules; read back by the shared reader and decoded by zxing-wasm
 * (the camera scanner's decoder, a reader this project did not write), its WebAssembly from node_modules.
 */

async function decodeQr(png: Buffer): Promise<string | null> {
  const [found] = await zxingReadBarcodes(new Uint8Array(png), { formats: ['QRCode'] });
  return found?.text ?? null;
}

/** the raster's bits as the printer burns them: 1 black, the leftmost dot in each byte's high bit */
async function rasterPng(raster: { width: number; height: number; bits: Uint8Array }): Promise<Buffer> {
  const rowBytes = raster.width / 8;
  const gray = Buffer.alloc(raster.width * raster.height, 255);
  for (let y = 0; y < raster.height; y++)
    for (let x = 0; x < raster.width; x++)
      if (raster.bits[y * rowBytes + (x >> 3)]! & (0x80 >> (x & 7))) gray[y * raster.width + x] = 0;
  return sharp(gray, { raw: { width: raster.width, height: raster.height, channels: 1 } })
    .png()
    .toBuffer();
}

describe('the receipt’s QR as a raster image, for printers without the QR command', () => {
  for (const paper of Object.keys(PAPER_COLUMNS) as Paper[]) {
    it(`${paper}: GS v 0 of the QR's size instead of the QR command, and zxing reads the receipt link back`, async () => {
      const columns = PAPER_COLUMNS[paper];
      const lines = receiptLines(receipt, labels, paper, LINK);
      const back = readEscpos(escposReceipt(lines, 'gb18030', columns, { qrAsImage: qrModules }), 'gb18030');
      // no native QR (GS ( k) at all; one raster image, centred, then back to the left
      expect(back.qr).toEqual([]);
      expect(back.commands.some((c) => c.startsWith('2d code'))).toBe(false);
      expect(back.rasters).toHaveLength(1);
      const raster = back.rasters[0]!;
      const at = back.commands.findIndex((c) => c.startsWith('raster'));
      expect(back.commands.slice(at - 1, at + 2)).toEqual([
        'align 1',
        `raster 0 ${raster.width}x${raster.height}`,
        'align 0',
      ]);
      // the QR's modules and a 4-module quiet zone, 6 dots a module (the native QR's size), within the roll
      const size = create(LINK, { errorCorrectionLevel: 'M' }).modules.size;
      const dots = (size + 8) * 6;
      expect(raster.height).toBe(dots);
      expect(raster.width).toBe(Math.ceil(dots / 8) * 8);
      expect(raster.width).toBeLessThanOrEqual(printableDots(columns));
      expect(printableDots(columns)).toBe(paper === '58mm' ? 384 : 576);
      // the rest of the receipt is unchanged: its text and the cut
      expect(back.lines.join('\n')).toContain('HK$98.00');
      expect(back.endsWithCut).toBe(true);
      expect(await decodeQr(await rasterPng(raster))).toBe(LINK);
    });
  }

  it('a long link takes smaller modules so that the symbol still fits 58 mm, and still reads back', async () => {
    const long = `${LINK}&${'x'.repeat(200)}`;
    const back = readEscpos(
      escposReceipt([{ kind: 'qr', data: long }], 'ascii', PAPER_COLUMNS['58mm'], { qrAsImage: qrModules }),
      'ascii',
    );
    const raster = back.rasters[0]!;
    const size = create(long, { errorCorrectionLevel: 'M' }).modules.size;
    const scale = Math.floor(384 / (size + 8));
    expect(scale).toBeLessThan(6);
    expect(raster.height).toBe((size + 8) * scale);
    expect(raster.width).toBeLessThanOrEqual(384);
    expect(await decodeQr(await rasterPng(raster))).toBe(long);
  });

  it('is off by default (the printer’s own QR command) and kept on the device', () => {
    (globalThis as { localStorage?: unknown }).localStorage = new MemoryStorage();
    expect(readPrinterSettings().qrAsImage).toBe(false);
    const back = readEscpos(
      escposReceipt(receiptLines(receipt, labels, '58mm', LINK), 'gb18030', 32),
      'gb18030',
    );
    expect([back.qr, back.rasters]).toEqual([[LINK], []]);
    savePrinterSettings({ ...readPrinterSettings(), qrAsImage: true });
    expect(readPrinterSettings().qrAsImage).toBe(true);
  });
});
