import Papa from 'papaparse';

/**
 * CSV in and out of the app (docs/decisions/0174-csv-import-export.md), with papaparse: quoting, commas,
 * quotes and newlines inside cells, Chinese text. Files start with a UTF-8 byte-order mark so Excel opens
 * Chinese correctly; cells that a spreadsheet would run as a formula (=, +, -, @ first) are escaped.
 */
export const UTF8_BOM = '\uFEFF';

export type Cell = string | number | null;

/**
 * What a spreadsheet would run as a formula: a cell starting with = + @ tab or return, or with - not followed
 * by a digit (so -128.00, a refund, stays a number while -2+3 or -cmd| is escaped).
 */
const FORMULA = /^([=+@\t\r]|-(?!\d+(\.\d+)?$))/;

export function toCsv(columns: readonly string[], rows: Cell[][]): string {
  return (
    UTF8_BOM +
    Papa.unparse(
      { fields: [...columns], data: rows.map((r) => r.map((c) => c ?? '')) },
      {
        newline: '\r\n',
        escapeFormulae: FORMULA,
      },
    )
  );
}

export interface CsvRow {
  /** the row as a spreadsheet numbers it: the file's first record is row 1, blank rows count */
  row: number;
  /** its cells by lower-cased header name (a cell the row lacks is empty) */
  cells: Record<string, string>;
  /** how many cells it has (more than the header's: a comma in a cell without quotes, most often) */
  width: number;
}

export interface ParsedCsv {
  /** header names as written, trimmed */
  headers: string[];
  /** header names trimmed and lower-cased, as `cells` is keyed */
  columns: string[];
  /** the data rows, without blank ones */
  rows: CsvRow[];
  /** problems of the file itself (a quote not closed or closed in the wrong place), with the row they start on */
  errors: { row: number; kind: 'quotes' }[];
}

/**
 * The header is the first row that is not blank; blank rows are skipped but keep their place in the numbering, so
 * a row's number is the one the seller sees beside it in a spreadsheet (docs/decisions/0265-import-error-words.md).
 */
export function parseCsv(text: string): ParsedCsv {
  const body = text.startsWith(UTF8_BOM) ? text.slice(1) : text;
  const result = Papa.parse<string[]>(body, {
    header: false,
    skipEmptyLines: false,
    delimiter: delimiterOf(body),
  });
  const blank = (record: string[]) => record.every((c) => c.trim() === '');
  const headerAt = result.data.findIndex((record) => !blank(record));
  const headers = headerAt < 0 ? [] : result.data[headerAt]!.map((h) => h.trim());
  const columns = headers.map((h) => h.toLowerCase());
  const rows: CsvRow[] = [];
  result.data.forEach((record, index) => {
    if (index <= headerAt || blank(record)) return;
    const cells: Record<string, string> = {};
    columns.forEach((c, i) => {
      // a repeated header's first cell is the one read (the file is refused for the repetition anyway)
      if (c && !(c in cells)) cells[c] = record[i] ?? '';
    });
    rows.push({ row: index + 1, cells, width: record.length });
  });
  return {
    headers,
    columns,
    rows,
    errors: result.errors.flatMap((e) =>
      e.type === 'Quotes' ? [{ row: (e.row ?? 0) + 1, kind: 'quotes' as const }] : [],
    ),
  };
}

/**
 * The header's delimiter: a comma, or where a spreadsheet set to a European language wrote semicolons, or a
 * tab-separated text, theirs. Guessing from the whole file (papaparse's own way) can take the semicolons of a
 * "Snacks; Gifts" category cell, or fail on rows of uneven length.
 */
function delimiterOf(body: string): string {
  const header = body.split(/\r?\n/).find((line) => line.trim() !== '') ?? '';
  if (header.includes(',')) return ',';
  if (header.includes(';')) return ';';
  if (header.includes('\t')) return '\t';
  return ',';
}

/** A spreadsheet's escaped cell ('=A1 written by toCsv) read back as typed. */
export function unescapeFormula(cell: string): string {
  return cell.startsWith("'") && FORMULA.test(cell.slice(1)) ? cell.slice(1) : cell;
}

/** `products-2026-11-24.csv`: the export's name, dated in Hong Kong time (UTC+8 all year). */
export function csvFilename(prefix: string, now: number): string {
  return `${prefix}-${new Date(now + 8 * 3_600_000).toISOString().slice(0, 10)}.csv`;
}
