import type { Kysely, Migration } from 'kysely';

/** A seller's FPS identifier (docs/decisions/0082-fps-qr-with-the-amount.md). */
export const fpsMigrations: Record<string, Migration> = {
  '0711_users_fps_identifiers': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('user_fps')
        .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
    },
  },
};
