import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { parseCsv, toCsv, UTF8_BOM, unescapeFormula } from './csv';

describe('CSV (docs/decisions/0174-csv-import-export.md)', () => {
  it('escapes what a spreadsheet would run, keeps negative numbers as numbers, and reads both back', () => {
    const cells = ['=1+1', '+cmd', '@SUM(A1)', '-2+3', '-128.00', '-5', 'plain, "quoted"\nline', '中文'];
    const csv = toCsv(
      ['value'],
      cells.map((c) => [c]),
    );
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    const raw = Papa.parse<string[]>(csv.slice(1), { skipEmptyLines: true })
      .data.slice(1)
      .map((r) => r[0]);
    expect(raw).toEqual([
      "'=1+1",
      "'+cmd",
      "'@SUM(A1)",
      "'-2+3",
      '-128.00',
      '-5',
      'plain, "quoted"\nline',
      '中文',
    ]);
    expect(parseCsv(csv).rows.map((r) => unescapeFormula(r.value!))).toEqual(cells);
  });

  it('reads headers case- and space-insensitively and names the rows of a broken file', () => {
    const parsed = parseCsv(`${UTF8_BOM} Name ,PRICE\nTea,45\n"unclosed,1\n`);
    expect(parsed.columns).toEqual(['name', 'price']);
    expect(parsed.rows[0]).toEqual({ name: 'Tea', price: '45' });
    expect(parsed.errors.length).toBeGreaterThan(0);
  });
});
