import type { ImportProblem } from '../../../../contract/data-exchange';
import { PRODUCT_IMPORT_CHARS_MAX } from '../../../../contract/data-exchange';

/**
 * A product file's problems in the seller's language (docs/decisions/0265-import-error-words.md): the server
 * answers each as a code with its row, column and particulars, and these words are the `data` namespace's
 * `import.problems.<code>` (or `<code>_<column>` where a column needs its own, e.g. a discount's 0 to 100).
 */
export type Translate = (key: string | string[], options?: Record<string, unknown>) => string;

/** one problem's words, without its row */
export function problemWords(t: Translate, problem: ImportProblem, locale: string): string {
  const { code, column, params } = problem;
  const field = t(`import.columns.${column ?? 'row'}`);
  const example = column ? t([`import.examples.${column}`, 'import.examples.price']) : '';
  const number = (n: number | undefined) => (n === undefined ? undefined : n.toLocaleString(locale));
  return t(
    column ? [`import.problems.${code}_${column}`, `import.problems.${code}`] : `import.problems.${code}`,
    {
      ...params,
      max: number(params.max),
      count: number(params.count),
      field,
      example,
    },
  );
}

/** one problem's words with its row in front ("Row 3: …" / 「第 3 行：…」) where it has one */
export function problemSentence(t: Translate, problem: ImportProblem, locale: string): string {
  const words = problemWords(t, problem, locale);
  return problem.row === undefined ? words : t('import.atRow', { row: problem.row, words });
}

/** the most a chosen file may weigh: the API reads about 1 MB of CSV (PRODUCT_IMPORT_CHARS_MAX) */
export const FILE_BYTES_MAX = PRODUCT_IMPORT_CHARS_MAX;

/**
 * A chosen file's text, or what it is instead. The API refuses a text with a NUL character, so what is not a CSV
 * is told here: an .xlsx or .numbers file (a ZIP) or an old .xls, a picture or a PDF (NUL bytes), a UTF-16 text
 * or a CSV saved in Big5 or GBK (Excel's plain "CSV" on a Chinese Windows), which UTF-8 cannot read.
 */
export function csvOfBytes(bytes: Uint8Array): { csv: string } | { problem: ImportProblem } {
  const file = (code: ImportProblem['code'], params: ImportProblem['params'] = {}) => ({
    problem: { code, params },
  });
  if (bytes.length > FILE_BYTES_MAX) return file('file_too_big', { max: FILE_BYTES_MAX / 1_000_000 });
  const starts = (...signature: number[]) => signature.every((b, i) => bytes[i] === b);
  if (starts(0x50, 0x4b, 0x03, 0x04) || starts(0xd0, 0xcf, 0x11, 0xe0)) return file('spreadsheet');
  if (starts(0xff, 0xfe) || starts(0xfe, 0xff)) return file('not_utf8');
  if (bytes.includes(0)) return file('not_csv');
  try {
    return { csv: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return file('not_utf8');
  }
}
