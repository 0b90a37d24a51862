import type { Kysely, Migration } from 'kysely';

/**
 * Idempotency keys remember what they were sent with (docs/decisions/0259-keys-claims-openapi.md): the
 * fingerprint of the first request's body, so the same key with another body answers 409 instead of replaying.
 * Keys claimed before this step have none and are compared by action and target only.
 */
export const requestFingerprints: Record<string, Migration> = {
  '0770_orders_request_fingerprints': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      await db.schema.alterTable('order_requests').addColumn('fingerprint', 'text').execute();
    },
  },
};
