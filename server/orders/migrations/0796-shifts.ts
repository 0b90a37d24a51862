import type { Kysely, Migration } from 'kysely';

/**
 * Shifts and cash moves of the drawer (issue 56 item 3; docs/decisions/0279-shifts-and-cash-moves.md). `staff_id`
 * waits for staff (always null now). `open_seller_id` holds the seller's id while the shift is open and null once
 * closed, so a unique index keeps one open shift per seller on SQLite and PostgreSQL alike (both let NULLs repeat).
 */
export const shifts: Record<string, Migration> = {
  '0796_orders_shifts': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('pos_shifts')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('seller_id', 'text', (c) => c.notNull())
        .addColumn('open_seller_id', 'text')
        .addColumn('staff_id', 'text')
        .addColumn('opened_at', 'bigint', (c) => c.notNull())
        .addColumn('closed_at', 'bigint')
        .addColumn('float_cents', 'bigint', (c) => c.notNull())
        .addColumn('counted_cents', 'bigint')
        .execute();
      await db.schema
        .createIndex('pos_shifts_one_open')
        .on('pos_shifts')
        .column('open_seller_id')
        .unique()
        .execute();
      await db.schema
        .createIndex('pos_shifts_seller_idx')
        .on('pos_shifts')
        .columns(['seller_id', 'id'])
        .execute();
      await db.schema
        .createTable('pos_cash_moves')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('shift_id', 'text', (c) => c.notNull())
        .addColumn('seller_id', 'text', (c) => c.notNull())
        .addColumn('amount_cents', 'bigint', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('pos_cash_moves_shift_idx')
        .on('pos_cash_moves')
        .column('shift_id')
        .execute();
      await db.schema
        .createIndex('pos_cash_moves_seller_at_idx')
        .on('pos_cash_moves')
        .columns(['seller_id', 'at'])
        .execute();
    },
  },
};
