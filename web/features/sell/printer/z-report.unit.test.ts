import { describe, expect, it } from 'vitest';
import type { DayClose } from '../../../../contract/day-close';
import { receiptTranslators } from '../../../i18n/receipt-translators.testing';
import { zReportPrinted } from '../day-close';
import { plainMarks } from './cjk-bytes';
import { escposReceipt } from './escpos';
import { readEscpos } from './escpos-reader.testing';
import { PAPER_COLUMNS, type Paper } from './receipt-layout';
import { printedWords, receiptlineWords, words } from './receiptline-words.testing';
import { type PrintedReport, reportLines } from './report-layout';
import { textWidth } from './text-width';

/**
 * The day close's Z report on the receipt printer (docs/decisions/0277-cash-drawer-and-price-labels.md): the rows
 * the screen shows (zReportPrinted, the same rows as ZReport.tsx), laid out in printer columns, encoded in
 * GB18030 or Big5, read back by the ESC/POS reader and laid out again by receiptline from its own markup.
 */

const close: DayClose = {
  _id: 'c1',
  day: '2026-11-28',
  sales: 23,
  cash_sales: 1234.5,
  cash_refunds: 45,
  cash_rounding: -0.1,
  // no shifts that day: no "Cash in/out" row (docs/decisions/0279-shifts-and-cash-moves.md)
  cash_in: 0,
  cash_out: 0,
  other: [
    { kind: 'fps', label: 'FPS', sales: 5, amount: 642 },
    { kind: 'payme', label: 'PayMe', sales: 2, amount: 98.6 },
  ],
  net: 1930.1,
  opening_float: 500,
  expected_cash: 1689.5,
  counted_cash: 1687.3,
  difference: -2.2,
  closed_at: '2026-11-28 21:40:12',
  note: '備用金由夾萬拎',
} as DayClose;

const translators = receiptTranslators('dayClose', ['en', 'zh-HK', 'zh-CN']);

function printed(lng: string): PrintedReport {
  const { t, tReceipts } = translators.get(lng)!;
  return zReportPrinted(close, '美記海味 Mei’s Dried Goods', t, tReceipts);
}

/** The same report in ReceiptLine markup, for receiptline to lay out by itself. */
function receiptlineDocument(report: PrintedReport): string {
  const esc = (s: string) => plainMarks(s).replace(/[\\|{}\-=~_"`^]/g, (c) => `\\${c}`);
  const doc: string[] = ['{width:auto}', `^^"${esc(report.title)}"`, ...report.heading.map(esc)];
  for (const rows of report.sections.filter((s) => s.length > 0)) {
    doc.push('{width:auto}', '---');
    for (const row of rows) {
      // the value gets exactly its width, the label the rest (our layout's rule)
      doc.push(`{width:*,${textWidth(plainMarks(row.value))}}`, `${esc(row.label)} | ${esc(row.value)}`);
    }
  }
  doc.push('{width:auto}', '---');
  if (report.note) doc.push(`|${esc(report.note)}`, '---');
  doc.push('=');
  return `${doc.join('\n')}\n`;
}

describe('the Z report on the receipt printer', () => {
  it('prints the rows the screen shows, with the close’s own figures', () => {
    const report = printed('en');
    expect(report.heading).toEqual(['Z report (day close)', '2026-11-28', 'Closed 2026-11-28 21:40:12 HKT']);
    expect(report.sections).toEqual([
      [
        { label: 'Sales', value: '23' },
        { label: 'Opening float', value: '$500.00' },
        { label: 'Cash sales', value: '$1,234.50' },
        { label: 'Cash refunds', value: '−$45.00' },
        { label: 'Of which cash rounding', value: '−$0.10' },
        { label: 'Cash expected in the drawer', value: '$1,689.50' },
        { label: 'Cash counted', value: '$1,687.30' },
        { label: 'Difference', value: '−$2.20', big: true },
      ],
      [
        { label: 'FPS (5 sales)', value: '$642.00' },
        { label: 'PayMe (2 sales)', value: '$98.60' },
      ],
      [{ label: 'Total taken', value: '$1,930.10', big: true }],
    ]);
    expect(report.note).toBe('備用金由夾萬拎');
  });

  for (const paper of Object.keys(PAPER_COLUMNS) as Paper[]) {
    for (const lng of ['en', 'zh-HK', 'zh-CN']) {
      it(`${lng}: every line fits ${paper} paper`, () => {
        const widths = reportLines(printed(lng), paper).flatMap((l) =>
          l.kind === 'text' ? [textWidth(l.text)] : [],
        );
        expect(Math.max(...widths)).toBeLessThanOrEqual(PAPER_COLUMNS[paper]);
      });
    }
  }

  for (const [lng, encoding] of [
    ['zh-HK', 'big5'],
    ['zh-CN', 'gb18030'],
    ['en', 'gb18030'],
  ] as const) {
    it(`${lng}, ${encoding}: the bytes read back as the report's lines, bold totals and a cut`, () => {
      const lines = reportLines(printed(lng), '58mm');
      const back = readEscpos(escposReceipt(lines, encoding, 32), encoding);
      expect(back.commands.slice(0, 4)).toEqual(['initialize', 'chinese off', 'font 0', 'chinese on']);
      expect(back.endsWithCut).toBe(true);
      expect(back.qr).toEqual([]);
      expect(back.drawer).toEqual([]);
      const expected = lines.flatMap((l) => (l.kind === 'text' ? [l.text] : []));
      expect(back.lines.filter((l) => l !== '')).toEqual(expected);
      const text = back.lines.map(words).filter(Boolean);
      // the figures as the screen writes them, with an ASCII minus every printer has
      for (const figure of [
        '$1,234.50',
        '-$45.00',
        '-$0.10',
        '$1,689.50',
        '$1,687.30',
        '-$2.20',
        '$642.00',
        '$1,930.10',
      ])
        expect(text.some((l) => l.endsWith(figure))).toBe(true);
      expect(text).toContain('2026-11-28');
      expect(text.join('\n')).toContain('備用金由夾萬拎');
      // the shop's name, the difference and the total taken bold, the rest not
      const bold = lines.flatMap((l) => (l.kind === 'text' && l.bold ? [words(l.text)] : []));
      expect(bold).toHaveLength(3);
      expect(bold[0]).toBe("美記海味 Mei's Dried Goods");
      expect(bold[1]).toMatch(/ -\$2\.20$/);
      expect(bold[2]).toMatch(/ \$1,930\.10$/);
    });
  }

  it('a day with shifts prints its cash in/out before the cash expected (docs/decisions/0279)', () => {
    const { t, tReceipts } = translators.get('en')!;
    const report = zReportPrinted(
      { ...close, cash_in: 100, cash_out: 150, expected_cash: 1639.5, difference: 47.8 },
      'Mei',
      t,
      tReceipts,
    );
    const rows = report.sections[0]!.map((r) => [r.label, r.value]);
    expect(rows.slice(-4)).toEqual([
      ['Cash in/out', '−$50.00'],
      ['Cash expected in the drawer', '$1,639.50'],
      ['Cash counted', '$1,687.30'],
      ['Difference', '+$47.80'],
    ]);
  });

  it('zh-HK: the labels print in Chinese', () => {
    const text = readEscpos(
      escposReceipt(reportLines(printed('zh-HK'), '80mm'), 'big5', 48),
      'big5',
    ).lines.map(words);
    expect(text).toContain('錢箱應有現金 $1,689.50');
    expect(text).toContain('差額 -$2.20');
    expect(text).toContain('轉數快 (5 宗) $642.00');
    expect(text).toContain('總收入 $1,930.10');
  });

  for (const [lng, paper, encoding] of [
    ['zh-HK', '58mm', 'big5'],
    ['zh-CN', '58mm', 'gb18030'],
    ['en', '80mm', 'gb18030'],
  ] as const) {
    it(`${lng}, ${paper}, ${encoding}: receiptline lays out the same report with the same words on each line`, () => {
      const report = printed(lng);
      const columns = PAPER_COLUMNS[paper];
      const ours = printedWords(escposReceipt(reportLines(report, paper), encoding, columns), encoding);
      const theirs = receiptlineWords(receiptlineDocument(report), columns, encoding).map(plainMarks);
      expect(ours).toEqual(theirs);
    });
  }
});
