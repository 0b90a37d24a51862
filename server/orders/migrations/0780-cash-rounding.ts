import type { Kysely, Migration } from 'kysely';

/**
 * Cash rounding to 10¢ (docs/decisions/0264-cash-rounding.md): each shop's selling settings (no row: the defaults,
 * rounding on), the rounding each order's cash payment added to its total (signed cents, −4..+5; 0 for every other
 * way of paying), and the part of each refund that gave rounding back.
 */
export const cashRounding: Record<string, Migration> = {
  '0780_orders_cash_rounding': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('selling_settings')
        .addColumn('seller_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('cash_rounding', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .alterTable('orders')
        .addColumn('rounding_cents', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('order_refunds')
        .addColumn('rounding_cents', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
  },
};
