import fs from 'node:fs';
import { createRequire } from 'node:module';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

let zxingReady: Promise<unknown> | null = null;

/**
 * zxing-wasm's reader (the camera scanner's decoder, one this project did not write), for the tests that decode
 * what the printer draws: its WebAssembly read from node_modules once, not fetched.
 */
export async function zxingReadBarcodes(
  ...args: Parameters<typeof readBarcodes>
): ReturnType<typeof readBarcodes> {
  zxingReady ??= (async () => {
    const wasm = fs.readFileSync(
      createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'),
    );
    return prepareZXingModule({
      overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) },
      fireImmediately: true,
    });
  })();
  await zxingReady;
  return readBarcodes(...args);
}
