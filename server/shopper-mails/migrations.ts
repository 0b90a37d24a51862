import type { Kysely, Migration } from 'kysely';

/** Mails to shoppers: the kinds each turned off, the unsubscribe links' key (docs/decisions/0275-mails-to-shoppers.md). */
export const shopperMailsMigrations: Record<string, Migration> = {
  '1275_shopper_mails': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('shopper_mail_opt_outs')
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('shopper_mail_opt_outs_pk', ['user_id', 'kind'])
        .execute();
      await db.schema
        .createTable('shopper_mail_keys')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('secret', 'text', (c) => c.notNull())
        .execute();
    },
  },
};
