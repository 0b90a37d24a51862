import type { AiLocale } from '../../../contract/ai';

/**
 * OpenCC's phrase dictionaries (opencc-js), loaded once on first use in the engine process: Hong Kong Traditional
 * for en and zh-HK, Simplified for zh-CN (docs/decisions/0070). They take ~80 MB, which is why they live here and
 * not in the API process (docs/decisions/0250-ai-engine-process.md).
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

export async function toLocaleScript(texts: string[], locale: AiLocale): Promise<string[]> {
  const { toHk, toCn } = await load();
  const convert = locale === 'zh-CN' ? toCn : toHk;
  return texts.map(convert);
}
