import { addToWishlist, listWishlist, listWishlistIds, removeFromWishlist } from '../../../contract/wishlist';
import { handle, type Route } from '../../http/calls';
import type { Wishlist } from './wishlist';

export function wishlistRoutes(wishlist: Wishlist): Route[] {
  return [
    handle(addToWishlist, (input, ctx) => wishlist.add(input.product_id, ctx.user)),
    handle(removeFromWishlist, (input, ctx) => wishlist.remove(input.product_id, ctx.user)),
    handle(listWishlist, (input, ctx) => wishlist.list(input, ctx.user)),
    handle(listWishlistIds, (_input, ctx) => wishlist.ids(ctx.user)),
  ];
}
