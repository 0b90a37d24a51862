import { Truck } from 'lucide-react';
import { useDeliverySummary } from './DeliveryQuoteLine';
import { useDeliveryFeesOf } from './useDeliveryFeesOf';

/** one line of small text: the same height while the fees load and once they are shown */
const LINE = 'flex min-h-5 items-center gap-1.5 text-sm text-gray-600';

/**
 * What the shop charges to deliver, in a line under "Sold by" ("Delivery from $30.00 · free from $300.00"), so a
 * shopper knows before she adds to the cart (docs/decisions/0248-delivery-fees.md). Every shop has a line (one
 * that set no fees delivers free), so its place is kept while the fees load: the quantity and Add to cart below
 * it do not jump when it arrives (a layout shift Lighthouse measured on a shared product link).
 */
export function DeliveryNote({ sellerId }: { sellerId: string }) {
  const fees = useDeliveryFeesOf([sellerId]);
  const { ready, summaryOf } = useDeliverySummary();
  const mine = fees.data?.[0];
  if (fees.isError) return null;
  if (!mine || !ready) return <p aria-hidden="true" className={LINE} />;
  return (
    <p className={LINE} data-testid="delivery-note">
      <Truck aria-hidden="true" className="size-4 text-nav-product" />
      {summaryOf(mine)}
    </p>
  );
}
