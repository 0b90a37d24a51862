/** A shopper's saved products (docs/decisions/0244-wishlist.md): one row per person and product. */
export interface WishlistItemsTable {
  user_id: string;
  product_id: string;
  created_at: number;
}

export interface WishlistTables {
  wishlist_items: WishlistItemsTable;
}
