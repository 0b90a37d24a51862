import { Truck } from 'lucide-react';
import { useDeliverySummary } from './DeliveryQuoteLine';
import { useDeliveryFeesOf } from './useDeliveryFeesOf';

/**
 * What the shop charges to deliver, in a line under "Sold by" ("Delivery from $30.00 · free from $300.00"), so a
 * shopper knows before she adds to the cart (docs/decisions/0248-delivery-fees.md).
 */
export function DeliveryNote({ sellerId }: { sellerId: string }) {
  const fees = useDeliveryFeesOf([sellerId]);
  const { ready, summaryOf } = useDeliverySummary();
  const mine = fees.data?.[0];
  if (!mine || !ready) return null;
  return (
    <p className="flex items-center gap-1.5 text-sm text-gray-600" data-testid="delivery-note">
      <Truck aria-hidden="true" className="size-4 text-nav-product" />
      {summaryOf(mine)}
    </p>
  );
}
