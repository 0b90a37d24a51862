import type { Kysely, Migration } from 'kysely';

/**
 * Devices an account has signed in from with its password
 * (docs/decisions/0258-login-throttles-and-data-folder-lock.md): the sign-in answer sets a device cookie, and only the cookie's sha-256 is kept here. With it, a locked account still signs
 * in from a device it used before, so a stranger's wrong guesses cannot keep the owner out.
 */
export const loginDevices: Record<string, Migration> = {
  '0021_auth_login_devices': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('login_devices')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('last_used_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('login_devices_user_idx')
        .on('login_devices')
        .columns(['user_id', 'last_used_at'])
        .execute();
    },
  },
};
