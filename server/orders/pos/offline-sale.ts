import type { z } from 'zod';
import { fromCents } from '../../../contract/money';
import type { OversoldLine, recordOfflineSale } from '../../../contract/offline-sales';
import { addQuantities, itemCount } from '../../../contract/units';
import { newId } from '../../db/ids';
import { AppError } from '../../http/app-error';
import type { SessionUser, TillRights } from '../../http/context';
import type { SaleProduct } from '../../products/service';
import { staffIdOf } from '../../staff/permissions';
import { formatHk } from '../core/hk-time';
import {
  EMPTY_LINE,
  figuresOf,
  fixedLine,
  quantitiesIn,
  typedPrices,
  withBillDiscount,
} from '../core/line-rows';
import { tellLoyaltyChanged } from '../core/loyalty-live';
import { newOrderRow } from '../core/order-rows';
import { notYours, typedPriceCents } from '../core/order-texts';
import type { OrdersDeps } from '../core/orders-deps';
import type { LineRow } from '../core/repository';
import { withVariantRows } from '../core/variant-lines';
import { jsonAnswer, withIdempotency } from '../idempotency/idempotency';
import type { PaymentPartsRepository } from '../payments/parts-repository';
import { paymentMethodOf } from '../payments/payment-method';
import { recordedMethod, recordPaymentParts, resolveParts, splitFeeBp } from '../payments/payment-parts';
import { sumFigures } from '../pricing/pricing';
import { unapprovedRights } from './offline-rights';
import type { OfflineSaleRepository } from './offline-sale-repository';
import type { OrderOversoldTable } from './tables';

type Input = z.output<typeof recordOfflineSale.input>;
type Result = z.input<typeof recordOfflineSale.output>;

/** the customers domain's resolution of the customer an offline sale names; null: none of the shop's */
export type OfflineSaleCustomer = (
  sellerId: string,
  named: { customer_id?: string | undefined; member_code?: string | undefined },
) => Promise<string | null>;

const ACTION = 'offline_sale';
const MAX_AGE_MS = 30 * 86_400_000;
const OVERSOLD_LIST = 50;

/**
 * Offline POS sales, recorded whole in one request (docs/decisions/0081-offline-point-of-sale.md).
 *
 * Exactly once: the idempotency key is recorded in the same transaction that writes the sale
 * (IdempotencyRepository.recordRequest, the primary key of order_requests decides concurrent copies); a copy that
 * loses the race or comes later answers the stored first result.
 * The goods are already gone, so a sale is never refused for stock: each line takes what is left
 * (ProductsService.takeStockUpTo) and the units beyond it are recorded in order_oversold.
 */
export class OfflineSales {
  constructor(
    /** its fees: the same rule as online POS sales, cash carries no fee (docs/decisions/0093-who-pays-the-fee.md) */
    private readonly deps: OrdersDeps,
    private readonly repo: OfflineSaleRepository,
    /** each method's part of the payment, as received_payment records them (docs/decisions/0281-split-payments.md) */
    private readonly parts: PaymentPartsRepository,
    /** whether a staff member is one of the shop's (decision 0280); without staff none is */
    private readonly staffOfShop: (sellerId: string, staffId: string) => Promise<boolean> = async () => false,
    /** what a member of the shop could do at the till (decision 0288); null when not one of the shop's */
    private readonly staffRightsOf: (
      sellerId: string,
      staffId: string,
    ) => Promise<TillRights | null> = async () => null,
    /**
     * the shop's entry the sale's `customer_id` or `member_code` names, resolved at sync as `/res/customer/member`
     * resolves a QR (docs/decisions/0283-loyalty.md, "Customers on the offline till"); without the customers
     * domain none is
     */
    private readonly customerOf: OfflineSaleCustomer = async () => null,
  ) {}

  async record(asSent: Input, user: SessionUser): Promise<Result> {
    if (user.role !== 's') throw new AppError('sellerOnly');
    const now = this.deps.now();
    // a variant's line sells the variant's own row (docs/decisions/0236-variants.md)
    const input = { ...asSent, items: await withVariantRows(this.deps.products, asSent.items) };
    const { answer, replayed } = await withIdempotency(
      this.deps.keys,
      // the key names the sale itself: the device made it up when the sale was rung up
      {
        userId: user.id,
        key: input.idempotency_key,
        action: ACTION,
        target: input.idempotency_key,
        input: asSent,
      },
      jsonAnswer<Result>(),
      {
        prepare: () => this.check(input, user),
        write: async (
          trx,
          { quantities, prices, catalogue, method, parts, rounds, member, approver, openPriced, customerId },
        ) => {
          // a line's discount (the last given for a product); offCents keeps it within its line
          const discounts = new Map(
            input.items.flatMap((i) => (i.discount ? [[i.product_id, i.discount]] : [])),
          );
          const soldAt = Math.min(now, Math.max(now - MAX_AGE_MS, input.sold_at));
          const orderId = newId(soldAt);
          const feeBp = this.deps.fees.bpFor('POS-Sell', method.kind);
          const lines: LineRow[] = [];
          const oversold: OrderOversoldTable[] = [];
          // stock in product-id order, like every other taker, so concurrent sales never deadlock
          for (const id of [...quantities.keys()].sort()) {
            const quantity = quantities.get(id)!;
            const taken = await this.deps.products.takeStockUpTo(trx, id, quantity, {
              reason: 'offline_sale',
              orderId,
              // who rang it up offline, else who is acting now (as the sale's own staff_id)
              staffId: input.staff_id ?? staffIdOf(user),
            });
            if (taken < quantity) {
              oversold.push({
                order_id: orderId,
                product_id: id,
                seller_id: user.id,
                short_units: addQuantities(quantity, -taken),
                sold_at: soldAt,
              });
            }
            lines.push(
              fixedLine(
                {
                  ...EMPTY_LINE,
                  price_cents: prices.get(id)!,
                  discount_json: discounts.has(id) ? JSON.stringify(discounts.get(id)) : null,
                  order_id: orderId,
                  product_id: id,
                  seller_id: user.id,
                  position: lines.length,
                  quantity,
                },
                catalogue.get(id)!,
                feeBp,
              ),
            );
          }
          // what the member did that her role does not allow and her approver did not cover: recorded all the same,
          // to check (docs/decisions/0288-offline-manager-approval.md); the owner's own device is never asked
          const unapproved = member
            ? unapprovedRights(user, member, approver, lines, input.discount ?? null, openPriced)
            : [];
          // the bill's discount given on the offline till: the sale is already made, so a discount larger than
          // the bill is taken as the whole bill rather than refused (decision 0232)
          let discounted = withBillDiscount(lines, input.discount ?? null, feeBp);
          // a split's fee is the rate of its parts other than cash, once the bill is known (decision 0281)
          if (parts && parts.length > 1) {
            const billCents = discounted.reduce((n, l) => n + l.total_cents, 0);
            const splitBp = splitFeeBp(parts, billCents, this.deps.fees.rateBp);
            discounted = withBillDiscount(lines, input.discount ?? null, splitBp);
          }
          const sums = sumFigures(discounted.map(figuresOf));
          // each method's part is a row of order_payments, as for a sale paid at the online till (decision 0281);
          // a cash sale's total rounds to 10¢, its lines, fee and profit stay exact (decision 0264); parts that
          // do not pay the bill → 400 as online, and the transaction (with the idempotency key) is rolled back
          const rounding = await recordPaymentParts(this.parts, trx, {
            orderId,
            sellerId: user.id,
            parts,
            method,
            billCents: sums.totalCents,
            rounds,
            now: soldAt,
          });
          await this.deps.repo.insertOrder(trx, {
            ...newOrderRow(orderId, 'POS-Sell', { buyerId: null, sellerId: user.id }, soldAt),
            status: 'completed',
            total_cents: sums.totalCents + rounding,
            rounding_cents: rounding,
            fee_cents: sums.feeCents,
            profit_cents: sums.profitCents,
            units: itemCount(lines),
            holds_stock: 1,
            payment_kind: method.kind,
            payment_code_id: method.code_id,
            payment_label: method.label,
            updated_at: now,
            placed_at: soldAt,
            paid_at: soldAt,
            completed_at: soldAt,
            discount_json: input.discount ? JSON.stringify(input.discount) : null,
            discount_cents: discounted.reduce((n, l) => n + l.bill_off_cents, 0),
            // offline she could not see an FPS payment arrive: she ticks it against her bank app after sync
            // (docs/decisions/0276-fps-offline-to-check.md); cash and the other codes never. A split with an FPS
            // part is to check too: its FPS money is as unseen as a whole FPS sale's (decision 0281, "Offline")
            // A sale whose rights do not hold is to check as well (decision 0288), its reason in `unapproved`
            to_check:
              (parts ? parts.some((p) => p.method.kind === 'fps') : method.kind === 'fps') ||
              unapproved.length > 0
                ? 1
                : 0,
            // the manager who approved with her PIN on the offline till, when one of the shop's (decision 0288)
            approved_by: approver?.staffId ?? null,
            unapproved: unapproved.length > 0 ? unapproved.join(',') : null,
            // who rang it up offline, else who is acting now (docs/decisions/0280-staff-pins-and-roles.md)
            staff_id: input.staff_id ?? staffIdOf(user),
            // her sale, as a till sale's customer_id (migration 0820): her points or stamps are earned when they
            // are next read, once per sale by the ledger's key (docs/decisions/0283-loyalty.md)
            customer_id: customerId,
          });
          await this.deps.repo.insertLines(trx, discounted);
          await this.repo.insertOversold(trx, oversold);
          const stockNow = oversold.length
            ? await this.deps.products.getForSale(
                trx,
                oversold.map((o) => o.product_id),
              )
            : new Map<string, SaleProduct>();
          const result: Result = {
            order_id: orderId,
            total: fromCents(sums.totalCents + rounding),
            rounding: fromCents(rounding),
            transaction_fee: fromCents(sums.feeCents),
            total_profit: fromCents(sums.profitCents),
            oversold: oversold.map((o) => ({
              order_id: orderId,
              product_id: o.product_id,
              name: catalogue.get(o.product_id)!.name,
              short_units: o.short_units,
              stock: stockNow.get(o.product_id)?.quantity ?? 0,
              time: formatHk(soldAt),
            })),
            customer_id: customerId,
            // a customer named but not one of the shop's: the sale is done, so it is a walk-in rather than refused
            customer_dropped: customerId === null && !!(input.customer_id || input.member_code),
          };
          return result;
        },
      },
      now,
    );
    if (!replayed) {
      // the till's stock and today's figures on every device of the seller (issue 25)
      const outbox = this.deps.notifications.outbox();
      for (const line of asSent.items) outbox.changed([user.id], { kind: 'product', id: line.product_id });
      outbox.changed([user.id], { kind: 'sale', id: answer.order_id });
      // her member card follows the sale once it syncs (docs/decisions/0283-loyalty.md, "Live")
      await tellLoyaltyChanged(this.deps, outbox, {
        order_type: 'POS-Sell',
        seller_id: user.id,
        customer_id: answer.customer_id ?? null,
      });
      outbox.publish();
    }
    // an answer stored before sales carried a customer lacks these two: a walk-in
    return {
      ...answer,
      customer_id: answer.customer_id ?? null,
      customer_dropped: answer.customer_dropped ?? false,
    };
  }

  /** Everything checked before the transaction: the products are the seller's, the payment method theirs. */
  private async check(input: Input, user: SessionUser) {
    const catalogue = await this.deps.products.getForSale(
      this.deps.repo.db,
      input.items.map((i) => i.product_id),
    );
    // weights typed in another unit converted, whole pieces checked (docs/decisions/0233-units-and-weight.md)
    const quantities = quantitiesIn(input.items, catalogue, 'POS-Sell');
    const typed = typedPrices(input.items);
    const prices = new Map<string, number>();
    for (const id of quantities.keys()) {
      const product = catalogue.get(id);
      if (!product) throw new AppError('productNotFound');
      if (product.seller_id !== user.id) {
        throw new AppError('notYourProduct', notYours(product.name));
      }
      prices.set(id, typedPriceCents(product, typed.get(id), 'POS-Sell'));
    }
    // a split's parts resolved as received_payment resolves them (docs/decisions/0281-split-payments.md)
    const parts = await resolveParts(this.deps, input.payments, user.id);
    const method = parts ? recordedMethod(parts) : await paymentMethodOf(this.deps, input.method!, user.id);
    const withCash = parts ? parts.some((p) => p.method.kind === 'cash') : method.kind === 'cash';
    // the member the offline till was unlocked for, only one of this shop's (decision 0280)
    if (input.staff_id && !(await this.staffOfShop(user.id, input.staff_id)))
      throw new AppError('validation', 'staff_id: not one of your staff');
    // the rights of the member who rang it up and of the one who approved (docs/decisions/0288): an approver
    // who is not one of the shop's approves nothing, and the sale is to check rather than refused
    const memberId = input.staff_id ?? staffIdOf(user);
    const [member, approver] = await Promise.all([
      memberId ? this.staffRightsOf(user.id, memberId) : null,
      input.approved_by ? this.staffRightsOf(user.id, input.approved_by) : null,
    ]);
    // her entry at this shop, resolved now as the online till's member QR is (decision 0283, "Customers on the
    // offline till"); an unknown id or code is not a reason to refuse a sale already made
    const customerId =
      input.customer_id || input.member_code
        ? await this.customerOf(user.id, { customer_id: input.customer_id, member_code: input.member_code })
        : null;
    return {
      customerId,
      member,
      approver,
      // an open-price product's line has its price typed at the till: open_price, as at the online till
      openPriced: new Set([...quantities.keys()].filter((id) => catalogue.get(id)?.open_price)),
      quantities,
      prices,
      catalogue,
      method,
      parts,
      // cash rounds to 10¢ unless the shop switched it off (docs/decisions/0264-cash-rounding.md)
      rounds: withCash && (await this.deps.cashRounds(user.id)),
    };
  }

  async oversold(user: SessionUser): Promise<{ items: OversoldLine[] }> {
    if (user.role !== 's') throw new AppError('sellerOnly');
    const rows = await this.repo.oversoldOf(user.id, OVERSOLD_LIST);
    const stock = await this.deps.products.getForSale(
      this.deps.repo.db,
      rows.map((r) => r.product_id),
    );
    return {
      items: rows.map((r) => ({
        order_id: r.order_id,
        product_id: r.product_id,
        name: r.name,
        short_units: Number(r.short_units),
        stock: stock.get(r.product_id)?.quantity ?? 0,
        time: formatHk(Number(r.sold_at)),
      })),
    };
  }
}
