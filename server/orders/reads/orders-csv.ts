import type { z } from 'zod';
import type { exportOrders } from '../../../contract/data-exchange';
import { type Cell, toCsv } from '../../csv/csv';
import type { SessionUser } from '../../http/context';
import type { OrderView } from '../core/order-view';
import type { OrdersDeps } from '../core/orders-deps';
import { hkMidnight, nextBucket } from '../reports/report-buckets';

type Input = z.output<typeof exportOrders.input>;

export const ORDER_COLUMNS = [
  'order_number',
  'placed_at',
  'status',
  'shop',
  'buyer',
  'delivery',
  'address',
  'product',
  'quantity',
  'unit_price',
  'total',
  'delivery_fee',
  'order_total',
  'paid_at',
] as const;

/**
 * The caller's online orders placed in a range as CSV, one row per line (docs/decisions/0174): as a buyer, her
 * purchases; as a seller, what to pack and where it goes. Each side sees what the order page shows them.
 */
export class OrdersCsv {
  constructor(
    private readonly deps: Pick<OrdersDeps, 'repo'>,
    private readonly view: OrderView,
  ) {}

  async export(input: Input, user: SessionUser): Promise<{ filename: string; csv: string }> {
    const rows = await this.deps.repo.placedBetween(
      input.role === 'seller' ? 'seller_id' : 'buyer_id',
      user.id,
      hkMidnight(input.from),
      hkMidnight(nextBucket(input.to, 'day')),
    );
    const orders = await this.view.render(rows, user);
    const cells: Cell[][] = orders.flatMap((o) =>
      o.items.map((line) => [
        o.sale_number,
        o.placed_at,
        o.status,
        o.seller_name,
        o.buyer_name,
        o.delivery?.kind ?? '',
        o.delivery ? [o.delivery.name, o.delivery.phone, o.delivery.address].filter(Boolean).join(', ') : '',
        line.name,
        line.quantity,
        line.price.toFixed(2),
        line.total.toFixed(2),
        // in order_total, as the order page shows it (docs/decisions/0248-delivery-fees.md)
        o.delivery_fee.toFixed(2),
        o.total.toFixed(2),
        o.paid_at ?? '',
      ]),
    );
    return {
      filename: `orders-${input.role}-${input.from}-to-${input.to}.csv`,
      csv: toCsv(ORDER_COLUMNS, cells),
    };
  }
}
