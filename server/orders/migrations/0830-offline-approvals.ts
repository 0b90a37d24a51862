import type { Kysely, Migration } from 'kysely';

/**
 * A manager's approval on the offline till (docs/decisions/0288-offline-manager-approval.md): `approved_by` is the
 * staff member who approved with her PIN what the member ringing the sale up could not do alone; `unapproved` the
 * permissions the sale used without a valid approval (comma-joined, `discount`, `open_price`), read by the seller
 * as the reason the sale is to check. Null for every other order.
 */
export const offlineApprovals: Record<string, Migration> = {
  '0830_orders_offline_approvals': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      await db.schema.alterTable('orders').addColumn('approved_by', 'text').execute();
      await db.schema.alterTable('orders').addColumn('unapproved', 'text').execute();
    },
  },
};
