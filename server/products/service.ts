import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import { normalizeCategory } from '../../contract/categories';
import type { HkDistrict } from '../../contract/hk-districts';
import { formatHk } from '../../contract/hk-time';
import { discountedCents, fromCents, percentToBasisPoints, toCents } from '../../contract/money';
import type { adjustStock, StockEntry, stockHistory } from '../../contract/product-stock';
import type { create, list, Product, update } from '../../contract/products';
import type { Rating } from '../../contract/reviews';
import {
  addQuantities,
  DEFAULT_STEP,
  hasAtMost3Decimals,
  quantityProblem,
  type Unit,
} from '../../contract/units';
import { variantLineName } from '../../contract/variant-name';
import { displayName } from '../accounts/core/display-name';
import { isUniqueViolation } from '../db/errors';
import { newId } from '../db/ids';
import type { Database } from '../db/schema';
import { AppError, localized } from '../http/app-error';
import type { SessionUser } from '../http/context';
import type { ImageStore } from '../media';
import { assertImagesStored } from '../media';
import { searchTerms } from '../search/fold';
import type { RecentAnswers } from '../search/recent-answers';
import type { SearchVocabulary } from '../search/service';
import type {
  ListQuery,
  ProductSearch,
  ProductsRepository,
  ProductValues,
  StoredProduct,
  VariantValues,
} from './repository';
import type { StockMovementRow, StockWhy } from './stock/stock-repository';
import type { ProductFigures } from './tables';

type CreateInput = z.output<typeof create.input>;
type UpdateInput = z.output<typeof update.input>;
/** a list call's input; `sort_by` left out is newest (as the call's default) */
type ListInput = Omit<z.output<typeof list.input>, 'sort_by'> &
  Partial<Pick<z.output<typeof list.input>, 'sort_by'>>;
type AdjustInput = z.output<typeof adjustStock.input>;
type HistoryInput = z.output<typeof stockHistory.input>;

function stockEntryOf(r: StockMovementRow, variantIds: Set<string> = new Set()): StockEntry {
  return {
    ...(variantIds.has(r.product_id) ? { variant_id: r.product_id } : {}),
    _id: r.id,
    change: Number(r.change),
    reason: r.reason,
    note: r.note,
    order_id: r.order_id,
    stock_after: Number(r.stock_after),
    at: formatHk(Number(r.created_at)),
  };
}

/** What the orders and point-of-sale domains need to sell a product: exact cents, the thumbnail, the state. */
export interface SaleProduct extends ProductFigures {
  id: string;
  seller_id: string;
  /** the seller's low-stock alert (docs/decisions/0229-low-stock.md) */
  low_stock: number;
  /** the price is typed at the till for each sale (docs/decisions/0231-open-price.md) */
  open_price: boolean;
  /** what price and quantity are per, and the online step (docs/decisions/0233-units-and-weight.md) */
  unit: Unit;
  step: number;
  image: string | null;
  category: string[];
  removed: boolean;
  /** a variant: the product it is a kind of, its `name` "product · variant" (docs/decisions/0236-variants.md) */
  parent_id: string | null;
  /** a product with variants is sold as one of them: their names, for "choose one" */
  variant_names: string[];
}

/** What the catalogue asks of and tells the rest of the app (wired in server/services.ts). */
export interface CatalogueLinks {
  /** told after an edit or a removal commits, so every open screen of the seller shows it (decision 0225) */
  changed?: (sellerId: string, productIds: string[]) => void;
  /** the names people see: a seller's shop name, else the display name, else the username */
  publicNamesOf?: (ids: string[]) => Promise<Map<string, string>>;
  /** the words a search may mean, learnt from what products say (docs/decisions/0237-search-matching.md) */
  vocabulary?: SearchVocabulary;
  /** ranked search pages asked a moment ago (docs/decisions/0237-search-matching.md); forgotten on any change here */
  recentSearches?: RecentAnswers<string[]>;
  /** folded search term → the sellers whose shop name contains it (a shop's name finds its products) */
  shopsNamed?: (terms: string[]) => Promise<Map<string, string[]>>;
  /** folded search term → the categories named with it in another language (docs/decisions/0270-search-that-forgives.md) */
  categoriesNamed?: (terms: string[]) => Promise<Map<string, string[]>>;
  /** told after a new product is saved (its shop's followers hear of it: docs/decisions/0247-shop-news.md) */
  created?: (product: Product) => void;
  /** buyers' ratings of these products, where rated (docs/decisions/0242-reviews.md) */
  ratingsOf?: (productIds: string[]) => Promise<Map<string, Rating>>;
  /** sellers with a pickup in this district, then in its region (docs/decisions/0271-market-sort-filter-and-paying.md) */
  sellersNear?: (district: HkDistrict) => Promise<string[][]>;
}

/** The catalogue: sellers' products, their rules and ownership, and the stock other domains sell from. */
export class ProductsService {
  constructor(
    private readonly repo: ProductsRepository,
    private readonly images: ImageStore,
    private readonly links: CatalogueLinks = {},
    private readonly now: () => number = Date.now,
  ) {}

  private changed(sellerId: string, productIds: string[]): void {
    this.links.recentSearches?.clear();
    this.links.changed?.(sellerId, productIds);
  }

  /** rows in the API shape, each seller named as everywhere else (shop name first, issue 25) */
  private async render(rows: StoredProduct[], viewerId: string | null): Promise<Product[]> {
    const names = this.links.publicNamesOf
      ? await this.links.publicNamesOf(rows.map((r) => r.seller_id))
      : new Map<string, string>();
    const ratings = this.links.ratingsOf ? await this.links.ratingsOf(rows.map((r) => r.id)) : new Map();
    return rows.map((r) => {
      const product = toProduct(r, viewerId, names.get(r.seller_id));
      const rating = ratings.get(r.id);
      return rating ? { ...product, rating } : product;
    });
  }

  async create(input: CreateInput, user: SessionUser): Promise<{ _id: string; product: Product }> {
    const values = await this.valuesOf(input, input.unit ?? 'piece');
    values.unit ??= 'piece';
    values.step ??= DEFAULT_STEP[values.unit];
    const id = newId();
    if (values.barcode) await this.assertBarcodeFree(user.id, values.barcode);
    await this.assertVariantBarcodesFree(user.id, id, values);
    await this.withBarcodeRace(
      values.barcode ?? values.variants?.find((v) => v.barcode)?.barcode ?? null,
      () => this.repo.insert({ ...values, id, sellerId: user.id, now: this.now() }),
    );
    await this.learn(values);
    this.changed(user.id, [id]);
    const product = await this.getVisible(id, user.id);
    // the shop's followers hear of it (docs/decisions/0247-shop-news.md)
    this.links.created?.(product);
    return { _id: id, product };
  }

  async update(input: UpdateInput, user: SessionUser): Promise<{ _id: string; product: Product }> {
    await this.assertOwnLive([input.id], user);
    const current = (await this.repo.findOne(input.id))!;
    if (current.parent_id !== null) throw new AppError('productNotFound');
    // variants left as they are: still none on an open-price product
    if (input.variants === undefined && input.open_price)
      assertNoVariantsOnOpenPrice(current.variants.length);
    const values = await this.valuesOf(input, input.unit ?? current.unit, current);
    // variants left as they are: the product still shows the cheapest one's price (the repository keeps its stock 0)
    if (input.variants === undefined && current.variants.length > 0) {
      Object.assign(values, {
        price_cents: current.price_cents,
        cost_cents: current.cost_cents,
        discount_bp: current.discount_bp,
      });
    }
    // a new unit without a step takes that unit's usual step, not the old unit's (¼ catty is no step for grams)
    if (input.unit && input.step === undefined) values.step = DEFAULT_STEP[input.unit];
    if (values.barcode) await this.assertBarcodeFree(user.id, values.barcode, input.id);
    await this.assertVariantBarcodesFree(user.id, input.id, values);
    const changed = await this.withBarcodeRace(
      values.barcode ?? values.variants?.find((v) => v.barcode)?.barcode ?? null,
      () => this.repo.update(input.id, { ...values, now: this.now() }),
    );
    // removed between the check and the write
    if (!changed) throw new AppError('productNotFound');
    await this.learn(values);
    this.changed(user.id, [input.id]);
    return { _id: input.id, product: await this.getVisible(input.id, user.id) };
  }

  /** All ids must be the caller's live (or already removed) products; otherwise nothing is removed. */
  async remove(ids: string[], user: SessionUser): Promise<{ message: string }> {
    const unique = [...new Set(ids)];
    await this.assertOwn(unique, user);
    const removed = await this.repo.markRemoved(user.id, unique, this.now());
    this.changed(user.id, unique);
    return { message: removed === 1 ? 'Product removed' : `${removed} products removed` };
  }

  async get(id: string, viewer: SessionUser | null): Promise<Product> {
    return this.getVisible(id, viewer?.id ?? null);
  }

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
      const page = await this.repo.listPage({ ...query, sortBy, nearSellers });
      return this.render(page, viewer?.id ?? null);
    }
    if (terms.length === 0) return this.render(await this.repo.listPage(query), viewer?.id ?? null);
    return this.render(await this.searchPage(query, input.search, terms), viewer?.id ?? null);
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
      const rows = new Map((await this.repo.findMany(ids)).map((r) => [r.id, r]));
      return ids.flatMap((id) => {
        const row = rows.get(id);
        return row && row.removed_at === null ? [row] : [];
      });
    }
    const rows = await this.repo.listPage({ ...query, search: await this.searchOf(text) });
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
    const [shops, categories] = await Promise.all([
      this.links.shopsNamed?.(words),
      this.links.categoriesNamed?.(words),
    ]);
    return {
      terms: terms.map((t) => ({
        term: t.term,
        spellings: t.spellings,
        plurals: t.plurals,
        sellerIds: shops?.get(t.term) ?? [],
        categoryKeys: categories?.get(t.term) ?? [],
      })),
    };
  }

  /** the words of a product that a search may later expand a misspelt query to */
  private async learn(values: ProductValues): Promise<void> {
    await this.links.vocabulary?.learn([
      values.name,
      values.description,
      ...values.categories,
      ...(values.variants ?? []).map((v) => v.name),
    ]);
  }

  /** Category names of live products: every seller's, or with `mine` the caller's own. */
  async filter(input: { mine?: boolean }, viewer: SessionUser | null): Promise<string[]> {
    if (input.mine && !viewer) throw new AppError('sessionInvalid');
    return this.repo.categoryNames(input.mine ? viewer!.id : undefined);
  }

  // ---- for other domains (orders, point of sale, posts, collections) ----

  /** Products by id in the API shape (cost only for their owner); removed ones included with removed: true. */
  async getPublicMany(ids: string[], viewerId: string | null): Promise<Map<string, Product>> {
    const rows = await this.repo.findMany([...new Set(ids)]);
    return new Map((await this.render(rows, viewerId)).map((p) => [p._id, p]));
  }

  /**
   * The products a post links, as its card shows them (name, description, price, discounted price, first
   * picture), live ones only: one narrow query instead of the whole product with its seller, categories, variants
   * and ratings, which the feed read for every page (decision 0125).
   */
  async cardsOf(ids: string[]): Promise<Map<string, ProductCard>> {
    const rows = await this.repo.cardsOf([...new Set(ids)]);
    return new Map(
      rows.map((r) => [
        r.id,
        {
          id: r.id,
          name: r.name,
          description: r.description,
          price: fromCents(r.price_cents),
          discounted_price: fromCents(discountedCents(r.price_cents, r.discount_bp)),
          image: parseImagePaths(r.image_paths)[0] ?? null,
        },
      ]),
    );
  }

  /** Products by id with exact cents, read in the caller's transaction when given one. */
  async getForSale(
    db: Kysely<Database> | Transaction<Database>,
    ids: string[],
  ): Promise<Map<string, SaleProduct>> {
    const rows = await this.repo.findMany([...new Set(ids)], db);
    // a variant is sold under its product's name, picture and categories
    const parentIds = [...new Set(rows.flatMap((r) => (r.parent_id === null ? [] : [r.parent_id])))];
    const parents = new Map((await this.repo.findMany(parentIds, db)).map((p) => [p.id, p]));
    return new Map(
      rows.map((r) => {
        const parent = r.parent_id === null ? undefined : parents.get(r.parent_id);
        const shown = parent ?? r;
        return [
          r.id,
          {
            id: r.id,
            seller_id: r.seller_id,
            name: parent ? variantLineName(parent.name, r.name) : r.name,
            description: shown.description,
            price_cents: r.price_cents,
            cost_cents: r.cost_cents,
            discount_bp: r.discount_bp,
            quantity: Number(r.quantity),
            low_stock: Number(r.low_stock),
            open_price: Number(r.open_price) === 1,
            unit: shown.unit,
            step: Number(shown.step),
            image: parseImagePaths(shown.image_paths)[0] ?? null,
            category: shown.categories,
            removed: r.removed_at !== null || (parent !== undefined && parent.removed_at !== null),
            parent_id: r.parent_id,
            variant_names: r.variants.map((v) => v.name),
          },
        ];
      }),
    );
  }

  /**
   * Each given variant id's product (ids that are not a variant are left out): how the orders domain checks that
   * a line's `variant_id` is a kind of its `product_id` (docs/decisions/0236-variants.md).
   */
  async productsOfVariants(variantIds: string[]): Promise<Map<string, string>> {
    const rows = await this.repo.owners([...new Set(variantIds)]);
    return new Map(rows.flatMap((r) => (r.parent_id === null ? [] : [[r.id, r.parent_id] as const])));
  }

  /**
   * Takes `qty` units of a live product inside the caller's transaction: the stock left when taken (the row is
   * then the caller's until commit, so the figure is exact), null when there is not enough stock (or the product
   * is removed). One conditional UPDATE decides races for the last unit.
   */
  async takeStock(
    trx: Transaction<Database>,
    id: string,
    qty: number,
    why: StockWhy,
  ): Promise<number | null> {
    assertPositiveQuantity(qty);
    return this.repo.takeStock(trx, id, qty, this.now(), why);
  }

  /**
   * Takes as many of `qty` units as a live product has, inside the caller's transaction; returns how many it
   * took (an offline POS sale already happened: docs/decisions/0081-offline-point-of-sale.md).
   */
  async takeStockUpTo(trx: Transaction<Database>, id: string, qty: number, why: StockWhy): Promise<number> {
    assertPositiveQuantity(qty);
    for (let attempt = 0; attempt < 5; attempt++) {
      const left = (await this.repo.findMany([id], trx))[0];
      if (!left || left.removed_at !== null) return 0;
      // its stock is not counted: the whole sale is taken (docs/decisions/0263-product-files.md)
      if (Number(left.open_price) === 1) return qty;
      const take = Math.min(qty, left.quantity);
      if (take <= 0) return 0;
      if ((await this.repo.takeStock(trx, id, take, this.now(), why)) !== null) return take;
    }
    return 0;
  }

  async returnStock(trx: Transaction<Database>, id: string, qty: number, why: StockWhy): Promise<void> {
    assertPositiveQuantity(qty);
    await this.repo.returnStock(trx, id, qty, this.now(), why);
  }

  // ---- stock counts and history (docs/decisions/0228-stock-history.md) ----

  /** The seller's own change of stock: received, damaged, lost, or the count found on the shelf. */
  async adjustStock(input: AdjustInput, user: SessionUser): Promise<{ product: Product; entry: StockEntry }> {
    await this.assertOwnLive([input.id], user);
    const product = (await this.repo.findOne(input.id))!;
    const stockId = this.stockRowOf(product, input.variant_id);
    assertQuantityFits(input.count ?? input.change ?? 0, product.unit);
    const why = { reason: input.reason, note: input.note ? input.note : null };
    const count = input.count;
    const change = input.change ?? 0;
    const row = await this.repo.adjustStock(
      stockId,
      (stock) => (count !== undefined ? count : addQuantities(stock, change)),
      this.now(),
      why,
    );
    if (row === null) throw new AppError('productNotFound');
    if (row === 'below zero') throw new AppError('stockBelowZero');
    this.changed(user.id, [input.id]);
    return {
      product: await this.getVisible(input.id, user.id),
      entry: stockEntryOf(row, new Set(product.variants.map((v) => v.id))),
    };
  }

  /**
   * The row whose stock a stock call changes: the product's own, or the variant's. A product with variants
   * keeps its stock in them, so a variant must be named; a variant of another product is refused.
   */
  private stockRowOf(product: StoredProduct, variantId: string | undefined): string {
    if (variantId === undefined) {
      if (product.variants.length > 0)
        throw chooseVariant(
          product.name,
          product.variants.map((v) => v.name),
        );
      return product.id;
    }
    if (!product.variants.some((v) => v.id === variantId)) throw notThisProductsVariant();
    return variantId;
  }

  /** One of the seller's products' stock changes, newest first, with the stock of now. */
  async stockHistory(input: HistoryInput, user: SessionUser): Promise<z.input<typeof stockHistory.output>> {
    await this.assertOwn([input.id], user);
    const product = (await this.repo.findOne(input.id))!;
    if (input.variant_id !== undefined && !product.variants.some((v) => v.id === input.variant_id)) {
      throw notThisProductsVariant();
    }
    // a product with variants: its own entries (from before it had them) and every variant's, which add up to the sum
    const everyVariant = await this.repo.allVariantIds(input.id);
    const ids = input.variant_id !== undefined ? [input.variant_id] : [input.id, ...everyVariant];
    const rows = await this.repo.stockHistory(ids, input.cursor ?? null, input.limit + 1);
    const page = rows.slice(0, input.limit);
    const stock =
      input.variant_id !== undefined
        ? product.variants.find((v) => v.id === input.variant_id)!.quantity
        : stockOf(product);
    return {
      stock,
      items: page.map((r) => stockEntryOf(r, new Set(everyVariant))),
      next_cursor: rows.length > input.limit ? page[page.length - 1]!.id : null,
    };
  }

  /** The seller's live product with this barcode (shown to that seller, so with cost), or null. */
  async findByBarcode(sellerId: string, barcode: string): Promise<Product | null> {
    const code = barcode.trim();
    if (!code) return null;
    const id = await this.repo.liveIdByBarcode(sellerId, code);
    // a variant's barcode finds its product (getVisible shows the product a variant belongs to)
    return id ? this.getVisible(id, sellerId) : null;
  }

  // ---- rules ----

  /** A product; a variant's id shows the product it belongs to (an old link, a best seller that was a variant). */
  private async getVisible(id: string, viewerId: string | null): Promise<Product> {
    let row = await this.repo.findOne(id);
    if (row?.parent_id) row = await this.repo.findOne(row.parent_id);
    if (!row) throw new AppError('productNotFound');
    return (await this.render([row], viewerId))[0]!;
  }

  /** Unknown ids → 404, someone else's → 403. Removed products of the caller pass (removing is idempotent). */
  private async assertOwn(ids: string[], user: SessionUser) {
    const owners = await this.repo.owners(ids);
    if (owners.length < ids.length) throw new AppError('productNotFound');
    if (owners.some((o) => o.seller_id !== user.id)) throw new AppError('forbidden');
    return owners;
  }

  private async assertOwnLive(ids: string[], user: SessionUser) {
    const owners = await this.assertOwn(ids, user);
    if (owners.some((o) => o.removed_at !== null)) throw new AppError('productNotFound');
  }

  private async assertBarcodeFree(sellerId: string, barcode: string, exceptId?: string) {
    if (await this.repo.liveIdByBarcode(sellerId, barcode, exceptId)) throw barcodeTaken(barcode);
  }

  /** Two saves racing with one barcode pass the check together; the partial unique index refuses the second. */
  private async withBarcodeRace<T>(barcode: string | null, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (err) {
      if (barcode && isUniqueViolation(err)) throw barcodeTaken(barcode);
      throw err;
    }
  }

  /**
   * Input fields as stored: exact cents and basis points, '' barcode as none, uploaded images only; quantities
   * whole for a product sold by the piece (`unit`: the one given, or the product's own on an update).
   */
  private async valuesOf(
    input: CreateInput | UpdateInput,
    unit: Unit,
    current?: StoredProduct,
  ): Promise<ProductValues> {
    const openPrice = input.open_price ?? (current ? Number(current.open_price) === 1 : false);
    // a price, cost and stock are asked of every product but an open-price one (docs/decisions/0263-product-files.md)
    // (with variants, each variant has its own)
    if (!openPrice && (input.variants?.length ?? current?.variants.length ?? 0) === 0) {
      for (const field of ['price', 'cost', 'quantity'] as const) {
        if (input[field] === undefined) throw fieldRequired(field);
      }
    }
    if (input.quantity !== undefined) assertQuantityFits(input.quantity, unit, 'quantity');
    const variants = input.variants === undefined ? undefined : variantValuesOf(input, unit, current);
    if (input.low_stock !== undefined) assertQuantityFits(input.low_stock, unit, 'low_stock');
    if (input.step !== undefined && unit === 'piece' && input.step !== 1) {
      throw new AppError('validation', 'step: a product sold by the piece is sold one at a time (step 1).');
    }
    await assertImagesStored(this.images, input.imagePath, 'imagePath');
    return {
      name: input.name,
      description: input.description,
      price_cents: toCents(input.price ?? 0),
      cost_cents: toCents(input.cost ?? 0),
      discount_bp: percentToBasisPoints(input.discount),
      // an open-price product's stock is not counted: none is taken or put back (decision 0263)
      quantity: openPrice ? 0 : (input.quantity ?? 0),
      low_stock: input.low_stock,
      open_price: input.open_price,
      unit: input.unit,
      step: input.step,
      size: input.size ?? null,
      barcode: input.barcode ? input.barcode : null,
      imagePaths: input.imagePath,
      categories: input.category,
      ...(variants === undefined ? {} : { variants }),
      // with variants the stock is theirs, and the product shows the cheapest one's price (decision 0236)
      ...(variants !== undefined && variants.length > 0 ? cheapestOf(variants) : {}),
    };
  }

  /** Each variant's barcode: not another of the seller's live products' or other products' variants'. */
  private async assertVariantBarcodesFree(sellerId: string, productId: string, values: ProductValues) {
    const mine = new Set([productId, ...(values.variants ?? []).map((v) => v.id)]);
    const codes = (values.variants ?? []).flatMap((v) => (v.barcode === null ? [] : [v.barcode]));
    for (const [code, holder] of await this.repo.liveIdsByBarcodes(sellerId, codes)) {
      if (!mine.has(holder)) throw barcodeTaken(code);
    }
  }
}

/** A product's stock: its own, or with variants their sum. */
export function stockOf(row: StoredProduct): number {
  return row.variants.length > 0
    ? row.variants.reduce((n, v) => addQuantities(n, v.quantity), 0)
    : Number(row.quantity);
}

/**
 * The form's variants as stored, checked (docs/decisions/0236-variants.md): names different, barcodes different
 * from each other and from the product's, an `_id` only of this product's live variants, quantities in the unit,
 * no variants on an open-price product (its price is typed at the till).
 */
export function variantValuesOf(
  input: Pick<CreateInput, 'variants' | 'open_price' | 'barcode' | 'low_stock'>,
  unit: Unit,
  current: StoredProduct | undefined,
): VariantValues[] {
  const given = input.variants ?? [];
  const openPrice = input.open_price ?? (current ? Number(current.open_price) === 1 : false);
  if (openPrice) assertNoVariantsOnOpenPrice(given.length);
  const names = new Set<string>();
  const codes = new Set<string>(input.barcode ? [input.barcode] : []);
  const ids = new Set<string>();
  const live = new Set((current?.variants ?? []).map((v) => v.id));
  return given.map((v, i) => {
    const key = v.name.toLowerCase();
    if (names.has(key)) throw variantProblem(i, `two variants are called “${v.name}”`);
    names.add(key);
    if (v.barcode) {
      if (codes.has(v.barcode)) throw variantProblem(i, `barcode ${v.barcode} is given twice`);
      codes.add(v.barcode);
    }
    if (v._id !== undefined && (!live.has(v._id) || ids.has(v._id))) throw notThisProductsVariant();
    if (v._id !== undefined) ids.add(v._id);
    assertQuantityFits(v.quantity, unit, `variants.${i}.quantity`);
    if (v.low_stock !== undefined) assertQuantityFits(v.low_stock, unit, `variants.${i}.low_stock`);
    const old = current?.variants.find((x) => x.id === v._id);
    return {
      id: v._id ?? newId(),
      name: v.name,
      price_cents: toCents(v.price),
      cost_cents: toCents(v.cost),
      discount_bp: percentToBasisPoints(v.discount),
      quantity: v.quantity,
      // left out: the variant's own alert, else the product's
      low_stock: v.low_stock ?? old?.low_stock ?? input.low_stock ?? Number(current?.low_stock ?? 5),
      barcode: v.barcode ? v.barcode : null,
    };
  });
}

/** the product's own figures with variants: no stock of its own, the cheapest variant's price */
export function cheapestOf(variants: VariantValues[]) {
  const cheapest = variants.reduce((a, b) =>
    discountedCents(b.price_cents, b.discount_bp) < discountedCents(a.price_cents, a.discount_bp) ? b : a,
  );
  return {
    quantity: 0,
    price_cents: cheapest.price_cents,
    cost_cents: cheapest.cost_cents,
    discount_bp: cheapest.discount_bp,
  };
}

/** an open-price product's price is typed at the till: it has no variants to price (decision 0236) */
function assertNoVariantsOnOpenPrice(variants: number): void {
  if (variants === 0) return;
  throw new AppError(
    'validation',
    localized(
      'variants: an open-price product has no variants (its price is typed at the till).',
      'variants：自訂價格的產品不設款式（價格在收銀時輸入）。',
      'variants：自定价格的产品不设款式（价格在收银时输入）。',
    ),
  );
}

function fieldRequired(field: 'price' | 'cost' | 'quantity'): AppError {
  const words = {
    price: ['a price', '售價', '售价'],
    cost: ['a cost', '成本', '成本'],
    quantity: ['a stock count', '庫存數量', '库存数量'],
  }[field];
  return new AppError(
    'validation',
    localized(
      `${field}: give ${words[0]} (only an open-price product goes without).`,
      `${field}：請填寫${words[1]}（只有自訂價格的產品可以不填）。`,
      `${field}：请填写${words[2]}（只有自定价格的产品可以不填）。`,
    ),
  );
}

function variantProblem(index: number, problem: string): AppError {
  return new AppError('validation', `variants.${index}: ${problem}.`);
}

export function notThisProductsVariant(): AppError {
  return new AppError(
    'validation',
    localized(
      'variant_id: that is not one of this product’s variants.',
      'variant_id：這不是此產品的款式。',
      'variant_id：这不是此产品的款式。',
    ),
  );
}

export function chooseVariant(product: string, variants: string[]): AppError {
  return new AppError(
    'validation',
    localized(
      `variant_id: choose one of ${product}: ${variants.join(', ')}.`,
      `variant_id：請選擇${product}的款式：${variants.join('、')}。`,
      `variant_id：请选择${product}的款式：${variants.join('、')}。`,
    ),
  );
}

function barcodeTaken(barcode: string): AppError {
  return new AppError(
    'barcodeTaken',
    localized(
      `You already have a product with barcode ${barcode}.`,
      `你已有條碼為 ${barcode} 的產品。`,
      `你已有条码为 ${barcode} 的产品。`,
    ),
  );
}

function assertPositiveQuantity(qty: number) {
  // a programming error in the calling domain, never a client's input: fail loudly
  if (!hasAtMost3Decimals(qty) || qty <= 0)
    throw new Error(`stock quantity must be positive with at most 3 decimals, got ${qty}`);
}

/** 400 when a product sold by the piece is given a fraction (weights take thousandths: the contract checks those) */
export function assertQuantityFits(quantity: number, unit: Unit, field = 'quantity'): void {
  if (quantityProblem(quantity, unit) === 'whole') {
    throw new AppError(
      'validation',
      localized(
        `${field}: this product is sold by the piece, so whole numbers only.`,
        `${field}：此產品按件出售，只可輸入整數。`,
        `${field}：此产品按件出售，只可输入整数。`,
      ),
    );
  }
}

function parseImagePaths(json: string): string[] {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** A product as a post's card links it (the contract's LinkedProduct). */
export interface ProductCard {
  id: string;
  name: string;
  description: string;
  price: number;
  discounted_price: number;
  image: string | null;
}

/** The API shape (contract Product). `cost` is the seller's secret: only the owner sees it. */
export function toProduct(row: StoredProduct, viewerId: string | null, sellerName?: string): Product {
  const isOwner = viewerId !== null && viewerId === row.seller_id;
  return {
    _id: row.id,
    id: row.id,
    seller_id: row.seller_id,
    seller_name: sellerName ?? displayName(row.seller_username, row.seller_id),
    name: row.name,
    description: row.description,
    imagePaths: parseImagePaths(row.image_paths),
    category: row.categories,
    price: fromCents(row.price_cents),
    discounted_price: fromCents(discountedCents(row.price_cents, row.discount_bp)),
    ...(isOwner ? { cost: fromCents(row.cost_cents) } : {}),
    quantity: stockOf(row),
    unit: row.unit,
    step: Number(row.step),
    open_price: Number(row.open_price) === 1,
    ...(isOwner ? { low_stock: Number(row.low_stock) } : {}),
    discount: row.discount_bp / 100,
    size: row.size,
    barcode: row.barcode,
    variants: row.variants.map((v) => ({
      _id: v.id,
      name: v.name,
      price: fromCents(v.price_cents),
      discounted_price: fromCents(discountedCents(v.price_cents, v.discount_bp)),
      ...(isOwner ? { cost: fromCents(v.cost_cents), low_stock: v.low_stock } : {}),
      quantity: v.quantity,
      barcode: v.barcode,
      discount: v.discount_bp / 100,
    })),
    createdAt: new Date(row.created_at).toISOString(),
    removed: row.removed_at !== null,
  };
}
