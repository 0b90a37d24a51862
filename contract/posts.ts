import { z } from 'zod';
import { defineCall, LONG_TIMEOUT_MS } from './call';
import { CATEGORIES_MAX, CATEGORY_MAX_LENGTH } from './categories';
import { Empty, Id, Message, PageInput, page } from './common';
import { FilePath } from './media';
import { containsProhibitedWord } from './prohibited-terms';

/**
 * Posts: the home feed, a seller's own posts, comments (one level of replies), likes and shares.
 * docs/product.md §3 "Post", §4 "Post like", §7 "Posts". Decisions: docs/decisions/0010–0013.
 */

export const POST_TITLE_MAX = 120;
export const POST_DESCRIPTION_MAX = 2000;
export const POST_IMAGES_MIN = 1;
/** docs/product.md §5 and §9: at most 10 images per post */
export const POST_IMAGES_MAX = 10;
export const POST_TAGS_MAX = CATEGORIES_MAX;
export const POST_LINKED_PRODUCTS_MAX = 20;
export const COMMENT_TEXT_MAX = 1000;
/** the feed's page size when `limit` is not sent */
export const FEED_PAGE_DEFAULT = 20;
export const FEED_PAGE_MAX = 50;
/** a page of a post's comments (and of a comment's replies) on screen */
export const COMMENTS_PAGE = 20;
/** replies embedded under each top-level comment of a `comments` page; more via `comments` with `parent_id` */
export const REPLIES_PREVIEW = 3;

/** A hashtag: the category rules of contract/categories.ts (trimmed, 1–30 characters, no prohibited word). */
export const Tag = z
  .string()
  .trim()
  // a hashtag sent with its # (or a full-width ＃) is stored without it: the app shows the # itself
  .transform((t) =>
    t
      .replace(/^[#＃]+/, '')
      .trim()
      .replace(/\s+/g, ' '),
  )
  .pipe(
    z
      .string()
      .min(1)
      .max(CATEGORY_MAX_LENGTH)
      .refine((t) => !containsProhibitedWord(t), { message: 'tag contains a prohibited word' }),
  );

/** A product linked from a post, with the product's CURRENT values (removed products drop out of the list). */
export const LinkedProduct = z.object({
  id: Id,
  name: z.string(),
  description: z.string(),
  /** list price */
  price: z.number(),
  /** price after the product's discount (equals price without one) */
  discounted_price: z.number(),
  /** the product's first image path (`<hash>/1280.webp`), null when it has none */
  image: z.string().nullable(),
});
export type LinkedProduct = z.infer<typeof LinkedProduct>;

/** A post as the feed card, the post detail and the seller's own list show it: everything the card needs. */
export const FeedPost = z.object({
  id: Id,
  title: z.string(),
  description: z.string(),
  /** the first is shown on the card */
  tags: z.array(z.string()),
  imagePaths: z.array(z.string()),
  linkedProducts: z.array(LinkedProduct),
  /** ISO 8601 */
  createdAt: z.string(),
  updatedAt: z.string(),
  /** the author's display name (spec spelling) */
  creater: z.string(),
  creater_id: Id,
  /** null until profiles exist */
  creater_profile_pic: z.string().nullable(),
  /** like count */
  like: z.number().int(),
  total_comments: z.number().int(),
  /** share count */
  share: z.number().int(),
  /** the caller liked it (false when anonymous) */
  hasLiked: z.boolean(),
  /** the caller saved it in one of their collections (false when anonymous) */
  isSaved: z.boolean(),
});
export type FeedPost = z.infer<typeof FeedPost>;

/**
 * One entry of `linkedProducts` as a client sends it: a product id, or a product object as docs/product.md §3 shapes a
 * post's linked products (`{ id, name, description, price, image }`, or a catalogue product with `_id`). Only the
 * id is taken; every other field is ignored, never trusted (docs/decisions/0040-spec-shaped-payloads.md).
 */
export const LinkedProductRef = z.union([
  Id,
  z.looseObject({ id: Id }).transform((p) => p.id),
  z.looseObject({ _id: Id }).transform((p) => p._id),
]);

const postFields = {
  title: z.string().trim().min(1).max(POST_TITLE_MAX),
  description: z.string().trim().max(POST_DESCRIPTION_MAX).default(''),
  /** duplicates (case-insensitive) are dropped, the first spelling kept */
  tags: z
    .array(Tag)
    .max(POST_TAGS_MAX)
    .default([])
    .transform((list) =>
      list.filter((t, i) => list.findIndex((u) => u.toLowerCase() === t.toLowerCase()) === i),
    ),
  imagePaths: z.array(FilePath).min(POST_IMAGES_MIN).max(POST_IMAGES_MAX),
  /**
   * The author's own live products (any other id → 400), as ids or spec-shaped objects (`LinkedProductRef`).
   * Duplicates are dropped, order kept. Decision 0010: only ids are stored; the card's name, price and image
   * are read from the catalogue when shown.
   */
  linkedProducts: z
    .array(LinkedProductRef)
    .max(POST_LINKED_PRODUCTS_MAX)
    .default([])
    .transform((ids) => [...new Set(ids)]),
};

export const create = defineCall({
  path: '/res/post/create',
  summary:
    'Publish a post (sellers only): title, description, tags, 1–10 images, linked products of one’s own.',
  auth: 'seller',
  input: z.strictObject(postFields),
  output: z.object({ id: Id, post: FeedPost }),
});

export const update = defineCall({
  path: '/res/post/update',
  summary: 'Replace the fields of one of the caller’s posts (same rules as create).',
  auth: 'seller',
  input: z.strictObject({ id: Id, ...postFields }),
  output: z.object({ id: Id, post: FeedPost }),
});

export const remove = defineCall({
  path: '/res/post/remove',
  summary: 'Remove one of the caller’s posts (it leaves the feed, comments and collections).',
  auth: 'seller',
  input: z.strictObject({ id: Id }),
  output: Message,
});

const feedPage = {
  ...PageInput,
  limit: z.number().int().min(1).max(FEED_PAGE_MAX).default(FEED_PAGE_DEFAULT),
};

export const list = defineCall({
  path: '/res/post/list',
  summary:
    'The home feed, newest first, paged by cursor (`next_cursor` is the last post’s id). No login needed; hasLiked and isSaved are the caller’s.',
  auth: 'optional',
  input: z.strictObject(feedPage),
  output: page(FeedPost),
});

export const filter = defineCall({
  path: '/res/post/filter',
  summary:
    'The feed narrowed by a tag (exact, case-insensitive), a search (every word in the title, description or hashtags; `#新貨` as `新貨`; Traditional and Simplified Chinese alike; plurals and one-letter slips) and/or an author; newest first, paged like list.',
  auth: 'optional',
  input: z.strictObject({
    ...feedPage,
    tag: z.string().trim().max(CATEGORY_MAX_LENGTH).optional(),
    search: z.string().trim().max(100).optional(),
    creater_id: Id.optional(),
  }),
  output: page(FeedPost),
});

export const myContent = defineCall({
  path: '/res/post/my_content',
  summary: 'The caller’s own posts, newest first, paged like list.',
  auth: 'required',
  input: z.strictObject(feedPage),
  output: page(FeedPost),
});

export const selectedPost = defineCall({
  path: '/res/post/selected_post',
  summary: 'One post by id with everything its card needs (404 when it does not exist or was removed).',
  auth: 'optional',
  input: z.strictObject({ id: Id }),
  output: FeedPost,
});

/** A reply: a comment whose `parent_id` is a top-level comment of the same post. */
export const Reply = z.object({
  id: Id,
  post_id: Id,
  parent_id: Id.nullable(),
  /** plain text as typed (never HTML); render it as text */
  text: z.string(),
  createdAt: z.string(),
  user_id: Id,
  username: z.string(),
  /** null until profiles exist */
  profile_pic: z.string().nullable(),
  /** the caller may delete it: they wrote it, or they wrote the post */
  canRemove: z.boolean(),
});
export type Reply = z.infer<typeof Reply>;

/** A top-level comment with its first replies (oldest first) and how many there are in all. */
export const Comment = Reply.extend({
  replies: z.array(Reply),
  reply_count: z.number().int(),
});
export type Comment = z.infer<typeof Comment>;

export const comments = defineCall({
  path: '/res/post/comments',
  summary:
    'Comments of a post, oldest first, paged by cursor. Without parent_id: top-level comments, each with its first 3 replies and reply_count. With parent_id: that comment’s replies (replies and reply_count empty). 404 when the post was removed.',
  auth: 'optional',
  input: z.strictObject({
    id: Id,
    parent_id: Id.optional(),
    ...PageInput,
    limit: z.number().int().min(1).max(100).default(20),
  }),
  output: page(Comment).extend({ total_comments: z.number().int() }),
});

export const addComment = defineCall({
  path: '/res/post/add_comment',
  summary:
    'Comment on a post, or answer a comment with parent_id (a reply to a reply joins the same thread: one level). 404 when the post was removed.',
  auth: 'required',
  input: z.strictObject({
    id: Id,
    text: z.string().trim().min(1).max(COMMENT_TEXT_MAX),
    parent_id: Id.nullish(),
  }),
  output: z.object({ comment: Comment, total_comments: z.number().int() }),
});

export const removeComment = defineCall({
  path: '/res/post/remove_comment',
  summary:
    'Delete a comment: its writer or the post’s author may. Deleting a top-level comment deletes its replies too.',
  auth: 'required',
  input: z.strictObject({ id: Id }),
  output: Message.extend({ total_comments: z.number().int() }),
});

export const like = defineCall({
  path: '/res/post/like',
  summary:
    'Toggle the caller’s like on a post, or set it with `liked` (a like made offline and sent later sets what she saw, so sending it twice changes nothing); answers the new state and count.',
  auth: 'required',
  input: z.strictObject({ id: Id, liked: z.boolean().optional() }),
  output: Message.extend({ liked: z.boolean(), like: z.number().int() }),
});

export const shared = defineCall({
  path: '/res/post/shared',
  summary: 'Record a share of a post (sent after a successful native share; no login needed).',
  auth: 'optional',
  input: z.strictObject({ id: Id }),
  output: Message.extend({ share: z.number().int() }),
});

export const uploadImg = defineCall({
  path: '/res/post/upload_img',
  summary: 'Upload post photos (multipart: repeated files, token; at most 10). Answers the stored paths.',
  auth: 'seller',
  multipart: true,
  timeoutMs: LONG_TIMEOUT_MS,
  input: Empty,
  output: z.object({ file_path: z.array(z.string()) }),
});
