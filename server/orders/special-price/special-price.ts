import type { z } from 'zod';
import { type Discount, offCents } from '../../../contract/discounts';
import { formatMoney, fromCents } from '../../../contract/money';
import type { Order, specialPrice } from '../../../contract/orders';
import { POINT_CENTS, pointsUsed } from '../../../contract/sale-figures';
import { timesQuantity } from '../../../contract/units';
import { AppError, localized } from '../../http/app-error';
import type { SessionUser } from '../../http/context';
import { assertFits } from '../core/discount-rules';
import { billOffOf, discountOf, figuresOf, withBillDiscount } from '../core/line-rows';
import type { OrdersDeps } from '../core/orders-deps';
import { withVariantRows } from '../core/variant-lines';
import type { ClaimsRepository } from '../payments/claims-repository';
import { plusDelivery, sumFigures } from '../pricing/pricing';
import type { OrderReads } from '../reads/order-reads';

type Input = z.output<typeof specialPrice.input>;

/**
 * The seller's special price on an online order awaiting payment (docs/decisions/0235-special-price.md): the till's
 * discounts (decision 0232) on a placed order. Its lines keep their prices and stock; their discounts, totals, fees
 * and profits and the order's totals are worked out again in one transaction, and both parties' screens told.
 */
export class SpecialPrice {
  constructor(
    private readonly deps: OrdersDeps,
    private readonly claims: ClaimsRepository,
    private readonly reads: OrderReads,
  ) {}

  async set(input: Input, user: SessionUser): Promise<Order> {
    const { repo } = this.deps;
    const order = await repo.findOrder(input.id);
    if (!order || (order.seller_id !== user.id && order.buyer_id !== user.id)) throw new AppError('notFound');
    if (order.seller_id !== user.id) throw new AppError('forbidden');
    if (order.order_type !== 'Online-Sell' || order.status !== 'pending_payment')
      throw new AppError('orderState');
    const claim = await this.claims.findClaim(order.id);
    // she may have paid the old total: the seller first rejects the claim (or confirms the payment)
    if (claim && claim.state === 'claimed') throw paidAlready();
    const now = this.deps.now();
    // a variant's line is the variant's own row (docs/decisions/0236-variants.md)
    const items = await withVariantRows(this.deps.products, input.items ?? []);
    await repo.transaction(async (trx) => {
      // the order row first: a payment or cancel racing with this one waits for it, or it finds the order moved on
      const ok = await repo.transition(trx, order.id, ['pending_payment'], {
        status: 'pending_payment',
        updated_at: now,
      });
      if (!ok) throw new AppError('orderState');
      const given = new Map(items.map((i) => [i.product_id, i.discount]));
      const lines = (await repo.linesOf([order.id], trx)).map((line) => {
        const discount = given.has(line.product_id)
          ? given.get(line.product_id)!
          : discountOf(line.discount_json);
        const gross = timesQuantity(line.unit_cents, line.quantity);
        assertFits(discount, gross, line.name);
        return {
          ...line,
          discount_json: discount === null ? null : JSON.stringify(discount),
          line_off_cents: offCents(discount, gross),
        };
      });
      for (const id of given.keys()) {
        if (!lines.some((l) => l.product_id === id)) throw new AppError('refundLineUnknown');
      }
      const bill: Discount | null =
        input.discount === undefined ? discountOf(order.discount_json) : input.discount;
      assertFits(
        bill,
        lines.reduce((n, l) => n + timesQuantity(l.unit_cents, l.quantity) - l.line_off_cents, 0),
        null,
      );
      // the points she redeemed at checkout stay hers to spend on it: a price that cannot take them is refused
      // (docs/decisions/0283-loyalty.md, "Redeeming online")
      const points = Number(order.redeem_points ?? 0);
      const off = billOffOf(lines, bill, points);
      if (pointsUsed(off.points_cents) < points) throw belowPoints(points);
      const repriced = withBillDiscount(lines, bill, this.deps.fees.bpFor('Online-Sell', null), points);
      // the delivery fee stays as placed: a special price changes the goods, not the courier's trip (0248)
      const sums = plusDelivery(
        sumFigures(repriced.map(figuresOf)),
        Number(order.delivery_fee_cents),
        Number(order.delivery_txn_fee_cents),
      );
      await repo.reprice(trx, order.id, repriced, {
        total_cents: sums.totalCents,
        fee_cents: sums.feeCents,
        profit_cents: sums.profitCents,
        discount_json: bill === null ? null : JSON.stringify(bill),
        discount_cents: repriced.reduce((n, l) => n + l.bill_off_cents, 0),
        updated_at: now,
      });
    });
    const outbox = this.deps.notifications.outbox();
    outbox.changed([order.buyer_id, order.seller_id], { kind: 'order', id: order.id });
    outbox.publish();
    return this.reads.showOne(order.id, user);
  }
}

function paidAlready() {
  return new AppError(
    'orderState',
    localized(
      'The shopper says she has paid this order: confirm or reject her payment before changing the price.',
      '顧客表示已付款：請先確認或拒絕她的付款，才可更改價錢。',
      '顾客表示已付款：请先确认或拒绝她的付款，才能更改价钱。',
    ),
  );
}

/** a special price that leaves less than the points she redeemed at checkout */
function belowPoints(points: number) {
  const worth = formatMoney(fromCents(points * POINT_CENTS));
  return new AppError(
    'validation',
    localized(
      `The shopper paid ${points} points (${worth}) of this order: its goods cannot come to less than ${worth}.`,
      `顧客以 ${points} 積分（${worth}）支付了部分訂單：貨品合共不能少於 ${worth}。`,
      `顾客以 ${points} 积分（${worth}）支付了部分订单：商品合共不能少于 ${worth}。`,
    ),
  );
}
