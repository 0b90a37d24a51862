import { plainMarks } from './cjk-bytes';
import { PAPER_COLUMNS, type Paper, type PrintLine } from './receipt-layout';
import { center, spread, textWidth, wrapText } from './text-width';

/**
 * A report printed on the receipt printer (the day close's Z report): its rows as the screen shows them, label and
 * value already written out (the figures are never recomputed here), laid out in printer columns like a receipt
 * (docs/decisions/0277-cash-drawer-and-price-labels.md, "The day close on the printer").
 */
export interface PrintedReport {
  /** the shop's name: bold and tall */
  title: string;
  /** centred lines under it: the report's name, the day, when it was closed */
  heading: string[];
  /** groups of rows, a rule between them; `big` rows print bold */
  sections: { label: string; value: string; big?: boolean }[][];
  note?: string;
}

export function reportLines(report: PrintedReport, paper: Paper): PrintLine[] {
  const columns = PAPER_COLUMNS[paper];
  const out: PrintLine[] = [];
  const text = (t: string, style: { bold?: boolean; tall?: boolean } = {}) =>
    out.push({ kind: 'text', text: t, ...style });
  const rule = () => text('-'.repeat(columns));
  const centered = (t: string, style?: { bold?: boolean; tall?: boolean }) => {
    for (const piece of wrapText(plainMarks(t), columns)) text(center(piece, columns), style);
  };
  if (report.title) centered(report.title, { bold: true, tall: true });
  for (const line of report.heading) centered(line);
  for (const section of report.sections) {
    if (section.length === 0) continue;
    rule();
    for (const row of section) {
      const style = row.big ? { bold: true } : {};
      const label = plainMarks(row.label);
      const value = plainMarks(row.value);
      const one = spread(label, value, columns);
      if (one) text(one, style);
      else {
        for (const piece of wrapText(label, columns)) text(piece, style);
        text(' '.repeat(Math.max(0, columns - textWidth(value))) + value, style);
      }
    }
  }
  rule();
  if (report.note) {
    for (const piece of wrapText(plainMarks(report.note), columns)) text(piece);
    rule();
  }
  out.push({ kind: 'cut' });
  return out;
}
