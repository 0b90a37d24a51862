import type { SIZES } from '../../contract/products';
import type { Unit } from '../../contract/units';

export type Size = (typeof SIZES)[number];

/**
 * The product form as typed (strings, so half-typed numbers survive), and the pure rules of
 * docs/product.md §5: which fields enable Save, and how numbers are parsed (each falling back to 0).
 */
export interface ProductDraft {
  name: string;
  description: string;
  images: string[];
  price: string;
  cost: string;
  quantity: string;
  /** the low-stock alert; '' on a new product means the default (5) */
  lowStock: string;
  /** the price is typed at the till for each sale (decision 0231) */
  openPrice: boolean;
  /** what price, cost and stock are per (decision 0233) */
  unit: Unit;
  /** the amount a shopper adds at a time online, for a weight unit ('' : the unit's usual) */
  step: string;
  discount: string;
  size: Size | null;
  category: string[];
  barcode: string;
  /** its kinds, each with its own price, stock and barcode (docs/decisions/0236-variants.md); [] for none */
  variants: VariantDraft[];
}

/** A variant as typed on the form: `id` of one saved before, none for a new one. */
export interface VariantDraft {
  id?: string;
  name: string;
  price: string;
  cost: string;
  quantity: string;
  /** its own low-stock alert; '' : the product's */
  lowStock: string;
  barcode: string;
}
