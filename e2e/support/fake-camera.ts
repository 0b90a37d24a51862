import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import { prepareZXingModule, type WriterOptions, writeBarcode } from 'zxing-wasm/writer';

/**
 * Writes a YUV4MPEG2 (.y4m, I420) clip of a barcode on a white frame, for Chromium's
 * `--use-file-for-fake-video-capture` (see chromium.ts `fakeCameraArgs`).
 */

/**
 * How long a scan may take from the tap on "Scan barcode" to what it does on screen: the camera starting, the
 * decoder reading the fake clip's frames in software, and the product's lookup. 20 s on its own; CI runs two
 * browsers, the server and its image work on two cores, where a scan once took longer (the weighed-goods spec's
 * weight dialog, seen once in CI and passing on its retry), so it is doubled there as the config doubles its waits.
 */
export const SCAN_MS = 20_000 * (process.env.CI ? 2 : 1);

export interface BarcodeVideoOptions {
  /** zxing writer format; default EAN-13. */
  format?: WriterOptions['format'];
  /** Frame size; default 640x480 (both must be even for 4:2:0 chroma). */
  width?: number;
  height?: number;
  /**
   * Pixels per bar module; default 2 (EAN-13: 190x100 px). The symbol must fit the part of the frame
   * behind the 250x150 scan box: the video is shown `object-fit: contain`, so at a 390x844 viewport
   * that is ~410x246 frame pixels, but at 1280x720 only ~167x100 (use 1 there).
   */
  moduleSize?: number;
  /** Height of 1D bars in pixels; default 100. Ignored for 2D codes, which stay square. */
  barHeight?: number;
  /** Number of identical frames; default 30 (Chromium loops the file). */
  frames?: number;
  fps?: number;
}

const require = createRequire(import.meta.url);
let writerReady: Promise<unknown> | undefined;

/** Loads the writer wasm from node_modules: the package's default location is a CDN. */
function prepareWriter(): Promise<unknown> {
  writerReady ??= readFile(require.resolve('zxing-wasm/writer/zxing_writer.wasm')).then((wasm) =>
    prepareZXingModule({
      overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) },
      fireImmediately: true,
    }),
  );
  return writerReady;
}

/** Renders the barcode as a grey PNG, scaled with crisp module edges. */
async function renderSymbol(code: string, opts: Required<BarcodeVideoOptions>): Promise<Buffer> {
  await prepareWriter();
  const { symbol, error } = await writeBarcode(code, { format: opts.format });
  if (error) throw new Error(`zxing writer: ${error}`);
  // 1D symbols come back with a fixed module height; 2D ones are square, so keep their aspect.
  const is2D = symbol.width === symbol.height;
  const width = symbol.width * opts.moduleSize;
  const height = is2D ? symbol.height * opts.moduleSize : opts.barHeight;
  return sharp(Buffer.from(symbol.data), { raw: { width: symbol.width, height: symbol.height, channels: 1 } })
    .resize(width, height, { kernel: 'nearest', fit: 'fill' })
    .png()
    .toBuffer();
}

export async function makeBarcodeVideo(
  code: string,
  outFile: string,
  options: BarcodeVideoOptions = {},
): Promise<string> {
  const opts: Required<BarcodeVideoOptions> = {
    format: 'EAN13',
    width: 640,
    height: 480,
    moduleSize: 2,
    barHeight: 100,
    frames: 30,
    fps: 30,
    ...options,
  };
  const { width, height } = opts;
  if (width % 2 || height % 2) throw new Error('frame width and height must be even');

  const symbol = await renderSymbol(code, opts);
  // White surround doubles as the quiet zone the symbol needs on every side.
  const luma = await sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .composite([{ input: symbol, gravity: 'centre' }])
    .greyscale()
    .raw()
    .toBuffer();
  if (luma.length !== width * height) throw new Error(`unexpected luma size ${luma.length}`);

  // I420: full-size Y plane, then quarter-size U and V planes; grey means neutral chroma (128).
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F${opts.fps}:1 Ip A1:1 C420jpeg\n`);

  await mkdir(path.dirname(outFile), { recursive: true });
  // written beside it and renamed over it: each worker that loads a spec writes the same file, and a Chromium of
  // another worker reading it at that moment found it cut short and said "No camera device found"
  const partial = `${outFile}.${process.pid}.partial`;
  await writeFile(partial, Buffer.concat([header, ...Array.from({ length: opts.frames }, () => frame)]));
  await rename(partial, outFile);
  return outFile;
}
