import type { Kysely, Migration } from 'kysely';

/** Payment claims and refunds (issue 19; docs/decisions/0090-payment-claims.md, 0091-refunds.md). */
export const paymentClaimsRefunds: Record<string, Migration> = {
  '0510_orders_payment_claims_refunds': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('order_payment_claims')
        .addColumn('order_id', 'text', (c) => c.primaryKey().references('orders.id').onDelete('cascade'))
        .addColumn('buyer_id', 'text', (c) => c.notNull())
        .addColumn('seller_id', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('reference', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('screenshot', 'text')
        .addColumn('claimed_at', 'bigint', (c) => c.notNull())
        .addColumn('rejected_at', 'bigint')
        .addColumn('reject_reason', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema
        .createIndex('order_payment_claims_seller_idx')
        .on('order_payment_claims')
        .columns(['seller_id', 'state', 'claimed_at'])
        .execute();

      await db.schema
        .createTable('order_refunds')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('seller_id', 'text', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('total_cents', 'bigint', (c) => c.notNull())
        .addColumn('fee_cents', 'bigint', (c) => c.notNull())
        .addColumn('profit_cents', 'bigint', (c) => c.notNull())
        .addColumn('units', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('order_refunds_order_idx')
        .on('order_refunds')
        .columns(['order_id', 'id'])
        .execute();

      await db.schema
        .createTable('order_refund_lines')
        .addColumn('refund_id', 'text', (c) => c.notNull().references('order_refunds.id').onDelete('cascade'))
        .addColumn('order_id', 'text', (c) => c.notNull())
        .addColumn('product_id', 'text', (c) => c.notNull())
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addColumn('restock', 'integer', (c) => c.notNull())
        .addColumn('total_cents', 'bigint', (c) => c.notNull())
        .addColumn('fee_cents', 'bigint', (c) => c.notNull())
        .addColumn('profit_cents', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('order_refund_lines_pk', ['refund_id', 'product_id'])
        .execute();
      await db.schema
        .createIndex('order_refund_lines_order_idx')
        .on('order_refund_lines')
        .columns(['order_id', 'product_id'])
        .execute();
    },
  },
};
