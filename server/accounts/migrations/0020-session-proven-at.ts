import type { Kysely, Migration } from 'kysely';

/**
 * When the person last proved who they are in a session (a sign-in, or a re-authentication): sensitive changes
 * need it within minutes (issue 32; docs/decisions/0222-payout-changes.md). Older sessions have none: they
 * count from their creation.
 */
export const sessionProvenAt: Record<string, Migration> = {
  '0020_auth_session_proven_at': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      await db.schema.alterTable('sessions').addColumn('proven_at', 'bigint').execute();
    },
  },
};
