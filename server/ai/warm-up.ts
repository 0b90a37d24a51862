import { warmUpEngine } from './engine/engine-client';

/**
 * Starts the AI engine process and loads its models (OCR model, zxing wasm, OpenCC dictionaries) in the background
 * after the server starts, so the first AI call does not pay ~1–2 s of loading (docs/decisions/0070, 0250).
 */
export function warmUpAi(): Promise<void> {
  return warmUpEngine();
}
