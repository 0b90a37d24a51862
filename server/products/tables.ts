import type { Generated } from 'kysely';
import type { Unit } from '../../contract/units';
import type { QuickKeyTables } from './quick-keys/tables';
import type { RestockAlertTables } from './restock-alerts/tables';
import type { ScaleBarcodeTables } from './scale-barcodes/tables';
import type { StockTables } from './stock/tables';
import type { WishlistTables } from './wishlist/tables';

/**
 * The catalogue's tables. Money is integer cents, discounts basis points (1% = 100), times bigint ms.
 * A removed product keeps its row (removed_at set): orders and posts that point at it still read it.
 */
/** The figures a product is sold by, as the row holds them and as the catalogue, orders and the till read them. */
export interface ProductFigures {
  name: string;
  description: string;
  price_cents: number;
  cost_cents: number;
  discount_bp: number;
  /** in `unit`: whole pieces, or a weight to the thousandth (numeric(14,3) on PostgreSQL) */
  quantity: number;
}

export interface ProductsTable extends ProductFigures {
  /** time-ordered (server/db/ids.ts): sorting and paging by id is sorting by creation time */
  id: string;
  seller_id: string;
  /** 1: the price is typed at the till for each sale (docs/decisions/0231-open-price.md) */
  open_price: Generated<number>;
  /** the seller is told when stock falls to this (docs/decisions/0229-low-stock.md) */
  low_stock: Generated<number>;
  /** what price, cost and quantity are per: 'piece' or a weight unit (docs/decisions/0233-units-and-weight.md) */
  unit: Generated<Unit>;
  /** the amount a shopper adds at a time online */
  step: Generated<number>;
  size: 'S' | 'M' | 'L' | null;
  barcode: string | null;
  /** JSON array of canonical image paths, first = thumbnail (read whole, never filtered on) */
  image_paths: string;
  /**
   * name, description, barcode, categories and variants' names and barcodes, each folded for search
   * (server/search/fold.ts) and joined: what a search term matches with LIKE on both engines
   */
  search_text: string;
  /** the name folded for search: exact, prefix and word matches rank first (docs/decisions/0237-search-matching.md) */
  search_name: Generated<string>;
  created_at: number;
  updated_at: number;
  removed_at: number | null;
  /** set on a variant: the product it is a kind of (docs/decisions/0236-variants.md); null on a product */
  parent_id: Generated<string | null>;
  /** a variant's place among its product's variants */
  position: Generated<number>;
}

/** One row per category of a product: a child table so "any of these categories" is an indexed lookup. */
export interface ProductCategoriesTable {
  product_id: string;
  /** as the seller typed it (whitespace collapsed) */
  name: string;
  /** lower-cased: the key for filtering and for "the same category" */
  name_normalized: string;
  /** the seller's order of the categories (the first is shown first) */
  position: number;
}

/**
 * Perceptual hashes of product images, for look-alike photos (docs/decisions/0071). One row per image;
 * `source` is the product's image_paths as it was when hashed, so a changed product is re-hashed.
 */
export interface ProductImageHashesTable {
  product_id: string;
  position: number;
  image_path: string;
  /** 16 hex digits (server/ai/phash.ts) */
  phash: string;
  source: string;
}

/** A live product's card, published to other domains (migration 1630): what a post shows of a product it links. */
export type ProductCardsView = Pick<
  ProductsTable,
  'id' | 'name' | 'description' | 'price_cents' | 'discount_bp' | 'image_paths'
>;

export interface ProductsTables
  extends StockTables,
    QuickKeyTables,
    ScaleBarcodeTables,
    RestockAlertTables,
    WishlistTables {
  products: ProductsTable;
  product_categories: ProductCategoriesTable;
  product_image_hashes: ProductImageHashesTable;
  product_cards: ProductCardsView;
}
