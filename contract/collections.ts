import { z } from 'zod';
import { defineCall } from './call';
import { Empty, Id, Message, PageInput, page } from './common';
import { VisibleText } from './name-text';
import { containsProhibitedWord } from './prohibited-terms';

/**
 * Saved collections, the part the post card needs (docs/product.md §4 "Post saved", §7 "Saved collections").
 * Every call lives under /user/saved/ with the /collection/ spelling as an alias (docs/wire-rules.md).
 * Collections are private: another user's collection id answers 404. Decisions: docs/decisions/0014,
 * docs/decisions/0060 (a post in several collections, bins and recovery).
 */

export const COLLECTION_NAME_MAX = 50;
/** days a deleted collection, an unsaved post or a post removed from a collection can be recovered */
export const COLLECTION_BIN_DAYS = 30;
/** the id list_inside_collection takes for "All saved" */
export const ALL_SAVED = 'all';

const savedAlias = (call: string) => ({ path: `/user/saved/${call}`, aliases: [`/collection/${call}`] });

export const Collection = z.object({
  _id: Id,
  name: z.string(),
  /** how many live posts it holds */
  count: z.number().int(),
  /** the first image of the most recently saved live post, null when empty */
  cover: z.string().nullable(),
  /** first images of its latest live posts, up to 4 (the 2×2 tile) */
  covers: z.array(z.string()),
  createdAt: z.string(),
});
export type Collection = z.infer<typeof Collection>;

export const CollectionName = z
  .string()
  .trim()
  .transform((n) => n.replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(1)
      .max(COLLECTION_NAME_MAX)
      .check(VisibleText)
      .refine((n) => !containsProhibitedWord(n), { message: 'name contains a prohibited word' }),
  );

export const listCollection = defineCall({
  ...savedAlias('list_collection'),
  summary: 'The caller’s collections, newest first, with post counts and a cover image.',
  auth: 'required',
  input: Empty,
  output: z.array(Collection),
});

export const createCollection = defineCall({
  ...savedAlias('create_collection'),
  summary: 'Create a collection; names are unique per user regardless of case (409 otherwise).',
  auth: 'required',
  input: z.strictObject({ name: CollectionName }),
  output: Collection,
});

export const saveContent = defineCall({
  ...savedAlias('save_content'),
  summary:
    'Save a post to “All saved” and, with `collection`, into that collection too. A post may sit in several collections; saving it twice into one is a no-op (`moved` is always false).',
  auth: 'required',
  input: z.strictObject({ id: Id, collection: Id.optional() }),
  output: Message.extend({ collection: Id.nullable(), moved: z.boolean() }),
});

export const unsavedContent = defineCall({
  ...savedAlias('unsaved_content'),
  summary:
    'Unsave posts (from “All saved” and every collection); they wait 30 days in the bin for recovered_unsaved_content. Ids not saved are ignored.',
  auth: 'required',
  input: z.strictObject({ ids: z.array(Id).min(1).max(100) }),
  output: Message.extend({ removed: z.number().int() }),
});

/** A saved post as a collection grid shows it. */
export const SavedItem = z.object({
  /** the post id (tap → /comments?id=…) */
  _id: Id,
  image: z.string().nullable(),
  /** when it was saved (All saved) or added to the collection */
  savedAt: z.string(),
});
export type SavedItem = z.infer<typeof SavedItem>;

export const listInsideCollection = defineCall({
  ...savedAlias('list_inside_collection'),
  summary:
    'The live posts of one collection (or `"all"` for All saved), latest first, paged by cursor, with the collection itself.',
  auth: 'required',
  input: z.strictObject({ collection: Id, ...PageInput }),
  output: page(SavedItem).extend({ collection: Collection }),
});

export const updateCollection = defineCall({
  ...savedAlias('update_collection'),
  summary: 'Rename a collection (1–50 characters, unique per user regardless of case, no prohibited words).',
  auth: 'required',
  input: z.strictObject({ id: Id, name: CollectionName }),
  output: Collection,
});

export const findPost = defineCall({
  ...savedAlias('find_post'),
  summary: 'Whether the caller saved this post and which of their collections hold it (the picker’s ticks).',
  auth: 'required',
  input: z.strictObject({ id: Id }),
  output: z.object({ saved: z.boolean(), collections: z.array(Id) }),
});

const PostIds = z.array(Id).min(1).max(100);

export const moveCollections = defineCall({
  ...savedAlias('move_collections'),
  summary:
    'Move posts from one collection to another, all or nothing: 404 when a post is not in `from` (nothing changes).',
  auth: 'required',
  input: z
    .strictObject({ from: Id, to: Id, ids: PostIds })
    .refine((v) => v.from !== v.to, { message: 'from and to must differ', path: ['to'] }),
  output: Message.extend({ moved: z.number().int() }),
});

export const removeFromCollection = defineCall({
  ...savedAlias('remove_from_collection'),
  summary:
    'Take posts out of one collection (they stay in All saved); recover_removed_content brings them back for 30 days.',
  auth: 'required',
  input: z.strictObject({ collection: Id, ids: PostIds }),
  output: Message.extend({ removed: z.number().int() }),
});

export const deleteCollection = defineCall({
  ...savedAlias('delete_collection'),
  summary:
    'Move a collection with its posts to the bin (“Recently deleted”, 30 days). Its posts stay in All saved.',
  auth: 'required',
  input: z.strictObject({ id: Id }),
  output: Message.extend({ _id: Id, deletedAt: z.string(), expiresAt: z.string() }),
});

export const recoverDeletedCollection = defineCall({
  ...savedAlias('recover_deleted_collection'),
  summary:
    'Bring a deleted collection back with its posts within 30 days (410 after). A taken name gets a “(2)” suffix.',
  auth: 'required',
  input: z.strictObject({ id: Id }),
  output: Collection,
});

export const recoveredUnsavedContent = defineCall({
  ...savedAlias('recovered_unsaved_content'),
  summary: 'Undo an unsave within 30 days: the posts are saved again, back in the same collections.',
  auth: 'required',
  input: z.strictObject({ ids: PostIds }),
  output: Message.extend({ recovered: z.number().int() }),
});

export const recoverRemovedContent = defineCall({
  ...savedAlias('recover_removed_content'),
  summary: 'Put posts removed from a collection back into it (within 30 days).',
  auth: 'required',
  input: z.strictObject({ collection: Id, ids: PostIds }),
  output: Message.extend({ recovered: z.number().int() }),
});

export const BinCollection = Collection.extend({ deletedAt: z.string(), expiresAt: z.string() });
export const BinPost = SavedItem.extend({ deletedAt: z.string(), expiresAt: z.string() });
export const BinRemoved = BinPost.extend({ collection: Id, collectionName: z.string() });
export type BinCollection = z.infer<typeof BinCollection>;
export type BinPost = z.infer<typeof BinPost>;
export type BinRemoved = z.infer<typeof BinRemoved>;

export const listRecentlyDeleted = defineCall({
  ...savedAlias('list_recently_deleted'),
  summary:
    '“Recently deleted”: the caller’s deleted collections, unsaved posts and posts removed from a collection of the last 30 days, latest first.',
  auth: 'required',
  input: Empty,
  output: z.object({
    collections: z.array(BinCollection),
    unsaved: z.array(BinPost),
    removed: z.array(BinRemoved),
  }),
});
