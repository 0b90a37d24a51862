import fs from 'node:fs';
import { createRequire } from 'node:module';
import { prepareZXingModule, type ReadInputBarcodeFormat, readBarcodes } from 'zxing-wasm/reader';

let ready: Promise<unknown> | null = null;

/** zxing (a decoder this project did not write), with its WebAssembly from node_modules: never fetched from a CDN. */
function zxingReady(): Promise<unknown> {
  ready ??= (async () => {
    const wasm = fs.readFileSync(
      createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'),
    );
    return prepareZXingModule({
      overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) },
      fireImmediately: true,
    });
  })();
  return ready;
}

/** The text of the QR code in a PNG, read by zxing. */
export async function decodeQrPng(png: Buffer): Promise<string | null> {
  await zxingReady();
  const [result] = await readBarcodes(new Uint8Array(png), { formats: ['QRCode'] });
  return result?.text ?? null;
}

/** The first valid barcode of the given formats in a PNG (a printed label's bars), read by zxing. */
export async function decodeBarcodePng(
  png: Buffer,
  formats: ReadInputBarcodeFormat[],
): Promise<{ text: string; format: string } | null> {
  await zxingReady();
  const [found] = await readBarcodes(new Uint8Array(png), { formats, tryHarder: true });
  return found?.isValid ? { text: found.text, format: found.format } : null;
}
