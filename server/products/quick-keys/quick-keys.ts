import type { z } from 'zod';
import type { Product } from '../../../contract/products';
import type { setQuickKeys } from '../../../contract/quick-keys';
import { AppError } from '../../http/app-error';
import type { SessionUser } from '../../http/context';
import type { ProductsService } from '../service';
import type { QuickKeysRepository } from './quick-keys-repository';

type SetInput = z.output<typeof setQuickKeys.input>;

/**
 * The till's quick keys (docs/decisions/0230-quick-keys.md): a seller's favourite products in her order, for
 * what has no barcode. A removed product drops out of the keys when they are read.
 */
export class QuickKeys {
  constructor(
    private readonly repo: QuickKeysRepository,
    private readonly products: ProductsService,
    /** told after the keys change, so the seller's other tills show them (decision 0225) */
    private readonly changed: (sellerId: string) => void = () => {},
  ) {}

  async list(user: SessionUser): Promise<{ items: Product[] }> {
    const ids = await this.repo.productIdsOf(user.id);
    const found = await this.products.getPublicMany(ids, user.id);
    return { items: ids.flatMap((id) => (found.get(id)?.removed === false ? [found.get(id)!] : [])) };
  }

  async set(input: SetInput, user: SessionUser): Promise<{ items: Product[] }> {
    const found = await this.products.getPublicMany(input.product_ids, user.id);
    for (const id of input.product_ids) {
      const p = found.get(id);
      // someone else's product is "not found" as well: its existence stays its owner's (as for every product call)
      if (!p || p.removed) throw new AppError('productNotFound');
      if (p.seller_id !== user.id) throw new AppError('forbidden');
    }
    await this.repo.replace(user.id, input.product_ids);
    this.changed(user.id);
    return this.list(user);
  }
}
