import type { Kysely, Migration } from 'kysely';

export const notificationsMigrations: Record<string, Migration> = {
  '0800_notifications': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('notifications')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('group_key', 'text', (c) => c.notNull())
        .addColumn('actor_id', 'text')
        .addColumn('actor_count', 'integer', (c) => c.notNull())
        .addColumn('params', 'text', (c) => c.notNull())
        .addColumn('event_id', 'text', (c) => c.notNull())
        .addColumn('origin_session', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addColumn('read_at', 'bigint')
        .addColumn('removed_at', 'bigint')
        .addUniqueConstraint('notifications_user_group_uq', ['user_id', 'group_key'])
        .execute();
      await db.schema
        .createIndex('notifications_user_event_idx')
        .on('notifications')
        .columns(['user_id', 'event_id'])
        .execute();
      await db.schema
        .createTable('notification_tickets')
        .addColumn('ticket_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('session_hash', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .execute();
    },
  },
};
