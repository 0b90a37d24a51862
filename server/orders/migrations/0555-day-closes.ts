import type { Kysely, Migration } from 'kysely';

/** Day closes of the cash drawer (issue 27; docs/decisions/0173-day-close.md). */
export const dayCloses: Record<string, Migration> = {
  '0555_orders_day_closes': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('pos_day_closes')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('seller_id', 'text', (c) => c.notNull())
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('opening_float_cents', 'bigint', (c) => c.notNull())
        .addColumn('counted_cash_cents', 'bigint', (c) => c.notNull())
        .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('closed_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('pos_day_closes_seller_day', ['seller_id', 'day'])
        .execute();
    },
  },
};
