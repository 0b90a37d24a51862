import type { z } from 'zod';
import { fromCents } from '../../contract/money';
import type { OversoldLine, recordOfflineSale } from '../../contract/offline-sales';
import { newId } from '../db/ids';
import { AppError } from '../http/app-error';
import type { SessionUser } from '../http/context';
import type { ProductsService, SaleProduct } from '../products/service';
import type { AddressBookService } from '../profiles/address-book-service';
import { DEFAULT_FEE_POLICY, type FeePolicy } from './fee-policy';
import { formatHk } from './hk-time';
import { jsonAnswer, withIdempotency } from './idempotency';
import { EMPTY_LINE, figuresOf, fixedLine } from './line-rows';
import type { OfflineSaleRepository } from './offline-sale-repository';
import type { OrderOversoldTable } from './offline-sale-tables';
import { newOrderRow } from './order-rows';
import { notYours } from './order-texts';
import { paymentMethodOf } from './payment-method';
import { sumFigures } from './pricing';
import type { LineRow, OrdersRepository } from './repository';

type Input = z.output<typeof recordOfflineSale.input>;
type Result = z.input<typeof recordOfflineSale.output>;

const ACTION = 'offline_sale';
const MAX_AGE_MS = 30 * 86_400_000;
const OVERSOLD_LIST = 50;

/**
 * Offline POS sales, recorded whole in one request (docs/decisions/0081-offline-point-of-sale.md).
 *
 * Exactly once: the idempotency key is claimed in the same transaction that writes the sale
 * (OrdersRepository.claimRequest, the primary key of order_requests decides concurrent copies); a copy that
 * loses the race or comes later answers the stored first result.
 * The goods are already gone, so a sale is never refused for stock: each line takes what is left
 * (ProductsService.takeStockUpTo) and the units beyond it are recorded in order_oversold.
 */
export class OfflineSales {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly repo: OfflineSaleRepository,
    private readonly products: ProductsService,
    private readonly addressBook: AddressBookService,
    private readonly now: () => number = Date.now,
    /** the same rule as online POS sales: cash carries no fee (docs/decisions/0093-who-pays-the-fee.md) */
    private readonly fees: FeePolicy = DEFAULT_FEE_POLICY,
  ) {}

  async record(input: Input, user: SessionUser): Promise<Result> {
    if (user.role !== 's') throw new AppError('sellerOnly');
    const now = this.now();
    const { answer } = await withIdempotency(
      this.orders,
      // the key names the sale itself: the device made it up when the sale was rung up
      { userId: user.id, key: input.idempotency_key, action: ACTION, target: input.idempotency_key },
      jsonAnswer<Result>(),
      {
        prepare: () => this.check(input, user),
        write: async (trx, { quantities, catalogue, method }) => {
          const soldAt = Math.min(now, Math.max(now - MAX_AGE_MS, input.sold_at));
          const orderId = newId(soldAt);
          const feeBp = this.fees.bpFor('POS-Sell', method.kind);
          const lines: LineRow[] = [];
          const oversold: OrderOversoldTable[] = [];
          // stock in product-id order, like every other taker, so concurrent sales never deadlock
          for (const id of [...quantities.keys()].sort()) {
            const quantity = quantities.get(id)!;
            const taken = await this.products.takeStockUpTo(trx, id, quantity);
            if (taken < quantity) {
              oversold.push({
                order_id: orderId,
                product_id: id,
                seller_id: user.id,
                short_units: quantity - taken,
                sold_at: soldAt,
              });
            }
            lines.push(
              fixedLine(
                {
                  ...EMPTY_LINE,
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
          const sums = sumFigures(lines.map(figuresOf));
          await this.orders.insertOrder(trx, {
            ...newOrderRow(orderId, 'POS-Sell', { buyerId: null, sellerId: user.id }, soldAt),
            status: 'completed',
            total_cents: sums.totalCents,
            fee_cents: sums.feeCents,
            profit_cents: sums.profitCents,
            units: lines.reduce((n, l) => n + l.quantity, 0),
            holds_stock: 1,
            payment_kind: method.kind,
            payment_code_id: method.code_id,
            payment_label: method.label,
            updated_at: now,
            placed_at: soldAt,
            paid_at: soldAt,
            completed_at: soldAt,
          });
          await this.orders.insertLines(trx, lines);
          await this.repo.insertOversold(trx, oversold);
          const stockNow = oversold.length
            ? await this.products.getForSale(
                trx,
                oversold.map((o) => o.product_id),
              )
            : new Map<string, SaleProduct>();
          const result: Result = {
            order_id: orderId,
            total: fromCents(sums.totalCents),
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
          };
          return result;
        },
      },
      now,
    );
    return answer;
  }

  /** Everything checked before the transaction: the products are the seller's, the payment method theirs. */
  private async check(input: Input, user: SessionUser) {
    const quantities = new Map<string, number>();
    for (const item of input.items) {
      quantities.set(item.product_id, (quantities.get(item.product_id) ?? 0) + item.quantity);
    }
    const catalogue = await this.products.getForSale(this.orders.db, [...quantities.keys()]);
    for (const id of quantities.keys()) {
      const product = catalogue.get(id);
      if (!product) throw new AppError('productNotFound');
      if (product.seller_id !== user.id) {
        throw new AppError('notYourProduct', notYours(product.name));
      }
    }
    return { quantities, catalogue, method: await paymentMethodOf(this.addressBook, input.method, user.id) };
  }

  async oversold(user: SessionUser): Promise<{ items: OversoldLine[] }> {
    if (user.role !== 's') throw new AppError('sellerOnly');
    const rows = await this.repo.oversoldOf(user.id, OVERSOLD_LIST);
    const stock = await this.products.getForSale(
      this.orders.db,
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
