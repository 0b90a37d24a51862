import type { Kysely, Migration } from 'kysely';

/** Payout changes and their undo (issue 32; docs/decisions/0222-payout-changes.md). */
export const payoutGuardMigrations: Record<string, Migration> = {
  '0630_users_payout_changes': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('payout_changes')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('before_json', 'text', (c) => c.notNull())
        .addColumn('after_json', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('undo_token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('undone_at', 'bigint')
        .execute();
      await db.schema
        .createIndex('payout_changes_user')
        .on('payout_changes')
        .columns(['user_id', 'id'])
        .execute();
      await db.schema
        .createTable('payout_locks')
        .addColumn('user_id', 'text', (c) => c.primaryKey())
        .addColumn('frozen_until', 'bigint', (c) => c.notNull())
        .execute();
    },
  },
};
