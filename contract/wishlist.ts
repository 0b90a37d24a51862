import { z } from 'zod';
import { defineCall } from './call';
import { Empty, Id, Message, PageInput, page } from './common';
import { Product } from './products';

/**
 * The wishlist (docs/decisions/0244-wishlist.md): a shopper saves products (posts go to saved collections) and finds
 * them again in one list; private to her.
 */
export const WISHLIST_MAX = 500;

export const WishlistItem = z.object({
  product: Product,
  saved_at: z.string(),
});
export type WishlistItem = z.infer<typeof WishlistItem>;

export const addToWishlist = defineCall({
  path: '/res/wishlist/add',
  summary: 'Save a product to the caller’s wishlist (saving twice keeps one; at most 500).',
  auth: 'required',
  input: z.strictObject({ product_id: Id }),
  output: Message,
});

export const removeFromWishlist = defineCall({
  path: '/res/wishlist/remove',
  summary: 'Take a product off the caller’s wishlist; nothing happens when it is not there.',
  auth: 'required',
  input: z.strictObject({ product_id: Id }),
  output: Message,
});

export const listWishlist = defineCall({
  path: '/res/wishlist/list',
  summary: 'The caller’s saved products, last saved first (a removed product stays, marked removed).',
  auth: 'required',
  input: z.strictObject({ ...PageInput }),
  output: page(WishlistItem),
});

export const listWishlistIds = defineCall({
  path: '/res/wishlist/list_ids',
  summary: 'The ids of every product on the caller’s wishlist (to fill the hearts).',
  auth: 'required',
  input: Empty,
  output: z.object({ ids: z.array(Id) }),
});
