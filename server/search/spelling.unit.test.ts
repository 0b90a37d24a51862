import { describe, expect, it } from 'vitest';
import { editDistance, oneEditAway, pluralForms, vocabularyWords } from './spelling';

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

  it('the vocabulary takes Latin words of 4+ letters, once each', () => {
    expect(vocabularyWords('dried scallops\u001fdried 200 g\u001f元贝 tea')).toEqual(['dried', 'scallops']);
  });
});
