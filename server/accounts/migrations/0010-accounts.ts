import { type Kysely, type Migration, sql } from 'kysely';
import { newId } from '../../db/ids';

/**
 * Accounts (issue 9, docs/decisions/0050-mail-and-account-tokens.md, 0051-sessions-and-security.md):
 * the user's locale for mails, email verification, whether a password was ever set, one-time
 * mail tokens (stored hashed), and what the security screen shows about each session.
 */
export const accountFacts: Record<string, Migration> = {
  '0010_auth_accounts': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('users')
        .addColumn('locale', 'text', (c) => c.notNull().defaultTo('en'))
        .execute();
      await db.schema.alterTable('users').addColumn('email_verified_at', 'bigint').execute();
      await db.schema
        .alterTable('users')
        .addColumn('has_password', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema.alterTable('sessions').addColumn('id', 'text').execute();
      await db.schema.alterTable('sessions').addColumn('user_agent', 'text').execute();
      await db.schema.alterTable('sessions').addColumn('last_seen_at', 'bigint').execute();
      // sessions from before this migration get a public id and "last seen" = their start
      const old = await db.selectFrom('sessions').select(['token_hash', 'created_at']).execute();
      for (const row of old) {
        await db
          .updateTable('sessions')
          .set({ id: newId(), last_seen_at: row.created_at })
          .where('token_hash', '=', row.token_hash)
          .execute();
      }
      await db.schema.createIndex('sessions_id_idx').on('sessions').column('id').unique().execute();
      await db.schema
        .createTable('auth_tokens')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('verify', 'reset', 'email')`))
        .addColumn('new_email', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('used_at', 'bigint')
        .execute();
      await db.schema
        .createIndex('auth_tokens_user_idx')
        .on('auth_tokens')
        .columns(['user_id', 'purpose'])
        .execute();
    },
  },
};
