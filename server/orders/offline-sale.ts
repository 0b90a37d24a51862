import type { z } from 'zod';
import { fromCents } from '../../contract/money';
import type { OversoldLine, recordOfflineSale } from '../../contract/offline-sales';
import { isUniqueViolation } from '../db/errors';
import { newId } from '../db/ids';
import { AppError, localized } from '../http/app-error';
import type { SessionUser } from '../http/context';
import type { ProductsService, SaleProduct } from '../products/service';
import type { UsersService } from '../users/service';
import { DEFAULT_FEE_POLICY, type FeePolicy } from './fee-policy';
import { formatHk } from './hk-time';
import { figuresOf, fixedLine } from './line-rows';
import type { OfflineSaleRepository } from './offline-sale-repository';
import type { OrderOversoldTable } from './offline-sale-tables';
import { sumFigures } from './pricing';
import type { LineRow, OrdersRepository } from './repository';

type Input = z.output<typeof recordOfflineSale.input>;
type Result = z.input<typeof recordOfflineSale.output>;

const ACTION = 'offline_sale';
const MAX_AGE_MS = 30 * 86_400_000;
const OVERSOLD_LIST = 50;

/** a line before fixedLine fills it from the catalogue */
const EMPTY_LINE: Omit<LineRow, 'order_id' | 'product_id' | 'seller_id' | 'position' | 'quantity'> = {
  name: '',
  thumbnail: null,
  price_cents: 0,
  discount_bp: 0,
  cost_cents: 0,
  unit_cents: 0,
  total_cents: 0,
  fee_cents: 0,
  profit_cents: 0,
};

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
    private readonly users: UsersService,
    private readonly now: () => number = Date.now,
    /** the same rule as online POS sales: cash carries no fee (docs/decisions/0093-who-pays-the-fee.md) */
    private readonly fees: FeePolicy = DEFAULT_FEE_POLICY,
  ) {}

  async record(input: Input, user: SessionUser): Promise<Result> {
    if (user.role !== 's') throw new AppError('sellerOnly');
    const first = await this.replay(user.id, input.idempotency_key);
    if (first) return first;

    const quantities = new Map<string, number>();
    for (const item of input.items) {
      quantities.set(item.product_id, (quantities.get(item.product_id) ?? 0) + item.quantity);
    }
    const catalogue = await this.products.getForSale(this.orders.db, [...quantities.keys()]);
    for (const id of quantities.keys()) {
      const product = catalogue.get(id);
      if (!product) throw new AppError('productNotFound');
      if (product.seller_id !== user.id) {
        throw new AppError(
          'notYourProduct',
          localized(
            `You can only sell your own products: ${product.name}.`,
            `你只可以出售自己的產品：${product.name}。`,
            `你只能出售自己的产品：${product.name}。`,
          ),
        );
      }
    }
    const method = await this.methodOf(input.method, user.id);
    const now = this.now();
    const soldAt = Math.min(now, Math.max(now - MAX_AGE_MS, input.sold_at));
    const orderId = newId(soldAt);

    try {
      return await this.orders.transaction(async (trx) => {
        await this.orders.claimRequest(trx, {
          userId: user.id,
          key: input.idempotency_key,
          action: ACTION,
          target: input.idempotency_key,
          now,
        });
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
          id: orderId,
          order_type: 'POS-Sell',
          status: 'completed',
          buyer_id: null,
          seller_id: user.id,
          cart_owner: null,
          message: '',
          total_cents: sums.totalCents,
          fee_cents: sums.feeCents,
          profit_cents: sums.profitCents,
          units: lines.reduce((n, l) => n + l.quantity, 0),
          holds_stock: 1,
          delivery_kind: null,
          delivery_name: null,
          delivery_phone: null,
          delivery_address: null,
          delivery_hours: null,
          payment_kind: method.kind,
          payment_code_id: method.code_id,
          payment_label: method.label,
          created_at: soldAt,
          updated_at: now,
          placed_at: soldAt,
          paid_at: soldAt,
          shipped_at: null,
          completed_at: soldAt,
          cancelled_at: null,
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
        await this.orders.storeResult(trx, user.id, input.idempotency_key, JSON.stringify(result));
        return result;
      });
    } catch (err) {
      // the same key sent twice at once: the first committed; answer what it answered
      if (!isUniqueViolation(err)) throw err;
      const again = await this.replay(user.id, input.idempotency_key);
      if (again) return again;
      throw err;
    }
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

  private async replay(userId: string, key: string): Promise<Result | null> {
    const row = await this.orders.findRequest(userId, key);
    if (!row) return null;
    if (row.action !== ACTION) throw new AppError('idempotencyReused');
    // claimed but its transaction not yet committed cannot be seen here (the row appears with its result)
    return JSON.parse(row.result) as Result;
  }

  private async methodOf(method: string, sellerId: string) {
    if (method === 'cash') return { kind: 'cash', code_id: null, label: 'Cash' };
    const code = await this.users.paymentCodeOf(method, sellerId);
    return { kind: code.type, code_id: code.id as string | null, label: code.label };
  }
}
