import type { ReaderOptions } from 'zxing-wasm/reader';
// Vite copies the .wasm into the build and gives its local URL: nothing is fetched from a CDN
// (zxing-wasm's own default points at jsDelivr, which the CSP would block anyway).
import zxingWasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import { SCAN_FORMATS, type ScanFormat } from './scanner-settings';

/** Chooses a barcode decoder: the browser's BarcodeDetector when it can read every format, else zxing-wasm. */

export type DecodeInput = ImageData | HTMLCanvasElement | HTMLVideoElement | ImageBitmap;

export interface BarcodeDecoder {
  readonly kind: 'native' | 'zxing';
  /** The text of the first barcode found, or null when there is none. */
  decode(image: DecodeInput): Promise<string | null>;
}

const NATIVE_FORMATS: Record<ScanFormat, string> = {
  ean13: 'ean_13',
  ean8: 'ean_8',
  upcA: 'upc_a',
  upcE: 'upc_e',
  code128: 'code_128',
  code39: 'code_39',
  qr: 'qr_code',
};

const ZXING_FORMATS: Record<ScanFormat, NonNullable<ReaderOptions['formats']>[number]> = {
  ean13: 'EAN13',
  ean8: 'EAN8',
  upcA: 'UPCA',
  upcE: 'UPCE',
  code128: 'Code128',
  code39: 'Code39',
  qr: 'QRCode',
};

// BarcodeDetector is not in TypeScript's DOM lib yet; only the part used here is declared.
interface NativeDetector {
  detect(source: ImageBitmapSource): Promise<Array<{ rawValue: string }>>;
}
interface NativeDetectorClass {
  new (options: { formats: string[] }): NativeDetector;
  getSupportedFormats(): Promise<string[]>;
}

async function createNativeDecoder(): Promise<BarcodeDecoder | null> {
  const Detector = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    const wanted = SCAN_FORMATS.map((f) => NATIVE_FORMATS[f]);
    const supported = await Detector.getSupportedFormats();
    // Some platforms ship the API with only QR support: a seller scanning EAN goods would get nothing.
    if (!wanted.every((f) => supported.includes(f))) return null;
    const detector = new Detector({ formats: wanted });
    return {
      kind: 'native',
      async decode(image) {
        const found = await detector.detect(image);
        return found.find((b) => b.rawValue)?.rawValue ?? null;
      },
    };
  } catch {
    return null;
  }
}

async function createZxingDecoder(): Promise<BarcodeDecoder> {
  // Imported on demand so devices with a native detector never download the reader.
  const { prepareZXingModule, readBarcodes } = await import('zxing-wasm/reader');
  await prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? zxingWasmUrl : prefix + path),
    },
    fireImmediately: true,
  });
  const options: ReaderOptions = {
    formats: SCAN_FORMATS.map((f) => ZXING_FORMATS[f]),
    maxNumberOfSymbols: 1,
  };
  return {
    kind: 'zxing',
    async decode(image) {
      const results = await readBarcodes(toImageData(image), options);
      return results.find((r) => r.isValid && r.text)?.text ?? null;
    },
  };
}

let canvas: HTMLCanvasElement | undefined;

/** zxing reads RGBA pixels only, so other sources are drawn onto a reused canvas first. */
function toImageData(image: DecodeInput): ImageData {
  if (image instanceof ImageData) return image;
  const width = image instanceof HTMLVideoElement ? image.videoWidth : image.width;
  const height = image instanceof HTMLVideoElement ? image.videoHeight : image.height;
  canvas ??= document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new Error('2D canvas unavailable');
  ctx.drawImage(image, 0, 0);
  return ctx.getImageData(0, 0, width, height);
}

let pending: Promise<BarcodeDecoder> | undefined;

/** One decoder per page; a failed start is forgotten so the fallback mode can try again. */
export function createDecoder(): Promise<BarcodeDecoder> {
  if (!pending) {
    const attempt = (async () => (await createNativeDecoder()) ?? createZxingDecoder())();
    attempt.catch(() => {
      if (pending === attempt) pending = undefined;
    });
    pending = attempt;
  }
  return pending;
}
