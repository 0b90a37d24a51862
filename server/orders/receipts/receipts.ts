import { randomBytes } from 'node:crypto';
import { fromCents } from '../../../contract/money';
import type { Receipt } from '../../../contract/receipts';
import { billDiscountRows, billFigures, printedLine, type SoldLine } from '../../../contract/sale-figures';
import { saleNumberOf } from '../../../contract/sale-number';
import { AppError } from '../../http/app-error';
import type { SessionUser } from '../../http/context';
import type { AddressBookService } from '../../profiles/address-book/service';
import type { ProfileService } from '../../profiles/profile/service';
import { formatHk } from '../core/hk-time';
import { paymentMethodOf } from '../core/order-view';
import type { OrdersDeps } from '../core/orders-deps';
import { type LineRow, type OrderRow, SALE_STATUSES } from '../core/repository';
import { saleNet } from '../core/sale-net';
import type { RefundParts } from '../refunds/refund-parts';
import type { RefundsRepository } from '../refunds/refunds-repository';
import type { LoyaltySale, ReceiptLoyalty, ReceiptLoyaltyFigures } from './receipt-loyalty';
import type { ReceiptLinksRepository } from './repository';

/** The web app's page that shows a receipt by its token (web/app/route-table.ts). */
export const RECEIPT_PAGE = '/receipt';

/**
 * Receipts customers keep (docs/decisions/0170-receipts.md). The link is made on the first request and stays
 * the same; the receipt shows what the customer may keep: the shop's public name, address and phone, the
 * lines, discounts, how it was paid, refunds, Hong Kong time. Never the cost, the profit, the fee or anything
 * about the buyer.
 */
export class Receipts {
  constructor(
    private readonly deps: Pick<OrdersDeps, 'repo' | 'now' | 'staffNamesOf'>,
    private readonly links: ReceiptLinksRepository,
    private readonly refunds: Pick<RefundsRepository, 'refundsOf' | 'refundLinesOf' | 'refundedUntil'>,
    private readonly shops: {
      names: Pick<ProfileService, 'publicNamesOf'>;
      addressBook: Pick<AddressBookService, 'listPickups'>;
    },
    /** a split sale's parts and its refunds by part (docs/decisions/0281-split-payments.md) */
    private readonly parts: Pick<RefundParts, 'shown'>,
    /** the customer's points or stamps on the sale (the customers domain; docs/decisions/0283-loyalty.md) */
    private readonly loyalty?: ReceiptLoyalty,
  ) {}

  /** For the sale's seller, or the buyer of an online order. */
  async link(orderId: string, user: SessionUser): Promise<{ token: string; path: string }> {
    const order = await this.deps.repo.findOrder(orderId);
    if (!order || (order.seller_id !== user.id && order.buyer_id !== user.id)) throw new AppError('notFound');
    if (!isSale(order)) throw new AppError('orderState');
    let token = await this.links.tokenOf(order.id);
    if (!token) {
      await this.links.insertIfAbsent(order.id, randomBytes(16).toString('base64url'), this.deps.now());
      token = (await this.links.tokenOf(order.id))!;
    }
    return { token, path: `${RECEIPT_PAGE}?t=${token}` };
  }

  /** The receipt page's path when a link was made for this sale, or null; never makes one (the customer display). */
  async existingPath(orderId: string): Promise<string | null> {
    const token = await this.links.tokenOf(orderId);
    return token ? `${RECEIPT_PAGE}?t=${token}` : null;
  }

  /**
   * Anyone with the token. What the sale earned of the customer's loyalty is on it for everyone; her balance only
   * for the shop and for the customer herself, signed in (docs/decisions/0283-loyalty.md, "On the receipt").
   */
  async get(token: string, viewer: SessionUser | null = null): Promise<Receipt> {
    const orderId = await this.links.orderOf(token);
    const order = orderId ? await this.deps.repo.findOrder(orderId) : undefined;
    // a sale cancelled later (not possible today) or a removed row reads as "not found", like a wrong token
    if (!order || !isSale(order)) throw new AppError('notFound');
    const sellerId = order.seller_id!;
    const [lines, refunds, refundLines, names, pickups, split, staff, loyalty] = await Promise.all([
      this.deps.repo.linesOf([order.id]),
      this.refunds.refundsOf(order.id),
      this.refunds.refundLinesOf(order.id),
      this.shops.names.publicNamesOf([sellerId]),
      this.shops.addressBook.listPickups(sellerId),
      this.parts.shown(order),
      order.staff_id && this.deps.staffNamesOf
        ? this.deps.staffNamesOf(sellerId, [order.staff_id])
        : new Map<string, string>(),
      this.loyaltyOf(order, viewer),
    ]);
    const servedBy = order.staff_id ? staff.get(order.staff_id) : undefined;
    const sold = lines.map(soldLine);
    const bill = billFigures(
      sold,
      lines.reduce((n, l) => n + Number(l.bill_off_cents), 0),
      Number(order.delivery_fee_cents),
      Number(order.rounding_cents),
    );
    const lineName = new Map(lines.map((l) => [l.product_id, l.name]));
    const shop = pickups[0];
    return {
      shop: { name: names.get(sellerId) ?? '', address: shop?.address ?? null, phone: shop?.phone ?? null },
      sale_number: saleNumberOf(order.id),
      order_type: order.order_type,
      time: formatHk(order.paid_at ?? order.created_at),
      // who served her, as a shop's receipt prints its cashier (decision 0280)
      ...(servedBy ? { served_by: servedBy } : {}),
      lines: lines.map((l, i) => {
        const printed = printedLine(sold[i]!);
        return {
          name: l.name,
          quantity: Number(l.quantity),
          unit: l.unit,
          unit_price: fromCents(Number(l.price_cents)),
          discount: l.discount_bp / 100,
          line_discount: fromCents(printed.discount_cents),
          total: fromCents(printed.amount_cents),
        };
      }),
      subtotal: fromCents(bill.subtotal_cents),
      discount: fromCents(bill.bill_discount_cents),
      points_discount: fromCents(
        billDiscountRows(bill.bill_discount_cents, Number(order.points_cents ?? 0)).points_cents,
      ),
      points_redeemed: Number(order.redeem_points ?? 0),
      stamps_discount: fromCents(
        billDiscountRows(
          bill.bill_discount_cents,
          Number(order.points_cents ?? 0),
          Number(order.stamps_cents ?? 0),
        ).stamps_cents,
      ),
      ...loyalty,
      delivery: fromCents(bill.delivery_cents),
      rounding: fromCents(bill.rounding_cents),
      total: fromCents(bill.total_cents),
      payment_method: paymentMethodOf(order),
      payments: split.payments,
      refunds: refunds.map((r) => ({
        refund_number: r.id.slice(-8).toUpperCase(),
        time: formatHk(Number(r.created_at)),
        total: fromCents(Number(r.total_cents)),
        delivery: fromCents(Number(r.delivery_cents)),
        rounding: fromCents(Number(r.rounding_cents)),
        lines: refundLines
          .filter((l) => l.refund_id === r.id)
          .map((l) => ({
            name: lineName.get(l.product_id) ?? '',
            quantity: Number(l.quantity),
            total: fromCents(Number(l.total_cents)),
          })),
        parts: split.byRefund.get(r.id) ?? [],
      })),
      // what the sale kept, derived in one place (docs/decisions/0267-order-gross-and-refund-rows.md)
      net_total: fromCents(saleNet(order, refunds).total_cents),
    };
  }

  /**
   * The receipt's loyalty fields: what the sale earned (points, or stamps with the card's size) and, for the shop
   * or the customer herself, her balance as of the sale. Nothing for a sale that earned under no programme.
   */
  private async loyaltyOf(order: OrderRow, viewer: SessionUser | null): Promise<Partial<Receipt>> {
    if (!this.loyalty || (!order.customer_id && !order.buyer_id)) return {};
    const paidAt = Number(order.paid_at ?? order.created_at);
    const sale: LoyaltySale = {
      sellerId: order.seller_id!,
      orderId: order.id,
      customerId: order.customer_id ?? null,
      buyerId: order.buyer_id,
      orderType: order.order_type,
      paidAt,
      refundedByThen: (orderIds) => this.refunds.refundedUntil(orderIds, paidAt),
    };
    const figures = await this.loyalty.of(sale);
    if (!figures) return {};
    const mayReadBalance =
      viewer !== null && (viewer.id === order.seller_id || (await this.loyalty.isCustomer(sale, viewer.id)));
    return loyaltyFields(figures, mayReadBalance);
  }
}

/** the receipt's fields of a sale's loyalty; `balance` only when the one reading it may see it */
function loyaltyFields(f: ReceiptLoyaltyFigures, balance: boolean): Partial<Receipt> {
  if (f.kind === 'points')
    return { points_earned: f.earned, ...(balance ? { points_balance: f.balance } : {}) };
  return {
    stamps_earned: f.earned,
    stamps_card_size: f.size,
    ...(balance ? { stamps_balance: f.balance } : {}),
  };
}

/** a stored line as the shared figures read it */
function soldLine(l: LineRow): SoldLine {
  return {
    quantity: Number(l.quantity),
    list_unit_cents: Number(l.price_cents),
    unit_cents: Number(l.unit_cents),
    own_off_cents: Number(l.line_off_cents),
  };
}

function isSale(order: OrderRow): boolean {
  return order.paid_at !== null && SALE_STATUSES.includes(order.status);
}
