import sharp from 'sharp';
import { readBarcodesIn } from '../barcode';
import { readText, warmUpOcr } from '../ocr';
import { toLocaleScript } from './opencc-script';
import type { EngineReply, EngineRequest, PhotoReading } from './protocol';

/**
 * The process that holds the offline AI models (the OCR model in ONNX, zxing's wasm, OpenCC's dictionaries), forked by the API process
 * on the first photo or at warm-up, so the API process does not carry their ~300 MB
 * (docs/decisions/0250-ai-engine-process.md). It answers one request per message and ends with its parent.
 */
async function read(image: Buffer): Promise<PhotoReading> {
  const [barcodes, lines] = await Promise.all([readBarcodesIn(image), readText(image)]);
  return { barcodes, lines };
}

async function warmUp(): Promise<void> {
  const blank = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();
  await Promise.all([warmUpOcr(), readBarcodesIn(blank), toLocaleScript(['中文'], 'zh-HK')]);
}

async function answer(request: EngineRequest): Promise<EngineReply> {
  try {
    if (request.op === 'warm-up') {
      await warmUp();
      return { id: request.id, ok: true };
    }
    if (request.op === 'script')
      return { id: request.id, ok: true, texts: await toLocaleScript(request.texts, request.locale) };
    const image = Buffer.from(request.image.buffer, request.image.byteOffset, request.image.byteLength);
    return { id: request.id, ok: true, reading: await read(image) };
  } catch (err) {
    return { id: request.id, ok: false, error: err instanceof Error ? err.message : String(err) };
  }
}

process.on('message', (request: EngineRequest) => {
  void answer(request).then((reply) => process.send?.(reply));
});
// the API process stopped or died: nothing is left to answer
process.on('disconnect', () => process.exit(0));
