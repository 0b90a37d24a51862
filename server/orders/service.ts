import type { Transaction } from 'kysely';
import type { z } from 'zod';
import { fromCents } from '../../contract/money';
import { LOW_STOCK_THRESHOLD } from '../../contract/notifications';
import type {
  CartItemInput,
  checkout,
  create,
  Delivery,
  list,
  Order,
  OrderLine,
  OrderStatus,
  PaymentMethod,
  Sale,
  sales,
  update,
  updateStatus,
} from '../../contract/orders';
import type { saleData } from '../../contract/users';
import type { AuthService } from '../auth/service';
import { isUniqueViolation } from '../db/errors';
import { newId } from '../db/ids';
import type { Database } from '../db/schema';
import { AppError, localized } from '../http/app-error';
import type { SessionUser } from '../http/context';
import type { NotificationOutbox, NotificationsService } from '../notifications/service';
import type { ProductsService, SaleProduct } from '../products/service';
import type { UsersService } from '../users/service';
import { DEFAULT_FEE_POLICY, type FeePolicy } from './fee-policy';
import { formatHk, periodStart } from './hk-time';
import { replayRequest } from './idempotency';
import { figuresOf, fixedLine } from './line-rows';
import { sumFigures } from './pricing';
import type { LineRow, OrderRow, OrdersRepository, SalesFilter } from './repository';

type CreateInput = z.output<typeof create.input>;
type UpdateInput = z.output<typeof update.input>;
type CheckoutInput = z.output<typeof checkout.input>;
type ListInput = z.output<typeof list.input>;
type SalesInput = z.output<typeof sales.input>;
type UpdateStatusInput = z.output<typeof updateStatus.input>;
type SaleData = z.input<typeof saleData.output>;
type CheckoutResult = z.input<typeof checkout.output>;

const LIST_LIMIT = 20;
const BEST_SELLERS = 5;

// ---- localized texts naming a product ----

function outOfStock(name: string, left: number) {
  return localized(
    `Out of stock: ${name} (${left} left).`,
    `庫存不足：${name}（尚餘 ${left} 件）。`,
    `库存不足：${name}（尚余 ${left} 件）。`,
  );
}

function unavailable(name: string) {
  return localized(`${name} is no longer for sale.`, `${name} 已停售。`, `${name} 已停售。`);
}

function notYours(name: string) {
  return localized(
    `You can only sell your own products: ${name}.`,
    `你只可以出售自己的產品：${name}。`,
    `你只能出售自己的产品：${name}。`,
  );
}

const productNotFound = () => new AppError('productNotFound');

/** a line may total at most HK$100 billion, so its fee (× 300) stays an exact integer in a double */
const MAX_LINE_CENTS = 10_000_000_000_000;
function assertLineSize(product: SaleProduct, quantity: number) {
  if (product.price_cents * quantity > MAX_LINE_CENTS) {
    throw new AppError('validation', localized('The quantity is too large.', '數量過大。', '数量过大。'));
  }
}

/**
 * Carts, orders, checkout, payment confirmation, fulfilment, POS sales and sales records.
 * Every change of money or stock happens in one transaction; stock is taken only through the catalogue's
 * conditional UPDATE (ProductsService.takeStock), in product-id order so concurrent orders never deadlock.
 */
export class OrdersService {
  constructor(
    private readonly repo: OrdersRepository,
    private readonly products: ProductsService,
    private readonly users: UsersService,
    private readonly accounts: Pick<AuthService, 'displayNames'>,
    private readonly notifications: NotificationsService,
    private readonly now: () => number = Date.now,
    /** who carries the fee and its rate (docs/decisions/0093-who-pays-the-fee.md) */
    private readonly fees: FeePolicy = DEFAULT_FEE_POLICY,
  ) {}

  /** The same service with another clock (the seed places orders in the past). */
  withClock(now: () => number): OrdersService {
    return new OrdersService(
      this.repo,
      this.products,
      this.users,
      this.accounts,
      this.notifications.withClock(now),
      now,
      this.fees,
    );
  }

  // ---- drafts: the online cart and POS sales ----

  async create(input: CreateInput, user: SessionUser): Promise<{ message: string; order_id: string }> {
    const { product_id: productId, quantity } = input.item;
    const product = await this.saleableProduct(productId, quantity);
    if (input.order_type === 'POS-Sell') {
      if (user.role !== 's') throw new AppError('sellerOnly');
      if (product.seller_id !== user.id) throw new AppError('notYourProduct', notYours(product.name));
      const id = newId(this.now());
      await this.repo.transaction(async (trx) => {
        await this.repo.insertOrder(trx, this.draftRow(id, 'POS-Sell', null, user.id));
        await this.repo.insertLines(trx, [draftLine(id, product, quantity, 0)]);
      });
      return { message: 'Sale started', order_id: id };
    }
    // Online-Sell: the caller's one cart (cart_owner is unique); two first adds racing → the loser retries.
    for (let attempt = 0; ; attempt++) {
      const cart = await this.repo.findCart(user.id);
      try {
        if (!cart) {
          const id = newId(this.now());
          await this.repo.transaction(async (trx) => {
            await this.repo.insertOrder(trx, this.draftRow(id, 'Online-Sell', user.id, null));
            await this.repo.insertLines(trx, [draftLine(id, product, quantity, 0)]);
          });
          return { message: 'Shopping cart added successfully', order_id: id };
        }
        const lines = await this.repo.linesOf([cart.id]);
        if (lines.some((l) => l.product_id === productId)) throw new AppError('alreadyInCart');
        await this.repo.transaction(async (trx) => {
          if (!(await this.repo.touchDraft(trx, cart.id, this.now()))) throw new RetryCart();
          const position = await this.repo.nextPosition(trx, cart.id);
          await this.repo.insertLines(trx, [draftLine(cart.id, product, quantity, position)]);
        });
        return { message: 'Shopping cart added successfully', order_id: cart.id };
      } catch (err) {
        // the same product added twice at once: the line's primary key refuses the second
        if (cart && isUniqueViolation(err)) throw new AppError('alreadyInCart');
        const retry = (!cart && isUniqueViolation(err)) || err instanceof RetryCart;
        if (!retry || attempt >= 2) throw err instanceof RetryCart ? new AppError('orderState') : err;
      }
    }
  }

  async cart(user: SessionUser): Promise<{ order: Order | null }> {
    const cart = await this.repo.findCart(user.id);
    return { order: cart ? await this.renderOne(cart, user) : null };
  }

  async showOne(id: string, user: SessionUser): Promise<Order> {
    return this.renderOne(await this.visibleOrder(id, user), user);
  }

  async update(input: UpdateInput, user: SessionUser): Promise<Order> {
    const order = await this.visibleOrder(input.id, user);
    if (order.status !== 'cart' || !this.isDraftOwner(order, user)) throw new AppError('orderState');
    const merged = mergeLines(input.items);
    const products = await this.products.getForSale(this.repo.db, [...merged.keys()]);
    const lines: LineRow[] = [];
    for (const [productId, quantity] of merged) {
      const product = products.get(productId);
      if (!product) throw productNotFound();
      if (product.removed) throw new AppError('productUnavailable', unavailable(product.name));
      if (order.order_type === 'POS-Sell' && product.seller_id !== user.id) {
        throw new AppError('notYourProduct', notYours(product.name));
      }
      if (quantity > product.quantity)
        throw new AppError('outOfStock', outOfStock(product.name, product.quantity));
      assertLineSize(product, quantity);
      lines.push(draftLine(order.id, product, quantity, lines.length));
    }
    await this.repo.transaction(async (trx) => {
      if (!(await this.repo.touchDraft(trx, order.id, this.now(), input.message))) {
        throw new AppError('orderState');
      }
      await this.repo.deleteLines(trx, order.id);
      await this.repo.insertLines(trx, lines);
    });
    return this.showOne(order.id, user);
  }

  // ---- checkout ----

  async checkout(input: CheckoutInput, user: SessionUser): Promise<CheckoutResult> {
    const replay = await this.replay(user.id, input.idempotency_key, 'checkout', input.id);
    if (replay) return JSON.parse(replay) as CheckoutResult;

    const cart = await this.visibleOrder(input.id, user);
    if (cart.status !== 'cart' || cart.order_type !== 'Online-Sell' || cart.buyer_id !== user.id) {
      throw new AppError('orderState');
    }
    const draftLines = await this.repo.linesOf([cart.id]);
    if (draftLines.length === 0) throw new AppError('cartEmpty');

    // where each seller's order goes: the seller's pickup address, else the buyer's delivery address
    const deliveries = new Map<string, Delivery>();
    const address = input.address_id ? await this.users.addressOf(input.address_id, user.id) : null;
    for (const sellerId of new Set(draftLines.map((l) => l.seller_id))) {
      const pickupId = input.pickup_address_ids?.[sellerId];
      if (pickupId) {
        const p = await this.users.pickupOf(pickupId, sellerId);
        deliveries.set(sellerId, {
          kind: 'pickup',
          name: p.name,
          phone: p.phone,
          address: p.address,
          hours: p.hours,
        });
      } else if (address) {
        deliveries.set(sellerId, {
          kind: 'delivery',
          name: address.name,
          phone: address.phone,
          address: address.address,
          hours: null,
        });
      } else {
        throw new AppError('deliveryMissing');
      }
    }

    const now = this.now();
    const outbox = this.notifications.outbox();
    try {
      const answer = await this.repo.transaction(async (trx) => {
        await this.repo.claimRequest(trx, {
          userId: user.id,
          key: input.idempotency_key,
          action: 'checkout',
          target: cart.id,
          now,
        });
        if (!(await this.repo.touchDraft(trx, cart.id, now))) throw new AppError('orderState');
        // the lines as they are now that the cart is ours (a concurrent update may have changed them)
        const lines = await this.repo.linesOf([cart.id], trx);
        if (lines.length === 0) throw new AppError('cartEmpty');
        const fixed = await this.takeStockAndFix(trx, lines, null, this.fees.bpFor('Online-Sell', null), {
          outbox,
          origin: null,
        });
        const bySeller = new Map<string, LineRow[]>();
        for (const line of fixed) {
          if (!deliveries.has(line.seller_id)) throw new AppError('deliveryMissing');
          bySeller.set(line.seller_id, [...(bySeller.get(line.seller_id) ?? []), line]);
        }
        const result: CheckoutResult = { orders: [] };
        for (const [sellerId, sellerLines] of bySeller) {
          const id = newId(now);
          const sums = sumFigures(sellerLines.map(figuresOf));
          const d = deliveries.get(sellerId)!;
          await this.repo.insertOrder(trx, {
            ...this.draftRow(id, 'Online-Sell', user.id, sellerId),
            cart_owner: null,
            status: 'pending_payment',
            message: input.message ?? cart.message,
            total_cents: sums.totalCents,
            fee_cents: sums.feeCents,
            profit_cents: sums.profitCents,
            units: sellerLines.reduce((n, l) => n + l.quantity, 0),
            holds_stock: 1,
            delivery_kind: d.kind,
            delivery_name: d.name,
            delivery_phone: d.phone,
            delivery_address: d.address,
            delivery_hours: d.hours,
            placed_at: now,
          });
          await this.repo.insertLines(
            trx,
            sellerLines.map((l, i) => ({ ...l, order_id: id, position: i })),
          );
          result.orders.push({
            order_id: id,
            seller_id: sellerId,
            status: 'pending_payment',
            total: fromCents(sums.totalCents),
          });
          await outbox.add(trx, {
            kind: 'order_placed',
            to: sellerId,
            actor: user.id,
            params: { order_id: id, total: fromCents(sums.totalCents) },
          });
        }
        await this.repo.deleteOrder(trx, cart.id);
        await this.repo.storeResult(trx, user.id, input.idempotency_key, JSON.stringify(result));
        return result;
      });
      outbox.publish();
      return answer;
    } catch (err) {
      // the same key sent twice at once: the first committed; answer what it answered
      if (!isUniqueViolation(err)) throw err;
      const again = await this.replay(user.id, input.idempotency_key, 'checkout', input.id);
      if (again) return JSON.parse(again) as CheckoutResult;
      throw err;
    }
  }

  // ---- payment, fulfilment, cancel ----

  async receivedPayment(
    input: { id: string; method: string; idempotency_key: string },
    user: SessionUser,
  ): Promise<{ message: string; order: Order }> {
    const replay = await this.replay(user.id, input.idempotency_key, 'received_payment', input.id);
    if (replay) return { message: replay, order: await this.showOne(input.id, user) };

    const order = await this.visibleOrder(input.id, user);
    if (order.seller_id !== user.id) throw new AppError('forbidden');
    const method = await this.methodOf(input.method, user.id);
    const now = this.now();
    const payment = {
      payment_kind: method.kind,
      payment_code_id: method.code_id,
      payment_label: method.label,
      paid_at: now,
      updated_at: now,
    };
    let message: string;
    const outbox = this.notifications.outbox();
    try {
      message = await this.repo.transaction(async (trx) => {
        await this.repo.claimRequest(trx, {
          userId: user.id,
          key: input.idempotency_key,
          action: 'received_payment',
          target: order.id,
          now,
        });
        let text: string;
        if (order.order_type === 'Online-Sell') {
          const ok = await this.repo.transition(trx, order.id, ['pending_payment'], {
            status: 'paid',
            ...payment,
          });
          if (!ok) throw new AppError('orderState');
          if (order.buyer_id) {
            await outbox.add(trx, {
              kind: 'order_paid',
              to: order.buyer_id,
              actor: user.id,
              params: { order_id: order.id, total: fromCents(order.total_cents) },
            });
          }
          text = 'Payment received';
        } else {
          // a POS sale: completing it takes the stock and fixes the figures, all or nothing
          const ok = await this.repo.transition(trx, order.id, ['cart'], {
            status: 'completed',
            ...payment,
            placed_at: now,
            completed_at: now,
            holds_stock: 1,
          });
          if (!ok) throw new AppError('orderState');
          const lines = await this.repo.linesOf([order.id], trx);
          if (lines.length === 0) throw new AppError('cartEmpty');
          const fixed = await this.takeStockAndFix(
            trx,
            lines,
            user.id,
            this.fees.bpFor('POS-Sell', method.kind),
            { outbox, origin: user.tokenHash },
          );
          for (const line of fixed) await this.repo.fixLine(trx, line);
          const sums = sumFigures(fixed.map(figuresOf));
          await this.repo.transition(trx, order.id, ['completed'], {
            status: 'completed',
            total_cents: sums.totalCents,
            fee_cents: sums.feeCents,
            profit_cents: sums.profitCents,
            units: fixed.reduce((n, l) => n + l.quantity, 0),
          });
          // the seller's other devices hear of it; the one that recorded it does not
          await outbox.add(trx, {
            kind: 'pos_sale',
            to: user.id,
            actor: user.id,
            originSession: user.tokenHash,
            params: { order_id: order.id, total: fromCents(sums.totalCents) },
          });
          text = 'Sale completed';
        }
        await this.repo.storeResult(trx, user.id, input.idempotency_key, text);
        return text;
      });
      outbox.publish();
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      const again = await this.replay(user.id, input.idempotency_key, 'received_payment', input.id);
      if (again === null) throw err;
      message = again;
    }
    return { message, order: await this.showOne(order.id, user) };
  }

  async updateStatus(
    input: UpdateStatusInput,
    user: SessionUser,
  ): Promise<{ message: string; order: Order }> {
    const order = await this.visibleOrder(input.id, user);
    if (order.seller_id !== user.id) throw new AppError('forbidden');
    const now = this.now();
    let from: OrderStatus[];
    if (input.status === 'completed') from = ['shipped', 'ready_for_pickup'];
    else if (input.status === 'shipped') from = order.delivery_kind === 'delivery' ? ['paid'] : [];
    else from = order.delivery_kind === 'pickup' ? ['paid'] : [];
    const stamp =
      input.status === 'completed'
        ? { completed_at: now }
        : input.status === 'shipped'
          ? { shipped_at: now }
          : {};
    const outbox = this.notifications.outbox();
    const ok =
      from.length > 0 &&
      order.order_type === 'Online-Sell' &&
      (await this.repo.transaction(async (trx) => {
        const moved = await this.repo.transition(trx, order.id, from, {
          status: input.status,
          updated_at: now,
          ...stamp,
        });
        if (moved && order.buyer_id && input.status !== 'completed') {
          await outbox.add(trx, {
            kind: input.status === 'shipped' ? 'order_shipped' : 'order_ready',
            to: order.buyer_id,
            actor: user.id,
            params: { order_id: order.id, total: fromCents(order.total_cents) },
          });
        }
        return moved;
      }));
    if (!ok) throw new AppError('orderState');
    outbox.publish();
    return { message: 'Order updated', order: await this.showOne(order.id, user) };
  }

  async cancel(id: string, user: SessionUser): Promise<{ message: string; order: Order }> {
    const order = await this.visibleOrder(id, user);
    const now = this.now();
    if (order.status === 'cart') {
      // discarding a draft: nothing was taken; the cart slot is freed for a new cart
      const ok = await this.repo.transition(this.repo.db, id, ['cart'], {
        status: 'cancelled',
        cart_owner: null,
        cancelled_at: now,
        updated_at: now,
      });
      if (!ok) throw new AppError('orderState');
    } else if (order.status === 'pending_payment') {
      const outbox = this.notifications.outbox();
      await this.repo.transaction(async (trx) => {
        const ok = await this.repo.transition(trx, id, ['pending_payment'], {
          status: 'cancelled',
          holds_stock: 0,
          cancelled_at: now,
          updated_at: now,
        });
        if (!ok) throw new AppError('orderState');
        const lines = await this.repo.linesOf([id], trx);
        for (const line of [...lines].sort(byProduct)) {
          await this.products.returnStock(trx, line.product_id, line.quantity);
        }
        // the other side of the order hears of it (the one who cancelled does not: 0065)
        const other = user.id === order.seller_id ? order.buyer_id : order.seller_id;
        if (other) {
          await outbox.add(trx, {
            kind: 'order_cancelled',
            to: other,
            actor: user.id,
            params: { order_id: id, total: fromCents(order.total_cents) },
          });
        }
      });
      outbox.publish();
    } else {
      throw new AppError('orderState');
    }
    // (a discarded cart is no longer visible through show_one, so it is rendered from its row)
    const row = await this.repo.findOrder(id);
    return { message: 'Order cancelled', order: await this.renderOne(row!, user) };
  }

  // ---- reads ----

  async list(input: ListInput, user: SessionUser): Promise<{ items: Order[]; next_cursor: string | null }> {
    const limit = input.limit ?? LIST_LIMIT;
    const rows = await this.repo.listPage({
      party: input.role === 'seller' ? 'seller_id' : 'buyer_id',
      userId: user.id,
      status: input.status,
      orderType: input.order_type,
      cursor: input.cursor,
      limit: limit + 1,
    });
    const page = rows.slice(0, limit);
    return {
      items: await this.render(page, user),
      next_cursor: rows.length > limit ? page[page.length - 1]!.id : null,
    };
  }

  async productDetail(orderId: string, productId: string, user: SessionUser) {
    const order = await this.visibleOrder(orderId, user);
    const [rendered] = await this.render([order], user);
    const line = rendered!.items.find((l) => l.product_id === productId);
    if (!line) throw new AppError('notFound');
    const product = (await this.products.getForSale(this.repo.db, [productId])).get(productId);
    const isSeller = order.seller_id === user.id;
    return {
      order_id: order.id,
      order_type: order.order_type,
      status: order.status as OrderStatus,
      product_id: productId,
      name: line.name,
      description: product?.description ?? '',
      imagePaths: product?.image ? [product.image] : line.thumbnail ? [line.thumbnail] : [],
      category: product?.category ?? [],
      amount: line.quantity,
      price: line.price,
      original_price: line.original_price,
      discount: line.discount,
      total: line.total,
      transaction_fee: line.transaction_fee,
      ...(isSeller ? { total_profit: line.total_profit, cost: line.cost } : {}),
      transaction_id: order.id,
      transaction_time: formatHk(order.paid_at ?? order.placed_at ?? order.created_at),
    };
  }

  async qrCodes(id: string, user: SessionUser) {
    const order = await this.visibleOrder(id, user);
    if (!order.seller_id) {
      throw new AppError(
        'orderState',
        localized(
          'Place the order first: each seller is paid separately.',
          '請先下單：每位賣家分開付款。',
          '请先下单：每位卖家分开付款。',
        ),
      );
    }
    const [rendered] = await this.render([order], user);
    return {
      order_id: order.id,
      seller_id: order.seller_id,
      status: order.status as OrderStatus,
      total: rendered!.total,
      codes: await this.users.listPaymentCodes(order.seller_id),
    };
  }

  async sales(
    input: SalesInput,
    user: SessionUser,
  ): Promise<{
    items: Sale[];
    totals: { revenue: number; fees: number; profit: number; count: number };
    next_cursor: string | null;
  }> {
    const limit = input.limit ?? LIST_LIMIT;
    const filter: SalesFilter = {
      sellerId: user.id,
      since: sinceOf(input.period, this.now()),
      orderType: input.channel === 'online' ? 'Online-Sell' : input.channel === 'pos' ? 'POS-Sell' : null,
    };
    const cursor = parseSalesCursor(input.cursor);
    const [rows, agg] = await Promise.all([
      this.repo.salesPage(filter, cursor, limit + 1),
      this.repo.salesAggregate(filter),
    ]);
    const page = rows.slice(0, limit);
    const rendered = await this.render(page, user);
    const last = page[page.length - 1];
    return {
      items: rendered.map((o, i) => ({
        order_id: o.order_id,
        sale_number: o.sale_number,
        order_type: o.order_type,
        channel: o.order_type === 'POS-Sell' ? 'pos' : 'online',
        status: o.status,
        payment_method: o.payment_method,
        time: formatHk(page[i]!.paid_at!),
        items: o.items,
        quantity: page[i]!.units,
        total: o.total,
        transaction_fee: o.transaction_fee,
        total_profit: o.total_profit ?? 0,
      })),
      totals: {
        revenue: fromCents(agg.total_cents),
        fees: fromCents(agg.fee_cents),
        profit: fromCents(agg.profit_cents),
        count: agg.count,
      },
      next_cursor: rows.length > limit && last ? `${last.paid_at}_${last.id}` : null,
    };
  }

  async saleData(user: SessionUser): Promise<SaleData> {
    const now = this.now();
    const figures = async (days: number) => {
      const agg = await this.repo.salesAggregate({
        sellerId: user.id,
        since: periodStart(now, days),
        orderType: null,
      });
      return {
        revenue: fromCents(agg.total_cents),
        fees: fromCents(agg.fee_cents),
        profit: fromCents(agg.profit_cents),
        sales: agg.count,
        units: agg.units,
      };
    };
    const [today, week, month, best] = await Promise.all([
      figures(1),
      figures(7),
      figures(30),
      this.repo.bestSellers(user.id, periodStart(now, 30), BEST_SELLERS),
    ]);
    return {
      today,
      last_7_days: week,
      last_30_days: month,
      best_sellers: best.map((b) => ({
        product_id: b.product_id,
        name: b.name,
        thumbnail: b.thumbnail,
        units: b.units,
        revenue: fromCents(b.revenue_cents),
      })),
      generated_at: formatHk(now),
    };
  }

  // ---- rules ----

  /** Only the buyer or the seller sees an order; anyone else is told it does not exist. */
  private async visibleOrder(id: string, user: SessionUser): Promise<OrderRow> {
    const order = await this.repo.findOrder(id);
    if (!order || (order.buyer_id !== user.id && order.seller_id !== user.id)) throw new AppError('notFound');
    // a discarded cart is gone for good
    if (order.status === 'cancelled' && order.placed_at === null && order.order_type === 'Online-Sell') {
      throw new AppError('notFound');
    }
    return order;
  }

  private isDraftOwner(order: OrderRow, user: SessionUser): boolean {
    return order.order_type === 'POS-Sell' ? order.seller_id === user.id : order.buyer_id === user.id;
  }

  private async saleableProduct(productId: string, quantity: number): Promise<SaleProduct> {
    const product = (await this.products.getForSale(this.repo.db, [productId])).get(productId);
    if (!product) throw productNotFound();
    if (product.removed) throw new AppError('productUnavailable', unavailable(product.name));
    if (quantity > product.quantity)
      throw new AppError('outOfStock', outOfStock(product.name, product.quantity));
    assertLineSize(product, quantity);
    return product;
  }

  /**
   * Takes each line's stock (conditional UPDATE; in product-id order) and returns the lines with the
   * catalogue's figures of this moment. `sellerId` set: every product must be that seller's (POS).
   */
  private async takeStockAndFix(
    trx: Transaction<Database>,
    lines: LineRow[],
    sellerId: string | null,
    feeBp: number,
    notify: { outbox: NotificationOutbox; origin: string | null },
  ): Promise<LineRow[]> {
    const products = await this.products.getForSale(
      trx,
      lines.map((l) => l.product_id),
    );
    for (const line of [...lines].sort(byProduct)) {
      const product = products.get(line.product_id);
      if (!product || product.removed)
        throw new AppError('productUnavailable', unavailable(product?.name ?? line.name));
      if (sellerId !== null && product.seller_id !== sellerId) {
        throw new AppError('notYourProduct', notYours(product.name));
      }
      if (!(await this.products.takeStock(trx, product.id, line.quantity))) {
        const now = (await this.products.getForSale(trx, [product.id])).get(product.id);
        throw new AppError('outOfStock', outOfStock(product.name, now?.quantity ?? 0));
      }
      // low stock, once per crossing: the row is ours (locked) now, so its quantity is exact
      const left = (await this.products.getForSale(trx, [product.id])).get(product.id)!.quantity;
      if (left <= LOW_STOCK_THRESHOLD && left + line.quantity > LOW_STOCK_THRESHOLD) {
        await notify.outbox.add(trx, {
          kind: 'low_stock',
          to: product.seller_id,
          actor: null,
          originSession: notify.origin,
          params: { product_id: product.id, title: product.name, thumb: product.image, quantity: left },
        });
      }
    }
    return lines.map((line) => fixedLine(line, products.get(line.product_id)!, feeBp));
  }

  private async methodOf(method: string, sellerId: string): Promise<PaymentMethod> {
    if (method === 'cash') return { kind: 'cash', code_id: null, label: 'Cash' };
    const code = await this.users.paymentCodeOf(method, sellerId);
    return { kind: code.type as PaymentMethod['kind'], code_id: code.id, label: code.label };
  }

  /** The stored answer of a key already used by this user, or null; a key used for something else → 409. */
  private async replay(userId: string, key: string, action: string, target: string): Promise<string | null> {
    return replayRequest(this.repo, userId, key, action, target);
  }

  private draftRow(
    id: string,
    type: OrderRow['order_type'],
    buyerId: string | null,
    sellerId: string | null,
  ): OrderRow {
    const now = this.now();
    return {
      id,
      order_type: type,
      status: 'cart',
      buyer_id: buyerId,
      seller_id: sellerId,
      cart_owner: type === 'Online-Sell' ? buyerId : null,
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
      completed_at: null,
      cancelled_at: null,
    };
  }

  private async renderOne(order: OrderRow, user: SessionUser): Promise<Order> {
    return (await this.render([order], user))[0]!;
  }

  /** Orders in the API shape: drafts priced from the catalogue now, placed orders with their fixed figures. */
  private async render(orders: OrderRow[], user: SessionUser): Promise<Order[]> {
    const lines = await this.repo.linesOf(orders.map((o) => o.id));
    const draftIds = new Set(orders.filter((o) => o.status === 'cart').map((o) => o.id));
    const live = await this.products.getForSale(
      this.repo.db,
      lines.filter((l) => draftIds.has(l.order_id)).map((l) => l.product_id),
    );
    const byOrder = new Map<string, LineRow[]>();
    for (const l of lines) byOrder.set(l.order_id, [...(byOrder.get(l.order_id) ?? []), l]);
    const names = await this.accounts.displayNames([
      ...orders.flatMap((o) => [o.seller_id, o.buyer_id]).filter((id): id is string => id !== null),
      ...lines.map((l) => l.seller_id),
    ]);
    return orders.map((o) => {
      const isSeller = o.seller_id === user.id;
      const isDraft = draftIds.has(o.id);
      const items: OrderLine[] = [];
      const counted: LineRow[] = [];
      for (const stored of byOrder.get(o.id) ?? []) {
        const product = isDraft ? live.get(stored.product_id) : undefined;
        // a POS draft shows the fee of a code payment (cash, chosen at payment, carries none)
        const line = product ? fixedLine(stored, product, this.fees.bpFor(o.order_type, null)) : stored;
        if (!isDraft || (product && !product.removed)) counted.push(line);
        items.push({
          ...lineOut(line, isSeller),
          seller_name: names.get(line.seller_id) ?? null,
          ...(isDraft ? { available: product?.quantity ?? 0, removed: !product || product.removed } : {}),
        });
      }
      const sums = isDraft
        ? sumFigures(counted.map(figuresOf))
        : { totalCents: o.total_cents, feeCents: o.fee_cents, profitCents: o.profit_cents };
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
        transaction_fee: fromCents(sums.feeCents),
        ...(isSeller ? { total_profit: fromCents(sums.profitCents) } : {}),
        delivery: o.delivery_kind
          ? {
              kind: o.delivery_kind as Delivery['kind'],
              name: o.delivery_name ?? '',
              phone: o.delivery_phone,
              address: o.delivery_address ?? '',
              hours: o.delivery_hours,
            }
          : null,
        payment_method: o.payment_kind
          ? {
              kind: o.payment_kind as PaymentMethod['kind'],
              code_id: o.payment_code_id,
              label: o.payment_label ?? '',
            }
          : null,
        sale_number: o.id.slice(-8).toUpperCase(),
        created_at: formatHk(o.created_at),
        placed_at: o.placed_at === null ? null : formatHk(o.placed_at),
        paid_at: o.paid_at === null ? null : formatHk(o.paid_at),
        shipped_at: o.shipped_at === null ? null : formatHk(o.shipped_at),
        completed_at: o.completed_at === null ? null : formatHk(o.completed_at),
        cancelled_at: o.cancelled_at === null ? null : formatHk(o.cancelled_at),
      };
    });
  }
}

class RetryCart extends Error {}

function byProduct(a: { product_id: string }, b: { product_id: string }): number {
  return a.product_id < b.product_id ? -1 : a.product_id > b.product_id ? 1 : 0;
}

/** Lines of one product are one line: their quantities add up (and must fit the stock together). */
function mergeLines(items: CartItemInput[]): Map<string, number> {
  const merged = new Map<string, number>();
  for (const item of items) merged.set(item.product_id, (merged.get(item.product_id) ?? 0) + item.quantity);
  return merged;
}

function draftLine(orderId: string, product: SaleProduct, quantity: number, position: number): LineRow {
  return fixedLine(
    {
      order_id: orderId,
      product_id: product.id,
      seller_id: product.seller_id,
      position,
      quantity,
      name: product.name,
      thumbnail: product.image,
      price_cents: 0,
      discount_bp: 0,
      cost_cents: 0,
      unit_cents: 0,
      total_cents: 0,
      fee_cents: 0,
      profit_cents: 0,
    },
    product,
  );
}

function lineOut(l: LineRow, isSeller: boolean): Omit<OrderLine, 'seller_name'> {
  return {
    product_id: l.product_id,
    seller_id: l.seller_id,
    name: l.name,
    quantity: l.quantity,
    price: fromCents(l.unit_cents),
    original_price: fromCents(l.price_cents),
    discount: l.discount_bp / 100,
    thumbnail: l.thumbnail,
    total: fromCents(l.total_cents),
    transaction_fee: fromCents(l.fee_cents),
    ...(isSeller ? { cost: fromCents(l.cost_cents), total_profit: fromCents(l.profit_cents) } : {}),
  };
}

function sinceOf(period: SalesInput['period'], now: number): number | null {
  if (period === 'today') return periodStart(now, 1);
  if (period === '7d') return periodStart(now, 7);
  if (period === '30d') return periodStart(now, 30);
  return null;
}

function parseSalesCursor(cursor: string | null | undefined): { paidAt: number; id: string } | null {
  if (!cursor) return null;
  const m = /^(\d{1,16})_([\w-]{1,64})$/.exec(cursor);
  if (!m) throw new AppError('validation', 'cursor: not a cursor of this list');
  return { paidAt: Number(m[1]), id: m[2]! };
}
