import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface CollectionRow {
  id: string;
  user_id: string;
  name: string;
  created_at: number;
}

/** The only SQL on collections and saved_posts. */
export class CollectionsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insertCollection(row: {
    id: string;
    userId: string;
    name: string;
    nameNormalized: string;
    now: number;
  }): Promise<void> {
    await this.db
      .insertInto('collections')
      .values({
        id: row.id,
        user_id: row.userId,
        name: row.name,
        name_normalized: row.nameNormalized,
        created_at: row.now,
      })
      .execute();
  }

  /** the caller's collection, or undefined when it does not exist or is someone else's */
  async findOwned(userId: string, collectionId: string): Promise<CollectionRow | undefined> {
    return this.db
      .selectFrom('collections')
      .select(['id', 'user_id', 'name', 'created_at'])
      .where('id', '=', collectionId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  async listOwned(userId: string): Promise<CollectionRow[]> {
    return this.db
      .selectFrom('collections')
      .select(['id', 'user_id', 'name', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .execute();
  }

  /** every saved post of the user, most recently saved first (for counts and covers) */
  async savedOf(userId: string): Promise<{ post_id: string; collection_id: string }[]> {
    return this.db
      .selectFrom('saved_posts')
      .select(['post_id', 'collection_id'])
      .where('user_id', '=', userId)
      .orderBy('saved_at', 'desc')
      .orderBy('post_id', 'desc')
      .execute();
  }

  /**
   * Puts the post into the collection: inserts the row, or moves it when the user saved it elsewhere.
   * One statement (insert … on conflict do update) on both engines, so concurrent saves cannot duplicate it.
   * Answers the collection the post was in before (null when it was not saved).
   */
  async upsertSaved(row: { userId: string; postId: string; collectionId: string; now: number }) {
    return this.db.transaction().execute(async (trx) => {
      const before = await trx
        .selectFrom('saved_posts')
        .select('collection_id')
        .where('user_id', '=', row.userId)
        .where('post_id', '=', row.postId)
        .executeTakeFirst();
      await trx
        .insertInto('saved_posts')
        .values({
          user_id: row.userId,
          post_id: row.postId,
          collection_id: row.collectionId,
          saved_at: row.now,
        })
        .onConflict((oc) =>
          oc
            .columns(['user_id', 'post_id'])
            .doUpdateSet({ collection_id: row.collectionId, saved_at: row.now }),
        )
        .execute();
      return before?.collection_id ?? null;
    });
  }

  async deleteSaved(userId: string, postIds: string[]): Promise<number> {
    if (postIds.length === 0) return 0;
    const result = await this.db
      .deleteFrom('saved_posts')
      .where('user_id', '=', userId)
      .where('post_id', 'in', postIds)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async savedPostIds(userId: string, postIds: string[]): Promise<Set<string>> {
    if (postIds.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('saved_posts')
      .select('post_id')
      .where('user_id', '=', userId)
      .where('post_id', 'in', postIds)
      .execute();
    return new Set(rows.map((r) => r.post_id));
  }
}
