import type { Kysely, Migration } from 'kysely';

/** The customer display's pairings (docs/decisions/0278-customer-display.md); this domain numbers 1300–1399. */
export const displaysMigrations: Record<string, Migration> = {
  '1300_displays_pairings': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('display_pairings')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('seller_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('till_hash', 'text', (c) => c.notNull())
        .addColumn('code_hash', 'text', (c) => c.unique())
        .addColumn('code_expires_at', 'bigint', (c) => c.notNull())
        .addColumn('token_hash', 'text', (c) => c.unique())
        .addColumn('token_expires_at', 'bigint')
        .addColumn('stream_ticket_hash', 'text', (c) => c.unique())
        .addColumn('stream_ticket_expires_at', 'bigint')
        .addColumn('sale_id', 'text')
        .addColumn('stage', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('unpaired_at', 'bigint')
        .execute();
      await db.schema
        .createIndex('display_pairings_till')
        .on('display_pairings')
        .columns(['seller_id', 'till_hash'])
        .execute();
    },
  },
  // a split payment's FPS part (docs/decisions/0286-split-payments-on-every-surface.md): the display's code asks it
  '1301_displays_fps_part': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      await db.schema.alterTable('display_pairings').addColumn('fps_part_cents', 'bigint').execute();
    },
  },
};
