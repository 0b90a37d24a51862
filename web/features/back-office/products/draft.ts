import { CANONICAL_WIDTH, parseImageKey } from '../../../../contract/media';
import { PRODUCT_IMAGES_MAX, type Product, SIZES } from '../../../../contract/products';
import { DEFAULT_STEP, hasAtMost3Decimals, UNITS, type Unit } from '../../../../contract/units';
import type { ProductDraft, Size, VariantDraft } from '../../../shared/product-draft';

export type { ProductDraft, Size, VariantDraft } from '../../../shared/product-draft';

export const EMPTY_VARIANT: VariantDraft = {
  name: '',
  price: '',
  cost: '',
  quantity: '',
  lowStock: '',
  barcode: '',
};

/** docs/product.md §4: the success toast shows for 1 s, then the app goes back to /product. */
export const AFTER_SAVE_MS = 1000;

export type DraftPatch = Partial<ProductDraft> | ((draft: ProductDraft) => Partial<ProductDraft>);

export function applyPatch(draft: ProductDraft, patch: DraftPatch): ProductDraft {
  return { ...draft, ...(typeof patch === 'function' ? patch(draft) : patch) };
}

export const EMPTY_DRAFT: ProductDraft = {
  name: '',
  description: '',
  images: [],
  price: '',
  cost: '',
  quantity: '',
  lowStock: '',
  openPrice: false,
  unit: 'piece',
  step: '',
  discount: '',
  size: null,
  category: [],
  barcode: '',
  variants: [],
};

/** Decimal (price, cost, discount): the number typed, 0 when it is not one. */
export function parseDecimal(value: string): number {
  const n = Number.parseFloat(value);
  return Number.isFinite(n) ? n : 0;
}

/** Quantity: a whole number, 0 when it is not one. */
export function parseInteger(value: string): number {
  const n = Number.parseInt(value, 10);
  return Number.isFinite(n) ? n : 0;
}

/** Keeps what a money or percent input may hold: digits and one dot, at most 2 decimals. */
export function sanitizeDecimal(value: string): string {
  const cleaned = value.replace(/,/g, '.').replace(/[^\d.]/g, '');
  const [whole = '', ...rest] = cleaned.split('.');
  if (rest.length === 0) return whole;
  return `${whole}.${rest.join('').slice(0, 2)}`;
}

export function sanitizeInteger(value: string): string {
  return value.replace(/\D/g, '');
}

/** A quantity field: whole for pieces, up to 3 decimals for a weight unit (decision 0233). */
export function sanitizeQuantity(value: string, unit: Unit): string {
  if (unit === 'piece') return sanitizeInteger(value);
  const cleaned = value.replace(/,/g, '.').replace(/[^\d.]/g, '');
  const [whole = '', ...rest] = cleaned.split('.');
  if (rest.length === 0) return whole;
  return `${whole}.${rest.join('').slice(0, 3)}`;
}

const filled = (value: string) => value.trim().length > 0;

/** every variant named and priced, with its stock (a product with variants has no price or stock of its own) */
function variantsFilled(draft: ProductDraft): boolean {
  return draft.variants.every((v) => [v.name, v.price, v.quantity].every(filled));
}

/** Add: name, description, price, cost and quantity filled (or each variant's); images not required (docs/product.md §5). */
export function canSaveNew(draft: ProductDraft): boolean {
  // open price: no price, cost or stock needed (docs/decisions/0263-product-files.md)
  if (draft.openPrice) return [draft.name, draft.description].every(filled);
  if (draft.variants.length > 0)
    return [draft.name, draft.description].every(filled) && variantsFilled(draft);
  return [draft.name, draft.description, draft.price, draft.cost, draft.quantity].every(filled);
}

/** Edit: name present, description not false, at least one image (docs/product.md §5). */
export function canSaveEdit(draft: ProductDraft): boolean {
  return filled(draft.name) && draft.images.length > 0 && variantsFilled(draft);
}

function variantFields(v: VariantDraft, unit: Unit) {
  const amount = (text: string) => (unit === 'piece' ? parseInteger(text) : parseDecimal(text));
  return {
    ...(v.id ? { _id: v.id } : {}),
    name: v.name.trim(),
    price: parseDecimal(v.price),
    cost: parseDecimal(v.cost),
    quantity: amount(v.quantity),
    ...(v.lowStock.trim() === '' ? {} : { low_stock: amount(v.lowStock) }),
    barcode: v.barcode.trim() || null,
  };
}

function fields(draft: ProductDraft) {
  const variants = draft.variants.map((v) => variantFields(v, draft.unit));
  // with variants the product's own price and stock are theirs: the server keeps the cheapest price (decision 0236)
  const first = variants[0];
  // open price: its price is typed at the till and its stock is not counted; a cost only when given (decision 0263)
  const figures = draft.openPrice
    ? filled(draft.cost)
      ? { cost: parseDecimal(draft.cost) }
      : {}
    : {
        price: first ? first.price : parseDecimal(draft.price),
        cost: first ? first.cost : parseDecimal(draft.cost),
        quantity: first
          ? 0
          : draft.unit === 'piece'
            ? parseInteger(draft.quantity)
            : parseDecimal(draft.quantity),
      };
  return {
    name: draft.name.trim(),
    description: draft.description.trim(),
    ...figures,
    variants,
    ...(draft.lowStock.trim() === ''
      ? {}
      : { low_stock: draft.unit === 'piece' ? parseInteger(draft.lowStock) : parseDecimal(draft.lowStock) }),
    open_price: draft.openPrice,
    unit: draft.unit,
    ...(draft.unit === 'piece'
      ? { step: 1 }
      : { step: parseDecimal(draft.step) || DEFAULT_STEP[draft.unit] }),
    discount: parseDecimal(draft.discount),
    size: draft.size,
    category: draft.category,
    barcode: draft.barcode.trim() || null,
    imagePath: draft.images,
  };
}

export function toCreateInput(draft: ProductDraft) {
  return fields(draft);
}

export function toUpdateInput(id: string, draft: ProductDraft) {
  return { id, ...fields(draft) };
}

function numberText(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
}

/** a stock figure as the form shows it: whole for pieces, up to 3 decimals for a weight unit, else empty */
function quantityText(value: unknown, unit: unknown): string {
  if (typeof value !== 'number' || value < 0) return '';
  const weighed = unit !== 'piece' && UNITS.includes(unit as Unit);
  return (weighed ? hasAtMost3Decimals(value) : Number.isInteger(value)) ? String(value) : '';
}

function isImagePath(value: unknown): value is string {
  return typeof value === 'string' && parseImageKey(value)?.width === CANONICAL_WIDTH;
}

/**
 * A draft from a product-shaped object (the `items` query, or a product fetched with get).
 * Untrusted input: every field is checked, anything unexpected is left empty.
 */
export function draftFrom(source: unknown): ProductDraft {
  if (!source || typeof source !== 'object') return { ...EMPTY_DRAFT };
  const p = source as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  const images = Array.isArray(p.imagePaths) ? p.imagePaths : Array.isArray(p.imagePath) ? p.imagePath : [];
  return {
    name: text(p.name),
    description: text(p.description),
    images: images.filter(isImagePath).slice(0, PRODUCT_IMAGES_MAX),
    price: numberText(p.price),
    cost: numberText(p.cost),
    quantity: quantityText(p.quantity, p.unit),
    lowStock: quantityText(p.low_stock, p.unit),
    openPrice: p.open_price === true,
    unit: UNITS.includes(p.unit as Unit) ? (p.unit as Unit) : 'piece',
    step:
      p.unit !== 'piece' && typeof p.step === 'number' && hasAtMost3Decimals(p.step) ? String(p.step) : '',
    discount: typeof p.discount === 'number' && p.discount > 0 ? String(p.discount) : '',
    size: SIZES.includes(p.size as Size) ? (p.size as Size) : null,
    category: Array.isArray(p.category) ? p.category.filter((c): c is string => typeof c === 'string') : [],
    barcode: typeof p.barcode === 'string' ? p.barcode : '',
    variants: Array.isArray(p.variants) ? p.variants.flatMap((v) => variantDraftFrom(v, p.unit)) : [],
  };
}

function variantDraftFrom(source: unknown, unit: unknown): VariantDraft[] {
  if (!source || typeof source !== 'object') return [];
  const v = source as Record<string, unknown>;
  if (typeof v._id !== 'string' || typeof v.name !== 'string') return [];
  return [
    {
      id: v._id,
      name: v.name,
      price: numberText(v.price),
      cost: numberText(v.cost),
      quantity: quantityText(v.quantity, unit),
      lowStock: quantityText(v.low_stock, unit),
      barcode: typeof v.barcode === 'string' ? v.barcode : '',
    },
  ];
}

export function sameDraft(a: ProductDraft, b: ProductDraft): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** JSON in a query parameter; null when missing or malformed. */
export function parseJsonParam(value: string | null): unknown {
  if (!value) return null;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return null;
  }
}

/** `paths` of /AddProduct: the uploaded image paths that follow the storage rule. */
export function parsePathsParam(value: string | null): string[] {
  const parsed = parseJsonParam(value);
  const list = Array.isArray(parsed) ? parsed : typeof parsed === 'string' ? [parsed] : [];
  return list.filter(isImagePath).slice(0, PRODUCT_IMAGES_MAX);
}

/** A product from a query parameter (`newProduct`, `items`) when it looks like one. */
export function parseProductParam(value: string | null): Product | null {
  const parsed = parseJsonParam(value);
  if (!parsed || typeof parsed !== 'object') return null;
  const p = parsed as Partial<Product>;
  if (typeof p._id !== 'string' && typeof p.id !== 'string') return null;
  if (typeof p.name !== 'string') return null;
  const id = (p._id ?? p.id) as string;
  return {
    ...draftDefaults,
    ...p,
    _id: id,
    id,
    imagePaths: Array.isArray(p.imagePaths) ? p.imagePaths.filter(isImagePath) : [],
    category: Array.isArray(p.category) ? p.category.filter((c) => typeof c === 'string') : [],
  } as Product;
}

const draftDefaults: Omit<Product, '_id' | 'id' | 'name'> = {
  seller_id: '',
  seller_name: '',
  description: '',
  imagePaths: [],
  category: [],
  price: 0,
  discounted_price: 0,
  quantity: 0,
  unit: 'piece',
  step: 1,
  discount: 0,
  size: null,
  barcode: null,
  open_price: false,
  createdAt: '',
  removed: false,
  variants: [],
};

/** The product id a product-shaped query value names. */
export function productIdFrom(value: unknown): string | null {
  if (!value || typeof value !== 'object') return null;
  const p = value as { _id?: unknown; id?: unknown };
  const id = p._id ?? p.id;
  return typeof id === 'string' && id.length > 0 ? id : null;
}
