import type { z } from 'zod';
import type { listWishlist, WishlistItem } from '../../../contract/wishlist';
import { WISHLIST_MAX } from '../../../contract/wishlist';
import { AppError } from '../../http/app-error';
import type { SessionUser } from '../../http/context';
import type { ProductsService } from '../service';
import type { WishlistRepository } from './wishlist-repository';

type ListInput = z.output<typeof listWishlist.input>;
const PAGE = 20;

/**
 * The wishlist (docs/decisions/0244-wishlist.md): a shopper's saved products, private to her, newest first. A product
 * removed from sale stays on it, marked removed, until she takes it off.
 */
export class Wishlist {
  constructor(
    private readonly repo: WishlistRepository,
    private readonly products: ProductsService,
    private readonly now: () => number = Date.now,
  ) {}

  async add(productId: string, user: SessionUser): Promise<{ message: string }> {
    const product = await this.products.get(productId, user);
    if (product.removed) throw new AppError('productNotFound');
    if ((await this.repo.count(user.id)) >= WISHLIST_MAX) throw new AppError('limitReached');
    await this.repo.add(user.id, product._id, this.now());
    return { message: 'Saved to your wishlist' };
  }

  async remove(productId: string, user: SessionUser): Promise<{ message: string }> {
    await this.repo.remove(user.id, productId);
    return { message: 'Removed from your wishlist' };
  }

  async list(
    input: ListInput,
    user: SessionUser,
  ): Promise<{ items: WishlistItem[]; next_cursor: string | null }> {
    const offset = Math.max(0, Number.parseInt(input.cursor ?? '0', 10) || 0);
    const limit = input.limit ?? PAGE;
    const rows = await this.repo.page(user.id, offset, limit + 1);
    const shown = rows.slice(0, limit);
    const products = await this.products.getPublicMany(
      shown.map((r) => r.product_id),
      user.id,
    );
    return {
      items: shown.flatMap((r) => {
        const product = products.get(r.product_id);
        return product ? [{ product, saved_at: new Date(Number(r.created_at)).toISOString() }] : [];
      }),
      next_cursor: rows.length > limit ? String(offset + limit) : null,
    };
  }

  async ids(user: SessionUser): Promise<{ ids: string[] }> {
    return { ids: await this.repo.ids(user.id) };
  }
}
