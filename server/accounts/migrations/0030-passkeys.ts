import type { Kysely, Migration } from 'kysely';

/**
 * Passkeys (WebAuthn; docs/decisions/0256-passkeys.md): the public keys of the passkeys registered to accounts,
 * and the challenges handed to browsers (single use, 5 minutes), like the wallet nonces of migration 0011.
 */
export const passkeys: Record<string, Migration> = {
  '0030_auth_passkeys': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('passkeys')
        .addColumn('credential_id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('public_key', 'text', (c) => c.notNull())
        .addColumn('sign_count', 'bigint', (c) => c.notNull())
        .addColumn('transports', 'text')
        .addColumn('label', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('last_used_at', 'bigint')
        .execute();
      await db.schema.createIndex('passkeys_user_idx').on('passkeys').column('user_id').execute();
      await db.schema
        .createTable('passkey_challenges')
        .addColumn('challenge', 'text', (c) => c.primaryKey())
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('user_id', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('used_at', 'bigint')
        .execute();
      await db.schema
        .createIndex('passkey_challenges_expiry_idx')
        .on('passkey_challenges')
        .column('expires_at')
        .execute();
    },
  },
};
