import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import { percentToBasisPoints, toCents } from '../../contract/money';
import type { create, Product, update } from '../../contract/products';
import { DEFAULT_STEP, type Unit } from '../../contract/units';
import { isUniqueViolation } from '../db/errors';
import { newId } from '../db/ids';
import type { Database } from '../db/schema';
import { AppError } from '../http/app-error';
import type { SessionUser } from '../http/context';
import type { ImageStore } from '../media';
import { assertImagesStored } from '../media';
import { staffIdOf } from '../staff/permissions';
import type { CatalogueLinks } from './catalogue-links';
import { ProductListingService } from './listing/listing-service';
import { CatalogueAccess } from './product-access';
import type { ProductRepositories } from './product-repositories';
import type { ProductValues, StoredProduct } from './product-rows';
import {
  assertNoVariantsOnOpenPrice,
  assertQuantityFits,
  barcodeTaken,
  cheapestOf,
  fieldRequired,
  variantValuesOf,
} from './product-rules';
import { type SaleProduct, saleProductOf } from './product-view';
import { ProductStockService } from './stock/stock-service';

export type { CatalogueLinks } from './catalogue-links';
export type { ProductCard, SaleProduct } from './product-view';

type CreateInput = z.output<typeof create.input>;
type UpdateInput = z.output<typeof update.input>;

/**
 * The catalogue: sellers' products, their rules and ownership. Its list and search are `listing`
 * (server/products/listing/), its stock `stock` (server/products/stock/); what the orders domain calls is its
 * ProductsForSales port (server/orders/core/products-for-sales.ts), wired in server/services.ts.
 */
export class ProductsService {
  /** the market's and a shop's lists, and ranked search */
  readonly listing: ProductListingService;
  /** the stock sales take and put back, the seller's counts and history */
  readonly stock: ProductStockService;
  private readonly access: CatalogueAccess;
  private readonly repo: ProductRepositories['reads'];
  private readonly writes: ProductRepositories['writes'];

  constructor(
    repos: ProductRepositories,
    private readonly images: ImageStore,
    private readonly links: CatalogueLinks = {},
    private readonly now: () => number = Date.now,
  ) {
    this.repo = repos.reads;
    this.writes = repos.writes;
    this.access = new CatalogueAccess(repos.reads, links);
    this.listing = new ProductListingService(repos.listing, repos.reads, this.access, links);
    this.stock = new ProductStockService(repos.stock, repos.reads, this.access, now, links);
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
      () =>
        this.writes.insert({ ...values, id, sellerId: user.id, now: this.now(), staffId: staffIdOf(user) }),
    );
    await this.learn(values);
    this.access.changed(user.id, [id]);
    const product = await this.access.getVisible(id, user.id);
    // the shop's followers hear of it (docs/decisions/0247-shop-news.md)
    this.links.created?.(product);
    return { _id: id, product };
  }

  async update(input: UpdateInput, user: SessionUser): Promise<{ _id: string; product: Product }> {
    await this.access.assertOwnLive([input.id], user);
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
      () => this.writes.update(input.id, { ...values, now: this.now(), staffId: staffIdOf(user) }),
    );
    // removed between the check and the write
    if (!changed) throw new AppError('productNotFound');
    await this.learn(values);
    this.access.changed(user.id, [input.id]);
    return { _id: input.id, product: await this.access.getVisible(input.id, user.id) };
  }

  /** All ids must be the caller's live (or already removed) products; otherwise nothing is removed. */
  async remove(ids: string[], user: SessionUser): Promise<{ message: string }> {
    const unique = [...new Set(ids)];
    await this.access.assertOwn(unique, user);
    const removed = await this.writes.markRemoved(user.id, unique, this.now());
    this.access.changed(user.id, unique);
    return { message: removed === 1 ? 'Product removed' : `${removed} products removed` };
  }

  async get(id: string, viewer: SessionUser | null): Promise<Product> {
    return this.access.getVisible(id, viewer?.id ?? null);
  }

  /** One page of the market or a shop, or a ranked search (the listing's; other domains ask it here). */
  list(...args: Parameters<ProductListingService['list']>): Promise<Product[]> {
    return this.listing.list(...args);
  }

  /** Category names of live products (the listing's; other domains ask it here). */
  filter(...args: Parameters<ProductListingService['filter']>): Promise<string[]> {
    return this.listing.filter(...args);
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

  // ---- for other domains (orders, point of sale, posts, collections) ----

  /** Products by id in the API shape (cost only for their owner); removed ones included with removed: true. */
  async getPublicMany(ids: string[], viewerId: string | null): Promise<Map<string, Product>> {
    const rows = await this.repo.findMany([...new Set(ids)]);
    return new Map(this.access.render(rows, viewerId).map((p) => [p._id, p]));
  }

  /** Products by id with exact cents, read in the caller's transaction when given one. */
  async getForSale(
    db: Kysely<Database> | Transaction<Database>,
    ids: string[],
  ): Promise<Map<string, SaleProduct>> {
    const rows = await this.repo.findMany([...new Set(ids)], db);
    const parentIds = [...new Set(rows.flatMap((r) => (r.parent_id === null ? [] : [r.parent_id])))];
    const parents = new Map((await this.repo.findMany(parentIds, db)).map((p) => [p.id, p]));
    return new Map(
      rows.map((r) => [r.id, saleProductOf(r, r.parent_id === null ? undefined : parents.get(r.parent_id))]),
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

  /** The seller's live product with this barcode (shown to that seller, so with cost), or null. */
  async findByBarcode(sellerId: string, barcode: string): Promise<Product | null> {
    const code = barcode.trim();
    if (!code) return null;
    const id = await this.repo.liveIdByBarcode(sellerId, code);
    // a variant's barcode finds its product (getVisible shows the product a variant belongs to)
    return id ? this.access.getVisible(id, sellerId) : null;
  }

  // ---- rules ----

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
