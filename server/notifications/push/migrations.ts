import type { Kysely, Migration } from 'kysely';

export const pushMigrations: Record<string, Migration> = {
  /** Web Push subscriptions and the server's VAPID keys (docs/decisions/0246-conversations.md) */
  '0810_notifications_push': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('push_subscriptions')
        .addColumn('endpoint', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('p256dh', 'text', (c) => c.notNull())
        .addColumn('auth', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('push_subscriptions_by_user')
        .on('push_subscriptions')
        .column('user_id')
        .execute();
      await db.schema
        .createTable('push_keys')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('public_key', 'text', (c) => c.notNull())
        .addColumn('private_key', 'text', (c) => c.notNull())
        .execute();
    },
  },
};
