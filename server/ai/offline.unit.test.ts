import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { colourDistance, hammingDistance, isLookAlike, perceptualHash } from '../media/phash';
import { composeCollectionNames } from './compose-post';
import { correctChinese } from './lexicon';
import { resolveLocale } from './locale';
import { readPackageText, sizesIn } from './package-text';
import { renderPackage } from './testing/render-package';
import { colourWord, guessCategory } from './words';

/** The offline provider's pure rules (docs/decisions/0070, 0071). */
const line = (text: string, height: number, top: number, confidence = 0.95) => ({
  text,
  height,
  top,
  confidence,
});

describe('package text', () => {
  it('takes the first tall Latin line and the tall Chinese line; sizes are attributes', () => {
    const read = readPackageText([
      line('SEA SALT CRACKERS', 44, 148),
      line('Family pack 1kg', 49, 207),
      line('海鹽餅乾', 90, 260),
      line('4897001158382', 34, 620),
    ]);
    expect(read.latinName).toBe('Sea Salt Crackers');
    expect(read.chineseName).toBe('海鹽餅乾');
    expect(read.sizes).toEqual(['1kg']);
  });

  it('never names a product after a barcode, a size or "made in"', () => {
    const read = readPackageText([
      line('4891234567890', 80, 10),
      line('500ml', 70, 100),
      line('香港製造', 60, 200),
    ]);
    expect(read.latinName).toBe('');
    expect(read.chineseName).toBe('');
    expect(sizesIn('淨重 200克, 1.5 L')).toEqual(['200克', '1.5l']);
  });
});

describe('locale, words, lexicon, collection names', () => {
  it('resolves the language: explicit, then Accept-Language, then English', () => {
    expect(resolveLocale('zh-CN', 'zh-HK')).toBe('zh-CN');
    expect(resolveLocale(undefined, 'fr;q=0.9, zh-TW;q=0.8')).toBe('zh-HK');
    expect(resolveLocale(undefined, 'zh-Hans-CN')).toBe('zh-CN');
    expect(resolveLocale(undefined, undefined)).toBe('en');
    // the caller's stored locale sits between the explicit one and Accept-Language; unknown values are skipped
    expect(resolveLocale(undefined, 'zh-HK', 'zh-CN')).toBe('zh-CN');
    expect(resolveLocale('en', 'zh-HK', 'zh-CN')).toBe('en');
    expect(resolveLocale(undefined, 'zh-HK', 'fr')).toBe('zh-HK');
    expect(resolveLocale(undefined, 'zh-HK', null)).toBe('zh-HK');
  });

  it('names colours and guesses categories', () => {
    expect(colourWord(240, 200, 40, 'en')).toBe('yellow');
    expect(colourWord(30, 60, 200, 'zh-HK')).toBe('藍色');
    expect(colourWord(250, 250, 250, 'zh-CN')).toBe('白色');
    expect(guessCategory('Oolong Tea 250ml')).toBe('Tea');
    expect(guessCategory('元貝')).toBe('Dried seafood');
  });

  it('corrects one misread character only when the vocabulary has exactly one such word', () => {
    const vocab = new Set(['杏仁餅', '花菇粉', '花膠粉', '牛油']);
    expect(correctChinese('豉油', vocab)).toBeNull(); // two characters: left as read
    expect(correctChinese('杏仁鮮', vocab)).toBe('杏仁餅');
    expect(correctChinese('花X粉', vocab)).toBeNull(); // 花菇粉 or 花膠粉: ambiguous
    expect(correctChinese('杏仁餅', vocab)).toBeNull(); // already a word
    expect(correctChinese('米', vocab)).toBeNull();
  });

  it('suggests collection names from the most common tags', () => {
    const posts = [
      { title: 'Tea week', tags: ['Tea', 'Gifts'], products: ['Oolong'] },
      { title: 'More tea', tags: ['tea'], products: [] },
    ];
    expect(composeCollectionNames(posts, 'en', 40)).toEqual([
      'Tea favourites',
      'Tea & Gifts',
      'Tea',
      'For Oolong',
    ]);
    expect(composeCollectionNames([], 'en', 40)).toEqual([]);
  });
});

describe('perceptual hash', () => {
  it('a scaled, cropped, re-compressed copy looks alike; another package does not', async () => {
    const a = await renderPackage({ name: 'DRIED MANGO', hue: 45 });
    const copy = await sharp(a)
      .extract({ left: 30, top: 30, width: 740, height: 740 })
      .resize(500)
      .jpeg({ quality: 60 })
      .toBuffer();
    const other = await renderPackage({ name: 'GREEN TEA', hue: 120 });
    const [ha, hc, ho] = await Promise.all([perceptualHash(a), perceptualHash(copy), perceptualHash(other)]);
    expect(ha).toMatch(/^[0-9a-f]{64}$/);
    expect(isLookAlike(ha, hc)).toBe(true);
    expect(isLookAlike(ha, ho)).toBe(false);
    expect(hammingDistance(ha, ha)).toBe(0);
    expect(colourDistance(ha, ho)).toBeGreaterThan(0.8);
  });
});
