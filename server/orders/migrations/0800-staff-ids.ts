import type { Kysely, Migration } from 'kysely';

/**
 * Who did it (issue 56 item 2; docs/decisions/0280-staff-pins-and-roles.md): the staff member acting at the till
 * is stamped on each sale, refund, cash move, shift close and day close. Null: no staff member acted (the owner's
 * own device, or a shop without staff), as every row before this step.
 */
export const staffIds: Record<string, Migration> = {
  '0800_orders_staff_ids': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      await db.schema.alterTable('orders').addColumn('staff_id', 'text').execute();
      await db.schema.alterTable('order_refunds').addColumn('staff_id', 'text').execute();
      await db.schema.alterTable('order_refunds').addColumn('approved_by', 'text').execute();
      await db.schema.alterTable('pos_cash_moves').addColumn('staff_id', 'text').execute();
      await db.schema.alterTable('pos_shifts').addColumn('closed_by', 'text').execute();
      await db.schema.alterTable('pos_day_closes').addColumn('staff_id', 'text').execute();
    },
  },
};
