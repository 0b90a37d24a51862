import { useTranslation } from '../i18n/use-translation';
import { ReceiptRow } from './ReceiptRow';
import { type LoyaltyFields, loyaltyRows, loyaltyWords } from './receipt-loyalty';

/**
 * A receipt's loyalty block (docs/decisions/0283-loyalty.md, "On the receipt"): what the sale earned and, where the
 * server sent it, her balance as of the sale, under the payment; nothing for a sale that earned under no programme.
 * The till's receipt and the receipt page show the same block; `testIdPrefix` names their rows apart.
 */
export function ReceiptLoyaltyRows({
  receipt,
  testIdPrefix,
}: {
  receipt: LoyaltyFields | undefined;
  testIdPrefix: string;
}) {
  const { t, i18n } = useTranslation('receipts');
  const rows = receipt ? loyaltyRows(receipt, loyaltyWords(t, i18n.language)) : [];
  if (rows.length === 0) return null;
  return (
    <dl className="space-y-0.5 border-t border-dashed border-gray-400 py-3">
      {rows.map((row) => (
        <ReceiptRow
          key={row.kind}
          label={row.label}
          value={row.value}
          testId={`${testIdPrefix}-${row.kind}`}
        />
      ))}
    </dl>
  );
}
