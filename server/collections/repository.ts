import { BinStamp } from '../db/bin-stamp';
import { PreparedRepository } from '../db/prepared-repository-base';

export interface CollectionRow {
  id: string;
  user_id: string;
  name: string;
  created_at: number;
  deleted_at: number | null;
}

/** A saved post in a list: when it was saved (or added to the collection, or sent to the bin). */
export interface SavedRow {
  post_id: string;
  at: number;
}

export interface Membership {
  collection_id: string;
  post_id: string;
}

/** keyset cursor of a saved list: `<ms>_<post id>` */
export function encodeCursor(row: SavedRow): string {
  return `${Number(row.at)}_${row.post_id}`;
}
export function decodeCursor(cursor: string | null | undefined): SavedRow | null {
  if (!cursor) return null;
  const at = cursor.indexOf('_');
  const ms = Number(cursor.slice(0, at));
  if (at <= 0 || !Number.isSafeInteger(ms)) return null;
  return { at: ms, post_id: cursor.slice(at + 1) };
}

const collectionColumns = ['id', 'user_id', 'name', 'created_at', 'deleted_at'] as const;

/** The only SQL on collections, saved_items and collection_posts (docs/decisions/0060). */
/** the bin of unsaved posts: a user's saved items, stamped when unsaved */
const UNSAVED = new BinStamp({
  table: 'saved_items',
  scope: 'user_id',
  item: 'post_id',
  stamp: 'unsaved_at',
});
/** the bin of posts removed from a collection */
const REMOVED = new BinStamp({
  table: 'collection_posts',
  scope: 'collection_id',
  item: 'post_id',
  stamp: 'removed_at',
});

export class CollectionsRepository extends PreparedRepository {
  // this.prepared: the feed's "saved" marks, compiled once (docs/decisions/0125-hot-path-performance.md)

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
        deleted_at: null,
      })
      .execute();
  }

  /** the caller's collection (live or deleted), or undefined when it does not exist or is someone else's */
  async findOwned(userId: string, collectionId: string): Promise<CollectionRow | undefined> {
    return this.db
      .selectFrom('collections')
      .select(collectionColumns)
      .where('id', '=', collectionId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  /** live collections, newest first */
  async listOwned(userId: string): Promise<CollectionRow[]> {
    return this.db
      .selectFrom('collections')
      .select(collectionColumns)
      .where('user_id', '=', userId)
      .where('deleted_at', 'is', null)
      .orderBy('id', 'desc')
      .execute();
  }

  /** deleted collections still in the bin, latest deleted first */
  async listDeleted(userId: string, since: number): Promise<CollectionRow[]> {
    return this.db
      .selectFrom('collections')
      .select(collectionColumns)
      .where('user_id', '=', userId)
      .where('deleted_at', '>=', since)
      .orderBy('deleted_at', 'desc')
      .execute();
  }

  async rename(userId: string, id: string, name: string, nameNormalized: string): Promise<void> {
    await this.db
      .updateTable('collections')
      .set({ name, name_normalized: nameNormalized })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .execute();
  }

  async markDeleted(userId: string, id: string, now: number): Promise<void> {
    await this.db
      .updateTable('collections')
      .set({ deleted_at: now, name_normalized: `#deleted:${id}` })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('deleted_at', 'is', null)
      .execute();
  }

  /** back from the bin under `name` (throws a unique violation when the user has that name now) */
  async restore(userId: string, id: string, name: string, nameNormalized: string): Promise<void> {
    await this.db
      .updateTable('collections')
      .set({ deleted_at: null, name, name_normalized: nameNormalized })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .execute();
  }

  /** every live membership of the user's active saved posts, latest added first (counts and covers) */
  async activeMemberships(userId: string): Promise<Membership[]> {
    return this.db
      .selectFrom('collection_posts as cp')
      .innerJoin('saved_items as si', (j) =>
        j.onRef('si.user_id', '=', 'cp.user_id').onRef('si.post_id', '=', 'cp.post_id'),
      )
      .select(['cp.collection_id', 'cp.post_id'])
      .where('cp.user_id', '=', userId)
      .where('cp.removed_at', 'is', null)
      .where('si.unsaved_at', 'is', null)
      .orderBy('cp.added_at', 'desc')
      .orderBy('cp.post_id', 'desc')
      .execute();
  }

  /** memberships of given collections including removed rows (a deleted collection keeps its rows) */
  async membershipsOf(collectionIds: string[]): Promise<Membership[]> {
    if (collectionIds.length === 0) return [];
    return this.db
      .selectFrom('collection_posts as cp')
      .innerJoin('saved_items as si', (j) =>
        j.onRef('si.user_id', '=', 'cp.user_id').onRef('si.post_id', '=', 'cp.post_id'),
      )
      .select(['cp.collection_id', 'cp.post_id'])
      .where('cp.collection_id', 'in', collectionIds)
      .where('cp.removed_at', 'is', null)
      .where('si.unsaved_at', 'is', null)
      .orderBy('cp.added_at', 'desc')
      .orderBy('cp.post_id', 'desc')
      .execute();
  }

  /** active saved posts (All saved), latest first, optionally after a cursor */
  async savedPage(userId: string, after: SavedRow | null, limit?: number): Promise<SavedRow[]> {
    let q = this.db
      .selectFrom('saved_items')
      .select(['post_id', 'saved_at as at'])
      .where('user_id', '=', userId)
      .where('unsaved_at', 'is', null);
    if (after) {
      q = q.where((eb) =>
        eb.or([
          eb('saved_at', '<', after.at),
          eb.and([eb('saved_at', '=', after.at), eb('post_id', '<', after.post_id)]),
        ]),
      );
    }
    q = q.orderBy('saved_at', 'desc').orderBy('post_id', 'desc');
    return limit ? q.limit(limit).execute() : q.execute();
  }

  /** active posts of one collection, latest added first, after a cursor */
  async collectionPage(collectionId: string, after: SavedRow | null, limit: number): Promise<SavedRow[]> {
    let q = this.db
      .selectFrom('collection_posts as cp')
      .innerJoin('saved_items as si', (j) =>
        j.onRef('si.user_id', '=', 'cp.user_id').onRef('si.post_id', '=', 'cp.post_id'),
      )
      .select(['cp.post_id', 'cp.added_at as at'])
      .where('cp.collection_id', '=', collectionId)
      .where('cp.removed_at', 'is', null)
      .where('si.unsaved_at', 'is', null);
    if (after) {
      q = q.where((eb) =>
        eb.or([
          eb('cp.added_at', '<', after.at),
          eb.and([eb('cp.added_at', '=', after.at), eb('cp.post_id', '<', after.post_id)]),
        ]),
      );
    }
    return q.orderBy('cp.added_at', 'desc').orderBy('cp.post_id', 'desc').limit(limit).execute();
  }

  /**
   * Saves the post (All saved) and, with a collection, puts it there. Saving twice is a no-op; a post
   * saved again after an unsave starts fresh (its old collection rows are dropped, the undo is over).
   * Answers whether the collection row is new.
   */
  async save(row: { userId: string; postId: string; collectionId: string | null; now: number }) {
    return this.db.transaction().execute(async (trx) => {
      const before = await trx
        .selectFrom('saved_items')
        .select('unsaved_at')
        .where('user_id', '=', row.userId)
        .where('post_id', '=', row.postId)
        .executeTakeFirst();
      if (before && before.unsaved_at !== null) {
        await trx
          .deleteFrom('collection_posts')
          .where('user_id', '=', row.userId)
          .where('post_id', '=', row.postId)
          .execute();
        await trx
          .updateTable('saved_items')
          .set({ unsaved_at: null, saved_at: row.now })
          .where('user_id', '=', row.userId)
          .where('post_id', '=', row.postId)
          .execute();
      } else if (!before) {
        await trx
          .insertInto('saved_items')
          .values({ user_id: row.userId, post_id: row.postId, saved_at: row.now, unsaved_at: null })
          .onConflict((oc) => oc.columns(['user_id', 'post_id']).doNothing())
          .execute();
      }
      if (!row.collectionId) return false;
      const inCollection = await trx
        .selectFrom('collection_posts')
        .select('removed_at')
        .where('collection_id', '=', row.collectionId)
        .where('post_id', '=', row.postId)
        .executeTakeFirst();
      if (inCollection && inCollection.removed_at === null) return false;
      if (inCollection) {
        await trx
          .updateTable('collection_posts')
          .set({ removed_at: null, added_at: row.now })
          .where('collection_id', '=', row.collectionId)
          .where('post_id', '=', row.postId)
          .execute();
        return true;
      }
      await trx
        .insertInto('collection_posts')
        .values({
          collection_id: row.collectionId,
          post_id: row.postId,
          user_id: row.userId,
          added_at: row.now,
          removed_at: null,
        })
        .onConflict((oc) => oc.columns(['collection_id', 'post_id']).doNothing())
        .execute();
      return true;
    });
  }

  /** unsave (to the bin): the collection rows stay, hidden, for recovered_unsaved_content */
  markUnsaved(userId: string, postIds: string[], now: number): Promise<number> {
    return UNSAVED.put(this.db, userId, postIds, now);
  }

  restoreUnsaved(userId: string, postIds: string[], since: number): Promise<number> {
    return UNSAVED.takeBack(this.db, userId, postIds, since);
  }

  /** unsaved posts still in the bin, latest first */
  async listUnsaved(userId: string, since: number): Promise<SavedRow[]> {
    return this.db
      .selectFrom('saved_items')
      .select(['post_id', 'unsaved_at as at'])
      .where('user_id', '=', userId)
      .where('unsaved_at', '>=', since)
      .orderBy('unsaved_at', 'desc')
      .$narrowType<{ at: number }>()
      .execute();
  }

  /** which of `postIds` are active in the collection */
  async activeIn(collectionId: string, postIds: string[]): Promise<string[]> {
    const rows = await this.db
      .selectFrom('collection_posts as cp')
      .innerJoin('saved_items as si', (j) =>
        j.onRef('si.user_id', '=', 'cp.user_id').onRef('si.post_id', '=', 'cp.post_id'),
      )
      .select('cp.post_id')
      .where('cp.collection_id', '=', collectionId)
      .where('cp.post_id', 'in', postIds)
      .where('cp.removed_at', 'is', null)
      .where('si.unsaved_at', 'is', null)
      .execute();
    return rows.map((r) => r.post_id);
  }

  /**
   * Moves posts between two collections of one user in one transaction: every post must be active in
   * `from` (checked inside the transaction), else nothing changes and `false` comes back.
   */
  async move(row: { userId: string; from: string; to: string; postIds: string[]; now: number }) {
    return this.db.transaction().execute(async (trx) => {
      const present = await trx
        .selectFrom('collection_posts')
        .select('post_id')
        .where('collection_id', '=', row.from)
        .where('post_id', 'in', row.postIds)
        .where('removed_at', 'is', null)
        .execute();
      if (present.length !== row.postIds.length) return false;
      await trx
        .deleteFrom('collection_posts')
        .where('collection_id', '=', row.from)
        .where('post_id', 'in', row.postIds)
        .execute();
      for (const postId of row.postIds) {
        await trx
          .insertInto('collection_posts')
          .values({
            collection_id: row.to,
            post_id: postId,
            user_id: row.userId,
            added_at: row.now,
            removed_at: null,
          })
          .onConflict((oc) =>
            oc.columns(['collection_id', 'post_id']).doUpdateSet({ removed_at: null, added_at: row.now }),
          )
          .execute();
      }
      return true;
    });
  }

  markRemoved(collectionId: string, postIds: string[], now: number): Promise<number> {
    return REMOVED.put(this.db, collectionId, postIds, now);
  }

  restoreRemoved(collectionId: string, postIds: string[], since: number): Promise<number> {
    return REMOVED.takeBack(this.db, collectionId, postIds, since);
  }

  /** posts removed from the user's live collections, still in the bin, latest first */
  async listRemoved(userId: string, since: number) {
    return this.db
      .selectFrom('collection_posts as cp')
      .innerJoin('collections as c', 'c.id', 'cp.collection_id')
      .innerJoin('saved_items as si', (j) =>
        j.onRef('si.user_id', '=', 'cp.user_id').onRef('si.post_id', '=', 'cp.post_id'),
      )
      .select(['cp.post_id', 'cp.removed_at as at', 'c.id as collection_id', 'c.name as collection_name'])
      .where('cp.user_id', '=', userId)
      .where('cp.removed_at', '>=', since)
      .where('c.deleted_at', 'is', null)
      .where('si.unsaved_at', 'is', null)
      .orderBy('cp.removed_at', 'desc')
      .$narrowType<{ at: number }>()
      .execute();
  }

  /** the user's live collections holding the (actively saved) post */
  async collectionsHolding(userId: string, postId: string): Promise<{ saved: boolean; ids: string[] }> {
    const saved = await this.db
      .selectFrom('saved_items')
      .select('post_id')
      .where('user_id', '=', userId)
      .where('post_id', '=', postId)
      .where('unsaved_at', 'is', null)
      .executeTakeFirst();
    if (!saved) return { saved: false, ids: [] };
    const rows = await this.db
      .selectFrom('collection_posts as cp')
      .innerJoin('collections as c', 'c.id', 'cp.collection_id')
      .select('cp.collection_id')
      .where('cp.user_id', '=', userId)
      .where('cp.post_id', '=', postId)
      .where('cp.removed_at', 'is', null)
      .where('c.deleted_at', 'is', null)
      .orderBy('cp.collection_id', 'desc')
      .execute();
    return { saved: true, ids: rows.map((r) => r.collection_id) };
  }

  /** Empties the bin: everything deleted, unsaved or removed before `before`. Answers rows dropped. */
  async purge(before: number): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const removed = await trx
        .deleteFrom('collection_posts')
        .where('removed_at', '<', before)
        .executeTakeFirst();
      const orphans = await trx
        .deleteFrom('collection_posts')
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('saved_items')
              .select('saved_items.post_id')
              .where('saved_items.unsaved_at', '<', before)
              .whereRef('saved_items.user_id', '=', 'collection_posts.user_id')
              .whereRef('saved_items.post_id', '=', 'collection_posts.post_id'),
          ),
        )
        .executeTakeFirst();
      const unsaved = await trx.deleteFrom('saved_items').where('unsaved_at', '<', before).executeTakeFirst();
      const deletedIds = trx.selectFrom('collections').select('id').where('deleted_at', '<', before);
      const members = await trx
        .deleteFrom('collection_posts')
        .where('collection_id', 'in', deletedIds)
        .executeTakeFirst();
      const collections = await trx
        .deleteFrom('collections')
        .where('deleted_at', '<', before)
        .executeTakeFirst();
      return [removed, orphans, unsaved, members, collections].reduce(
        (sum, r) => sum + Number(r.numDeletedRows),
        0,
      );
    });
  }
}
