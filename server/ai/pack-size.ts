import { convertWeight, isWeightUnit, type Unit, type WeightUnit } from '../../contract/units';

const grams = (unit: WeightUnit) => convertWeight(1, unit, 'g');

/**
 * How much one listing holds, read from its printed or typed text: "200 g", "淨重 200克", "1 斤", "半斤", "500ml",
 * "1.5 L", "6 x 250ml", "box of 20", "12 pcs", "24 入". Prices are compared per gram, per millilitre or per piece
 * (docs/decisions/0238-ai-prices-per-unit.md), so only amounts in one of those three dimensions count.
 */
export type Dimension = 'mass' | 'volume' | 'count';

export interface PackSize {
  dimension: Dimension;
  /** grams, millilitres or pieces */
  amount: number;
}

const MASS_UNITS: Array<[RegExp, number]> = [
  [/^(?:kg|kgs|公斤|千克|kilo|kilos|kilograms?)$/, 1000],
  [/^(?:g|gm|gms|grams?|克)$/, 1],
  [/^(?:斤|catty|catties|cattie|kan)$/, grams('catty')],
  [/^(?:兩|两|tael|taels|leung)$/, grams('tael')],
  [/^(?:lb|lbs|pounds?|磅)$/, grams('lb')],
  [/^(?:oz|ounces?|安士)$/, 28.349523125],
];
const VOLUME_UNITS: Array<[RegExp, number]> = [
  [/^(?:ml|毫升|cc)$/, 1],
  [/^(?:l|litres?|liters?|升|公升)$/, 1000],
];

const UNIT_WORD =
  'kilograms?|kilos?|kgs?|grams?|gms?|g|公斤|千克|克|catties|cattie|catty|kan|斤|taels?|leung|兩|两|pounds?|lbs?|磅|ounces?|oz|安士|ml|毫升|cc|litres?|liters?|l|公升|升';
const NUMBER = '(\\d+(?:\\.\\d+)?|[半一二兩两三四五六七八九十])';
// "6 x 250ml", "250ml x 6", then a single amount "200 g" / "半斤"; a Latin unit must not run on into a word
const MULTI = new RegExp(`(\\d+)\\s*[x×*]\\s*${NUMBER}\\s*(${UNIT_WORD})(?![a-z])`, 'u');
const MULTI_AFTER = new RegExp(`${NUMBER}\\s*(${UNIT_WORD})(?![a-z])\\s*[x×*]\\s*(\\d+)`, 'u');
const SINGLE = new RegExp(`${NUMBER}\\s*(${UNIT_WORD})(?![a-z])`, 'u');
// "sold by the catty", "per tael", "每斤": priced for one of a weight unit
const PER_UNIT = /(?:by the|per|每)\s*(catty|斤|tael|兩|两|kg|公斤|lb|磅)(?![a-z])/u;
const COUNT = [
  /(?:box|tin|pack|bag|jar|set|case)\s+of\s+(\d+)/,
  /(\d+)\s*(?:pcs|pieces|pc|pack|packs|sachets|bags|rolls|cookies|biscuits|tea ?bags|入|件|個|个|包|粒|片|隻|只|支|卷|塊|块)(?![a-z])/,
  // "x 12", but not a dimension ("40 × 20 cm")
  /(?<!\d\s*)[x×]\s*(\d+)(?![\d.]|\s*(?:g|kg|ml|l|cm|mm|m|in)\b)/,
];

const CHINESE_NUMBERS: Record<string, number> = {
  半: 0.5,
  一: 1,
  二: 2,
  兩: 2,
  两: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
  十: 10,
};

function numberOf(text: string): number {
  return CHINESE_NUMBERS[text] ?? Number(text);
}

function measure(value: number, unitWord: string): PackSize | null {
  const word = unitWord.toLowerCase();
  for (const [pattern, grams] of MASS_UNITS)
    if (pattern.test(word)) return { dimension: 'mass', amount: value * grams };
  for (const [pattern, ml] of VOLUME_UNITS)
    if (pattern.test(word)) return { dimension: 'volume', amount: value * ml };
  return null;
}

/** The pack size printed or written in `text`, or null when it names none (a weight or volume wins over a count). */
export function packSizeIn(text: string): PackSize | null {
  const t = text.normalize('NFKC').toLowerCase();
  const multi = MULTI.exec(t);
  if (multi) {
    const one = measure(numberOf(multi[2]!), multi[3]!);
    if (one) return { ...one, amount: one.amount * Number(multi[1]) };
  }
  const after = MULTI_AFTER.exec(t);
  if (after) {
    const one = measure(numberOf(after[1]!), after[2]!);
    if (one) return { ...one, amount: one.amount * Number(after[3]) };
  }
  // every single amount, so "Premium 2 in 1 ... 200g" is read at its unit, not at a stray digit
  for (const match of t.matchAll(new RegExp(SINGLE.source, 'gu'))) {
    const size = measure(numberOf(match[1]!), match[2]!);
    if (size && size.amount > 0) return size;
  }
  const per = PER_UNIT.exec(t);
  if (per) return measure(1, per[1]!);
  for (const pattern of COUNT) {
    const count = pattern.exec(t);
    if (count && Number(count[1]) > 1) return { dimension: 'count', amount: Number(count[1]) };
  }
  return null;
}

/**
 * What one unit of a listing holds: a product sold by weight (decision 0233) is priced per catty, tael, kg… of
 * its unit; a piece holds what its name, else its description, says.
 */
export function listingSize(listing: { name: string; description: string; unit?: Unit }): PackSize | null {
  if (listing.unit && isWeightUnit(listing.unit)) return { dimension: 'mass', amount: grams(listing.unit) };
  return packSizeIn(listing.name) ?? packSizeIn(listing.description);
}

/** "per 100 g", "per 100 ml", "each": the unit a per-unit price is shown in. */
export function perUnitAmount(dimension: Dimension): number {
  return dimension === 'count' ? 1 : 100;
}

/** Sizes within 5× of each other compare per unit; a 20 g sample and a 5 kg sack are priced differently. */
export function similarSize(a: PackSize, b: PackSize): boolean {
  if (a.dimension !== b.dimension) return false;
  const ratio = a.amount / b.amount;
  return ratio <= 5 && ratio >= 1 / 5;
}

/** One pack size, as printed ("300g" and "300 g"; within 3 %, so "1 斤" and "605g" are one). */
export function sameSize(a: PackSize, b: PackSize): boolean {
  return a.dimension === b.dimension && Math.abs(a.amount - b.amount) <= Math.max(a.amount, b.amount) * 0.03;
}

/** "200 g", "1.5 L", "12 pcs": a size as the evidence line shows it. */
export function formatPackSize(size: PackSize): string {
  const round = (n: number) => String(Math.round(n * 10) / 10);
  if (size.dimension === 'count') return `${round(size.amount)} pcs`;
  if (size.dimension === 'volume')
    return size.amount >= 1000 ? `${round(size.amount / 1000)} L` : `${round(size.amount)} ml`;
  return size.amount >= 1000 ? `${round(size.amount / 1000)} kg` : `${round(size.amount)} g`;
}
