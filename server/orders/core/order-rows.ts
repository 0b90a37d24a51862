import type { OrderRow } from './repository';

/** A new order row with nothing set yet: a draft (status `cart`) of `type`; callers override what differs. */
export function newOrderRow(
  id: string,
  type: OrderRow['order_type'],
  parties: { buyerId: string | null; sellerId: string | null },
  now: number,
): OrderRow {
  return {
    id,
    order_type: type,
    status: 'cart',
    buyer_id: parties.buyerId,
    seller_id: parties.sellerId,
    cart_owner: type === 'Online-Sell' ? parties.buyerId : null,
    message: '',
    total_cents: 0,
    fee_cents: 0,
    profit_cents: 0,
    units: 0,
    holds_stock: 0,
    delivery_kind: null,
    delivery_name: null,
    delivery_phone: null,
    delivery_address: null,
    delivery_hours: null,
    payment_kind: null,
    payment_code_id: null,
    payment_label: null,
    created_at: now,
    updated_at: now,
    placed_at: null,
    paid_at: null,
    shipped_at: null,
    courier: null,
    tracking_number: null,
    completed_at: null,
    cancelled_at: null,
    discount_json: null,
    discount_cents: 0,
  };
}
