import type { Kysely, Migration } from 'kysely';

/** The mail outbox (docs/decisions/0223-dependency-faults.md). */
export const mailMigrations: Record<string, Migration> = {
  '0950_mail_outbox': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('mail_outbox')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('to_address', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('text_body', 'text', (c) => c.notNull())
        .addColumn('html_body', 'text', (c) => c.notNull())
        .addColumn('link', 'text')
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'bigint')
        .addColumn('sent_at', 'bigint')
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('mail_outbox_due').on('mail_outbox').column('next_attempt_at').execute();
    },
  },
  // mails to shoppers (docs/decisions/0275-mails-to-shoppers.md): extra headers, inline images, one mail per key
  '0951_mail_outbox_headers_and_keys': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      await db.schema.alterTable('mail_outbox').addColumn('headers', 'text').execute();
      await db.schema.alterTable('mail_outbox').addColumn('attachments', 'text').execute();
      await db.schema.alterTable('mail_outbox').addColumn('dedupe_key', 'text').execute();
      // unique, and null for every mail without a key (both databases allow many nulls in a unique index)
      await db.schema
        .createIndex('mail_outbox_dedupe_key')
        .on('mail_outbox')
        .column('dedupe_key')
        .unique()
        .execute();
    },
  },
};
