import type { Kysely, Migration } from 'kysely';

/**
 * A full stamp card redeemed at the till (docs/decisions/0289-stamp-cards.md): `redeem_stamps` is the card's stamps
 * a till draft would use (0: not asked), then the stamps the paid sale used; `stamps_cents` the part of
 * `discount_cents` the free item took off (0 for every other order).
 */
export const stampsRedeemed: Record<string, Migration> = {
  '1521_orders_stamps_redeemed': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('orders')
        .addColumn('redeem_stamps', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('orders')
        .addColumn('stamps_cents', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
  },
};
