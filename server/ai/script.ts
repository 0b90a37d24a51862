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
  if (!CJK.test(text)) return text;
  // an engine that cannot answer leaves the text as it was read or written: a script slip, not a failed answer
  const [converted] = await inScriptOf([text], locale).catch(() => [text]);
  return converted ?? text;
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
  const out: Record<string, unknown> = { ...item };
  for (const field of fields) {
    const value = item[field] as string | string[];
    out[field as string] = Array.isArray(value)
      ? await Promise.all(value.map((v) => inLocaleScript(v, locale)))
      : await inLocaleScript(value, locale);
  }
  out.sources = await Promise.all(
    item.sources.map(async (s) => ({ ...s, text: await inLocaleScript(s.text, locale) })),
  );
  return out as T;
}
