import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Wallet sign-in and single sign-on (issue 10; docs/decisions/0101-sign-in-with-ethereum.md,
 * 0102-single-sign-on.md): linked wallet addresses, sign-in nonces, OpenID identities and attempts.
 * A wallet-only or SSO account without an email keeps `email` empty and a unique `email_normalized`
 * of the form `wallet:0x…` / `sso:<id>`, which can never equal a real (lower-cased) address.
 */
export const walletsSso: Record<string, Migration> = {
  '0011_auth_wallets_sso': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('wallet_addresses')
        .addColumn('address', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('wallet_addresses_user_idx')
        .on('wallet_addresses')
        .column('user_id')
        .execute();
      await db.schema
        .createTable('wallet_nonces')
        .addColumn('nonce', 'text', (c) => c.primaryKey())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('used_at', 'bigint')
        .execute();
      await db.schema
        .createIndex('wallet_nonces_expiry_idx')
        .on('wallet_nonces')
        .column('expires_at')
        .execute();
      await db.schema
        .createTable('sso_identities')
        .addColumn('issuer', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('sso_identities_pk', ['issuer', 'subject'])
        .execute();
      await db.schema.createIndex('sso_identities_user_idx').on('sso_identities').column('user_id').execute();
      await db.schema
        .createTable('sso_attempts')
        .addColumn('state_hash', 'text', (c) => c.primaryKey())
        .addColumn('nonce', 'text', (c) => c.notNull())
        .addColumn('code_challenge', 'text', (c) => c.notNull())
        .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('s', 'c')`))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('used_at', 'bigint')
        .addColumn('link_token_hash', 'text', (c) => c.unique())
        .addColumn('link_issuer', 'text')
        .addColumn('link_subject', 'text')
        .addColumn('link_user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
        .execute();
    },
  },
};
