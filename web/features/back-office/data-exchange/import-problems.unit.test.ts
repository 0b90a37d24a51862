import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  IMPORT_PROBLEM_CODES,
  type ImportProblem,
  PRODUCT_COLUMNS,
} from '../../../../contract/data-exchange';
import { Translator } from '../../../i18n/translator';
import { csvOfBytes, problemSentence } from './import-problems';

// Every code the product import answers has words in all three languages (docs/decisions/0265-import-error-words.md).
const LOCALES = ['en', 'zh-HK', 'zh-CN'] as const;
const root = path.join(import.meta.dirname, '../../../i18n/locales');
const data = (locale: string) =>
  JSON.parse(fs.readFileSync(path.join(root, locale, 'data.json'), 'utf8')) as {
    import: { problems: Record<string, string>; columns: Record<string, string> };
  };

const PARAMS = { value: 'abc', max: 2000, count: 2001, expected: 12, other_row: 2, choices: 'S, M, L' };

async function translator(locale: string) {
  const instance = new Translator(locale, locale);
  instance.add(locale, 'data', data(locale));
  return instance.fixedT(['data']) as Parameters<typeof problemSentence>[0];
}

describe('the product import’s problems in words', () => {
  for (const locale of LOCALES) {
    it(`${locale}: every code and every column has words, and every sentence fills its blanks`, async () => {
      const words = data(locale).import;
      expect(IMPORT_PROBLEM_CODES.filter((code) => !words.problems[code])).toEqual([]);
      expect(PRODUCT_COLUMNS.filter((column) => !words.columns[column])).toEqual([]);
      // no words for a code that does not exist (an override names an existing code and column)
      const known = (key: string) =>
        (IMPORT_PROBLEM_CODES as readonly string[]).includes(key) ||
        PRODUCT_COLUMNS.some(
          (c) => key.endsWith(`_${c}`) && IMPORT_PROBLEM_CODES.includes(key.slice(0, -c.length - 1) as never),
        );
      expect(Object.keys(words.problems).filter((key) => !known(key))).toEqual([]);
      const t = await translator(locale);
      for (const code of IMPORT_PROBLEM_CODES) {
        for (const column of [undefined, ...PRODUCT_COLUMNS]) {
          const problem: ImportProblem = { row: 3, code, params: PARAMS, ...(column ? { column } : {}) };
          const sentence = problemSentence(t, problem, locale);
          expect(sentence, `${code} ${column}`).not.toMatch(/\{\{|\}\}|import\.|undefined/);
        }
      }
    });
  }

  it('reads in zh-HK as a seller would: the row, the field and an example', async () => {
    const t = await translator('zh-HK');
    const problem: ImportProblem = { row: 3, column: 'price', code: 'not_number', params: { value: 'abc' } };
    expect(problemSentence(t, problem, 'zh-HK')).toBe(
      '第 3 行：售價必須是數字，例如 12.50（現在是「abc」）。',
    );
    const en = await translator('en');
    expect(problemSentence(en, problem, 'en')).toBe(
      'Row 3: the price must be a number, like 12.50 (it says “abc”).',
    );
    expect(problemSentence(en, { code: 'too_many_rows', params: { max: 2000, count: 2345 } }, 'en')).toBe(
      'At most 2,000 products in one file; this one has 2,345. Split it into smaller files.',
    );
  });
});

describe('a chosen file', () => {
  const bytes = (...b: number[]) => new Uint8Array(b);
  it('is read as UTF-8 text when it is a CSV (its byte-order mark dropped)', () => {
    expect(csvOfBytes(new TextEncoder().encode('\uFEFFname,price\n鐵觀音,45\n'))).toEqual({
      csv: 'name,price\n鐵觀音,45\n',
    });
  });
  it('is told apart when it is a spreadsheet, a picture, another encoding or too big', () => {
    const code = (b: Uint8Array) =>
      'problem' in csvOfBytes(b) ? (csvOfBytes(b) as { problem: ImportProblem }).problem.code : 'csv';
    expect(code(bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0x00))).toBe('spreadsheet');
    expect(code(bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1))).toBe('spreadsheet');
    expect(code(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00))).toBe('not_csv');
    expect(code(bytes(0xff, 0xfe, 0x6e, 0x00))).toBe('not_utf8');
    // 「鐵觀音」 in Big5
    expect(code(bytes(0x6e, 0x61, 0x6d, 0x65, 0x0a, 0xc5, 0x4b, 0xc6, 0x5b, 0xad, 0xb5))).toBe('not_utf8');
    expect(code(new Uint8Array(1_000_001).fill(0x61))).toBe('file_too_big');
  });
});
