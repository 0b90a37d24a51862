import { type Kysely, type Migration, sql } from 'kysely';
import { isSqlite } from '../../db/dialect';

/**
 * The published `account_names` view gains the account's role, so the profiles domain's `author_cards` can say
 * whether a shop name is shown (a seller's shop name is its public name) and a page of products names its sellers
 * in one statement instead of two (docs/decisions/0095-reading-across-domains.md, 2026-12-01 addendum).
 * PostgreSQL replaces the view in place (a column added last); SQLite has no CREATE OR REPLACE VIEW.
 */
export const namesRole: Record<string, Migration> = {
  '1620_auth_account_names_role': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      if (isSqlite(db)) await sql`DROP VIEW account_names`.execute(db);
      await sql`CREATE ${isSqlite(db) ? sql`` : sql`OR REPLACE`} VIEW account_names AS
        SELECT id, username, email, role FROM users`.execute(db);
    },
  },
};
