import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import sharp from 'sharp';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

/**
 * Barcodes in a photo, read on the server with zxing-wasm. The .wasm is handed over from node_modules:
 * zxing-wasm's default would fetch it from a CDN, and this server never reaches the network for AI.
 */
let ready: Promise<unknown> | null = null;

function prepare(): Promise<unknown> {
  ready ??= (async () => {
    const require = createRequire(import.meta.url);
    const wasmPath = require.resolve('zxing-wasm/reader/zxing_reader.wasm');
    const bytes = await readFile(wasmPath);
    const wasmBinary = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
    return prepareZXingModule({ overrides: { wasmBinary }, fireImmediately: true });
  })();
  return ready;
}

const FORMATS = ['EAN13', 'EAN8', 'UPCA', 'UPCE', 'Code128', 'Code39'] as const;

/** The distinct barcode texts zxing finds in an image (any format sharp decodes), most certain first. */
export async function readBarcodesIn(image: Buffer): Promise<string[]> {
  await prepare();
  // zxing works on luminance; 1280 px is plenty for a code that fills a tenth of the picture
  const { data, info } = await sharp(image)
    .rotate()
    .resize({ width: 1280, height: 1280, fit: 'inside', withoutEnlargement: true })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const imageData = {
    data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength),
    width: info.width,
    height: info.height,
    colorSpace: 'srgb' as const,
  };
  const results = await readBarcodes(imageData as unknown as ImageData, {
    formats: [...FORMATS],
    tryHarder: true,
    maxNumberOfSymbols: 4,
  });
  const texts = results.filter((r) => r.isValid && r.text).map((r) => r.text.trim());
  return [...new Set(texts)];
}
