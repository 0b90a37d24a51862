import type { Kysely, Migration } from 'kysely';

export const scaleBarcodeMigrations: Record<string, Migration> = {
  /** How the till reads label-scale barcodes (docs/decisions/0234-label-scale-barcodes.md). */
  '0146_products_pos_scale_settings': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('pos_scale_settings')
        .addColumn('seller_id', 'text', (c) => c.primaryKey())
        .addColumn('layout', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
    },
  },
};
