import { useTranslation } from '../../../i18n/use-translation';
import { formatPrice } from '../../../shared/Price';
import { useRefunds } from './useRefunds';

/** Under a sale's total: "Refunded $X of $Y paid" once anything was refunded (the total is what was kept). */
export function RefundedNote({ orderId, className = '' }: { orderId: string; className?: string }) {
  const { t } = useTranslation('refunds');
  const s = useRefunds(orderId).data;
  if (!s || s.refunded === 0) return null;
  return (
    <p className={`text-sm ${className}`} data-testid="refunded-note">
      {t('note', { refunded: formatPrice(s.refunded), paid: formatPrice(s.paid) })}
    </p>
  );
}
