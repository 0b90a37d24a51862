import type { z } from 'zod';
import {
  ALL_SAVED,
  type BinCollection,
  type BinPost,
  type BinRemoved,
  COLLECTION_BIN_DAYS,
  type Collection,
  type createCollection,
  type deleteCollection,
  type findPost,
  type listInsideCollection,
  type moveCollections,
  type recoverDeletedCollection,
  type recoveredUnsavedContent,
  type recoverRemovedContent,
  type removeFromCollection,
  type SavedItem,
  type saveContent,
  type unsavedContent,
  type updateCollection,
} from '../../contract/collections';
import { isUniqueViolation } from '../db/errors';
import { newId } from '../db/ids';
import { AppError, localized } from '../http/app-error';
import type { SessionUser } from '../http/context';
import {
  type CollectionRow,
  type CollectionsRepository,
  decodeCursor,
  encodeCursor,
  type Membership,
} from './repository';

/** What collections need to know about posts, answered by the posts service (never its tables). */
export interface PostLookup {
  /** live (not removed) posts among `ids`, each with its first image (null when it has none) */
  liveCovers(ids: string[]): Promise<Map<string, string | null>>;
}

export const BIN_MS = COLLECTION_BIN_DAYS * 86_400_000;
const PAGE_DEFAULT = 24;
const COVERS = 4;

const collectionNotFound = () =>
  new AppError('notFound', localized('Collection not found.', '找不到收藏集。', '找不到收藏夾。'));
const nameTaken = () =>
  new AppError(
    'conflict',
    localized(
      'You already have a collection with this name.',
      '你已有同名的收藏集。',
      '你已有同名的收藏夹。',
    ),
  );

type In<T extends { input: z.ZodType }> = z.output<T['input']>;

/**
 * Saved collections. Private: every call is the caller's own, and another user's collection id
 * answers 404 as if it did not exist (docs/decisions/0014). A post may sit in "All saved" and any
 * number of collections; deleting, unsaving and removing go to a 30-day bin (docs/decisions/0060).
 */
export class CollectionsService {
  constructor(
    private readonly repo: CollectionsRepository,
    private readonly posts: PostLookup,
    private readonly now: () => number = Date.now,
  ) {}

  /** The same service with another clock (tests of the 30-day bin, the seed's deleted collection). */
  withClock(now: () => number): CollectionsService {
    return new CollectionsService(this.repo, this.posts, now);
  }

  async list(user: SessionUser): Promise<Collection[]> {
    const [collections, memberships] = await Promise.all([
      this.repo.listOwned(user.id),
      this.repo.activeMemberships(user.id),
    ]);
    const stats = await this.stats(memberships);
    return collections.map((c) => toCollection(c, stats.get(c.id)));
  }

  /** counts and covers per collection, counting only live posts (a removed post drops out) */
  private async stats(memberships: Membership[]) {
    const live = await this.posts.liveCovers([...new Set(memberships.map((m) => m.post_id))]);
    const stats = new Map<string, Stats>();
    for (const m of memberships) {
      if (!live.has(m.post_id)) continue;
      const entry = stats.get(m.collection_id) ?? { count: 0, covers: [] };
      entry.count += 1;
      const image = live.get(m.post_id);
      if (image && entry.covers.length < COVERS) entry.covers.push(image);
      stats.set(m.collection_id, entry);
    }
    return stats;
  }

  async create(input: In<typeof createCollection>, user: SessionUser): Promise<Collection> {
    const row = { id: newId(), userId: user.id, name: input.name, nameNormalized: normalize(input.name) };
    const now = this.now();
    try {
      await this.repo.insertCollection({ ...row, now });
    } catch (err) {
      if (isUniqueViolation(err)) throw nameTaken();
      throw err;
    }
    return toCollection(
      { id: row.id, user_id: user.id, name: row.name, created_at: now, deleted_at: null },
      undefined,
    );
  }

  private async live(user: SessionUser, id: string): Promise<CollectionRow> {
    const collection = await this.repo.findOwned(user.id, id);
    if (!collection || collection.deleted_at !== null) throw collectionNotFound();
    return collection;
  }

  async save(input: In<typeof saveContent>, user: SessionUser) {
    const collection = input.collection ? await this.live(user, input.collection) : null;
    const live = await this.posts.liveCovers([input.id]);
    if (!live.has(input.id)) {
      throw new AppError('notFound', localized('Post not found.', '找不到帖子。', '找不到帖子。'));
    }
    await this.repo.save({
      userId: user.id,
      postId: input.id,
      collectionId: collection?.id ?? null,
      now: this.now(),
    });
    return { message: 'saved', collection: collection?.id ?? null, moved: false };
  }

  async unsave(input: In<typeof unsavedContent>, user: SessionUser) {
    const removed = await this.repo.markUnsaved(user.id, [...new Set(input.ids)], this.now());
    return { message: 'Unsaved', removed };
  }

  async recoverUnsaved(input: In<typeof recoveredUnsavedContent>, user: SessionUser) {
    const recovered = await this.repo.restoreUnsaved(user.id, [...new Set(input.ids)], this.now() - BIN_MS);
    return { message: 'Recovered', recovered };
  }

  async listInside(input: In<typeof listInsideCollection>, user: SessionUser) {
    const limit = input.limit ?? PAGE_DEFAULT;
    const after = decodeCursor(input.cursor);
    let collection: Collection;
    let rows: { post_id: string; at: number }[];
    if (input.collection === ALL_SAVED) {
      const all = await this.repo.savedPage(user.id, null);
      const live = await this.posts.liveCovers(all.map((r) => r.post_id));
      const covers = all
        .map((r) => live.get(r.post_id))
        .filter((c): c is string => typeof c === 'string')
        .slice(0, COVERS);
      const first = all[0];
      collection = {
        _id: ALL_SAVED,
        name: 'All saved',
        count: all.filter((r) => live.has(r.post_id)).length,
        cover: covers[0] ?? null,
        covers,
        createdAt: new Date(Number(first?.at ?? 0)).toISOString(),
      };
      rows = await this.repo.savedPage(user.id, after, limit + 1);
    } else {
      const row = await this.live(user, input.collection);
      const stats = await this.stats(await this.repo.membershipsOf([row.id]));
      collection = toCollection(row, stats.get(row.id));
      rows = await this.repo.collectionPage(row.id, after, limit + 1);
    }
    const pageRows = rows.slice(0, limit);
    const live = await this.posts.liveCovers(pageRows.map((r) => r.post_id));
    const items: SavedItem[] = pageRows
      .filter((r) => live.has(r.post_id))
      .map((r) => ({ _id: r.post_id, image: live.get(r.post_id) ?? null, savedAt: iso(r.at) }));
    const last = pageRows.at(-1);
    return { collection, items, next_cursor: rows.length > limit && last ? encodeCursor(last) : null };
  }

  async update(input: In<typeof updateCollection>, user: SessionUser): Promise<Collection> {
    const row = await this.live(user, input.id);
    try {
      await this.repo.rename(user.id, row.id, input.name, normalize(input.name));
    } catch (err) {
      if (isUniqueViolation(err)) throw nameTaken();
      throw err;
    }
    const stats = await this.stats(await this.repo.membershipsOf([row.id]));
    return toCollection({ ...row, name: input.name }, stats.get(row.id));
  }

  async findPost(input: In<typeof findPost>, user: SessionUser) {
    const { saved, ids } = await this.repo.collectionsHolding(user.id, input.id);
    return { saved, collections: ids };
  }

  async move(input: In<typeof moveCollections>, user: SessionUser) {
    const [from, to] = await Promise.all([this.live(user, input.from), this.live(user, input.to)]);
    const ids = [...new Set(input.ids)];
    const ok = await this.repo.move({
      userId: user.id,
      from: from.id,
      to: to.id,
      postIds: ids,
      now: this.now(),
    });
    if (!ok) throw new AppError('collectionsPostsNotInCollection');
    return { message: 'Moved', moved: ids.length };
  }

  async removeFrom(input: In<typeof removeFromCollection>, user: SessionUser) {
    const collection = await this.live(user, input.collection);
    const removed = await this.repo.markRemoved(collection.id, [...new Set(input.ids)], this.now());
    return { message: 'Removed', removed };
  }

  async recoverRemoved(input: In<typeof recoverRemovedContent>, user: SessionUser) {
    const collection = await this.live(user, input.collection);
    const recovered = await this.repo.restoreRemoved(
      collection.id,
      [...new Set(input.ids)],
      this.now() - BIN_MS,
    );
    return { message: 'Recovered', recovered };
  }

  async remove(input: In<typeof deleteCollection>, user: SessionUser) {
    const row = await this.live(user, input.id);
    const now = this.now();
    await this.repo.markDeleted(user.id, row.id, now);
    return { message: 'Deleted', _id: row.id, deletedAt: iso(now), expiresAt: iso(now + BIN_MS) };
  }

  async recover(input: In<typeof recoverDeletedCollection>, user: SessionUser): Promise<Collection> {
    const row = await this.repo.findOwned(user.id, input.id);
    if (!row || row.deleted_at === null) throw collectionNotFound();
    if (Number(row.deleted_at) < this.now() - BIN_MS) throw new AppError('collectionsRecoveryExpired');
    // its old name may have been taken meanwhile: "Name (2)", "Name (3)", …
    let name = row.name;
    for (let n = 2; ; n += 1) {
      try {
        await this.repo.restore(user.id, row.id, name, normalize(name));
        break;
      } catch (err) {
        if (!isUniqueViolation(err) || n > 50) throw err;
        const suffix = ` (${n})`;
        name = row.name.slice(0, 50 - suffix.length) + suffix;
      }
    }
    const stats = await this.stats(await this.repo.membershipsOf([row.id]));
    return toCollection({ ...row, name, deleted_at: null }, stats.get(row.id));
  }

  async recentlyDeleted(user: SessionUser) {
    const since = this.now() - BIN_MS;
    const [deleted, unsaved, removed] = await Promise.all([
      this.repo.listDeleted(user.id, since),
      this.repo.listUnsaved(user.id, since),
      this.repo.listRemoved(user.id, since),
    ]);
    const stats = await this.stats(await this.repo.membershipsOf(deleted.map((c) => c.id)));
    const live = await this.posts.liveCovers([
      ...new Set([...unsaved.map((u) => u.post_id), ...removed.map((r) => r.post_id)]),
    ]);
    const bin = (at: number) => ({ deletedAt: iso(at), expiresAt: iso(Number(at) + BIN_MS) });
    const collections: BinCollection[] = deleted.map((c) => ({
      ...toCollection(c, stats.get(c.id)),
      ...bin(Number(c.deleted_at)),
    }));
    const posts: BinPost[] = unsaved
      .filter((u) => live.has(u.post_id))
      .map((u) => ({ _id: u.post_id, image: live.get(u.post_id) ?? null, savedAt: iso(u.at), ...bin(u.at) }));
    const removedItems: BinRemoved[] = removed
      .filter((r) => live.has(r.post_id))
      .map((r) => ({
        _id: r.post_id,
        image: live.get(r.post_id) ?? null,
        savedAt: iso(r.at),
        ...bin(r.at),
        collection: r.collection_id,
        collectionName: r.collection_name,
      }));
    return { collections, unsaved: posts, removed: removedItems };
  }

  /** Empties the bin of everything older than 30 days (the job in ./bin-job.ts). */
  async emptyBin(): Promise<number> {
    return this.repo.purge(this.now() - BIN_MS);
  }

  /** The post ids saved in one of the caller's collections, most recent first (404 when not theirs). */
  async postIdsIn(collectionId: string, user: SessionUser): Promise<string[]> {
    if (!(await this.repo.findOwned(user.id, collectionId))) throw collectionNotFound();
    return (await this.repo.membershipsOf([collectionId])).map((m) => m.post_id);
  }
}

interface Stats {
  count: number;
  covers: string[];
}

const normalize = (name: string) => name.toLowerCase();
const iso = (ms: number) => new Date(Number(ms)).toISOString();

function toCollection(row: CollectionRow, stats: Stats | undefined): Collection {
  return {
    _id: row.id,
    name: row.name,
    count: stats?.count ?? 0,
    cover: stats?.covers[0] ?? null,
    covers: stats?.covers ?? [],
    createdAt: iso(row.created_at),
  };
}
