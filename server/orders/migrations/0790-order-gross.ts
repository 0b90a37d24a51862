import { type Kysely, type Migration, sql } from 'kysely';

/**
 * The order keeps its gross and its refunds as rows (docs/decisions/0267-order-gross-and-refund-rows.md): until now
 * a refund took its total, fee, profit and items off its order's stored figures; from now on it is only its row in
 * order_refunds and every reader derives the net. So each refunded order gets its refunds added back, and reads
 * exactly as before: its net (gross − refunds) is the reduced figure it stored.
 */
export const orderGross: Record<string, Migration> = {
  '0790_orders_gross_and_refund_rows': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      const back = (column: string) =>
        sql`${sql.ref(column)} + (select coalesce(sum(r.${sql.ref(column)}), 0) from order_refunds r where r.order_id = orders.id)`;
      await db
        .updateTable('orders')
        .set({
          total_cents: back('total_cents'),
          fee_cents: back('fee_cents'),
          profit_cents: back('profit_cents'),
          units: back('units'),
        })
        .where('id', 'in', db.selectFrom('order_refunds').select('order_id'))
        .execute();
    },
  },
};
