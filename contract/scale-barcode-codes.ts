/**
 * Label-scale barcodes (docs/decisions/0234-label-scale-barcodes.md): a market scale weighs a bag and prints an
 * EAN-13 label whose first two digits are 20–29 (GS1's numbers for use inside one shop). The common layout, used by
 * this app: 2 prefix digits, the 5-digit item code the seller set up on the scale (its PLU), 5 digits of value, the
 * check digit. The value is the bag's price in cents (`price` layout) or its weight in grams (`weight` layout),
 * as the shop's scale is set. Plain functions: the till parses codes in the browser, online and offline.
 */
export const SCALE_LAYOUTS = ['off', 'price', 'weight'] as const;
export type ScaleLayout = (typeof SCALE_LAYOUTS)[number];

export type ScaleCode =
  | { itemCode: string; priceCents: number; grams?: undefined }
  | { itemCode: string; grams: number; priceCents?: undefined };

/** true when the 13 digits' last one is their EAN-13 check digit */
export function isEan13(code: string): boolean {
  if (!/^\d{13}$/.test(code)) return false;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(code[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10 === Number(code[12]);
}

/** The item code and the price or weight a scale label carries, or null when `code` is not one under `layout`. */
export function parseScaleBarcode(code: string, layout: ScaleLayout): ScaleCode | null {
  const digits = code.trim();
  if (layout === 'off' || !isEan13(digits) || digits[0] !== '2') return null;
  const itemCode = digits.slice(2, 7);
  const value = Number(digits.slice(7, 12));
  if (value <= 0) return null;
  return layout === 'price' ? { itemCode, priceCents: value } : { itemCode, grams: value };
}

/**
 * The barcodes a product may carry to match a label: the 5-digit item code as the scale knows it, or the label's
 * first 7 digits (prefix and item code), as a seller may copy them from a printed label.
 */
export function scaleItemBarcodes(code: string): string[] {
  const digits = code.trim();
  return [digits.slice(2, 7), digits.slice(0, 7)];
}

/**
 * The weight, to the thousandth of a product's unit, that a price label stands for: the smallest one whose total at
 * `unitCents` (half up) is at least the label's price. Up to $10.00 a unit that total is the price exactly; above,
 * a thousandth is worth more than a cent and the total may pass the price by less than that: `overCents` says by
 * how much, and the till takes it off the line so the customer pays what the label says.
 */
export function quantityForPrice(
  priceCents: number,
  unitCents: number,
): { quantity: number; overCents: number } {
  if (unitCents <= 0 || priceCents <= 0) return { quantity: 0.001, overCents: 0 };
  const thousandths = Math.max(1, Math.ceil((1000 * priceCents - 500) / unitCents));
  const total = Math.floor((unitCents * thousandths + 500) / 1000);
  return { quantity: thousandths / 1000, overCents: total - priceCents };
}
