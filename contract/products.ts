import { z } from 'zod';
import { defineCall, LONG_TIMEOUT_MS } from './call';
import { CATEGORIES_MAX, CATEGORY_MAX_LENGTH, normalizeCategory } from './categories';
import { Empty, Id, Message, Money } from './common';
import { HkDistrict } from './hk-districts';
import { FilePath } from './media';
import { VisibleText } from './name-text';
import { containsProhibitedWord } from './prohibited-terms';
import { Rating } from './reviews';
import { hasAtMost3Decimals, UNITS } from './units';

export const SIZES = ['S', 'M', 'L'] as const;
export const Size = z.enum(SIZES);
export const PRODUCT_IMAGES_MAX = 10;
export const Unit = z.enum(UNITS);

const Category = z
  .string()
  .trim()
  .min(1)
  .max(CATEGORY_MAX_LENGTH)
  .check(VisibleText)
  .refine((c) => !containsProhibitedWord(c), { message: 'category contains a prohibited word' })
  // "Dried  fish" and "Dried fish" are one category, as the category sheet treats them
  .transform(normalizeCategory);

export const Percent = z
  .number()
  .min(0)
  .max(100)
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, { message: 'at most 2 decimal places' });

export const BARCODE_MAX = 64;
const BARCODE_PATTERN = /^[\w.-]*$/;

/** The barcode rule as a plain function, for the browser (which does not bundle zod). */
export function isValidBarcode(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length <= BARCODE_MAX && BARCODE_PATTERN.test(trimmed);
}

/** '' means "no barcode" (an emptied form field); the server stores it as null. */
export const Barcode = z
  .string()
  .trim()
  .max(BARCODE_MAX)
  .regex(BARCODE_PATTERN, { message: 'letters, digits and - . _ only' });

/**
 * What can be sold of a product now: its stock, or for an open-price product, whose stock is not counted
 * (docs/decisions/0263-product-files.md), the most any stock can be, so a till never caps or greys it out.
 */
export const STOCK_NOT_COUNTED = 1_000_000;
export function stockForSale(product: { open_price?: boolean; quantity: number }): number {
  return product.open_price ? STOCK_NOT_COUNTED : Math.max(0, product.quantity);
}

export const VARIANTS_MAX = 30;
export const VARIANT_NAME_MAX = 40;

/**
 * One of a product's kinds with its own price, stock and barcode ("150 g" / "500 g", S / M / L, a colour):
 * docs/decisions/0236-variants.md. `cost` and `low_stock` are the owner's, as on the product.
 */
export const Variant = z.object({
  _id: Id,
  name: z.string(),
  price: z.number(),
  /** price after this variant's discount */
  discounted_price: z.number(),
  cost: z.number().optional(),
  /** in the product's `unit` */
  quantity: z.number(),
  low_stock: z.number().optional(),
  barcode: z.string().nullable(),
  discount: z.number(),
});
export type Variant = z.infer<typeof Variant>;

const stockAmount = z
  .number()
  .min(0)
  .max(1_000_000)
  .refine(hasAtMost3Decimals, { message: 'at most 3 decimal places' });

/** A variant as a seller's form sends it: with `_id` it changes that variant, without it adds one. */
export const VariantInput = z.strictObject({
  _id: Id.optional(),
  name: z.string().trim().min(1).max(VARIANT_NAME_MAX).check(VisibleText),
  price: Money,
  cost: Money.default(0),
  quantity: stockAmount,
  low_stock: stockAmount.optional(),
  barcode: Barcode.nullish(),
  discount: Percent.default(0),
});

/** A product as the API shows it. `cost` is the seller's secret: present only for the owner. */
export const Product = z.object({
  _id: Id,
  id: Id,
  seller_id: Id,
  seller_name: z.string(),
  name: z.string(),
  description: z.string(),
  imagePaths: z.array(z.string()),
  category: z.array(z.string()),
  price: z.number(),
  /** price after discount (docs/product.md §5), 2 decimals */
  discounted_price: z.number(),
  cost: z.number().optional(),
  /** stock in the product's `unit`: whole pieces, or a weight to the thousandth (docs/decisions/0233-units-and-weight.md) */
  quantity: z.number(),
  /** what price, cost and stock are per: `piece`, or a weight unit (`catty`, `tael`, `kg`, `g`, `lb`) */
  unit: Unit,
  /** the amount a shopper adds at a time online (1 for pieces, e.g. 0.25 catty) */
  step: z.number(),
  /** its price is typed at the till for each sale (a mixed bag); not sold online (docs/decisions/0231-open-price.md) */
  open_price: z.boolean(),
  /** the seller's low-stock alert: at or below this stock (owner only, as `cost`; docs/decisions/0229-low-stock.md) */
  low_stock: z.number().optional(),
  discount: z.number(),
  size: Size.nullable(),
  barcode: z.string().nullable(),
  /**
   * its kinds, each with its own price, stock and barcode ([] when it has none). With variants, `quantity` is
   * their sum and price, cost and discount are the cheapest variant's (docs/decisions/0236-variants.md).
   */
  variants: z.array(Variant),
  createdAt: z.string(),
  /** removed products stay readable where past orders and posts point at them */
  removed: z.boolean(),
  /** buyers' rating (docs/decisions/0242-reviews.md); absent until the first review */
  rating: Rating.optional(),
});
export type Product = z.infer<typeof Product>;

const productFields = {
  name: z.string().trim().min(1).max(120).check(VisibleText),
  description: z.string().trim().min(1).max(2000),
  /** left out only on an open-price product (its price is typed at the till; docs/decisions/0263-product-files.md) */
  price: Money.optional(),
  /** left out only on an open-price product (0) */
  cost: Money.optional(),
  /**
   * whole for pieces, at most 3 decimals for a weight unit (checked against the product's unit); left out only on
   * an open-price product, whose stock is not counted
   */
  quantity: stockAmount.optional(),
  /** left out: `piece` on create, unchanged on update */
  unit: Unit.optional(),
  /** online step for a weight unit (e.g. 0.25 catty); left out: the unit's usual step on create, unchanged on update */
  step: z
    .number()
    .positive()
    .max(1000)
    .refine(hasAtMost3Decimals, { message: 'at most 3 decimal places' })
    .optional(),
  /** price typed at the till for each sale; left out: false on create, unchanged on update */
  open_price: z.boolean().optional(),
  /** tell the seller when stock falls to this (0: only when sold out); left out: 5 on create, unchanged on update */
  low_stock: stockAmount.optional(),
  discount: Percent.default(0),
  /** '' (a form's "no size" choice, as a docs/product.md §3 client sends it) means none (docs/decisions/0040-spec-shaped-payloads.md) */
  size: z.preprocess((v) => (v === '' ? null : v), Size.nullish()),
  category: z
    .array(Category)
    .max(CATEGORIES_MAX)
    .default([])
    .transform((list) => [...new Map(list.map((c) => [c.toLowerCase(), c])).values()]),
  barcode: Barcode.nullish(),
  /**
   * the product's kinds, in the order shown; left out: unchanged on update (none on create); [] removes them all.
   * With variants the product's own `quantity` is ignored (its stock is theirs).
   */
  variants: z.array(VariantInput).max(VARIANTS_MAX).optional(),
};

export const create = defineCall({
  path: '/res/product/create',
  summary: 'Add a product to the caller’s catalogue (sellers only).',
  auth: 'seller',
  input: z.strictObject({
    ...productFields,
    imagePath: z.array(FilePath).max(PRODUCT_IMAGES_MAX).default([]),
  }),
  output: z.object({ _id: Id, product: Product }),
});

export const update = defineCall({
  path: '/res/product/update',
  summary: 'Change one of the caller’s products (at least one image).',
  auth: 'seller',
  input: z.strictObject({
    id: Id,
    ...productFields,
    description: z.string().trim().max(2000),
    imagePath: z.array(FilePath).min(1).max(PRODUCT_IMAGES_MAX),
  }),
  output: z.object({ _id: Id, product: Product }),
});

/** a page of a product list on screen (the market's, a shop's, the seller's own): its first load and each "load more" */
export const PRODUCT_PAGE_SIZE = 20;

export const filter = defineCall({
  path: '/res/product/filter',
  summary: 'Category names in use (the client prepends All); `mine` for the caller’s own catalogue.',
  auth: 'optional',
  input: z.strictObject({ mine: z.boolean().optional() }),
  output: z.array(z.string()),
});

/** what the product list can be sorted by (`sort_by`) */
export const PRODUCT_SORTS = ['newest', 'price', 'rating', 'nearest'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const list = defineCall({
  path: '/res/product/list',
  summary:
    'Products, newest first (sort -1) or oldest first (1), or by `sort_by` price, rating or nearest pickup (`district`); `price_min`/`price_max` (dollars, after discount) and `in_stock` narrow them; filter by categories (any of); `mine` for the caller’s own; with `mine`, `low_stock: true` lists only those at or below their low-stock alert (the “to reorder” list); paged by the last item’s _id. A `search` matches every word in the name, description, barcode, categories, variants or shop name (Traditional and Simplified Chinese alike, plurals and one-letter slips) and is ranked: the name equal to it, starting with it, a word of it starting with it, then any field, then a near spelling; in stock before sold out; then by `sort`.',
  auth: 'optional',
  input: z.strictObject({
    category: z.array(z.string().trim().max(CATEGORY_MAX_LENGTH)).max(50).default([]),
    search: z.string().trim().max(100).default(''),
    sort: z.union([z.literal(1), z.literal(-1)]).default(-1),
    /**
     * what `sort` orders by (docs/decisions/0271-market-sort-filter-and-paying.md): `newest` (the default: -1 newest
     * first, 1 oldest first), `price` (the price paid after discount: 1 cheapest first, -1 dearest first; an
     * open-price product has none and is left out), `rating` (-1 best first, 1 lowest first, by stars weighed with
     * how many reviews; unrated last either way, newest first), `nearest` (needs `district`: shops with a pickup in
     * that district, then in its region, then elsewhere, then none; newest first within each). A search keeps its
     * own ranking and uses only `newest`.
     */
    sort_by: z.enum(PRODUCT_SORTS).default('newest'),
    /** the shopper's district, for `sort_by: "nearest"` */
    district: HkDistrict.optional(),
    /** the price paid after discount, in dollars, at least / at most this (an open-price product has none: left out) */
    price_min: z.number().nonnegative().max(10_000_000).optional(),
    price_max: z.number().nonnegative().max(10_000_000).optional(),
    /** only what can be bought now: stock of its own or in a variant */
    in_stock: z.literal(true).optional(),
    mine: z.boolean().optional(),
    /** only the caller's products at or below their low-stock alert (needs `mine`) */
    low_stock: z.boolean().optional(),
    seller_id: Id.optional(),
    cursor: z.string().max(64).nullish(),
    limit: z.number().int().min(1).max(100).default(50),
  }),
  output: z.array(Product),
});

export const get = defineCall({
  path: '/res/product/get',
  summary: 'One product, also a removed one (with removed: true).',
  auth: 'optional',
  input: z.strictObject({ id: Id }),
  output: Product,
});

export const remove = defineCall({
  path: '/res/product/remove',
  summary: 'Remove some of the caller’s products; all ids must be the caller’s, or nothing is removed.',
  auth: 'seller',
  input: z.strictObject({ ids: z.array(Id).min(1).max(100) }),
  output: Message,
});

export const uploadImg = defineCall({
  path: '/res/product/upload_img',
  summary: 'Upload product photos (multipart: repeated files, token). Answers the stored paths.',
  auth: 'seller',
  multipart: true,
  timeoutMs: LONG_TIMEOUT_MS,
  input: Empty,
  output: z.object({ file_path: z.array(z.string()) }),
});
