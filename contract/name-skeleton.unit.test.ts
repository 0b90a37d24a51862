import { describe, expect, it } from 'vitest';
import { caseFold, confusableSkeleton, nameKeys } from './name-skeleton';

/**
 * The look-alike keys of docs/decisions/0260-names-that-impersonate.md. The skeleton's table is Unicode's
 * confusables.txt (by the unhomoglyph package); each case below quotes the line of confusables.txt it relies on.
 */
describe('the UTS #39 skeleton follows confusables.txt', () => {
  const lines: [string, string, string][] = [
    ['0435 ;\t0065 ;\tMA\t# ( е → e ) CYRILLIC SMALL LETTER IE → LATIN SMALL LETTER E', 'е', 'e'],
    ['03BF ;\t006F ;\tMA\t# ( ο → o ) GREEK SMALL LETTER OMICRON → LATIN SMALL LETTER O', 'ο', 'o'],
    ['043E ;\t006F ;\tMA\t# ( о → o ) CYRILLIC SMALL LETTER O → LATIN SMALL LETTER O', 'о', 'o'],
    ['0430 ;\t0061 ;\tMA\t# ( а → a ) CYRILLIC SMALL LETTER A → LATIN SMALL LETTER A', 'а', 'a'],
    ['0030 ;\t004F ;\tMA\t# ( 0 → O ) DIGIT ZERO → LATIN CAPITAL LETTER O', '0', 'O'],
    ['0031 ;\t006C ;\tMA\t# ( 1 → l ) DIGIT ONE → LATIN SMALL LETTER L', '1', 'l'],
    ['0049 ;\t006C ;\tMA\t# ( I → l ) LATIN CAPITAL LETTER I → LATIN SMALL LETTER L', 'I', 'l'],
    ['007C ;\t006C ;\tMA\t# ( | → l ) VERTICAL LINE → LATIN SMALL LETTER L', '|', 'l'],
    ['0399 ;\t006C ;\tMA\t# ( Ι → l ) GREEK CAPITAL LETTER IOTA → LATIN SMALL LETTER L', 'Ι', 'l'],
    [
      '006D ;\t0072 006E ;\tMA\t# ( m → rn ) LATIN SMALL LETTER M → LATIN SMALL LETTER R, LATIN SMALL LETTER N',
      'm',
      'rn',
    ],
    ["2019 ;\t0027 ;\tMA\t# ( ’ → ' ) RIGHT SINGLE QUOTATION MARK → APOSTROPHE", '’', "'"],
    ['30ED ;\t53E3 ;\tMA\t# ( ロ → 口 ) KATAKANA LETTER RO → CJK UNIFIED IDEOGRAPH-53E3', 'ロ', '口'],
  ];
  for (const [line, from, to] of lines) {
    it(line, () => {
      expect(confusableSkeleton(from)).toBe(to);
    });
  }

  it('leaves the prototypes themselves alone', () => {
    expect(confusableSkeleton('e o O l rn 口')).toBe('e o O l rn 口');
  });
});

describe('name keys', () => {
  const mei = nameKeys('Mei’s Dried Goods');

  it('fold width (NFKC): full-width letters are the usual ones', () => {
    expect(nameKeys('Ｍｅｉ’ｓ　Ｄｒｉｅｄ　Ｇｏｏｄｓ')).toEqual(mei);
    expect(nameKeys('ｶﾞ')).toEqual(nameKeys('ガ'));
  });

  it('fold case for the folded key only', () => {
    expect(nameKeys('MEI’S DRIED GOODS').folded).toBe(mei.folded);
    expect(nameKeys('MEI’S DRIED GOODS').cased).not.toBe(mei.cased);
    expect(caseFold('Straße')).toBe('strasse');
  });

  it('drop spaces, punctuation, accents and format characters a reader does not notice', () => {
    for (const n of [
      'Meis Dried Goods',
      "Mei's  Dried-Goods",
      'Mei’s Dried Goods.',
      'Méi’s Dried Goods',
      'Mei’s\u200bDried Goods',
    ])
      expect(nameKeys(n), n).toEqual(mei);
  });

  it('fold look-alike letters: Cyrillic, Greek, digits', () => {
    expect(nameKeys('Mеi’s Driеd Gооds')).toEqual(mei); // Cyrillic е, о
    expect(nameKeys('Mei’s Dried Gοοds')).toEqual(mei); // Greek ο
    expect(nameKeys('mei_dried_g00ds').folded).toBe(nameKeys('mei_dried_goods').folded);
    expect(nameKeys('SH0P').cased).toBe(nameKeys('SHOP').cased);
  });

  it('l, I and 1: one look as written; i and l stay apart once case is folded', () => {
    const mel = nameKeys('Mel’s Bakery');
    expect(nameKeys('MeI’s Bakery').cased).toBe(mel.cased);
    expect(nameKeys('Me1’s Bakery').cased).toBe(mel.cased);
    const meis = nameKeys('Mei’s Bakery');
    expect(meis.folded).not.toBe(mel.folded);
    expect(meis.cased).not.toBe(mel.cased);
  });

  it('one Chinese script, by the script map the caller passes', () => {
    const toSimplified = (c: string) => ({ 記: '记', 海: '海' })[c] ?? c;
    expect(nameKeys('美記海味', toSimplified)).toEqual(nameKeys('美记海味', toSimplified));
    // without a map, Traditional and Simplified stay apart
    expect(nameKeys('美記海味')).not.toEqual(nameKeys('美记海味'));
  });

  it('genuinely different names keep different keys', () => {
    const names = ['Mei’s Dried Goods', 'Kenji Crafts', 'Mei’s Dried Fish', 'Ada’s Tea', 'Ben’s Gadgets'];
    const keys = new Set(names.map((n) => nameKeys(n).folded));
    expect(keys.size).toBe(names.length);
  });

  it('a name of punctuation alone still has a key', () => {
    expect(nameKeys('...').folded).toBe('#...');
    expect(nameKeys('…').folded).toBe('#...');
  });
});
