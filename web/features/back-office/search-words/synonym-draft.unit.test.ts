import { describe, expect, it } from 'vitest';
import { groupsOfDraft, lineOfWords, wordsOfLine } from './synonym-draft';

describe('a synonym line as typed', () => {
  it('splits on English and Chinese commas and the enumeration comma, blanks dropped', () => {
    expect(wordsOfLine('杞子, goji，wolfberry、 枸杞 ,,')).toEqual(['杞子', 'goji', 'wolfberry', '枸杞']);
    expect(lineOfWords(['杞子', 'goji'])).toBe('杞子, goji');
  });

  it('drops blank lines and names those with fewer than two different words', () => {
    expect(groupsOfDraft(['杞子, goji', '  ', 'mug', 'Cup, cup'])).toEqual({
      groups: [['杞子', 'goji'], ['mug'], ['Cup', 'cup']],
      short: [2, 3],
    });
  });
});
