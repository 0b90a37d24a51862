import { describe, expect, it } from 'vitest';
import {
  editDistance,
  nearSpellings,
  oneEditAway,
  pluralForms,
  vocabularyWords,
  wholeWordGlob,
  wholeWordRegex,
} from './spelling';
import { synonymsOf } from './synonyms';

describe('near spellings (docs/decisions/0237-search-matching.md)', () => {
  it('plural and singular forms', () => {
    expect(pluralForms('scallops')).toContain('scallop');
    expect(pluralForms('scallop')).toContain('scallops');
    expect(pluralForms('cherry')).toContain('cherries');
    expect(pluralForms('cherries')).toContain('cherry');
    expect(pluralForms('boxes')).toContain('box');
    expect(pluralForms('茶')).toEqual([]);
  });

  it('every string one edit away, for Latin words of 5+ letters only', () => {
    const near = oneEditAway('scalop');
    for (const w of ['scallop', 'sclop', 'csalop', 'scalip']) expect(near).toContain(w);
    expect(near).not.toContain('scalop');
    // each candidate really is one edit away
    expect(near.every((w) => editDistance('scalop', w) === 1)).toBe(true);
    expect(oneEditAway('peal')).toEqual([]);
    expect(oneEditAway('元貝元貝元')).toEqual([]);
  });

  it('edit distance counts a swap of neighbours as one edit', () => {
    expect(editDistance('tieguanyin', 'tiegunyan')).toBe(2);
    expect(editDistance('oolong', 'oolnog')).toBe(1);
    expect(editDistance('', 'tea')).toBe(3);
  });

  it('the vocabulary takes Latin words of 3+ letters, once each (mug is one: decision 0270)', () => {
    expect(vocabularyWords('dried scallops\u001fdried 200 g\u001f元贝 tea')).toEqual([
      'dried',
      'scallops',
      'tea',
    ]);
  });

  it('near spellings: one slip, with or without a plural ending (decision 0270)', () => {
    expect(nearSpellings('mushrom')).toEqual(expect.arrayContaining(['mushroom', 'mushrooms']));
    expect(nearSpellings('scalop')).toEqual(expect.arrayContaining(['scallop', 'scallops']));
    expect(nearSpellings('scalop')).not.toContain('scalop');
    expect(nearSpellings('mugg')).toEqual([]);
  });

  it('whole-word patterns escape what GLOB and regular expressions treat specially', () => {
    expect(wholeWordGlob('tea')).toBe('*[^a-z0-9]tea[^a-z0-9]*');
    expect(wholeWordGlob('a*b?[c]')).toBe('*[^a-z0-9]a[*]b[?][[]c[]][^a-z0-9]*');
    expect(wholeWordRegex('pu.erh(1)')).toBe('[^a-z0-9]pu\\.erh\\(1\\)[^a-z0-9]');
    expect(new RegExp(wholeWordRegex('tea')).test(' green tea ')).toBe(true);
    expect(new RegExp(wholeWordRegex('tea')).test(' steamer ')).toBe(false);
  });

  it('synonyms find each other both ways', () => {
    expect(synonymsOf('cup')).toEqual(['mug']);
    expect(synonymsOf('mug')).toEqual(['cup']);
    expect(synonymsOf('teapot')).toEqual([]);
  });
});
