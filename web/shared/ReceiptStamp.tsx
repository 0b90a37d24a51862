/**
 * The sale number and Hong Kong time under a receipt's heading: the till's receipt and the customer's receipt
 * page print the same two lines. `hkTime` is the server's `YYYY-MM-DD HH:mm` in Hong Kong time.
 */
export function ReceiptStamp({
  numberLabel,
  saleNumber,
  hkTime,
  testId,
}: {
  numberLabel: string;
  saleNumber: string | number;
  hkTime: string;
  testId: string;
}) {
  const [date, time] = hkTime.split(' ');
  return (
    <>
      <p>
        {numberLabel} <strong data-testid={testId}>{saleNumber}</strong>
      </p>
      <p className="text-gray-600">
        <time dateTime={`${date}T${time}+08:00`}>
          {date} {time}
        </time>{' '}
        HKT
      </p>
    </>
  );
}
