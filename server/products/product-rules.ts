import type { z } from 'zod';
import { discountedCents, percentToBasisPoints, toCents } from '../../contract/money';
import type { create } from '../../contract/products';
import { hasAtMost3Decimals, quantityProblem, type Unit } from '../../contract/units';
import { newId } from '../db/ids';
import { AppError, localized } from '../http/app-error';
import type { StoredProduct, VariantValues } from './product-rows';

type CreateInput = z.output<typeof create.input>;

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
export function assertNoVariantsOnOpenPrice(variants: number): void {
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

export function fieldRequired(field: 'price' | 'cost' | 'quantity'): AppError {
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

export function barcodeTaken(barcode: string): AppError {
  return new AppError(
    'barcodeTaken',
    localized(
      `You already have a product with barcode ${barcode}.`,
      `你已有條碼為 ${barcode} 的產品。`,
      `你已有条码为 ${barcode} 的产品。`,
    ),
  );
}

export function assertPositiveQuantity(qty: number) {
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
