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

export interface ParsedCsv {
  /** header names as written, trimmed */
  columns: string[];
  /** one object per data row, by lower-cased header name */
  rows: Record<string, string>[];
  /** problems of the file itself (unclosed quotes…), with the row they are on */
  errors: { row: number; message: string }[];
}

export function parseCsv(text: string): ParsedCsv {
  const result = Papa.parse<Record<string, string>>(text.startsWith(UTF8_BOM) ? text.slice(1) : text, {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => h.trim().toLowerCase(),
  });
  return {
    columns: (result.meta.fields ?? []).map((f) => f.trim()),
    rows: result.data,
    errors: result.errors.map((e) => ({ row: (e.row ?? 0) + 2, message: e.message })),
  };
}

/** A spreadsheet's escaped cell ('=A1 written by toCsv) read back as typed. */
export function unescapeFormula(cell: string): string {
  return cell.startsWith("'") && FORMULA.test(cell.slice(1)) ? cell.slice(1) : cell;
}

/** `products-2026-11-24.csv`: the export's name, dated in Hong Kong time (UTC+8 all year). */
export function csvFilename(prefix: string, now: number): string {
  return `${prefix}-${new Date(now + 8 * 3_600_000).toISOString().slice(0, 10)}.csv`;
}
