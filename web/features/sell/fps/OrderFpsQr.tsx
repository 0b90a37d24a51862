import type { ReactNode } from 'react';
import type { Order } from '../../../../contract/orders';
import { FpsQr } from './FpsQr';
import { useSellerFpsIdentifier } from './useSellerFpsIdentifier';

/**
 * On the shopper's pay screen: a dynamic FPS code for this order's seller, with the order total and the order id
 * as the reference (docs/decisions/0082-fps-qr-with-the-amount.md). Nothing when the seller has no FPS identifier
 * (or it could not be read: the seller's static codes below still work).
 */
export function OrderFpsQr({
  order,
  actions,
}: {
  order: Pick<Order, 'order_id' | 'seller_id' | 'total'>;
  /** e.g. "Save image": the shopper pays from this phone by scanning the saved code in her bank app */
  actions?: (payload: string) => ReactNode;
}) {
  const fps = useSellerFpsIdentifier(order.seller_id).data?.fps;
  if (!fps) return null;
  return (
    <div className="mt-4 rounded-2xl border border-gray-200 p-3" data-testid="order-fps-qr">
      <FpsQr
        payee={fps}
        amountCents={Math.round(order.total * 100)}
        reference={order.order_id}
        actions={actions}
      />
    </div>
  );
}
