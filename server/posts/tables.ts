/**
 * The posts domain's tables. Times are bigint ms; counters are denormalized and changed in the same
 * transaction as the row they count (likes, comments, shares), so the feed reads them without counting.
 * A removed post keeps its row (removed_at set) and disappears from every read.
 */
export interface PostsTable {
  /** time-ordered (server/db/ids.ts): the feed pages by id, newest first */
  id: string;
  author_id: string;
  title: string;
  description: string;
  /** JSON array of tags as typed (read whole for the card; filtering uses post_tags) */
  tags: string;
  /** JSON array of canonical image paths (1–10) */
  image_paths: string;
  /** JSON array of linked product ids, in the author's order (their values are read from the catalogue) */
  linked_product_ids: string;
  /** lower-cased title, description and tags joined: what `search` matches with LIKE (same on both engines) */
  search_text: string;
  like_count: number;
  comment_count: number;
  share_count: number;
  created_at: number;
  updated_at: number;
  removed_at: number | null;
}

/** One row per tag of a post: the child table that `filter` by tag looks up. */
export interface PostTagsTable {
  post_id: string;
  /** lower-cased tag */
  tag_normalized: string;
}

/** One like per user per post: the primary key (post_id, user_id) is what makes the toggle exact. */
export interface PostLikesTable {
  post_id: string;
  user_id: string;
  created_at: number;
}

/** A comment (parent_id null) or a reply to a top-level comment of the same post (one level). */
export interface PostCommentsTable {
  id: string;
  post_id: string;
  parent_id: string | null;
  user_id: string;
  /** plain text as typed */
  body: string;
  created_at: number;
}

/** One row per recorded share (user_id null for an anonymous share). */
export interface PostSharesTable {
  id: string;
  post_id: string;
  user_id: string | null;
  created_at: number;
}

export interface PostsTables {
  posts: PostsTable;
  post_tags: PostTagsTable;
  post_likes: PostLikesTable;
  post_comments: PostCommentsTable;
  post_shares: PostSharesTable;
}
