import type { AiLocale } from '../../../contract/ai';
import type { OcrLine } from '../ocr';

/**
 * What the API process and the photo-reading process say to each other over the IPC channel
 * (docs/decisions/0250-ai-engine-process.md). Photos travel as bytes (the channel's "advanced" serialization
 * copies a Uint8Array as it is, with no base64).
 */
export type EngineRequest =
  | { id: number; op: 'read'; image: Uint8Array }
  | { id: number; op: 'script'; texts: string[]; locale: AiLocale }
  | { id: number; op: 'warm-up' };

/** What one photo holds: the barcodes zxing found and the lines of text the OCR model read. */
export interface PhotoReading {
  barcodes: string[];
  lines: OcrLine[];
}

export type EngineReply =
  | { id: number; ok: true; reading?: PhotoReading; texts?: string[] }
  | { id: number; ok: false; error: string };
