import sharp from 'sharp';
import { readBarcodesIn } from './barcode';
import { warmUpOcr } from './ocr';
import { inLocaleScript } from './script';

/**
 * Loads what the offline provider needs (OCR model, zxing wasm, OpenCC dictionaries) in the background after
 * the server starts, so the first AI call does not pay ~1–2 s of loading (docs/decisions/0070).
 */
export async function warmUpAi(): Promise<void> {
  const blank = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();
  await Promise.all([warmUpOcr(), readBarcodesIn(blank), inLocaleScript('中文', 'zh-HK')]);
}
