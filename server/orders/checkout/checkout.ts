import type { Transaction } from 'kysely';
import type { z } from 'zod';
import { type DeliveryFees, deliveryQuote, freeDelivery, type HkArea } from '../../../contract/delivery-fees';
import { fromCents } from '../../../contract/money';
import type { checkout, Delivery } from '../../../contract/orders';
import { pointsUsed } from '../../../contract/sale-figures';
import { itemCount } from '../../../contract/units';
import { newId } from '../../db/ids';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { SessionUser } from '../../http/context';
import { billOffOf, figuresOf, withBillDiscount } from '../core/line-rows';
import { visibleOrder } from '../core/order-access';
import { newOrderRow } from '../core/order-rows';
import type { OrdersDeps } from '../core/orders-deps';
import type { LineRow, OrderRow } from '../core/repository';
import { fixLinesForSale, takeStockOfLines } from '../core/stock-taking';
import type { DeliveryFeesService } from '../delivery-fees/service';
import { jsonAnswer, withIdempotency } from '../idempotency/idempotency';
import { type PointsHeld, tooManyOfYourPoints } from '../pos/till-points';
import { sumFigures, withDeliveryFee } from '../pricing/pricing';

type CheckoutInput = z.output<typeof checkout.input>;
type CheckoutResult = z.input<typeof checkout.output>;

/** what the cart needs besides its lines, read in the checkout's transaction once the cart is claimed */
interface Destinations {
  deliveries: Map<string, Delivery>;
  /** each seller's delivery prices */
  fees: Map<string, DeliveryFees>;
  /** the points she redeems at each shop that asks some, with her balance there */
  points: Map<string, PointsAsked>;
}

/** points asked at one shop, and her balance there as read before the transaction (decision 0283) */
interface PointsAsked {
  asked: number;
  held: (PointsHeld & { customerId: string }) | null;
}

/**
 * `checkout`: the cart becomes one order per seller, all or nothing, exactly once per idempotency key.
 * The steps, in order, in one transaction (its reads there too: on PostgreSQL each statement is a round trip,
 * and reading the cart before the transaction meant reading it twice; decision 0294):
 * 1. claim the cart (the caller's, still a cart) and read its lines, not empty, and where each seller's goods go
 *    (`deliveriesFor`), her delivery prices and her points;
 * 2. the lines at the catalogue's figures of now;
 * 3. split the lines by seller and place one `pending_payment` order each, with its delivery;
 * 4. tell each seller (`order_placed`), drop the cart, record the key with the answer for replays;
 * 5. take every line's stock, last, so a product everyone buys stays locked only until the commit;
 * 6. after commit, publish the notifications and tell each order's step (the shopper's mail).
 */
export class Checkout {
  constructor(
    private readonly deps: OrdersDeps,
    private readonly deliveryFees: Pick<DeliveryFeesService, 'of'>,
  ) {}

  /**
   * `given`: where the goods go when no pickup is chosen, for a guest checkout whose address is typed, not taken
   * from an address book (./guest-checkout.ts, docs/decisions/0284-guest-checkout.md)
   */
  async checkout(input: CheckoutInput, user: SessionUser, given?: Delivery): Promise<CheckoutResult> {
    const now = this.deps.now();
    const outbox = this.deps.notifications.outbox();
    let takeStock: () => Promise<void> = async () => {};
    const { answer, replayed } = await withIdempotency(
      this.deps.keys,
      { userId: user.id, key: input.idempotency_key, action: 'checkout', target: input.id, input },
      jsonAnswer<CheckoutResult>(),
      {
        prepare: () => this.balancesAsked(input, user),
        write: async (trx, balances) => {
          const cart = await this.claimCart(trx, input.id, user, now);
          const draftLines = await this.deps.repo.linesOf([cart.id], trx);
          if (draftLines.length === 0) throw new AppError('cartEmpty');
          const { deliveries, fees, points } = await this.destinations(
            trx,
            input,
            user,
            draftLines,
            balances,
            given,
          );
          // each seller's order id before the stock is taken: the stock history names the order (decision 0228)
          const orderIds = new Map([...deliveries.keys()].map((sellerId) => [sellerId, newId(now)]));
          const { fixed: lines, catalogue } = await fixLinesForSale(this.deps.products, trx, draftLines, {
            sellerId: null,
            feeBp: this.deps.fees.bpFor('Online-Sell', null),
          });
          // taken by `last`, once the orders are written: the hot rows are locked until the commit only
          takeStock = () =>
            takeStockOfLines(this.deps.products, trx, lines, catalogue, { outbox, origin: null }, (line) => ({
              reason: 'online_order',
              orderId: orderIds.get(line.seller_id) ?? null,
            }));
          const result: CheckoutResult = { orders: [] };
          for (const [sellerId, sellerLines] of bySeller(lines, deliveries)) {
            const placed = await this.placeOrder(trx, {
              id: orderIds.get(sellerId) ?? newId(now),
              cart,
              buyer: user,
              sellerId,
              lines: sellerLines,
              delivery: deliveries.get(sellerId)!,
              fees: fees.get(sellerId) ?? freeDelivery(sellerId),
              points: points.get(sellerId),
              message: input.message ?? cart.message,
              now,
            });
            result.orders.push(placed);
            outbox.changed([user.id, sellerId], { kind: 'order', id: placed.order_id });
            await outbox.add(trx, {
              kind: 'order_placed',
              to: sellerId,
              actor: user.id,
              params: { order_id: placed.order_id, total: placed.total },
            });
          }
          await this.deps.repo.deleteOrder(trx, cart.id);
          return result;
        },
        last: () => takeStock(),
      },
      now,
    );
    if (!replayed) {
      outbox.publish();
      for (const o of answer.orders)
        this.deps.stepped({ step: 'placed', orderId: o.order_id, buyerId: user.id });
    }
    return answer;
  }

  /**
   * Step 1: the caller's cart, claimed (on PostgreSQL its row stays locked, so a concurrent change of it waits),
   * or why not.
   */
  private async claimCart(
    trx: Transaction<Database>,
    id: string,
    user: SessionUser,
    now: number,
  ): Promise<OrderRow> {
    const { repo } = this.deps;
    const cart = await repo.claimCart(trx, id, user.id, now);
    if (cart) return cart;
    // why not, as every call on an order answers it: another's order is not found, hers is in another state
    await visibleOrder(repo, id, user, trx);
    throw new AppError('orderState');
  }

  /** For each seller in the cart, where her goods go, the seller's delivery prices, and the points she redeems. */
  private async destinations(
    trx: Transaction<Database>,
    input: CheckoutInput,
    user: SessionUser,
    lines: LineRow[],
    balances: Map<string, PointsAsked['held']>,
    given?: Delivery,
  ): Promise<Destinations> {
    const deliveries = await this.deliveriesFor(trx, input, user, lines, given);
    const fees = new Map(
      (await this.deliveryFees.of([...deliveries.keys()], trx)).map((f) => [f.seller_id, f]),
    );
    return { deliveries, fees, points: pointsAsked(input, deliveries, balances) };
  }

  /**
   * Her balance at each shop whose points she asks to redeem (docs/decisions/0283-loyalty.md, "Redeeming
   * online"), read before the transaction as the till reads it (the loyalty domain's reads are its own); checked
   * against the shops of her cart in it (`pointsAsked`). Nothing is read when she redeems none.
   */
  private async balancesAsked(
    input: CheckoutInput,
    user: SessionUser,
  ): Promise<Map<string, PointsAsked['held']>> {
    const balances = new Map<string, PointsAsked['held']>();
    for (const [sellerId, asked] of Object.entries(input.redeem_points ?? {})) {
      if (asked <= 0) continue;
      balances.set(
        sellerId,
        this.deps.tillPoints ? await this.deps.tillPoints.balanceOfAccount(sellerId, user.id) : null,
      );
    }
    return balances;
  }

  private async deliveriesFor(
    trx: Transaction<Database>,
    input: CheckoutInput,
    user: SessionUser,
    lines: LineRow[],
    given?: Delivery,
  ): Promise<Map<string, Delivery>> {
    const { addressBook } = this.deps;
    const deliveries = new Map<string, Delivery>();
    const address = input.address_id ? await addressBook.addressOf(input.address_id, user.id, trx) : null;
    for (const sellerId of new Set(lines.map((l) => l.seller_id))) {
      const pickupId = input.pickup_address_ids?.[sellerId];
      if (pickupId) {
        const p = await addressBook.pickupOf(pickupId, sellerId, trx);
        deliveries.set(sellerId, {
          kind: 'pickup',
          name: p.name,
          phone: p.phone,
          address: p.address,
          hours: p.hours,
          area: null,
        });
      } else if (given) {
        deliveries.set(sellerId, given);
      } else if (address) {
        deliveries.set(sellerId, {
          kind: 'delivery',
          name: address.name,
          phone: address.phone,
          address: address.address,
          hours: null,
          area: (address.area as HkArea | null) ?? null,
        });
      } else {
        throw new AppError('deliveryMissing');
      }
    }
    return deliveries;
  }

  /** Step 3: one seller's order, waiting for payment, holding its stock. */
  private async placeOrder(
    trx: Transaction<Database>,
    o: {
      id: string;
      cart: OrderRow;
      buyer: SessionUser;
      sellerId: string;
      lines: LineRow[];
      delivery: Delivery;
      fees: DeliveryFees;
      points: PointsAsked | undefined;
      message: string;
      now: number;
    },
  ): Promise<CheckoutResult['orders'][number]> {
    const id = o.id;
    const feeBp = this.deps.fees.bpFor('Online-Sell', null);
    // the delivery is quoted on the goods before points: spending points never costs her a free delivery
    const beforePoints = sumFigures(o.lines.map(figuresOf));
    const deliveryCents =
      o.delivery.kind === 'pickup' ? 0 : feeFor(o.fees, o.delivery, beforePoints.totalCents);
    // her points are the bill's discount, spread over the lines (fee, profit, refunds follow; decision 0283)
    const asked = o.points?.asked ?? 0;
    const off = billOffOf(o.lines, null, asked);
    const used = pointsUsed(off.points_cents);
    const lines = used > 0 ? withBillDiscount(o.lines, null, feeBp, used) : o.lines;
    const goods = sumFigures(lines.map(figuresOf));
    const sums = withDeliveryFee(goods, deliveryCents, feeBp);
    await this.deps.repo.insertOrder(trx, {
      ...newOrderRow(id, 'Online-Sell', { buyerId: o.buyer.id, sellerId: o.sellerId }, o.now),
      cart_owner: null,
      status: 'pending_payment',
      message: o.message,
      total_cents: sums.totalCents,
      fee_cents: sums.feeCents,
      profit_cents: sums.profitCents,
      units: itemCount(o.lines),
      holds_stock: 1,
      delivery_kind: o.delivery.kind,
      delivery_name: o.delivery.name,
      delivery_phone: o.delivery.phone,
      delivery_address: o.delivery.address,
      delivery_hours: o.delivery.hours,
      delivery_fee_cents: deliveryCents,
      delivery_txn_fee_cents: sums.deliveryFeeCents,
      delivery_area: o.delivery.area ?? null,
      placed_at: o.now,
      discount_cents: off.points_cents,
      redeem_points: used,
      points_cents: off.points_cents,
    });
    await this.deps.repo.insertLines(
      trx,
      lines.map((l, i) => ({ ...l, order_id: id, position: i })),
    );
    // the points leave her balance now, held by the order until it is paid or cancelled (one row per order)
    if (used > 0 && o.points?.held && this.deps.tillPoints)
      await this.deps.tillPoints.redeem(trx, {
        held: o.points.held,
        sellerId: o.sellerId,
        customerId: o.points.held.customerId,
        orderId: id,
        points: used,
        now: o.now,
      });
    return {
      order_id: id,
      seller_id: o.sellerId,
      status: 'pending_payment',
      total: fromCents(sums.totalCents),
    };
  }
}

/** The points she redeems at each shop of her cart that she asks some of, at most her balance there. */
function pointsAsked(
  input: CheckoutInput,
  deliveries: Map<string, Delivery>,
  balances: Map<string, PointsAsked['held']>,
): Map<string, PointsAsked> {
  const points = new Map<string, PointsAsked>();
  for (const [sellerId, asked] of Object.entries(input.redeem_points ?? {})) {
    if (asked <= 0 || !deliveries.has(sellerId)) continue;
    const held = balances.get(sellerId) ?? null;
    if (asked > (held?.points ?? 0)) throw tooManyOfYourPoints(asked, held?.points ?? 0);
    points.set(sellerId, { asked, held });
  }
  return points;
}

/** The fixed lines grouped by seller; every seller must have somewhere to send the goods. */
function bySeller(lines: LineRow[], deliveries: Map<string, Delivery>): Map<string, LineRow[]> {
  const groups = new Map<string, LineRow[]>();
  for (const line of lines) {
    if (!deliveries.has(line.seller_id)) throw new AppError('deliveryMissing');
    groups.set(line.seller_id, [...(groups.get(line.seller_id) ?? []), line]);
  }
  return groups;
}

/** The seller's fee for this delivery, or the reason she cannot deliver it (decision 0248). */
function feeFor(fees: DeliveryFees, delivery: Delivery, goodsCents: number): number {
  const quote = deliveryQuote(fees, delivery.area ?? null, goodsCents);
  if (quote.ok) return quote.cents;
  throw new AppError(quote.problem === 'area_unknown' ? 'deliveryAreaUnknown' : 'deliveryAreaNotServed');
}
