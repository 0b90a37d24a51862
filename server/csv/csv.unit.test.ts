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
    expect(parseCsv(csv).rows.map((r) => unescapeFormula(r.cells.value!))).toEqual(cells);
  });

  it('reads headers case- and space-insensitively and names the rows of a broken file', () => {
    const parsed = parseCsv(`${UTF8_BOM} Name ,PRICE\nTea,45\n"unclosed,1\n`);
    expect(parsed.headers).toEqual(['Name', 'PRICE']);
    expect(parsed.columns).toEqual(['name', 'price']);
    expect(parsed.rows[0]).toEqual({ row: 2, cells: { name: 'Tea', price: '45' }, width: 2 });
    expect(parsed.errors).toContainEqual({ row: 3, kind: 'quotes' });
  });

  it('numbers rows as a spreadsheet does: blank rows and cells over several lines keep the count', () => {
    const parsed = parseCsv(
      '\r\nname,price\r\nTea,45\r\n\r\n,\r\n"Egg\nrolls",abc\r\nPeanut candy,8,extra\r\nSesame\r\n',
    );
    expect(parsed.rows.map((r) => [r.row, r.cells.name, r.cells.price, r.width])).toEqual([
      [3, 'Tea', '45', 2],
      [6, 'Egg\nrolls', 'abc', 2],
      [7, 'Peanut candy', '8', 3],
      [8, 'Sesame', '', 1],
    ]);
    expect(parsed.errors).toEqual([]);
    // a file of one column is read with the comma papaparse assumes, not refused
    expect(parseCsv('name\nTea\n')).toMatchObject({ rows: [{ row: 2, cells: { name: 'Tea' } }], errors: [] });
  });
});
