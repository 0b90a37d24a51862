import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The only SQL for `media_uploads` (who uploaded which stored image, with its perceptual hash). */
export class UploadsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async upsert(row: {
    user_id: string;
    path: string;
    phash: string | null;
    created_at: number;
  }): Promise<void> {
    await this.db
      .insertInto('media_uploads')
      .values(row)
      .onConflict((oc) => oc.columns(['user_id', 'path']).doUpdateSet({ phash: row.phash }))
      .execute();
  }

  async pathsOf(userId: string, paths: string[]): Promise<string[]> {
    const rows = await this.db
      .selectFrom('media_uploads')
      .select('path')
      .where('user_id', '=', userId)
      .where('path', 'in', paths)
      .execute();
    return rows.map((r) => r.path);
  }

  async hashesOf(paths: string[]): Promise<Map<string, string>> {
    const rows = await this.db
      .selectFrom('media_uploads')
      .select(['path', 'phash'])
      .where('path', 'in', paths)
      .where('phash', 'is not', null)
      .execute();
    return new Map(rows.map((r) => [r.path, r.phash as string]));
  }
}
