import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { SALE_STATUSES } from '../core/repository';

/** Whose sales a customer entry counts: its till sales (by customer id) and its accounts' online orders. */
export interface CustomerKeys {
  customerIds: string[];
  userIds: string[];
}

export interface CustomerSaleFigures {
  /** the till sale's customer id, or null for an online order (then buyer_id) */
  customer_id: string | null;
  buyer_id: string | null;
  visits: number;
  gross_cents: number;
  refunded_cents: number;
  first_at: number | null;
  last_at: number | null;
}

export interface CustomerSale {
  order_id: string;
  customer_id: string | null;
  buyer_id: string | null;
  /** an online order (counted by its buyer's account; a till sale by its customer id) */
  online: boolean;
  gross_cents: number;
  refunded_cents: number;
  /** its items, and the items its refunds took back (a sale paid wholly in points gives them back by these) */
  units: number;
  refunded_units: number;
  paid_at: number;
}

/** a sale's line as a stamp card counts it, with what the sale's refunds took back of its product */
export interface SaleLineWithRefunds {
  order_id: string;
  product_id: string;
  quantity: number;
  unit: string;
  refunded: number;
}

/** the sales whose lines one query reads at most (their ids are its parameters) */
const LINES_CHUNK = 500;

/**
 * The sales `keys` names: the till sales by its customer ids, the online orders by its accounts. One filter for every
 * read below, so that they all count the same sales (at least one key: each read answers nothing for none).
 */
function byCustomerKeys(keys: CustomerKeys) {
  return (eb: ExpressionBuilder<Database, 'orders'>) =>
    eb.or([
      ...(keys.customerIds.length > 0 ? [eb('orders.customer_id', 'in', keys.customerIds)] : []),
      ...(keys.userIds.length > 0
        ? [eb.and([eb('orders.order_type', '=', 'Online-Sell'), eb('orders.buyer_id', 'in', keys.userIds)])]
        : []),
    ]);
}

/**
 * What the customers domain reads of a shop's sales (docs/decisions/0282-customers.md): the orders core owns the
 * rows; this is a read of them, per customer, for the seller only. Paid sales count (SALE_STATUSES), refunds off.
 */
export class CustomerSalesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** the figures of each customer id and each buyer among `keys` at this seller's shop */
  async figures(sellerId: string, keys: CustomerKeys): Promise<CustomerSaleFigures[]> {
    if (keys.customerIds.length === 0 && keys.userIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('orders')
      .select((eb) => [
        'orders.customer_id',
        'orders.buyer_id',
        eb.fn.countAll<number>().as('visits'),
        eb.fn.sum<number>('orders.total_cents').as('gross_cents'),
        sql<number>`coalesce(sum((select sum(r.total_cents) from order_refunds r where r.order_id = orders.id)), 0)`.as(
          'refunded_cents',
        ),
        eb.fn.min<number>('orders.paid_at').as('first_at'),
        eb.fn.max<number>('orders.paid_at').as('last_at'),
      ])
      .where('orders.seller_id', '=', sellerId)
      .where('orders.status', 'in', SALE_STATUSES)
      .where(byCustomerKeys(keys))
      .groupBy(['orders.customer_id', 'orders.buyer_id'])
      .execute();
    return rows.map((r) => ({
      customer_id: r.customer_id ?? null,
      buyer_id: r.buyer_id,
      visits: Number(r.visits),
      gross_cents: Number(r.gross_cents ?? 0),
      refunded_cents: Number(r.refunded_cents ?? 0),
      first_at: r.first_at === null ? null : Number(r.first_at),
      last_at: r.last_at === null ? null : Number(r.last_at),
    }));
  }

  /** the products a customer bought most (by units, every sale together) */
  async favourites(
    sellerId: string,
    keys: CustomerKeys,
    limit: number,
  ): Promise<{ name: string; units: number }[]> {
    if (keys.customerIds.length === 0 && keys.userIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('order_lines')
      .innerJoin('orders', 'orders.id', 'order_lines.order_id')
      .select((eb) => [
        'order_lines.product_id',
        eb.fn.max('order_lines.name').as('name'),
        eb.fn.sum<number>('order_lines.quantity').as('units'),
      ])
      .where('orders.seller_id', '=', sellerId)
      .where('orders.status', 'in', SALE_STATUSES)
      .where(byCustomerKeys(keys))
      .groupBy('order_lines.product_id')
      .orderBy('units', 'desc')
      .orderBy('order_lines.product_id')
      .limit(limit)
      .execute();
    return rows.map((r) => ({ name: String(r.name), units: Number(r.units) }));
  }

  /** each paid sale of these customers paid at or after `since`, with its refunds (loyalty, decision 0283) */
  async salesOf(sellerId: string, keys: CustomerKeys, since: number): Promise<CustomerSale[]> {
    if (keys.customerIds.length === 0 && keys.userIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('orders')
      .select([
        'orders.id',
        'orders.customer_id',
        'orders.buyer_id',
        'orders.order_type',
        'orders.total_cents',
        'orders.units',
        'orders.paid_at',
        sql<number>`coalesce((select sum(r.total_cents) from order_refunds r where r.order_id = orders.id), 0)`.as(
          'refunded_cents',
        ),
        sql<number>`coalesce((select sum(r.units) from order_refunds r where r.order_id = orders.id), 0)`.as(
          'refunded_units',
        ),
      ])
      .where('orders.seller_id', '=', sellerId)
      .where('orders.status', 'in', SALE_STATUSES)
      .where('orders.paid_at', '>=', since)
      .where(byCustomerKeys(keys))
      .orderBy('orders.id')
      .execute();
    return rows.map((r) => ({
      order_id: r.id,
      customer_id: r.customer_id ?? null,
      buyer_id: r.buyer_id,
      online: r.order_type === 'Online-Sell',
      gross_cents: Number(r.total_cents),
      refunded_cents: Number(r.refunded_cents),
      units: Number(r.units),
      refunded_units: Number(r.refunded_units),
      paid_at: Number(r.paid_at),
    }));
  }

  /**
   * The lines of these sales with what their refunds took back of each (by product): what a stamp card counts
   * (docs/decisions/0289-stamp-cards.md). The sales of `ifRefunded` answer their lines only when a refund took any
   * of them back (a sale whose stamps are kept on the ledger needs its lines for nothing else). Read in one query,
   * or one per LINES_CHUNK sales for more.
   */
  async linesWithRefunds(orderIds: string[], ifRefunded: string[] = []): Promise<SaleLineWithRefunds[]> {
    const all = new Set(orderIds);
    const wanted = [
      ...[...all].map((id) => ({ id, always: true })),
      ...[...new Set(ifRefunded)].filter((id) => !all.has(id)).map((id) => ({ id, always: false })),
    ];
    const lines: SaleLineWithRefunds[] = [];
    for (let i = 0; i < wanted.length; i += LINES_CHUNK) {
      const chunk = wanted.slice(i, i + LINES_CHUNK);
      const always = chunk.filter((w) => w.always).map((w) => w.id);
      const refunded = chunk.filter((w) => !w.always).map((w) => w.id);
      const rows = await this.db
        .selectFrom('order_lines')
        .select([
          'order_lines.order_id',
          'order_lines.product_id',
          'order_lines.quantity',
          'order_lines.unit',
          sql<number>`coalesce((select sum(r.quantity) from order_refund_lines r where r.order_id = order_lines.order_id and r.product_id = order_lines.product_id), 0)`.as(
            'refunded',
          ),
        ])
        .where((eb) =>
          eb.or([
            ...(always.length > 0 ? [eb('order_lines.order_id', 'in', always)] : []),
            ...(refunded.length > 0
              ? [
                  eb.and([
                    eb('order_lines.order_id', 'in', refunded),
                    eb.exists(
                      eb
                        .selectFrom('order_refund_lines as r')
                        .select('r.order_id')
                        .whereRef('r.order_id', '=', 'order_lines.order_id'),
                    ),
                  ]),
                ]
              : []),
          ]),
        )
        .orderBy('order_lines.order_id')
        .orderBy('order_lines.position')
        .execute();
      for (const r of rows)
        lines.push({
          order_id: r.order_id,
          product_id: r.product_id,
          quantity: Number(r.quantity),
          unit: r.unit,
          refunded: Number(r.refunded),
        });
    }
    return lines;
  }

  /** the accounts that paid this seller for an online order */
  async onlineBuyers(sellerId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('orders')
      .select('buyer_id')
      .distinct()
      .where('seller_id', '=', sellerId)
      .where('order_type', '=', 'Online-Sell')
      .where('status', 'in', SALE_STATUSES)
      .where('buyer_id', 'is not', null)
      .execute();
    return rows.flatMap((r) => (r.buyer_id ? [r.buyer_id] : []));
  }
}
