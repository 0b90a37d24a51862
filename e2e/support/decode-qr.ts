import fs from 'node:fs';
import { createRequire } from 'node:module';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

let ready: Promise<unknown> | null = null;

/**
 * The text of the QR code in a PNG, read by zxing (a decoder this project did not write), with its
 * WebAssembly from node_modules: never fetched from a CDN.
 */
export async function decodeQrPng(png: Buffer): Promise<string | null> {
  ready ??= (async () => {
    const wasm = fs.readFileSync(
      createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'),
    );
    return prepareZXingModule({
      overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) },
      fireImmediately: true,
    });
  })();
  await ready;
  const [result] = await readBarcodes(new Uint8Array(png), { formats: ['QRCode'] });
  return result?.text ?? null;
}
