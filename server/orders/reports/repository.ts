import { type Kysely, sql, type Transaction } from 'kysely';
import type { Unit } from '../../../contract/units';
import type { Database } from '../../db/schema';
import { type OrderRow, SALE_STATUSES } from '../core/repository';

type Executor = Kysely<Database> | Transaction<Database>;

export interface SalesFilter {
  sellerId: string;
  /** from (inclusive), in ms; null: from the first sale */
  since: number | null;
  /** until (exclusive), in ms; null: until now */
  until?: number | null;
  orderType: 'Online-Sell' | 'POS-Sell' | null;
}

/** A sale as the reports count it: its figures when it was paid, before any refund (the order's stored gross). */
export interface ReportSaleRow {
  paid_at: number;
  order_type: 'Online-Sell' | 'POS-Sell';
  payment_kind: string | null;
  payment_label: string | null;
  total_cents: number;
  fee_cents: number;
  profit_cents: number;
  units: number;
  /** the cash rounding in total_cents (docs/decisions/0264-cash-rounding.md; 0 when none) */
  rounding_cents: number;
  /** the sale, or for a refund the refund: a split sale's parts are read by it (decision 0281) */
  id: string;
}

/** A refund as the reports count it: when it happened, what it took off, and its sale's channel and payment. */
export type ReportRefundRow = Omit<ReportSaleRow, 'paid_at'> & { created_at: number };

/** What a product sold (lines of sales) or gave back (refund lines), grouped by product. */
export interface ProductFigures {
  product_id: string;
  name: string;
  thumbnail: string | null;
  units: number;
  /** what `units` are in (sold products only) */
  unit?: Unit;
  revenue_cents: number;
}

/** one staff member's sales in a range (null: none acted), in cents */
export interface StaffSalesSums {
  staff_id: string | null;
  total_cents: number;
  discount_cents: number;
  count: number;
}

export interface SalesAggregate {
  total_cents: number;
  fee_cents: number;
  profit_cents: number;
  count: number;
  units: number;
}

/** The sales reports' reads of orders and order_lines (reads only: the core writes them). */
export class SalesRepository {
  constructor(readonly db: Kysely<Database>) {}

  private salesQuery(f: SalesFilter, db: Executor = this.db) {
    // qualified: the reports join order_lines, which has a seller_id too
    let query = db
      .selectFrom('orders')
      .where('orders.seller_id', '=', f.sellerId)
      .where('orders.paid_at', 'is not', null)
      .where('orders.status', 'in', SALE_STATUSES);
    if (f.since !== null) query = query.where('orders.paid_at', '>=', f.since);
    if (f.until != null) query = query.where('orders.paid_at', '<', f.until);
    if (f.orderType) query = query.where('orders.order_type', '=', f.orderType);
    return query;
  }

  /** Refunds made in the filter's time range, of the seller's sales of its channel (whenever they were paid). */
  private refundsQuery(f: SalesFilter, db: Executor = this.db) {
    let query = db
      .selectFrom('order_refunds')
      .innerJoin('orders', 'orders.id', 'order_refunds.order_id')
      .where('order_refunds.seller_id', '=', f.sellerId);
    if (f.since !== null) query = query.where('order_refunds.created_at', '>=', f.since);
    if (f.until != null) query = query.where('order_refunds.created_at', '<', f.until);
    if (f.orderType) query = query.where('orders.order_type', '=', f.orderType);
    return query;
  }

  /** A page of sales, newest payment first; cursor = the last item's paid_at and id. */
  async salesPage(
    f: SalesFilter,
    cursor: { paidAt: number; id: string } | null,
    limit: number,
  ): Promise<OrderRow[]> {
    let query = this.salesQuery(f).selectAll();
    if (cursor) {
      query = query.where((eb) =>
        eb.or([
          eb('paid_at', '<', cursor.paidAt),
          eb.and([eb('paid_at', '=', cursor.paidAt), eb('id', '<', cursor.id)]),
        ]),
      );
    }
    return query.orderBy('paid_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  }

  /**
   * The seller's sales still to check against her bank (FPS sales recorded offline: docs/decisions/0276), newest
   * payment first, at most `limit`, and how many there are in all (the partial index orders_to_check_idx).
   */
  async toCheck(sellerId: string, limit: number): Promise<{ rows: OrderRow[]; count: number }> {
    const query = this.db
      .selectFrom('orders')
      .where('orders.seller_id', '=', sellerId)
      // a literal, so both engines match the partial index's predicate (a bound parameter would not)
      .where('orders.to_check', '=', sql.lit(1))
      .where('orders.paid_at', 'is not', null)
      .where('orders.status', 'in', SALE_STATUSES);
    const [rows, count] = await Promise.all([
      query.selectAll().orderBy('paid_at', 'desc').orderBy('id', 'desc').limit(limit).execute(),
      query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, count: Number(count.n) };
  }

  /**
   * The figures of a time range (docs/decisions/0172-sales-reports.md): the sales paid in it as they were paid
   * (the orders' stored gross: docs/decisions/0267-order-gross-and-refund-rows.md), minus the refunds made in it
   * (of any sale). Refunds count where they happen; the count is of sales paid in the range.
   */
  async salesAggregate(f: SalesFilter): Promise<SalesAggregate> {
    const sums = (
      column: 'total_cents' | 'fee_cents' | 'profit_cents' | 'units',
      table: 'orders' | 'order_refunds',
    ) => sql<number>`coalesce(sum(${sql.ref(`${table}.${column}`)}), 0)`;
    const [sold, refundedInRange] = await Promise.all([
      this.salesQuery(f)
        .select([
          sums('total_cents', 'orders').as('total_cents'),
          sums('fee_cents', 'orders').as('fee_cents'),
          sums('profit_cents', 'orders').as('profit_cents'),
          sums('units', 'orders').as('units'),
          (eb) => eb.fn.countAll<number>().as('count'),
        ])
        .executeTakeFirstOrThrow(),
      this.refundsQuery(f)
        .select([
          sums('total_cents', 'order_refunds').as('total_cents'),
          sums('fee_cents', 'order_refunds').as('fee_cents'),
          sums('profit_cents', 'order_refunds').as('profit_cents'),
          sums('units', 'order_refunds').as('units'),
        ])
        .executeTakeFirstOrThrow(),
    ]);
    const figure = (k: 'total_cents' | 'fee_cents' | 'profit_cents' | 'units') =>
      Number(sold[k]) - Number(refundedInRange[k]);
    return {
      total_cents: figure('total_cents'),
      fee_cents: figure('fee_cents'),
      profit_cents: figure('profit_cents'),
      units: figure('units'),
      count: Number(sold.count),
    };
  }

  /**
   * The sales paid in the range by the staff member who took them (docs/decisions/0280-staff-pins-and-roles.md):
   * their stored gross, the discounts on the bill and on its lines, and how many.
   */
  async salesByStaff(f: SalesFilter): Promise<StaffSalesSums[]> {
    const [sold, lineOff] = await Promise.all([
      this.salesQuery(f)
        .select((eb) => [
          'orders.staff_id as staff_id',
          sql<number>`coalesce(sum(${sql.ref('orders.total_cents')}), 0)`.as('total_cents'),
          sql<number>`coalesce(sum(${sql.ref('orders.discount_cents')}), 0)`.as('discount_cents'),
          eb.fn.countAll<number>().as('count'),
        ])
        .groupBy('orders.staff_id')
        .execute(),
      this.salesQuery(f)
        .innerJoin('order_lines', 'order_lines.order_id', 'orders.id')
        .select([
          'orders.staff_id as staff_id',
          sql<number>`coalesce(sum(${sql.ref('order_lines.line_off_cents')}), 0)`.as('off_cents'),
        ])
        .groupBy('orders.staff_id')
        .execute(),
    ]);
    const off = new Map(lineOff.map((r) => [r.staff_id ?? null, Number(r.off_cents)]));
    return sold.map((r) => ({
      staff_id: r.staff_id ?? null,
      total_cents: Number(r.total_cents),
      discount_cents: Number(r.discount_cents) + (off.get(r.staff_id ?? null) ?? 0),
      count: Number(r.count),
    }));
  }

  /** The refunds made in the range by the staff member who made them (decision 0280). */
  async refundsByStaff(f: SalesFilter): Promise<{ staff_id: string | null; total_cents: number }[]> {
    const rows = await this.refundsQuery(f)
      .select([
        'order_refunds.staff_id as staff_id',
        sql<number>`coalesce(sum(${sql.ref('order_refunds.total_cents')}), 0)`.as('total_cents'),
      ])
      .groupBy('order_refunds.staff_id')
      .execute();
    return rows.map((r) => ({ staff_id: r.staff_id ?? null, total_cents: Number(r.total_cents) }));
  }

  /** Every sale paid in the range, with the figures it was paid with (the order's stored gross, decision 0267). */
  async reportSales(f: SalesFilter): Promise<ReportSaleRow[]> {
    const rows = await this.salesQuery(f)
      .select([
        'orders.id',
        'orders.paid_at',
        'orders.order_type',
        'orders.payment_kind',
        'orders.payment_label',
        'orders.total_cents',
        'orders.fee_cents',
        'orders.profit_cents',
        'orders.units',
        'orders.rounding_cents',
      ])
      .orderBy('orders.paid_at')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      paid_at: Number(r.paid_at),
      ...channelFigures(r),
      rounding_cents: Number(r.rounding_cents),
    }));
  }

  /** Every refund made in the range, with its sale's channel and payment. */
  async reportRefunds(f: SalesFilter): Promise<ReportRefundRow[]> {
    const rows = await this.refundsQuery(f)
      .select([
        'order_refunds.id',
        'order_refunds.created_at',
        'orders.order_type',
        'orders.payment_kind',
        'orders.payment_label',
        'order_refunds.total_cents',
        'order_refunds.fee_cents',
        'order_refunds.profit_cents',
        'order_refunds.units',
        'order_refunds.rounding_cents',
      ])
      .orderBy('order_refunds.created_at')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      created_at: Number(r.created_at),
      ...channelFigures(r),
      rounding_cents: Number(r.rounding_cents),
    }));
  }

  /** What each product's refund lines gave back in the range (for best sellers net of refunds). */
  async refundedProducts(f: SalesFilter): Promise<ProductFigures[]> {
    const rows = await this.refundsQuery(f)
      .innerJoin('order_refund_lines', 'order_refund_lines.refund_id', 'order_refunds.id')
      .select((eb) => [
        'order_refund_lines.product_id',
        eb.fn.sum<number>('order_refund_lines.quantity').as('units'),
        eb.fn.sum<number>('order_refund_lines.total_cents').as('revenue_cents'),
      ])
      .groupBy('order_refund_lines.product_id')
      .execute();
    return rows.map((r) => ({
      product_id: r.product_id,
      name: '',
      thumbnail: null,
      units: Number(r.units),
      revenue_cents: Number(r.revenue_cents),
    }));
  }

  /** What each product sold in the sales of the range (units and revenue as paid), most units first. */
  async soldProducts(f: SalesFilter, limit?: number): Promise<ProductFigures[]> {
    let query = this.salesQuery(f)
      .innerJoin('order_lines', 'order_lines.order_id', 'orders.id')
      .select((eb) => [
        'order_lines.product_id',
        eb.fn.max('order_lines.name').as('name'),
        eb.fn.max('order_lines.thumbnail').as('thumbnail'),
        eb.fn.max('order_lines.unit').as('unit'),
        eb.fn.sum<number>('order_lines.quantity').as('units'),
        eb.fn.sum<number>('order_lines.total_cents').as('revenue_cents'),
      ])
      .groupBy('order_lines.product_id')
      .orderBy('units', 'desc')
      .orderBy('revenue_cents', 'desc')
      .orderBy('order_lines.product_id');
    if (limit !== undefined) query = query.limit(limit);
    const rows = await query.execute();
    return rows.map((r) => ({
      product_id: r.product_id,
      name: String(r.name),
      thumbnail: (r.thumbnail as string | null) ?? null,
      units: Number(r.units),
      unit: r.unit as Unit,
      revenue_cents: Number(r.revenue_cents),
    }));
  }

  /** Every line of the sales paid in the range, with its sale and what loyalty took off it (the sales CSV). */
  async soldLines(f: SalesFilter) {
    return this.salesQuery(f)
      .innerJoin('order_lines', 'order_lines.order_id', 'orders.id')
      .select([
        ...SALE_COLUMNS,
        'orders.paid_at',
        'order_lines.name',
        'order_lines.quantity',
        'order_lines.price_cents',
        'order_lines.discount_bp',
        'order_lines.total_cents',
        'order_lines.fee_cents',
        'order_lines.profit_cents',
        // what the sale's loyalty took off its bill (docs/decisions/0283-loyalty.md, 0289-stamp-cards.md)
        'orders.redeem_points',
        'orders.points_cents',
        'orders.stamps_cents',
      ])
      .orderBy('orders.paid_at')
      .orderBy('orders.id')
      .orderBy('order_lines.position')
      .execute();
  }

  /** The sales paid in the range that charged a delivery fee, with it and its transaction fee (the sales CSV). */
  async soldDeliveries(f: SalesFilter) {
    return this.salesQuery(f)
      .where('orders.delivery_fee_cents', '>', 0)
      .select([
        ...SALE_COLUMNS,
        'orders.paid_at',
        'orders.delivery_fee_cents',
        'orders.delivery_txn_fee_cents',
      ])
      .execute();
  }

  /**
   * The refunds made in the range of sales that redeemed points (the sales CSV, docs/decisions/0283-loyalty.md):
   * each with its sale's points and figures as paid, and what the sale's refunds before it and up to it had given
   * back, so the points each one gave back are worked out as the customer's ledger does.
   */
  async refundedPoints(f: SalesFilter) {
    const rows = await this.refundsQuery(f)
      .where('orders.redeem_points', '>', 0)
      .select([
        'order_refunds.id as refund_id',
        'orders.redeem_points',
        'orders.total_cents as gross_cents',
        'orders.units',
        refundedBy('total_cents', false).as('cents_before'),
        refundedBy('units', false).as('units_before'),
        refundedBy('total_cents', true).as('cents_after'),
        refundedBy('units', true).as('units_after'),
      ])
      .orderBy('order_refunds.created_at')
      .orderBy('order_refunds.id')
      .execute();
    return rows.map((r) => ({
      refund_id: r.refund_id,
      redeem_points: Number(r.redeem_points ?? 0),
      gross_cents: Number(r.gross_cents),
      units: Number(r.units),
      before: { refunded_cents: Number(r.cents_before), refunded_units: Number(r.units_before) },
      after: { refunded_cents: Number(r.cents_after), refunded_units: Number(r.units_after) },
    }));
  }

  /**
   * The refunds made in the range of sales whose full stamp card made an item free (the sales CSV, docs/decisions/
   * 0289-stamp-cards.md), with the free item's cents, and every refund line of those sales, oldest refund first: the
   * refund that gave the card back is the one after which every qualifying unit is back, whenever it was made.
   */
  async refundedStampSales(f: SalesFilter) {
    const inRange = await this.refundsQuery(f)
      .where('orders.stamps_cents', '>', 0)
      .select(['order_refunds.id as refund_id', 'orders.id as order_id', 'orders.stamps_cents'])
      .execute();
    const orderIds = [...new Set(inRange.map((r) => r.order_id))];
    const refundLines =
      orderIds.length === 0
        ? []
        : await this.db
            .selectFrom('order_refund_lines')
            .innerJoin('order_refunds', 'order_refunds.id', 'order_refund_lines.refund_id')
            .where('order_refund_lines.order_id', 'in', orderIds)
            .select([
              'order_refund_lines.refund_id',
              'order_refund_lines.order_id',
              'order_refund_lines.product_id',
              'order_refund_lines.quantity',
            ])
            .orderBy('order_refunds.created_at')
            .orderBy('order_refunds.id')
            .execute();
    return {
      inRange: inRange.map((r) => ({
        refund_id: r.refund_id,
        order_id: r.order_id,
        stamps_cents: Number(r.stamps_cents ?? 0),
      })),
      refundLines: refundLines.map((r) => ({ ...r, quantity: Number(r.quantity) })),
    };
  }

  /** The refunds made in the range that gave a delivery fee back (the sales CSV). */
  async refundedDeliveries(f: SalesFilter) {
    return this.refundsQuery(f)
      .where('order_refunds.delivery_cents', '>', 0)
      .select([
        ...SALE_COLUMNS,
        'orders.delivery_txn_fee_cents',
        'order_refunds.id as refund_id',
        'order_refunds.created_at',
        'order_refunds.delivery_cents',
      ])
      .execute();
  }

  /** The sales paid in the range whose cash payment was rounded to 10¢, with the rounding (the sales CSV). */
  async soldRoundings(f: SalesFilter) {
    return this.salesQuery(f)
      .where('orders.rounding_cents', '<>', 0)
      .select([...SALE_COLUMNS, 'orders.paid_at', 'orders.rounding_cents'])
      .execute();
  }

  /** The refunds made in the range that gave cash rounding back, with it (the sales CSV). */
  async refundedRoundings(f: SalesFilter) {
    return this.refundsQuery(f)
      .where('order_refunds.rounding_cents', '<>', 0)
      .select([
        ...SALE_COLUMNS,
        'order_refunds.id as refund_id',
        'order_refunds.created_at',
        'order_refunds.rounding_cents',
      ])
      .execute();
  }

  /** Every refunded line of the refunds made in the range, with its sale and the line's name (the sales CSV). */
  async refundedLines(f: SalesFilter) {
    return this.refundsQuery(f)
      .innerJoin('order_refund_lines', 'order_refund_lines.refund_id', 'order_refunds.id')
      .innerJoin('order_lines', (join) =>
        join
          .onRef('order_lines.order_id', '=', 'order_refund_lines.order_id')
          .onRef('order_lines.product_id', '=', 'order_refund_lines.product_id'),
      )
      .select([
        ...SALE_COLUMNS,
        'order_refunds.id as refund_id',
        'order_refunds.created_at',
        'order_lines.name',
        'order_lines.price_cents',
        'order_lines.discount_bp',
        'order_refund_lines.quantity',
        'order_refund_lines.total_cents',
        'order_refund_lines.fee_cents',
        'order_refund_lines.profit_cents',
      ])
      .orderBy('order_refunds.created_at')
      .orderBy('order_refunds.id')
      .execute();
  }
}

/**
 * What a sale's refunds before the outer query's refund (or up to and including it) had given back, refunds in order
 * of time, then id: `column` summed over them, for the sales CSV's points given back (docs/decisions/0283-loyalty.md).
 */
function refundedBy(column: 'total_cents' | 'units', including: boolean) {
  const upTo = including ? sql.raw('<=') : sql.raw('<');
  return sql<number>`coalesce((select sum(${sql.ref(`r.${column}`)}) from order_refunds r where r.order_id = order_refunds.order_id and (r.created_at < order_refunds.created_at or (r.created_at = order_refunds.created_at and r.id ${upTo} order_refunds.id))), 0)`;
}

/** Which sale a row of the sales CSV belongs to, its channel and how it was paid. */
const SALE_COLUMNS = [
  'orders.id as order_id',
  'orders.order_type',
  'orders.payment_kind',
  'orders.payment_label',
] as const;

/** A sale's or a refund's channel, payment and figures as numbers (PostgreSQL answers sums as strings). */
function channelFigures<T extends string>(r: {
  order_type: T;
  payment_kind: string | null;
  payment_label: string | null;
  total_cents: number | string;
  fee_cents: number | string;
  profit_cents: number | string;
  units: number | string;
}) {
  return {
    order_type: r.order_type,
    payment_kind: r.payment_kind,
    payment_label: r.payment_label,
    total_cents: Number(r.total_cents),
    fee_cents: Number(r.fee_cents),
    profit_cents: Number(r.profit_cents),
    units: Number(r.units),
  };
}
