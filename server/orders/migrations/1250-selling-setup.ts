import type { Kysely, Migration } from 'kysely';

/**
 * Setting up a shop to sell (docs/decisions/0272-seller-onboarding.md): per seller, what she sells, the checklist
 * steps she skipped, and her last practice sale at the till. The practice sale is kept here, as JSON, and nowhere
 * else: it is never an order, so no sales list, report, day close, stock count or fee can ever count it.
 */
export const sellingSetup: Record<string, Migration> = {
  '1250_orders_selling_setup': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('selling_setup')
        .addColumn('seller_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('trade', 'text')
        .addColumn('skipped', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('practice_sale', 'text')
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
    },
  },
};
