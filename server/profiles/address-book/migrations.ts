// Migration names keep their original `users` prefix: they are recorded in every existing database.
import { type Kysely, type Migration, sql } from 'kysely';
import { areaOfAddress } from '../../../contract/delivery-fees';
import { districtOfAddress } from '../../../contract/hk-districts';

export const addressBookMigrations: Record<string, Migration> = {
  '0600_users_addresses_payment_codes': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('user_addresses')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('user_addresses_user_idx').on('user_addresses').column('user_id').execute();
      // one default address per user, whatever races happen
      await db.schema
        .createIndex('user_addresses_one_default')
        .on('user_addresses')
        .column('user_id')
        .unique()
        .where(sql.ref('is_default'), '=', 1)
        .execute();

      await db.schema
        .createTable('pickup_addresses')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('seller_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('hours', 'text')
        .addColumn('phone', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('pickup_addresses_seller_idx')
        .on('pickup_addresses')
        .column('seller_id')
        .execute();

      await db.schema
        .createTable('payment_codes')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('seller_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('type', 'text', (c) =>
          c.notNull().check(sql`type in ('fps', 'payme', 'alipay_hk', 'wechat_pay', 'other')`),
        )
        .addColumn('label', 'text', (c) => c.notNull())
        .addColumn('image', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('removed_at', 'bigint')
        .execute();
      await db.schema
        .createIndex('payment_codes_seller_idx')
        .on('payment_codes')
        .column('seller_id')
        .execute();
    },
  },
  '0605_users_address_area': {
    // the area of Hong Kong an address is in, for delivery fees by area (docs/decisions/0248-delivery-fees.md)
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      await db.schema.alterTable('user_addresses').addColumn('area', 'text').execute();
      // addresses saved before: the area their words name, as a new address gets it
      const rows = await db.selectFrom('user_addresses').select(['id', 'address']).execute();
      for (const row of rows as { id: string; address: string }[]) {
        const area = areaOfAddress(row.address);
        if (area) await db.updateTable('user_addresses').set({ area }).where('id', '=', row.id).execute();
      }
    },
  },
  /**
   * The district of Hong Kong a store-pickup address is in (contract/hk-districts.ts), for the market's nearest
   * pickup (docs/decisions/0271-market-sort-filter-and-paying.md); pickups saved before: the district their
   * words name. Indexed by district: the market asks which sellers have a pickup in a district or its region.
   */
  '1242_pickup_addresses_district': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      await db.schema.alterTable('pickup_addresses').addColumn('district', 'text').execute();
      const rows = await db.selectFrom('pickup_addresses').select(['id', 'address']).execute();
      for (const row of rows as { id: string; address: string }[]) {
        const district = districtOfAddress(row.address);
        if (district)
          await db.updateTable('pickup_addresses').set({ district }).where('id', '=', row.id).execute();
      }
      await db.schema
        .createIndex('pickup_addresses_district_idx')
        .on('pickup_addresses')
        .columns(['district', 'seller_id'])
        .execute();
    },
  },
};
