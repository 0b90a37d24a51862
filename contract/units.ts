/**
 * Units a product is sold in (docs/decisions/0233-units-and-weight.md). A product's price, cost and stock are per
 * its unit; weight units take quantities with up to 3 decimals (a thousandth of a catty is 0.6 g, finer than a
 * market scale), pieces whole numbers only. Plain functions: the browser imports them without zod.
 */
export const UNITS = ['piece', 'catty', 'tael', 'kg', 'g', 'lb'] as const;
export type Unit = (typeof UNITS)[number];
export type WeightUnit = Exclude<Unit, 'piece'>;
export const WEIGHT_UNITS: readonly WeightUnit[] = ['catty', 'tael', 'kg', 'g', 'lb'];

/**
 * Micrograms in one of each weight unit, as integers so conversions are exact: the Hong Kong catty (斤) is
 * 604.79 g and the tael (兩) 37.799 g by the Weights and Measures Ordinance (Cap. 68), the pound 453.59237 g.
 */
const MICROGRAMS: Record<WeightUnit, bigint> = {
  catty: 604_790_000n,
  tael: 37_799_000n,
  kg: 1_000_000_000n,
  g: 1_000_000n,
  lb: 453_592_370n,
};

export function isWeightUnit(unit: Unit | string | undefined | null): unit is WeightUnit {
  return unit != null && unit !== 'piece' && (UNITS as readonly string[]).includes(unit);
}

/** Quantities are exact in thousandths: this many to one unit. */
export const QUANTITY_SCALE = 1000;

/** the quantity in thousandths of its unit, exact for any quantity of at most 3 decimals */
export function toThousandths(quantity: number): number {
  return Math.round(quantity * QUANTITY_SCALE);
}

/** a count of thousandths back to a quantity (the nearest double to the 3-decimal number) */
export function fromThousandths(thousandths: number): number {
  return thousandths / QUANTITY_SCALE;
}

/** true when `quantity` has at most 3 decimals */
export function hasAtMost3Decimals(quantity: number): boolean {
  return (
    Number.isFinite(quantity) &&
    Math.abs(quantity * QUANTITY_SCALE - Math.round(quantity * QUANTITY_SCALE)) < 1e-6
  );
}

/** a sum or difference of quantities without binary-float dust (0.1 + 0.2 is 0.3) */
export function addQuantities(...quantities: number[]): number {
  return fromThousandths(quantities.reduce((n, q) => n + toThousandths(q), 0));
}

/** half away from zero, in BigInt so that no product of two large integers loses a digit */
function roundDivBig(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n;
  const n = negative ? -numerator : numerator;
  const q = (2n * n + denominator) / (2n * denominator);
  return negative ? -q : q;
}

/**
 * `amount` of weight unit `from` in unit `to`, to the thousandth, half up: 0.5 kg of a per-catty product is
 * 0.827 catty (0.82673…), 1 catty is 16 taels.
 */
export function convertWeight(amount: number, from: WeightUnit, to: WeightUnit): number {
  if (from === to) return fromThousandths(toThousandths(amount));
  const thousandths = roundDivBig(BigInt(toThousandths(amount)) * MICROGRAMS[from], MICROGRAMS[to]);
  return fromThousandths(Number(thousandths));
}

/** grams in `amount` of `unit`, to the gram (for a label-scale barcode's printed weight) */
export function gramsOf(amount: number, unit: WeightUnit): number {
  return Number(roundDivBig(BigInt(toThousandths(amount)) * MICROGRAMS[unit], 1_000_000n * 1000n));
}

/** `cents` per unit × `quantity` units, to the cent, half away from zero: $128.00 × 0.827 catty is $105.86 */
export function timesQuantity(cents: number, quantity: number): number {
  return Number(
    roundDivBig(BigInt(Math.round(cents)) * BigInt(toThousandths(quantity)), BigInt(QUANTITY_SCALE)),
  );
}

/** the cents of `part` of `whole` units when the line's `cents` were for all of it (a partial refund), half up */
export function shareOf(cents: number, part: number, whole: number): number {
  return Number(
    roundDivBig(BigInt(Math.round(cents)) * BigInt(toThousandths(part)), BigInt(toThousandths(whole))),
  );
}

/** A stock or line quantity for a product in `unit`: whole for pieces, thousandths for weights. */
export function quantityProblem(quantity: number, unit: Unit): 'whole' | 'decimals' | undefined {
  if (unit === 'piece') return Number.isInteger(quantity) ? undefined : 'whole';
  return hasAtMost3Decimals(quantity) ? undefined : 'decimals';
}

/** true when `quantity` is a whole number of `step`s (online weight sales: ¼ catty at a time) */
export function isMultipleOfStep(quantity: number, step: number): boolean {
  const s = toThousandths(step);
  return s > 0 && toThousandths(quantity) % s === 0;
}

/** the online step of a new product in `unit` when the seller gives none */
export const DEFAULT_STEP: Record<Unit, number> = {
  piece: 1,
  catty: 0.25,
  tael: 1,
  kg: 0.1,
  g: 50,
  lb: 0.25,
};

/** Labels for screens and receipts, per language. */
export const UNIT_LABELS: Record<'en' | 'zh-HK' | 'zh-CN', Record<Unit, string>> = {
  en: { piece: 'pc', catty: 'catty', tael: 'tael', kg: 'kg', g: 'g', lb: 'lb' },
  'zh-HK': { piece: '件', catty: '斤', tael: '兩', kg: '公斤', g: '克', lb: '磅' },
  'zh-CN': { piece: '件', catty: '斤', tael: '两', kg: '公斤', g: '克', lb: '磅' },
};

/** "0.75" → "0.75", 2 → "2", 0.1+0.2 → "0.3": a quantity as people write it */
export function formatQuantity(quantity: number): string {
  return String(fromThousandths(toThousandths(quantity)));
}

/**
 * A count of items ("4 items" on orders and reports): pieces by their number, a weighed line as one item however
 * much it weighs (0.75 catty of scallops is one bag).
 */
export function itemCount(lines: readonly { quantity: number; unit?: Unit | undefined }[]): number {
  return lines.reduce((n, l) => n + (isWeightUnit(l.unit) ? 1 : Number(l.quantity)), 0);
}
