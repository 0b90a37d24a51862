import type { z } from 'zod';
import type { Collection, createCollection, saveContent, unsavedContent } from '../../contract/collections';
import { isUniqueViolation } from '../db/errors';
import { newId } from '../db/ids';
import { AppError, localized } from '../http/app-error';
import type { SessionUser } from '../http/context';
import type { CollectionRow, CollectionsRepository } from './repository';

/** What collections need to know about posts, answered by the posts service (never its tables). */
export interface PostLookup {
  /** live (not removed) posts among `ids`, each with its first image (null when it has none) */
  liveCovers(ids: string[]): Promise<Map<string, string | null>>;
}

const collectionNotFound = () =>
  new AppError('notFound', localized('Collection not found.', '找不到收藏集。', '找不到收藏夹。'));

/**
 * Saved collections. Private: every call is the caller's own, and another user's collection id
 * answers 404 as if it did not exist (docs/decisions/0014).
 */
export class CollectionsService {
  constructor(
    private readonly repo: CollectionsRepository,
    private readonly posts: PostLookup,
  ) {}

  async list(user: SessionUser): Promise<Collection[]> {
    const [collections, saved] = await Promise.all([
      this.repo.listOwned(user.id),
      this.repo.savedOf(user.id),
    ]);
    const live = await this.posts.liveCovers([...new Set(saved.map((s) => s.post_id))]);
    const stats = new Map<string, { count: number; cover: string | null }>();
    for (const s of saved) {
      if (!live.has(s.post_id)) continue; // a removed post drops out of its collection
      const entry = stats.get(s.collection_id) ?? { count: 0, cover: null };
      entry.count += 1;
      // saved rows come most recent first: the first live post with an image is the cover
      entry.cover ??= live.get(s.post_id) ?? null;
      stats.set(s.collection_id, entry);
    }
    return collections.map((c) => toCollection(c, stats.get(c.id)));
  }

  async create(input: z.output<typeof createCollection.input>, user: SessionUser): Promise<Collection> {
    const row = { id: newId(), userId: user.id, name: input.name, nameNormalized: input.name.toLowerCase() };
    const now = Date.now();
    try {
      await this.repo.insertCollection({ ...row, now });
    } catch (err) {
      if (isUniqueViolation(err)) {
        throw new AppError(
          'conflict',
          localized(
            'You already have a collection with this name.',
            '你已有同名的收藏集。',
            '你已有同名的收藏夹。',
          ),
        );
      }
      throw err;
    }
    return toCollection({ id: row.id, user_id: user.id, name: row.name, created_at: now }, undefined);
  }

  async save(input: z.output<typeof saveContent.input>, user: SessionUser) {
    const collection = await this.repo.findOwned(user.id, input.collection);
    if (!collection) throw collectionNotFound();
    const live = await this.posts.liveCovers([input.id]);
    if (!live.has(input.id)) {
      throw new AppError('notFound', localized('Post not found.', '找不到帖子。', '找不到帖子。'));
    }
    const before = await this.repo.upsertSaved({
      userId: user.id,
      postId: input.id,
      collectionId: collection.id,
      now: Date.now(),
    });
    return {
      message: 'saved',
      collection: collection.id,
      moved: before !== null && before !== collection.id,
    };
  }

  async unsave(input: z.output<typeof unsavedContent.input>, user: SessionUser) {
    const removed = await this.repo.deleteSaved(user.id, [...new Set(input.ids)]);
    return { message: 'Unsaved', removed };
  }

  /** which of `postIds` the user saved (any collection): one query per feed page */
  async savedPostIds(userId: string, postIds: string[]): Promise<Set<string>> {
    return this.repo.savedPostIds(userId, postIds);
  }
}

function toCollection(
  row: CollectionRow,
  stats: { count: number; cover: string | null } | undefined,
): Collection {
  return {
    _id: row.id,
    name: row.name,
    count: stats?.count ?? 0,
    cover: stats?.cover ?? null,
    createdAt: new Date(Number(row.created_at)).toISOString(),
  };
}
