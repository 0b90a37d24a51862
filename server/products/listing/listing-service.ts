import type { z } from 'zod';
import { normalizeCategory } from '../../../contract/categories';
import { toCents } from '../../../contract/money';
import type { list, Product } from '../../../contract/products';
import { AppError } from '../../http/app-error';
import type { SessionUser } from '../../http/context';
import { searchTerms } from '../../search/fold';
import type { CatalogueLinks } from '../catalogue-links';
import type { CatalogueAccess } from '../product-access';
import type { StoredProduct } from '../product-rows';
import type { ProductsRepository } from '../repository';
import type { ListQuery, ProductSearch } from './list-query';
import type { ProductListingRepository } from './listing-repository';

/** a list call's input; `sort_by` left out is newest (as the call's default) */
type ListInput = Omit<z.output<typeof list.input>, 'sort_by'> &
  Partial<Pick<z.output<typeof list.input>, 'sort_by'>>;

/** The market's and a shop's lists: filters, the orders of decision 0271 and ranked search (decision 0237). */
export class ProductListingService {
  constructor(
    private readonly listing: ProductListingRepository,
    private readonly reads: ProductsRepository,
    private readonly access: CatalogueAccess,
    private readonly links: CatalogueLinks,
  ) {}

  /**
   * Live products, one keyset page. `mine` lists the caller's own (login needed), `seller_id` one seller's,
   * neither every seller's (the market). With both, `mine` wins: the product screen asks for the caller's.
   */
  async list(input: ListInput, viewer: SessionUser | null): Promise<Product[]> {
    if (input.mine && !viewer) throw new AppError('sessionInvalid');
    // a seller's alerts are hers alone, as her cost is
    if (input.low_stock && !input.mine) {
      throw new AppError('validation', 'low_stock lists the caller’s own products: send mine: true with it.');
    }
    const sellerId = input.mine ? viewer!.id : input.seller_id;
    const query = {
      sellerId,
      lowStock: input.low_stock === true,
      // the same key the categories were stored under (whitespace collapsed, lower-cased)
      categories: [...new Set(input.category.map((c) => normalizeCategory(c).toLowerCase()).filter(Boolean))],
      sort: input.sort,
      cursor: input.cursor,
      limit: input.limit,
      inStock: input.in_stock === true,
      priceMinCents: input.price_min === undefined ? undefined : toCents(input.price_min),
      priceMaxCents: input.price_max === undefined ? undefined : toCents(input.price_max),
    };
    const terms = searchTerms(input.search);
    // a search keeps its own ranking; the other orders (docs/decisions/0271-market-sort-filter-and-paying.md)
    const sortBy = input.sort_by ?? 'newest';
    if (terms.length === 0 && sortBy !== 'newest') {
      if (sortBy === 'nearest' && !input.district) {
        throw new AppError(
          'validation',
          'sort_by "nearest" needs the shopper’s district: send district with it.',
        );
      }
      const nearSellers =
        sortBy === 'nearest' ? ((await this.links.sellersNear?.(input.district!)) ?? []) : undefined;
      const page = await this.listing.listPage({ ...query, sortBy, nearSellers });
      return this.access.render(page, viewer?.id ?? null);
    }
    if (terms.length === 0) return this.access.render(await this.listing.listPage(query), viewer?.id ?? null);
    return this.access.render(await this.searchPage(query, input.search, terms), viewer?.id ?? null);
  }

  /**
   * A ranked search page. The same search asked again within a few seconds is answered from the ranked ids
   * it found (the products themselves are read fresh); any change to the catalogue made here forgets them
   * all (docs/decisions/0237-search-matching.md).
   */
  private async searchPage(
    query: Omit<ListQuery, 'search'>,
    text: string,
    terms: string[],
  ): Promise<StoredProduct[]> {
    const recent = this.links.recentSearches;
    const key = JSON.stringify([terms, query]);
    const ids = recent?.get(key);
    if (ids) {
      const rows = new Map((await this.reads.findMany(ids)).map((r) => [r.id, r]));
      return ids.flatMap((id) => {
        const row = rows.get(id);
        return row && row.removed_at === null ? [row] : [];
      });
    }
    const rows = await this.listing.listPage({ ...query, search: await this.searchOf(text) });
    recent?.set(
      key,
      rows.map((r) => r.id),
    );
    return rows;
  }

  /**
   * A query as the repository ranks it (docs/decisions/0237-search-matching.md): its folded terms, each with
   * its near spellings and the sellers whose shop name has it; none for an empty query.
   */
  private async searchOf(query: string): Promise<ProductSearch | undefined> {
    const terms = this.links.vocabulary
      ? await this.links.vocabulary.expand(query)
      : searchTerms(query).map((term) => ({ term, spellings: [], plurals: [] }));
    if (terms.length === 0) return undefined;
    const words = terms.map((t) => t.term);
    const [shops, categories, shopWords] = await Promise.all([
      this.links.shopsNamed?.(words),
      this.links.categoriesNamed?.(words),
      this.links.shopSynonymsFor?.(words),
    ]);
    return {
      terms: terms.map((t) => ({
        term: t.term,
        spellings: t.spellings,
        plurals: t.plurals,
        sellerIds: shops?.get(t.term) ?? [],
        categoryKeys: categories?.get(t.term) ?? [],
        shopWords: shopWords?.get(t.term) ?? [],
      })),
    };
  }

  /** Category names of live products: every seller's, or with `mine` the caller's own. */
  async filter(input: { mine?: boolean }, viewer: SessionUser | null): Promise<string[]> {
    if (input.mine && !viewer) throw new AppError('sessionInvalid');
    return this.reads.categoryNames(input.mine ? viewer!.id : undefined);
  }
}
