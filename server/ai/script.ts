import type { AiLocale } from '../../contract/ai';

/**
 * Chinese text read by OCR in the caller's script. The recognizer (PP-OCRv4) was trained mostly on Simplified
 * Chinese and often answers Simplified forms for Traditional print (陈皮 for 陳皮). Hong Kong shoppers read
 * Traditional: for en and zh-HK the text is converted to Hong Kong Traditional, for zh-CN to Simplified, with
 * OpenCC's phrase dictionaries (opencc-js, loaded once on first use). Decision: docs/decisions/0070.
 */
type Convert = (text: string) => string;
let converters: Promise<{ toHk: Convert; toCn: Convert }> | null = null;

function load() {
  converters ??= import('opencc-js').then(({ Converter }) => ({
    toHk: Converter({ from: 'cn', to: 'hk' }),
    toCn: Converter({ from: 'hk', to: 'cn' }),
  }));
  return converters;
}

const CJK = /[\u3400-\u9fff]/;

export async function inLocaleScript(text: string, locale: AiLocale): Promise<string> {
  if (!CJK.test(text)) return text;
  const { toHk, toCn } = await load();
  return locale === 'zh-CN' ? toCn(text) : toHk(text);
}
