import { z } from 'zod';
import { defineCall } from './call';
import { Empty, Id, Message } from './common';

/**
 * Saved collections, the part the post card needs (spec §4 "Post saved", §7 "Saved collections").
 * Every call lives under /user/saved/ with the /collection/ spelling as an alias (API.md).
 * Collections are private: another user's collection id answers 404. Decision: docs/decisions/0014.
 */

export const COLLECTION_NAME_MAX = 40;

const savedAlias = (call: string) => ({ path: `/user/saved/${call}`, aliases: [`/collection/${call}`] });

export const Collection = z.object({
  _id: Id,
  name: z.string(),
  /** how many live posts it holds */
  count: z.number().int(),
  /** the first image of the most recently saved live post, null when empty */
  cover: z.string().nullable(),
  createdAt: z.string(),
});
export type Collection = z.infer<typeof Collection>;

export const CollectionName = z
  .string()
  .trim()
  .transform((n) => n.replace(/\s+/g, ' '))
  .pipe(z.string().min(1).max(COLLECTION_NAME_MAX));

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
    'Save a post into one of the caller’s collections. A post sits in one collection per user: saving it again moves it.',
  auth: 'required',
  input: z.strictObject({ id: Id, collection: Id }),
  output: Message.extend({ collection: Id, moved: z.boolean() }),
});

export const unsavedContent = defineCall({
  ...savedAlias('unsaved_content'),
  summary: 'Unsave posts from whatever collection of the caller holds them (ids not saved are ignored).',
  auth: 'required',
  input: z.strictObject({ ids: z.array(Id).min(1).max(100) }),
  output: Message.extend({ removed: z.number().int() }),
});
