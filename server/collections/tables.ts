/** Saved collections: private to their owner. Times are bigint ms. Decisions 0014 and 0060. */
export interface CollectionsTable {
  /** time-ordered (server/db/ids.ts) */
  id: string;
  user_id: string;
  name: string;
  /**
   * lower-cased, whitespace collapsed: unique per user. A deleted collection holds `#deleted:<id>`
   * instead, so its name is free again until it is recovered.
   */
  name_normalized: string;
  created_at: number;
  /** set when deleted (in the bin for 30 days), null while live */
  deleted_at: number | null;
}

/** "All saved": a post saved by a user, at most once (primary key user_id, post_id). */
export interface SavedItemsTable {
  user_id: string;
  post_id: string;
  saved_at: number;
  /** set when unsaved (in the bin for 30 days); its collection rows wait with it */
  unsaved_at: number | null;
}

/** A saved post in one collection; a post may sit in several (primary key collection_id, post_id). */
export interface CollectionPostsTable {
  collection_id: string;
  post_id: string;
  user_id: string;
  added_at: number;
  /** set when removed from this collection (in the bin for 30 days) */
  removed_at: number | null;
}

/** Who has saved which post now, published to other domains (migration 1631): the feed's "saved" mark. */
export type PostSavesView = Pick<SavedItemsTable, 'user_id' | 'post_id'>;

export interface CollectionsTables {
  collections: CollectionsTable;
  saved_items: SavedItemsTable;
  collection_posts: CollectionPostsTable;
  post_saves: PostSavesView;
}
