import type { OcrLine } from './ocr';

/**
 * What the text on a package says: the product's name (the most prominent lines, English and Chinese), its sizes
 * (200g, 500ml: attributes, never part of the name) and the rest of the readable text.
 */
export interface PackageText {
  /** the printed English (Latin-script) name, title-cased, or '' */
  latinName: string;
  /** the printed Chinese name, or '' */
  chineseName: string;
  sizes: string[];
  /** every line read with confidence, in reading order */
  lines: string[];
  /** 0..1: the confidence of the lines the name came from */
  confidence: number;
}

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;
const SIZE =
  /(\d+(?:[.,]\d+)?)\s*(kg|g|mg|ml|l|oz|lb|pcs|pc|克|公克|千克|公斤|毫升|升|片|個|个|包|支|粒)(?![a-z])/giu;
const MIN_CONFIDENCE = 0.7;

/** Lines that are never a name: barcodes, prices, dates, sizes alone, boilerplate. */
function isNoise(text: string): boolean {
  const bare = text.replace(SIZE, '').replace(/[\s\p{P}\p{S}]/gu, '');
  if (bare.length < 2) return true;
  if (/^\d+$/.test(bare)) return true; // barcodes, dates
  if (/^(net\s*wt|net|weight|ingredients?|best before|exp|made in|product of|hk\$|\$)/i.test(text.trim()))
    return true;
  if (/^(淨重|净重|配料|成分|產地|产地|保質期|保质期|生產日期|生产日期)|製造$|制造$|出品$/.test(text.trim()))
    return true;
  return false;
}

function titleCase(text: string): string {
  return text
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/(^|[\s-])(\p{L})/gu, (_m, sep: string, ch: string) => sep + ch.toUpperCase());
}

export function sizesIn(text: string): string[] {
  return [...text.matchAll(SIZE)].map((m) => `${m[1]!.replace(',', '.')}${m[2]!.toLowerCase()}`);
}

export function readPackageText(found: OcrLine[]): PackageText {
  const lines = found.filter((l) => l.confidence >= MIN_CONFIDENCE).sort((a, b) => a.top - b.top);
  const candidates = lines.filter((l) => !isNoise(l.text));
  // Chinese print in large type is read with lower confidence (Traditional forms especially): kept from 0.5
  const tallCjk = found.filter(
    (l) => CJK.test(l.text) && l.confidence >= 0.5 && l.confidence < MIN_CONFIDENCE && !isNoise(l.text),
  );
  candidates.push(...tallCjk);
  const latin = candidates.filter((l) => !CJK.test(l.text) && /\p{L}{2}/u.test(l.text));
  const chinese = candidates.filter((l) => CJK.test(l.text));
  const tallest = Math.max(0, ...candidates.map((l) => l.height));

  // the name is the first of the tall Latin lines (packages print the name at the top, sizes and slogans below);
  // a second line of nearly the same height directly below continues it
  let latinName = '';
  let latinConf = 0;
  const tallestLatin = Math.max(0, ...latin.map((l) => l.height));
  const topLatin = latin.find((l) => l.height >= tallestLatin * 0.8);
  if (topLatin && topLatin.height >= tallest * 0.4) {
    const parts = [topLatin];
    const next = latin.find(
      (l) =>
        l !== topLatin &&
        l.top > topLatin.top &&
        l.top - topLatin.top < topLatin.height * 1.8 &&
        l.height >= topLatin.height * 0.85 &&
        sizesIn(l.text).length === 0,
    );
    if (next) parts.push(next);
    latinName = titleCase(parts.map((p) => p.text.replace(SIZE, '').trim()).join(' '));
    latinConf = Math.min(...parts.map((p) => p.confidence));
  }
  let chineseName = '';
  let chineseConf = 0;
  const topChinese = [...chinese].sort((a, b) => b.height - a.height)[0];
  if (topChinese && topChinese.height >= tallest * 0.45) {
    // keep the Chinese characters (and digits between them); drop sizes and stray Latin noise
    chineseName = topChinese.text.replace(SIZE, '').replace(/\s+/g, '').trim();
    chineseConf = topChinese.confidence;
  }
  const all = lines.map((l) => l.text);
  return {
    latinName,
    chineseName,
    sizes: [...new Set(all.flatMap(sizesIn))],
    lines: all,
    confidence: Math.max(latinConf, chineseConf),
  };
}
