import type { Kysely, Migration } from 'kysely';

/**
 * Loyalty points redeemed at the till (docs/decisions/0283-loyalty.md): `redeem_points` is what the seller asked to
 * redeem on a till draft, then the points the paid sale used; `points_cents` the part of `discount_cents` they paid
 * (one cent a point; 0 for every other order).
 */
export const pointsRedeemed: Record<string, Migration> = {
  '1520_orders_points_redeemed': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('orders')
        .addColumn('redeem_points', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('orders')
        .addColumn('points_cents', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
  },
};
