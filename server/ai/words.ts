import type { AiLocale } from '../../contract/ai';

/**
 * Small vocabularies of the offline provider: colour names and a keyword guess of the category when no listing
 * (same barcode or look-alike photo) names one. Kept short on purpose: the catalogue is the better source.
 */

type Words = Record<AiLocale, string>;

const COLOURS: Array<{ hue: [number, number]; words: Words }> = [
  { hue: [0, 15], words: { en: 'red', 'zh-HK': '紅色', 'zh-CN': '红色' } },
  { hue: [15, 40], words: { en: 'orange', 'zh-HK': '橙色', 'zh-CN': '橙色' } },
  { hue: [40, 70], words: { en: 'yellow', 'zh-HK': '黃色', 'zh-CN': '黄色' } },
  { hue: [70, 160], words: { en: 'green', 'zh-HK': '綠色', 'zh-CN': '绿色' } },
  { hue: [160, 200], words: { en: 'teal', 'zh-HK': '青色', 'zh-CN': '青色' } },
  { hue: [200, 255], words: { en: 'blue', 'zh-HK': '藍色', 'zh-CN': '蓝色' } },
  { hue: [255, 290], words: { en: 'purple', 'zh-HK': '紫色', 'zh-CN': '紫色' } },
  { hue: [290, 340], words: { en: 'pink', 'zh-HK': '粉紅色', 'zh-CN': '粉红色' } },
  { hue: [340, 361], words: { en: 'red', 'zh-HK': '紅色', 'zh-CN': '红色' } },
];

/** The colour word of an sRGB colour, or null for greys that say nothing (white, black, grey are named too). */
export function colourWord(r: number, g: number, b: number, locale: AiLocale): string {
  const max = Math.max(r, g, b) / 255;
  const min = Math.min(r, g, b) / 255;
  const light = (max + min) / 2;
  const sat = max === min ? 0 : (max - min) / (1 - Math.abs(2 * light - 1));
  if (sat < 0.18 || light < 0.12 || light > 0.93) {
    if (light > 0.8) return { en: 'white', 'zh-HK': '白色', 'zh-CN': '白色' }[locale];
    if (light < 0.2) return { en: 'black', 'zh-HK': '黑色', 'zh-CN': '黑色' }[locale];
    return { en: 'grey', 'zh-HK': '灰色', 'zh-CN': '灰色' }[locale];
  }
  let hue = 0;
  const [rr, gg, bb] = [r / 255, g / 255, b / 255];
  const d = max - min;
  if (max === rr) hue = 60 * (((gg - bb) / d) % 6);
  else if (max === gg) hue = 60 * ((bb - rr) / d + 2);
  else hue = 60 * ((rr - gg) / d + 4);
  if (hue < 0) hue += 360;
  return COLOURS.find((c) => hue >= c.hue[0] && hue < c.hue[1])!.words[locale];
}

/** Keyword → category, checked against the whole text read (lower-cased). First hit wins. */
const CATEGORY_KEYWORDS: Array<{ pattern: RegExp; category: string }> = [
  {
    pattern:
      /scallop|abalone|shrimp|squid|fish maw|sea cucumber|元貝|瑤柱|瑶柱|鮑|鲍|蝦|虾|魷|鱿|海參|海参|花膠|花胶/,
    category: 'Dried seafood',
  },
  { pattern: /\btea\b|oolong|pu-?erh|jasmine|茶/, category: 'Tea' },
  {
    pattern:
      /cookie|biscuit|candy|chocolate|snack|chips|jerky|egg roll|plum|cracker|餅|饼|糖|朱古力|巧克力|脆|肉乾|肉干|話梅|话梅|蛋卷/,
    category: 'Snacks',
  },
  { pattern: /dried|mushroom|goji|peel|mango|dates|乾|干|菇|杞|陳皮|陈皮|棗|枣/, category: 'Dried goods' },
  { pattern: /sauce|oil|vinegar|soy|醬|酱|油|醋/, category: 'Sauces' },
  { pattern: /noodle|rice|flour|麵|面|米|粉/, category: 'Noodles and rice' },
  { pattern: /juice|water|drink|soda|coffee|milk|飲|饮|汁|水|咖啡|奶/, category: 'Drinks' },
  { pattern: /soap|shampoo|lotion|cream|皂|洗髮|洗发|乳液|霜/, category: 'Personal care' },
];

export function guessCategory(text: string): string | null {
  const lower = text.toLowerCase();
  return CATEGORY_KEYWORDS.find((k) => k.pattern.test(lower))?.category ?? null;
}
