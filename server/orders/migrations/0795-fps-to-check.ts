import { type Kysely, type Migration, sql } from 'kysely';

/**
 * FPS sales recorded offline are "to check" (docs/decisions/0276-fps-offline-to-check.md): the seller could not see
 * the money arrive, so the sale carries to_check = 1 until she ticks it against her bank app. 0 for every other sale.
 * A partial index finds a seller's few sales still to check.
 */
export const fpsToCheck: Record<string, Migration> = {
  '0795_orders_fps_to_check': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('orders')
        .addColumn('to_check', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createIndex('orders_to_check_idx')
        .on('orders')
        .columns(['seller_id', 'paid_at'])
        .where(sql.ref('to_check'), '=', 1)
        .execute();
    },
  },
};
