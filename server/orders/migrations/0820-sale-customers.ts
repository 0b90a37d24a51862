import type { Kysely, Migration } from 'kysely';

/**
 * A till sale's customer (docs/decisions/0282-customers.md): the seller's customer entry the sale was rung up for
 * (server/customers/), null for a walk-in. An online order's customer is its buyer's account.
 */
export const saleCustomers: Record<string, Migration> = {
  '0820_orders_sale_customers': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      await db.schema.alterTable('orders').addColumn('customer_id', 'text').execute();
      await db.schema
        .createIndex('orders_seller_customer')
        .on('orders')
        .columns(['seller_id', 'customer_id'])
        .execute();
    },
  },
};
