import type { Kysely, Migration } from 'kysely';

/** A shipped order's courier and tracking number (docs/decisions/0243-couriers-and-buy-again.md). */
export const shipments: Record<string, Migration> = {
  '0750_orders_shipments': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      await db.schema.alterTable('orders').addColumn('courier', 'text').execute();
      await db.schema.alterTable('orders').addColumn('tracking_number', 'text').execute();
    },
  },
};
