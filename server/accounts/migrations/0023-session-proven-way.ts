import type { Kysely, Migration } from 'kysely';

/**
 * With what a session was last proven (docs/decisions/0255-ways-in.md): when the way in used for its latest
 * sign-in or re-authentication was added to the account, and when the password was last set. A way in added in
 * the last 7 days does not count as proof for payout changes. Older rows have none: the account's creation.
 */
export const sessionProvenWay: Record<string, Migration> = {
  '0023_auth_session_proven_way': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      await db.schema.alterTable('sessions').addColumn('proven_way_added_at', 'bigint').execute();
      await db.schema.alterTable('users').addColumn('password_set_at', 'bigint').execute();
    },
  },
};
