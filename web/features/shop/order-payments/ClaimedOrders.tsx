import { useTranslation } from '../../../i18n/use-translation';
import { OrderCard } from '../../../shared/orders/OrderCard';
import { useClaimedOrders } from './useClaimedOrders';

/** Top of the seller's order list: orders whose buyer says they paid, waiting for the seller to check. */
export function ClaimedOrders() {
  const { t } = useTranslation('orderPay');
  const claimed = useClaimedOrders(true);
  const items = claimed.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="claimed-heading" className="flex flex-col gap-2" data-testid="claimed-orders">
      <h2 id="claimed-heading" className="px-1 text-sm font-semibold text-teal-900">
        {t('claimedList', { count: items.length })}
      </h2>
      <ul className="flex flex-col gap-3">
        {items.map((o) => (
          <li key={o.order_id}>
            <OrderCard order={o} />
          </li>
        ))}
      </ul>
    </section>
  );
}
