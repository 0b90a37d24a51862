import type { Kysely, Migration } from 'kysely';

/** Staff at a shared till (docs/decisions/0280-staff-pins-and-roles.md); this domain numbers 1400–1419. */
export const staffMigrations: Record<string, Migration> = {
  '1400_staff_members_roles_tokens': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('staff_members')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('seller_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('email', 'text')
        .addColumn('phone', 'text')
        .addColumn('pin_salt', 'text', (c) => c.notNull())
        .addColumn('pin_hash', 'text', (c) => c.notNull())
        .addColumn('pin_iterations', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('removed_at', 'bigint')
        .execute();
      await db.schema.createIndex('staff_members_seller').on('staff_members').column('seller_id').execute();
      await db.schema
        .createTable('staff_roles')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('seller_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('permissions', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('staff_roles_seller').on('staff_roles').column('seller_id').execute();
      await db.schema
        .createTable('staff_settings')
        .addColumn('seller_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('discount_limit_percent', 'integer', (c) => c.notNull())
        .addColumn('idle_lock_seconds', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('staff_tokens')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('seller_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('staff_id', 'text', (c) => c.notNull().references('staff_members.id').onDelete('cascade'))
        .addColumn('session_hash', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('permission', 'text')
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('used_at', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('staff_tills')
        .addColumn('session_hash', 'text', (c) => c.primaryKey())
        .addColumn('seller_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
    },
  },
  // the time clock (docs/decisions/0287-time-clock.md): entries stay when a member is removed (her row stays too)
  '1401_staff_time_entries': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('staff_time_entries')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('seller_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('staff_id', 'text', (c) => c.notNull().references('staff_members.id').onDelete('cascade'))
        .addColumn('clock_in', 'bigint', (c) => c.notNull())
        .addColumn('clock_out', 'bigint')
        .addColumn('edited_at', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('staff_time_entries_seller_in')
        .on('staff_time_entries')
        .columns(['seller_id', 'clock_in'])
        .execute();
      await db.schema
        .createIndex('staff_time_entries_staff_in')
        .on('staff_time_entries')
        .columns(['staff_id', 'clock_in'])
        .execute();
    },
  },
};
