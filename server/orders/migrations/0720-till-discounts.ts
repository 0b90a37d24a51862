import type { Kysely, Migration } from 'kysely';

/**
 * Discounts at the till (docs/decisions/0232-till-discounts.md): each line's discount as the seller gave it and
 * the cents it and the bill's discount take off the line; the bill's discount on the order.
 */
export const tillDiscounts: Record<string, Migration> = {
  '0720_orders_till_discounts': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      await db.schema.alterTable('orders').addColumn('discount_json', 'text').execute();
      await db.schema
        .alterTable('orders')
        .addColumn('discount_cents', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('order_lines').addColumn('discount_json', 'text').execute();
      await db.schema
        .alterTable('order_lines')
        .addColumn('line_off_cents', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('order_lines')
        .addColumn('bill_off_cents', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
  },
};
