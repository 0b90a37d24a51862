import type { Kysely, Migration } from 'kysely';

/** Receipt links of sales (issue 27; docs/decisions/0170-receipts.md). */
export const receiptLinks: Record<string, Migration> = {
  '0550_orders_receipt_links': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('order_receipt_links')
        .addColumn('order_id', 'text', (c) => c.primaryKey().references('orders.id').onDelete('cascade'))
        .addColumn('token', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
    },
  },
};
