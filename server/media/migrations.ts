import type { Kysely, Migration } from 'kysely';

export const mediaMigrations: Record<string, Migration> = {
  /** Upload ownership and perceptual hashes (docs/decisions/0072-ai-upload-ownership.md). */
  '0900_media_uploads': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('media_uploads')
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
        .addColumn('path', 'text', (c) => c.notNull())
        .addColumn('phash', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('media_uploads_pk', ['user_id', 'path'])
        .execute();
      await db.schema.createIndex('media_uploads_path_idx').on('media_uploads').columns(['path']).execute();
    },
  },
};
