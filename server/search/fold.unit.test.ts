import fc from 'fast-check';
import * as OpenCC from 'opencc-js';
import { describe, expect, it } from 'vitest';
import { foldFields, foldForSearch, searchTerms } from './fold';

describe('foldForSearch (docs/decisions/0237-search-matching.md)', () => {
  it('folds Traditional and Hong Kong forms to Simplified, one character for one', () => {
    expect(foldForSearch('日本元貝')).toBe('日本元贝');
    expect(foldForSearch('鐵觀音 陳皮 髮菜')).toBe('铁观音 陈皮 发菜');
    expect(foldForSearch('裏')).toBe(foldForSearch('裡'));
    // already Simplified: unchanged
    expect(foldForSearch('新会陈皮')).toBe('新会陈皮');
  });

  it('agrees with OpenCC converting whole phrases, wherever a phrase has no context rule', () => {
    // an implementation we did not write: OpenCC's Hong Kong → Simplified phrase conversion
    const toCn = OpenCC.Converter({ from: 'hk', to: 'cn' });
    for (const phrase of [
      '乾貨海味',
      '燕窩',
      '鮑魚',
      '蝦米',
      '臘腸',
      '雞蛋卷',
      '鳳梨酥',
      '普洱茶餅',
      '雲吞麵',
    ]) {
      expect(foldForSearch(phrase)).toBe(toCn(phrase));
    }
  });

  it('folds full-width forms, case, accents and spaces', () => {
    expect(foldForSearch('ＴＥＡ　Ｔｉｎ')).toBe('tea tin');
    expect(foldForSearch('Café  CRÈME\n')).toBe('cafe creme');
    expect(foldForSearch('１２３')).toBe('123');
  });

  it('is idempotent, and never leaves a field separator or a line break in', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (text) => {
        const once = foldForSearch(text);
        expect(foldForSearch(once)).toBe(once);
        expect(once).not.toMatch(/\p{Cc}/u);
      }),
      { numRuns: 500 },
    );
  });

  it('joins fields with a separator no folded query contains', () => {
    const stored = foldFields(['Dried', 'Scallops', null, '']);
    expect(stored).toBe('dried\u001fscallops');
    expect(stored.includes(foldForSearch('dried scallops'))).toBe(false);
  });
});

describe('searchTerms', () => {
  it('splits at spaces, drops a leading #, keeps each term once, at most 6', () => {
    expect(searchTerms('#新貨  水仙茶')).toEqual(['新货', '水仙茶']);
    expect(searchTerms('Tea tea TEA')).toEqual(['tea']);
    expect(searchTerms('a b c d e f g h')).toHaveLength(6);
    expect(searchTerms('  #  ')).toEqual([]);
  });
});
