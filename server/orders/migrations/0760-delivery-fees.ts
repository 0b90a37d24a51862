import type { Kysely, Migration } from 'kysely';

/**
 * Delivery fees (docs/decisions/0248-delivery-fees.md): each shop's prices, and on every order the fee it was
 * placed with and the area it goes to; a refund records the part of it that was the delivery fee.
 */
export const deliveryFees: Record<string, Migration> = {
  '0760_orders_delivery_fees': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('delivery_fees')
        .addColumn('seller_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('mode', 'text', (c) => c.notNull())
        .addColumn('flat_cents', 'integer')
        .addColumn('hk_island_cents', 'integer')
        .addColumn('kowloon_cents', 'integer')
        .addColumn('new_territories_cents', 'integer')
        .addColumn('outlying_islands_cents', 'integer')
        .addColumn('free_above_cents', 'integer')
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .alterTable('orders')
        .addColumn('delivery_fee_cents', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('orders')
        .addColumn('delivery_txn_fee_cents', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('orders').addColumn('delivery_area', 'text').execute();
      await db.schema
        .alterTable('order_refunds')
        .addColumn('delivery_cents', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
  },
};
