/** Saved collections: private to their owner. Times are bigint ms. */
export interface CollectionsTable {
  /** time-ordered (server/db/ids.ts) */
  id: string;
  user_id: string;
  name: string;
  /** lower-cased, whitespace collapsed: unique per user */
  name_normalized: string;
  created_at: number;
}

/**
 * A post saved by a user, in one of their collections. The primary key (user_id, post_id) is the rule
 * "a post sits in one collection per user": saving it again moves the row.
 */
export interface SavedPostsTable {
  user_id: string;
  post_id: string;
  collection_id: string;
  saved_at: number;
}

export interface CollectionsTables {
  collections: CollectionsTable;
  saved_posts: SavedPostsTable;
}
