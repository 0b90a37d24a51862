import type { Product } from '../../contract/products';
import { AppError } from '../http/app-error';
import type { SessionUser } from '../http/context';
import type { CatalogueLinks } from './catalogue-links';
import type { StoredProduct } from './product-rows';
import { toProduct } from './product-view';
import type { ProductsRepository } from './repository';

/**
 * What the catalogue's services share: who owns a product, a product as its viewer sees it, and the news of a
 * change (the catalogue's own writes, its stock and its imports all tell the same way).
 */
export class CatalogueAccess {
  constructor(
    private readonly repo: ProductsRepository,
    private readonly links: CatalogueLinks,
  ) {}

  /** told after a change commits: ranked searches are forgotten and the seller's open screens refetch */
  changed(sellerId: string, productIds: string[]): void {
    this.links.recentSearches?.clear();
    this.links.changed?.(sellerId, productIds);
  }

  /** rows in the API shape, each seller named as everywhere else (shop name first, issue 25), with its rating */
  render(rows: StoredProduct[], viewerId: string | null): Product[] {
    return rows.map((r) => {
      const product = toProduct(r, viewerId);
      return r.rating ? { ...product, rating: r.rating } : product;
    });
  }

  /** A product; a variant's id shows the product it belongs to (an old link, a best seller that was a variant). */
  async getVisible(id: string, viewerId: string | null): Promise<Product> {
    let row = await this.repo.findOne(id);
    if (row?.parent_id) row = await this.repo.findOne(row.parent_id);
    if (!row) throw new AppError('productNotFound');
    return this.render([row], viewerId)[0]!;
  }

  /** Unknown ids → 404, someone else's → 403. Removed products of the caller pass (removing is idempotent). */
  async assertOwn(ids: string[], user: SessionUser) {
    const owners = await this.repo.owners(ids);
    if (owners.length < ids.length) throw new AppError('productNotFound');
    if (owners.some((o) => o.seller_id !== user.id)) throw new AppError('forbidden');
    return owners;
  }

  async assertOwnLive(ids: string[], user: SessionUser) {
    const owners = await this.assertOwn(ids, user);
    if (owners.some((o) => o.removed_at !== null)) throw new AppError('productNotFound');
  }
}
