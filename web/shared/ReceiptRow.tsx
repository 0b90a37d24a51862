/**
 * One line of a receipt's figures (`<dt>` label, `<dd>` amount), in a `<dl>`: the POS receipt, the customer's
 * receipt page and the day-close report print the same rows. `big` is the total; `receipt-big` makes it larger
 * on paper too.
 */
export function ReceiptRow({
  label,
  value,
  big = false,
  bigSize = 'text-base',
  testId,
}: {
  label: string;
  value: string;
  big?: boolean;
  /** the total's size on screen */
  bigSize?: 'text-base' | 'text-lg';
  testId?: string;
}) {
  return (
    <div className={`flex justify-between gap-3 ${big ? `receipt-big ${bigSize} font-bold` : ''}`}>
      <dt className="font-sans">{label}</dt>
      <dd className="tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
