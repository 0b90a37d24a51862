import type { Kysely, Selectable, Transaction } from 'kysely';
import { averageStars, type Rating } from '../../contract/reviews';
import type { Unit } from '../../contract/units';
import type { Database } from '../db/schema';
import { foldFields } from '../search/fold';
import type { ProductFigures, ProductsTable } from './tables';

/** Anything queries can run on: the database or an open transaction (orders take stock inside theirs). */
export type Executor = Kysely<Database> | Transaction<Database>;

export type ProductRow = Selectable<ProductsTable> & {
  /** the seller's name card (profiles' `author_cards`), for `seller_name` (server/profiles/profile/public-name.ts) */
  seller_username: string | null;
  seller_role: 's' | 'c';
  seller_shop_name: string | null;
  seller_nickname: string | null;
};

/** A live variant of a product as stored (docs/decisions/0236-variants.md). */
export interface VariantRow {
  id: string;
  name: string;
  price_cents: number;
  cost_cents: number;
  discount_bp: number;
  quantity: number;
  low_stock: number;
  barcode: string | null;
}

/** A product with its categories and live variants, as the service turns it into API shapes. */
export type ProductCardRow = Pick<
  ProductRow,
  'id' | 'name' | 'description' | 'price_cents' | 'discount_bp' | 'image_paths'
>;

export interface StoredProduct extends ProductRow {
  categories: string[];
  variants: VariantRow[];
  /** buyers' rating, absent until the first review */
  rating?: Rating;
}

/** A variant as written: with the `id` of an existing one it changes it, else it is added under that new id. */
export type VariantValues = VariantRow;

/** Everything written for a product, apart from its id, seller and times. */
export interface ProductValues extends ProductFigures {
  /** left out: the column's default on insert, unchanged on update */
  low_stock?: number;
  /** left out: the column's default on insert, unchanged on update */
  open_price?: boolean;
  /** left out: the column's default ('piece') on insert, unchanged on update */
  unit?: Unit;
  /** left out: the column's default on insert, unchanged on update */
  step?: number;
  size: 'S' | 'M' | 'L' | null;
  barcode: string | null;
  imagePaths: string[];
  categories: string[];
  /** the product's variants in order; left out: unchanged (docs/decisions/0236-variants.md) */
  variants?: VariantValues[];
  /** the staff member acting at a till, stamped on the stock history it writes (decision 0280); not a column */
  staffId?: string | null;
}

/**
 * What a search matches (docs/decisions/0237-search-matching.md): the name, description, barcode and
 * categories, and the variants' names and barcodes ("500 g" or a variant's barcode finds the product), each
 * folded (Traditional = Simplified, full-width = half-width, no case or accents) and joined by a separator
 * a query never contains, so a term cannot match across two fields.
 */
export function searchTextOf(
  v: Pick<ProductValues, 'name' | 'description' | 'barcode'> & { categories?: string[] },
  variants: { name: string; barcode: string | null }[] = [],
): string {
  return foldFields([
    v.name,
    v.description,
    v.barcode,
    ...(v.categories ?? []),
    ...variants.flatMap((x) => [x.name, x.barcode]),
  ]);
}

/** the row without its JSON column, with the category names parsed from it */
type VariantTuple = [string, string, number, number, number, number | string, number | string, string | null];

/** the row without its JSON columns, with the category names and variants parsed from them */
/**
 * The row as read, given its categories and variants from their JSON columns. The row is completed in place: a
 * rest spread copied its ~30 columns into a new object per product and was the feed's costliest line of mapping
 * (decision 0125). The JSON columns are left undefined, not deleted (a delete turns the object into a slow
 * dictionary for every later read), and JSON leaves undefined out.
 */
export function withCategories(
  row: ProductRow & { categories_json?: string; variants_json?: string; rating_json?: string | null },
): StoredProduct {
  const stored = row as typeof row & StoredProduct;
  stored.categories = JSON.parse(row.categories_json!) as string[];
  stored.variants = (JSON.parse(row.variants_json!) as VariantTuple[]).map(
    ([id, name, price, cost, discount, quantity, lowStock, barcode]) => ({
      id,
      name,
      price_cents: Number(price),
      cost_cents: Number(cost),
      discount_bp: Number(discount),
      quantity: Number(quantity),
      low_stock: Number(lowStock),
      barcode,
    }),
  );
  if (row.rating_json) {
    const [reviews, stars] = (JSON.parse(row.rating_json) as [number, number]).map(Number) as [
      number,
      number,
    ];
    stored.rating = { average: averageStars(stars, reviews), count: reviews };
  }
  stored.categories_json = undefined;
  stored.variants_json = undefined;
  stored.rating_json = undefined;
  return stored;
}
