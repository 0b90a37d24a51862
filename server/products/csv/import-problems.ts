import type { z } from 'zod';
import type {
  ImportProblem,
  ImportProblemCode,
  ImportProblemParams,
  ProductColumn,
} from '../../../contract/data-exchange';

/**
 * A product file's problems as codes with their row, column and particulars, which the app words in the seller's
 * language, and in plain English for any other reader of the answer (docs/decisions/0265-import-error-words.md).
 */

/** a cell's text as a problem quotes it: at most 40 characters */
export function quoted(text: string): string {
  const chars = [...text];
  return chars.length > 40 ? `${chars.slice(0, 39).join('')}…` : text;
}

/**
 * The zod issues of a row's fields as problems: `columnOf` names the file's column of a field (a variant's `name`
 * is the `variant` column), `cellOf` the text the seller typed for it (a category's one name for `category.1`).
 */
export function problemsOfIssues(
  error: z.ZodError,
  row: number,
  columnOf: (field: string) => ProductColumn,
  cellOf: (path: readonly PropertyKey[]) => string,
): ImportProblem[] {
  return error.issues.map((issue) => {
    const column = columnOf(String(issue.path[0] ?? 'name'));
    const value = cellOf(issue.path);
    const at = (code: ImportProblemCode, params: ImportProblemParams = {}): ImportProblem => ({
      row,
      column,
      code,
      params,
    });
    switch (issue.code) {
      case 'invalid_type':
        return value.trim() === '' ? at('required') : at('not_number', { value: quoted(value) });
      case 'too_small':
        if (issue.origin === 'number') return at('negative', { value: quoted(value) });
        return at('required');
      case 'too_big':
        if (issue.origin === 'number')
          return at('too_big', { max: Number(issue.maximum), value: quoted(value) });
        if (issue.origin === 'array') return at('too_many', { max: Number(issue.maximum) });
        return at('too_long', { max: Number(issue.maximum), count: [...value.trim()].length });
      case 'invalid_value':
        return at('one_of', { value: quoted(value), choices: issue.values.map(String).join(', ') });
      case 'invalid_format':
        return column === 'barcode' ? at('barcode_chars', { value: quoted(value) }) : at('invalid');
      case 'custom': {
        const decimals = /at most (\d) decimal places/.exec(issue.message);
        if (decimals) return at('decimals', { max: Number(decimals[1]), value: quoted(value) });
        if (/prohibited/.test(issue.message)) return at('prohibited', { value: quoted(value) });
        if (/invisible/.test(issue.message)) return at('hidden_characters', { value: quoted(value) });
        return at('invalid', { value: quoted(value) });
      }
      default:
        return at('invalid', { value: quoted(value) });
    }
  });
}

const FIELD_EN: Record<ProductColumn, string> = {
  id: 'the id',
  name: 'the name',
  variant_id: 'the variant id',
  variant: 'the variant name',
  description: 'the description',
  category: 'the category',
  price: 'the price',
  open_price: 'open_price',
  cost: 'the cost',
  quantity: 'the quantity',
  unit: 'the unit',
  discount: 'the discount',
  size: 'the size',
  barcode: 'the barcode',
  images: 'the images',
};

const EXAMPLE_EN: Partial<Record<ProductColumn, string>> = {
  price: '12.50',
  cost: '8.00',
  quantity: '10',
  discount: '10 for 10% off',
};

/** Every code in plain English (the app's words are in web/i18n/locales/<language>/data.json). */
const ENGLISH: Record<
  ImportProblemCode,
  (field: string, p: ImportProblemParams, column?: ProductColumn) => string
> = {
  not_csv: () => 'this is not a CSV file: save it from your spreadsheet as “CSV UTF-8”',
  spreadsheet: () => 'this is an Excel or Numbers file: save it as “CSV UTF-8” and choose that',
  file_too_big: (_f, p) => `the file is over ${p.max} MB: split it into smaller files`,
  not_utf8: () => 'the file’s Chinese cannot be read: save it as “CSV UTF-8” (not plain CSV)',
  empty: () => 'the file has no products',
  no_name_column: (_f, p) =>
    `the first row must name the columns, with one called “name” (it has: ${p.choices || 'nothing'})`,
  repeated_column: (_f, p) => `the column “${p.value}” is there twice`,
  too_many_rows: (_f, p) => `at most ${p.max} products in one file (this one has ${p.count})`,
  quotes: () => 'a quote mark (") is not closed: a cell that starts with one must end with one',
  changed_meanwhile: () => 'a product changed while importing: nothing was written, try again',
  too_many_cells: (_f, p) =>
    `the row has ${p.count} cells but the header ${p.expected}: put a cell with a comma in quotes`,
  required: (f) => `${f} is empty`,
  not_number: (f, p, column) =>
    `${f} must be a number${column && EXAMPLE_EN[column] ? `, like ${EXAMPLE_EN[column]}` : ''} (it says “${p.value}”)`,
  negative: (f) => `${f} cannot be below 0`,
  too_big: (f, p) => `${f} can be at most ${p.max}`,
  decimals: (f, p) => `${f} can have at most ${p.max} decimal places`,
  whole: (f) => `this product is sold by the piece, so ${f} must be a whole number`,
  too_long: (f, p) => `${f} can be at most ${p.max} characters (it has ${p.count})`,
  hidden_characters: (f) => `${f} has invisible characters: type it again`,
  one_of: (f, p) => `${f} must be one of ${p.choices} (it says “${p.value}”)`,
  yes_or_no: (_f, p) => `open_price must be yes, no or empty (it says “${p.value}”)`,
  prohibited: (_f, p) => `the category “${p.value}” is not allowed`,
  too_many: (f, p) => `at most ${p.max} in ${f}`,
  barcode_chars: (_f, p) => `a barcode has only letters, digits and - . _ (it says “${p.value}”)`,
  barcode_repeated: (_f, p) => `the barcode ${p.value} is on row ${p.other_row} too`,
  barcode_taken: (_f, p) => `you already have a product with the barcode ${p.value}`,
  variant_repeated: (_f, p) => `the variant “${p.value}” is on row ${p.other_row} too`,
  variant_id_repeated: (_f, p) => `the variant id is on row ${p.other_row} too`,
  too_many_variants: (_f, p) => `a product has at most ${p.max} variants (this one has ${p.count})`,
  open_price_variants: () => 'a product priced at the till has no variants',
  invalid: (f, p) => `${f} is not right${p.value ? ` (“${p.value}”)` : ''}`,
};

export function englishOf(problem: ImportProblem): string {
  const field = problem.column ? FIELD_EN[problem.column] : 'the row';
  const words = ENGLISH[problem.code](field, problem.params, problem.column);
  return problem.row === undefined ? words : `row ${problem.row}: ${words}`;
}
