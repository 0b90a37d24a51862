import type { Kysely, Migration } from 'kysely';

/**
 * Split payments (issue 56 item 5; docs/decisions/0281-split-payments.md): every payment recorded by
 * received_payment from now on is one row per method in order_payments (a sale paid by one method has one row),
 * with the cash handed over and the change of its cash part. The order's payment_kind is 'split' when the rows hold
 * more than one method, so readers that know only one method never count a split sale as all cash. A refund of a
 * split sale records what it gave back by method in order_refund_payments.
 */
export const splitPayments: Record<string, Migration> = {
  '0810_orders_split_payments': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('order_payments')
        .addColumn('order_id', 'text', (c) => c.notNull())
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('seller_id', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('code_id', 'text')
        .addColumn('label', 'text', (c) => c.notNull())
        .addColumn('amount_cents', 'bigint', (c) => c.notNull())
        .addColumn('tendered_cents', 'bigint', (c) => c.notNull())
        .addColumn('change_cents', 'bigint', (c) => c.notNull())
        .addColumn('at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('order_payments_pk', ['order_id', 'seq'])
        .execute();
      await db.schema
        .createTable('order_refund_payments')
        .addColumn('refund_id', 'text', (c) => c.notNull())
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('order_id', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('code_id', 'text')
        .addColumn('label', 'text', (c) => c.notNull())
        .addColumn('amount_cents', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('order_refund_payments_pk', ['refund_id', 'seq'])
        .execute();
      await db.schema
        .createIndex('order_refund_payments_order_idx')
        .on('order_refund_payments')
        .column('order_id')
        .execute();
    },
  },
};
