import type { AiLocale } from '../../contract/ai';
import { inScriptOf } from './engine/engine-client';

/**
 * Chinese text read by OCR in the caller's script. The recognizer (PP-OCRv4) was trained mostly on Simplified
 * Chinese and often answers Simplified forms for Traditional print (陈皮 for 陳皮). Hong Kong shoppers read
 * Traditional: for en and zh-HK the text is converted to Hong Kong Traditional, for zh-CN to Simplified, with
 * OpenCC's phrase dictionaries, in the AI engine process (docs/decisions/0070, 0250).
 */
const CJK = /[\u3400-\u9fff]/;

export async function inLocaleScript(text: string, locale: AiLocale): Promise<string> {
  return (await inLocaleScripts([text], locale))[0]!;
}

/** Several texts in the caller's script, in one request to the engine (only those holding Chinese are sent). */
export async function inLocaleScripts(texts: string[], locale: AiLocale): Promise<string[]> {
  const chinese = texts.filter((t) => CJK.test(t));
  if (chinese.length === 0) return texts;
  // an engine that cannot answer leaves the texts as they were read or written: a script slip, not a failed answer
  const converted = await inScriptOf(chinese, locale).catch(() => chinese);
  let next = 0;
  return texts.map((t) => (CJK.test(t) ? converted[next++]! : t));
}

/**
 * A whole suggestion in one script (issue 26: zh-CN entirely Simplified, zh-HK entirely Traditional): the
 * names, descriptions, titles, tags and the explanations of where each came from, whoever wrote them — the
 * templates, a listing typed in the other script, a photo's print or a model. Brands keep their letters;
 * categories stay as the market spells them (they are the keys a product is filed under).
 */
export async function textsInLocaleScript<T extends { sources: { text: string }[] }>(
  item: T,
  locale: AiLocale,
  fields: { [K in keyof T]: T[K] extends string | string[] ? K : never }[keyof T][],
): Promise<T> {
  // every text of the suggestion in one request, then put back where it came from
  const texts = fields.flatMap((field) => {
    const value = item[field] as string | string[];
    return Array.isArray(value) ? value : [value];
  });
  const converted = await inLocaleScripts([...texts, ...item.sources.map((s) => s.text)], locale);
  let next = 0;
  const out: Record<string, unknown> = { ...item };
  for (const field of fields) {
    const value = item[field] as string | string[];
    out[field as string] = Array.isArray(value) ? value.map(() => converted[next++]!) : converted[next++]!;
  }
  out.sources = item.sources.map((s) => ({ ...s, text: converted[next++]! }));
  return out as T;
}
