import type { Courier } from '../../../contract/couriers';
import type { HkArea } from '../../../contract/delivery-fees';
import { fromCents } from '../../../contract/money';
import {
  type Delivery,
  isOfflineRight,
  type OfflineRight,
  type Order,
  type OrderLine,
  type OrderStatus,
  type PaymentMethod,
} from '../../../contract/orders';
import { stockForSale } from '../../../contract/products';
import { pointsUsed } from '../../../contract/sale-figures';
import { saleNumberOf } from '../../../contract/sale-number';
import type { SessionUser } from '../../http/context';
import { mayDo } from '../../staff/permissions';
import { sumFigures } from '../pricing/pricing';
import { formatHk } from './hk-time';
import { billOffOf, discountOf, figuresOf, fixedLine, withBillDiscount } from './line-rows';
import { mayReview, orderActions } from './order-actions';
import type { OrdersDeps } from './orders-deps';
import type { LineRow, OrderRow } from './repository';
import { saleNet } from './sale-net';
import type { SaleCatalogue } from './stock-taking';
import { lineIdsOut } from './variant-lines';

/** Open "I have paid" claims, by order (the payments sub-domain owns them: docs/decisions/0095). */
export interface ClaimTimes {
  claimedAtOf(orderIds: string[]): Promise<Map<string, number>>;
}

/**
 * The lines of orders that have their review (the reviews domain owns them: docs/decisions/0242-reviews.md), as the
 * review names a line: its product and variant ('' for none).
 */
export interface RatedLines {
  ratedLinesOf(orderIds: string[]): Promise<{ order_id: string; product_id: string; variant_id: string }[]>;
}

/** Orders as the API shows them, to the buyer or to the seller (only the seller sees costs and profit). */
export class OrderView {
  constructor(
    private readonly deps: Pick<OrdersDeps, 'repo' | 'products' | 'publicNamesOf' | 'fees' | 'staffNamesOf'>,
    private readonly claims: ClaimTimes,
    /** absent: no order offers `review` */
    private readonly rated?: RatedLines,
  ) {}

  async renderOne(order: OrderRow, user: SessionUser): Promise<Order> {
    return (await this.render([order], user))[0]!;
  }

  /**
   * Orders in the API shape: drafts priced from the catalogue now, placed orders with their fixed figures.
   * `costs`: 'permitted' leaves cost and profit out for a till's member without see_costs; 'seller' keeps them for
   * the sales records, whose profit figures are not optional yet (docs/decisions/0280-staff-pins-and-roles.md).
   */
  async render(
    orders: OrderRow[],
    user: SessionUser,
    costs: 'permitted' | 'seller' = 'permitted',
  ): Promise<Order[]> {
    const lines = await this.deps.repo.linesOf(orders.map((o) => o.id));
    const draftIds = new Set(orders.filter((o) => o.status === 'cart').map((o) => o.id));
    const live = await this.deps.products.getForSale(
      this.deps.repo.db,
      lines.filter((l) => draftIds.has(l.order_id)).map((l) => l.product_id),
    );
    return this.compose(orders, lines, live, user, costs);
  }

  /**
   * A draft just saved, from the lines written and the catalogue they were checked against, so the answer to a
   * change reads neither again (docs/decisions/0294-postgresql-statements-are-the-cost.md).
   */
  async renderDraft(
    order: OrderRow,
    lines: LineRow[],
    live: SaleCatalogue,
    user: SessionUser,
  ): Promise<Order> {
    return (await this.compose([order], lines, live, user, 'permitted'))[0]!;
  }

  /**
   * A sale its payment just wrote (paid, nothing refunded yet), from its row and lines as written: the payment's
   * answer reads neither again (docs/decisions/0294-postgresql-statements-are-the-cost.md).
   */
  async renderWritten(order: OrderRow, lines: LineRow[], user: SessionUser): Promise<Order> {
    return (await this.compose([order], lines, new Map(), user, 'permitted', 'none'))[0]!;
  }

  private async compose(
    orders: OrderRow[],
    lines: LineRow[],
    live: SaleCatalogue,
    user: SessionUser,
    costs: 'permitted' | 'seller',
    /** 'none': the orders were just paid, so no refund can have taken anything yet */
    refunds: 'read' | 'none' = 'read',
  ): Promise<Order[]> {
    const draftIds = new Set(orders.filter((o) => o.status === 'cart').map((o) => o.id));
    const claimed = await this.claims.claimedAtOf(
      orders.filter((o) => o.status === 'pending_payment').map((o) => o.id),
    );
    // what refunds took of each placed order: the order keeps its figures as sold (decision 0267)
    const refunded = await this.deps.repo.refundSumsOf(
      refunds === 'none' ? [] : orders.filter((o) => !draftIds.has(o.id)).map((o) => o.id),
    );
    const byOrder = new Map<string, LineRow[]>();
    for (const l of lines) byOrder.set(l.order_id, [...(byOrder.get(l.order_id) ?? []), l]);
    // which of them still has a line to rate, one read for the orders the caller may review (decision 0291)
    const unrated = await this.unratedOrders(orders, byOrder, user);
    // the shop's name and the buyer's display name, as everywhere else people are named (issue 25)
    const names = await this.deps.publicNamesOf([
      ...orders.flatMap((o) => [o.seller_id, o.buyer_id]).filter((id): id is string => id !== null),
      ...lines.map((l) => l.seller_id),
    ]);
    // who rang each of the caller's own sales up (decision 0280): a name on its page and its receipt
    const staffNames = await this.staffNames(orders, user);
    return orders.map((o) => {
      const isSeller = o.seller_id === user.id;
      // cost and profit: the seller's, not a till's member without see_costs (docs/decisions/0280-staff-pins-and-roles.md)
      const seesCosts = isSeller && (costs === 'seller' || mayDo(user, 'see_costs'));
      const isDraft = draftIds.has(o.id);
      const items: OrderLine[] = [];
      const counted: LineRow[] = [];
      // a POS draft shows the fee of a code payment (cash, chosen at payment, carries none)
      const feeBp = this.deps.fees.bpFor(o.order_type, null);
      const stored = byOrder.get(o.id) ?? [];
      const fixed = stored.map((l) => {
        const product = isDraft ? live.get(l.product_id) : undefined;
        return product ? fixedLine(l, product, feeBp) : l;
      });
      // a draft's bill discount is spread anew over the lines that can still be sold (decision 0232)
      const sellable = (l: LineRow) => !isDraft || live.get(l.product_id)?.removed === false;
      // a till draft's points (decision 0283): part of the bill's discount, as many as its bill can take
      const asked = isDraft && o.customer_id ? Number(o.redeem_points ?? 0) : 0;
      // a full stamp card's free item as the draft's last update worked it out (decision 0289)
      const free =
        isDraft && o.customer_id && Number(o.redeem_stamps ?? 0) > 0 ? Number(o.stamps_cents ?? 0) : 0;
      const draftOff = isDraft
        ? billOffOf(fixed.filter(sellable), discountOf(o.discount_json), asked, free)
        : undefined;
      const draftPoints = draftOff?.points_cents ?? 0;
      const spread = isDraft
        ? new Map(
            withBillDiscount(fixed.filter(sellable), discountOf(o.discount_json), feeBp, asked, free).map(
              (l) => [l.product_id, l],
            ),
          )
        : new Map<string, LineRow>();
      for (const before of fixed) {
        const product = isDraft ? live.get(before.product_id) : undefined;
        const line = spread.get(before.product_id) ?? before;
        if (sellable(before)) counted.push(line);
        items.push({
          ...lineOut(line, seesCosts),
          seller_name: names.get(line.seller_id) ?? null,
          ...(isDraft
            ? {
                available: product ? stockForSale(product) : 0,
                step: product?.step ?? 1,
                removed: !product || product.removed,
              }
            : {}),
          // the till sends this line's price with every save (docs/decisions/0231-open-price.md)
          ...(product?.open_price ? { open_price: true } : {}),
        });
      }
      // a placed order's net: its gross as sold less its refund rows (docs/decisions/0267-order-gross-and-refund-rows.md)
      const net = isDraft ? null : saleNet(o, refunded.get(o.id));
      const sums = net
        ? { totalCents: net.total_cents, feeCents: net.fee_cents, profitCents: net.profit_cents }
        : sumFigures(counted.map(figuresOf));
      return {
        order_id: o.id,
        _id: o.id,
        order_type: o.order_type,
        status: o.status as OrderStatus,
        buyer_id: o.buyer_id,
        seller_id: o.seller_id,
        seller_name: o.seller_id ? (names.get(o.seller_id) ?? null) : null,
        buyer_name: o.buyer_id ? (names.get(o.buyer_id) ?? null) : null,
        is_seller: isSeller,
        items,
        message: o.message,
        total: fromCents(sums.totalCents),
        delivery_fee: fromCents(o.delivery_fee_cents),
        rounding: fromCents(Number(o.rounding_cents)),
        gross_total: fromCents(net ? Number(o.total_cents) : sums.totalCents),
        refunded: fromCents(net ? net.refunded_cents : 0),
        discount: discountOf(o.discount_json),
        discount_amount: fromCents(
          isDraft ? counted.reduce((n, l) => n + l.bill_off_cents, 0) : o.discount_cents,
        ),
        points_redeemed: isDraft ? pointsUsed(draftPoints) : Number(o.redeem_points ?? 0),
        points_discount: fromCents(isDraft ? draftPoints : Number(o.points_cents ?? 0)),
        stamps_redeemed: draftOff
          ? draftOff.stamps_cents > 0
            ? Number(o.redeem_stamps ?? 0)
            : 0
          : Number(o.redeem_stamps ?? 0),
        stamps_discount: fromCents(draftOff ? draftOff.stamps_cents : Number(o.stamps_cents ?? 0)),
        transaction_fee: fromCents(sums.feeCents),
        ...(seesCosts ? { total_profit: fromCents(sums.profitCents) } : {}),
        delivery: o.delivery_kind
          ? {
              kind: o.delivery_kind as Delivery['kind'],
              name: o.delivery_name ?? '',
              phone: o.delivery_phone,
              address: o.delivery_address ?? '',
              hours: o.delivery_hours,
              area: (o.delivery_area as HkArea | null) ?? null,
            }
          : null,
        shipment: o.courier ? { courier: o.courier as Courier, tracking_number: o.tracking_number } : null,
        payment_method: paymentMethodOf(o),
        sale_number: saleNumberOf(o.id),
        created_at: formatHk(o.created_at),
        placed_at: o.placed_at === null ? null : formatHk(o.placed_at),
        paid_at: o.paid_at === null ? null : formatHk(o.paid_at),
        shipped_at: o.shipped_at === null ? null : formatHk(o.shipped_at),
        completed_at: o.completed_at === null ? null : formatHk(o.completed_at),
        cancelled_at: o.cancelled_at === null ? null : formatHk(o.cancelled_at),
        payment_claimed_at: claimedAt(claimed, o.id),
        // the seller's own check against her bank (docs/decisions/0276-fps-offline-to-check.md)
        to_check: isSeller && Number(o.to_check) === 1,
        ...(isSeller && o.staff_id && staffNames.has(o.staff_id)
          ? { staff_name: staffNames.get(o.staff_id)! }
          : {}),
        // the manager's approval on the offline till, and what went without one (docs/decisions/0288)
        ...(isSeller && o.approved_by && staffNames.has(o.approved_by)
          ? { approved_by_name: staffNames.get(o.approved_by)! }
          : {}),
        ...(isSeller && o.unapproved ? { unapproved: unapprovedOf(o.unapproved) } : {}),
        // what the caller may do now, by the calls' own rules (docs/decisions/0291-order-actions-from-the-server.md)
        actions: orderActions(o, {
          userId: user.id,
          refundLeft: net !== null && (net.units > 0 || net.total_cents > 0),
          ...(unrated ? { unratedLine: unrated.has(o.id) } : {}),
        }),
      };
    });
  }

  /** the orders the caller may review with a line not yet rated; null when the reviews are not at hand */
  private async unratedOrders(
    orders: readonly OrderRow[],
    byOrder: Map<string, LineRow[]>,
    user: SessionUser,
  ): Promise<Set<string> | null> {
    if (!this.rated) return null;
    const reviewable = orders.filter((o) => mayReview(o, user.id));
    if (reviewable.length === 0) return new Set();
    const key = (orderId: string, productId: string, variantId: string | undefined) =>
      `${orderId} ${productId} ${variantId ?? ''}`;
    const done = new Set(
      (await this.rated.ratedLinesOf(reviewable.map((o) => o.id))).map((r) =>
        key(r.order_id, r.product_id, r.variant_id || undefined),
      ),
    );
    return new Set(
      reviewable
        .filter((o) =>
          (byOrder.get(o.id) ?? []).some((l) => {
            const ids = lineIdsOut(l);
            return !done.has(key(o.id, ids.product_id, ids.variant_id));
          }),
        )
        .map((o) => o.id),
    );
  }

  private async staffNames(orders: readonly OrderRow[], user: SessionUser): Promise<Map<string, string>> {
    const ids = [
      ...new Set(
        orders
          .filter((o) => o.seller_id === user.id)
          .flatMap((o) => [o.staff_id, o.approved_by])
          .filter((id): id is string => !!id),
      ),
    ];
    return ids.length > 0 && this.deps.staffNamesOf ? this.deps.staffNamesOf(user.id, ids) : new Map();
  }
}

/** the rights an offline sale used without approval, as stored (comma-joined; decision 0288) */
function unapprovedOf(text: string): OfflineRight[] {
  return text.split(',').filter(isOfflineRight);
}

function claimedAt(claimed: Map<string, number>, orderId: string): string | null {
  const at = claimed.get(orderId);
  return at === undefined ? null : formatHk(at);
}

/** How an order was paid, as the API shows it (null before payment). */
export function paymentMethodOf(o: OrderRow): PaymentMethod | null {
  return o.payment_kind
    ? {
        kind: o.payment_kind as PaymentMethod['kind'],
        code_id: o.payment_code_id,
        label: o.payment_label ?? '',
      }
    : null;
}

function lineOut(l: LineRow, seesCosts: boolean): Omit<OrderLine, 'seller_name'> {
  return {
    ...lineIdsOut(l),
    seller_id: l.seller_id,
    name: l.name,
    quantity: Number(l.quantity),
    unit: l.unit,
    price: fromCents(l.unit_cents),
    original_price: fromCents(l.price_cents),
    discount: l.discount_bp / 100,
    thumbnail: l.thumbnail,
    total: fromCents(l.total_cents),
    transaction_fee: fromCents(l.fee_cents),
    ...(seesCosts ? { cost: fromCents(l.cost_cents), total_profit: fromCents(l.profit_cents) } : {}),
    line_discount: discountOf(l.discount_json),
    discount_amount: fromCents(l.line_off_cents + l.bill_off_cents),
    bill_discount_share: fromCents(l.bill_off_cents),
  };
}
