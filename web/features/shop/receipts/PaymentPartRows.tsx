import type { PaymentPart } from '../../../../contract/payment-parts';
import { useTranslation } from '../../../i18n/use-translation';
import { formatPrice } from '../../../shared/Price';
import { ReceiptRow } from '../../../shared/ReceiptRow';
import { paymentMethodName } from './payment-method-name';

/**
 * A split sale's payment on a receipt (docs/decisions/0281-split-payments.md): one row per method, and for the cash
 * what was handed over and the change. Nothing for a sale paid by one method.
 */
export function PaymentPartRows({ parts }: { parts: readonly PaymentPart[] | undefined }) {
  const { t } = useTranslation('receipts');
  if (!parts || parts.length === 0) return null;
  return (
    <>
      {parts.map((p) => (
        <div key={p.seq} data-testid="receipt-payment-part">
          <ReceiptRow label={paymentMethodName(p.method, t)} value={formatPrice(p.amount)} />
          {p.change > 0 && (
            <>
              <ReceiptRow label={t('tendered')} value={formatPrice(p.tendered)} />
              <ReceiptRow label={t('change')} value={formatPrice(p.change)} testId="receipt-part-change" />
            </>
          )}
        </div>
      ))}
    </>
  );
}
