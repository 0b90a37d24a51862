import { ReceiptRow } from './ReceiptRow';

/** one figure of a printable report; `key` where labels may repeat (two cash moves alike) */
export interface ReportRow {
  label: string;
  value: string;
  testId?: string;
  big?: boolean;
  key?: string;
}

/**
 * A printable report's figures, one `<dl>` a section with a dashed rule between them, empty sections left out:
 * the Z report and the shift report lay their rows out alike (docs/decisions/0279-shifts-and-cash-moves.md).
 */
export function ReportSections({ sections }: { sections: ReportRow[][] }) {
  return sections.map(
    (rows, i) =>
      rows.length > 0 && (
        <dl
          key={rows[0]!.label}
          className={`space-y-0.5 py-3 ${i < sections.length - 1 ? 'border-b border-dashed border-gray-400' : ''}`}
        >
          {rows.map((r) => (
            <ReceiptRow
              key={r.key ?? r.label}
              label={r.label}
              value={r.value}
              big={r.big}
              testId={r.testId}
            />
          ))}
        </dl>
      ),
  );
}
