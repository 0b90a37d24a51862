import type { Kysely, Migration } from 'kysely';

/**
 * Guest checkout's mailed links and order passes (docs/decisions/0284-guest-checkout.md): hashed tokens, each for
 * one order of one account, expiring; a link is used once.
 */
export const guestPasses: Record<string, Migration> = {
  '0070_auth_guest_passes': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('guest_passes')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('scope', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('used_at', 'bigint')
        .execute();
      await db.schema
        .createIndex('guest_passes_user_idx')
        .on('guest_passes')
        .columns(['user_id', 'created_at'])
        .execute();
    },
  },
};
