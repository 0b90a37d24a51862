import { type Kysely, type Migration, sql } from 'kysely';

export const usersSessionsNamesView: Record<string, Migration> = {
  '0001_auth_users_sessions': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('users')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('email_normalized', 'text', (c) => c.notNull().unique())
        .addColumn('username', 'text')
        .addColumn('username_normalized', 'text', (c) => c.unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('s', 'c')`))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('sessions')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('revoked_at', 'bigint')
        .execute();
      await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();
    },
  },
  '0015_auth_account_names_view': {
    // the auth domain's published read model (docs/decisions/0095-reading-across-domains.md): other
    // domains join this view for the name to show, never the users table itself
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      await sql`CREATE VIEW account_names AS SELECT id, username, email FROM users`.execute(db);
    },
  },
};
