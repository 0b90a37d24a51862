import fs from 'node:fs';
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { demoQrPng } from './seed';

// The decoder's WebAssembly from the installed package (never fetched from a CDN).
beforeAll(async () => {
  const wasmFile = createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm');
  const wasmBinary = fs.readFileSync(wasmFile);
  await prepareZXingModule({
    overrides: {
      wasmBinary: wasmBinary.buffer.slice(
        wasmBinary.byteOffset,
        wasmBinary.byteOffset + wasmBinary.byteLength,
      ),
    },
    fireImmediately: true,
  });
});

describe('demo payment QR codes', () => {
  it('are real QR codes that a phone can scan, marked as demo data', async () => {
    const png = await demoQrPng('FPS 1234567', 'mei@stallfeed.demo');
    const [result] = await readBarcodes(new Uint8Array(png), { formats: ['QRCode'] });
    expect(result?.format).toBe('QRCode');
    expect(result?.text).toBe(
      'DEMO ONLY - FPS 1234567 - mei@stallfeed.demo (Stallfeed demo data, not a payment code)',
    );
  });
});
