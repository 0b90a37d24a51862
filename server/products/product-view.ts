import { discountedCents, fromCents } from '../../contract/money';
import type { Product } from '../../contract/products';
import { addQuantities, type Unit } from '../../contract/units';
import { variantLineName } from '../../contract/variant-name';
import { shownName } from '../profiles/profile/public-name';
import type { ProductCardRow, StoredProduct } from './product-rows';
import type { ProductFigures } from './tables';

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

/** A row as the orders domain sells it; a variant is sold under its product's name, picture and categories. */
export function saleProductOf(r: StoredProduct, parent: StoredProduct | undefined): SaleProduct {
  const shown = parent ?? r;
  return {
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
  };
}

/** A product's stock: its own, or with variants their sum. */
export function stockOf(row: StoredProduct): number {
  return row.variants.length > 0
    ? row.variants.reduce((n, v) => addQuantities(n, v.quantity), 0)
    : Number(row.quantity);
}

export function parseImagePaths(json: string): string[] {
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

/** what a post's card shows of a product: its figures worked out, its first picture */
export function cardOf(r: ProductCardRow): ProductCard {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    price: fromCents(r.price_cents),
    discounted_price: fromCents(discountedCents(r.price_cents, r.discount_bp)),
    image: parseImagePaths(r.image_paths)[0] ?? null,
  };
}

/** The API shape (contract Product). `cost` is the seller's secret: only the owner sees it. */
export function toProduct(row: StoredProduct, viewerId: string | null): Product {
  const isOwner = viewerId !== null && viewerId === row.seller_id;
  return {
    _id: row.id,
    id: row.id,
    seller_id: row.seller_id,
    seller_name: shownName({
      id: row.seller_id,
      username: row.seller_username,
      role: row.seller_role,
      shop_name: row.seller_shop_name,
      nickname: row.seller_nickname,
    }),
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

/**
 * A product without its cost (and its variants' costs), for a till's member without `see_costs`
 * (docs/decisions/0280-staff-pins-and-roles.md): `cost` is left out, as it is for anyone but the owner.
 */
export function withoutCost(product: Product): Product {
  const { cost: _cost, ...rest } = product;
  return { ...rest, variants: product.variants.map(({ cost: _c, ...v }) => v) };
}
