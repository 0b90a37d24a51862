import type { z } from 'zod';
import type { list, Order, OrderStatus } from '../../../contract/orders';
import { AppError, localized } from '../../http/app-error';
import type { SessionUser } from '../../http/context';
import { mayDo } from '../../staff/permissions';
import { formatHk } from '../core/hk-time';
import { visibleOrder } from '../core/order-access';
import type { OrderView } from '../core/order-view';
import type { OrdersDeps } from '../core/orders-deps';
import type { WrittenSale } from '../pos/pos-sales';

type ListInput = z.output<typeof list.input>;

const LIST_LIMIT = 20;

/** Reading orders: one, a page of the caller's (as buyer or seller), a line's detail, the seller's QR codes. */
export class OrderReads {
  constructor(
    private readonly deps: Pick<OrdersDeps, 'repo' | 'products' | 'addressBook'>,
    private readonly view: OrderView,
  ) {}

  async showOne(id: string, user: SessionUser): Promise<Order> {
    return this.view.renderOne(await visibleOrder(this.deps.repo, id, user), user);
  }

  /** A till sale its payment just wrote, shown as `showOne` shows it, from what was written. */
  showWritten(sale: WrittenSale, user: SessionUser): Promise<Order> {
    return this.view.renderWritten(sale.order, sale.lines, user);
  }

  async list(input: ListInput, user: SessionUser): Promise<{ items: Order[]; next_cursor: string | null }> {
    const limit = input.limit ?? LIST_LIMIT;
    const rows = await this.deps.repo.listPage({
      party: input.role === 'seller' ? 'seller_id' : 'buyer_id',
      userId: user.id,
      status: input.status,
      orderType: input.order_type,
      cursor: input.cursor,
      limit: limit + 1,
    });
    const page = rows.slice(0, limit);
    return {
      items: await this.view.render(page, user),
      next_cursor: rows.length > limit ? page[page.length - 1]!.id : null,
    };
  }

  async productDetail(orderId: string, productId: string, user: SessionUser) {
    const order = await visibleOrder(this.deps.repo, orderId, user);
    const [rendered] = await this.view.render([order], user);
    // `product`: the line's product, or its variant's id for a variant's line (decision 0236)
    const line = rendered!.items.find((l) => (l.variant_id ?? l.product_id) === productId);
    if (!line) throw new AppError('notFound');
    const product = (await this.deps.products.getForSale(this.deps.repo.db, [productId])).get(productId);
    // cost and profit: the seller's, not a till's member without see_costs (decision 0280)
    const seesCosts = order.seller_id === user.id && mayDo(user, 'see_costs');
    return {
      order_id: order.id,
      order_type: order.order_type,
      status: order.status as OrderStatus,
      product_id: line.product_id,
      name: line.name,
      description: product?.description ?? '',
      imagePaths: product?.image ? [product.image] : line.thumbnail ? [line.thumbnail] : [],
      category: product?.category ?? [],
      amount: line.quantity,
      unit: line.unit,
      price: line.price,
      original_price: line.original_price,
      discount: line.discount,
      total: line.total,
      transaction_fee: line.transaction_fee,
      ...(seesCosts ? { total_profit: line.total_profit, cost: line.cost } : {}),
      transaction_id: order.id,
      transaction_time: formatHk(order.paid_at ?? order.placed_at ?? order.created_at),
    };
  }

  async qrCodes(id: string, user: SessionUser) {
    const order = await visibleOrder(this.deps.repo, id, user);
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
    const [rendered] = await this.view.render([order], user);
    return {
      order_id: order.id,
      seller_id: order.seller_id,
      status: order.status as OrderStatus,
      total: rendered!.total,
      codes: await this.deps.addressBook.listPaymentCodes(order.seller_id),
    };
  }
}
