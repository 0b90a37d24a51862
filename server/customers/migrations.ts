import type { Kysely, Migration } from 'kysely';

/** A shop's customers (docs/decisions/0282-customers.md); this domain numbers 1500–1529. */
const entries: Record<string, Migration> = {
  '1500_customers_entries': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('customers')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('seller_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('name_key', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('phone_key', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('notes', 'text', (c) => c.notNull())
        .addColumn('tags_json', 'text', (c) => c.notNull())
        .addColumn('member_code', 'text', (c) => c.unique())
        .addColumn('merged_into', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      // one entry per account at a shop
      await db.schema
        .createIndex('customers_seller_user')
        .on('customers')
        .columns(['seller_id', 'user_id'])
        .unique()
        .execute();
      await db.schema
        .createIndex('customers_seller_phone')
        .on('customers')
        .columns(['seller_id', 'phone_key'])
        .execute();
      await db.schema.createIndex('customers_merged_into').on('customers').column('merged_into').execute();
    },
  },
};

/** Loyalty points (docs/decisions/0283-loyalty.md): the shop's programme and the ledger, one row per sale and kind. */
export const loyaltyMigrations: Record<string, Migration> = {
  '1510_customers_loyalty': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('loyalty_settings')
        .addColumn('seller_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('percent_tenths', 'integer', (c) => c.notNull())
        .addColumn('since', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('loyalty_ledger')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('seller_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('customer_id', 'text', (c) => c.notNull())
        .addColumn('order_id', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('points', 'integer', (c) => c.notNull())
        .addColumn('percent_tenths', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      // a sale earns once, and is taken back by one row that only grows (exactly once, however often it is read)
      await db.schema
        .createIndex('loyalty_ledger_order_kind')
        .on('loyalty_ledger')
        .columns(['order_id', 'kind'])
        .unique()
        .execute();
      await db.schema
        .createIndex('loyalty_ledger_customer')
        .on('loyalty_ledger')
        .columns(['seller_id', 'customer_id'])
        .execute();
    },
  },
};

/**
 * Stamp cards (docs/decisions/0289-stamp-cards.md): the card's size and reward on the programme's row; the ledger
 * keeps stamps in its own kinds, so no new table.
 */
const stampMigrations: Record<string, Migration> = {
  '1511_customers_loyalty_stamps': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('loyalty_settings')
        .addColumn('stamps', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('loyalty_settings').addColumn('reward_json', 'text').execute();
    },
  },
};

/** this domain's migrations, 1500–1529, in order */
export const customersMigrations: Record<string, Migration> = {
  ...entries,
  ...loyaltyMigrations,
  ...stampMigrations,
};
