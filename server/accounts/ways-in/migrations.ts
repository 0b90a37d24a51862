import type { Kysely, Migration } from 'kysely';

/** Ways in added to and removed from accounts, with their undo links (docs/decisions/0255-ways-in.md). */
export const waysInMigrations: Record<string, Migration> = {
  '0024_auth_way_in_changes': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('way_in_changes')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('ref', 'text', (c) => c.notNull())
        .addColumn('label', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('undo_token_hash', 'text', (c) => c.unique())
        .addColumn('undone_at', 'bigint')
        .execute();
      await db.schema
        .createIndex('way_in_changes_user')
        .on('way_in_changes')
        .columns(['user_id', 'id'])
        .execute();
    },
  },
};
