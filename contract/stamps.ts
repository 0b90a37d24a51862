import { z } from 'zod';
import { Id } from './common';
import { isWeightUnit, type Unit } from './units';

/**
 * A stamp card, the shop's other loyalty programme (issue 57 item 2; docs/decisions/0289-stamp-cards.md): every
 * qualifying unit a customer buys earns one stamp; a full card (`stamps` of them) makes one qualifying unit free.
 * The pure math is here, so the server, the till and the member card count the same stamps.
 */

/** the smallest and largest card a shop can choose ("buy 9, get the 10th free" is a card of 10) */
export const STAMPS_MIN = 2;
export const STAMPS_MAX = 50;

/** what earns a stamp and what a full card makes free: one product (its variants too) or one category */
export const StampReward = z.union([
  z.strictObject({ product_id: Id }),
  z.strictObject({ category: z.string().trim().min(1).max(30) }),
]);
export type StampReward = z.infer<typeof StampReward>;

/** a product as the till sells it: a variant has its product's id as `parent_id` and its product's categories */
export interface StampProduct {
  id: string;
  parent_id: string | null;
  category: readonly string[];
}

/** whether a product's units earn stamps (and one of them can be the free item) */
export function qualifies(product: StampProduct | undefined, reward: StampReward): boolean {
  if (!product) return false;
  if ('product_id' in reward)
    return product.id === reward.product_id || product.parent_id === reward.product_id;
  const wanted = categoryKey(reward.category);
  return product.category.some((c) => categoryKey(c) === wanted);
}

/** "Egg  tarts" and "egg tarts" are one category, as the category sheet treats them */
function categoryKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** a sale's line as stamps count it */
export interface StampLine {
  quantity: number;
  unit?: Unit | string | undefined;
  /** its product's units earn stamps */
  qualifies: boolean;
}

/** the stamps a line earns: one per piece, one for a weighed line (a weighed line is one item, decision 0233) */
function lineStamps(l: { quantity: number; unit?: Unit | string | undefined }): number {
  if (Number(l.quantity) <= 0) return 0;
  return isWeightUnit(l.unit) ? 1 : Math.floor(Number(l.quantity));
}

/** the stamps a sale earns: one per qualifying unit */
export function stampsEarned(lines: readonly StampLine[]): number {
  return lines.reduce((n, l) => n + (l.qualifies ? lineStamps(l) : 0), 0);
}

/**
 * The stamps a sale's refunds take back: one per qualifying unit refunded (a weighed line's one stamp as soon as any
 * of it is refunded), never more than the sale earned. `refunded` are the quantities refunded, by line.
 */
export function stampsTakenBack(lines: readonly (StampLine & { refunded: number })[]): number {
  const earned = stampsEarned(lines);
  const back = lines.reduce(
    (n, l) =>
      n + (l.qualifies ? lineStamps({ quantity: Math.min(l.refunded, l.quantity), unit: l.unit }) : 0),
    0,
  );
  return Math.max(0, Math.min(earned, back));
}

/**
 * What a full card makes free on a bill: the cheapest qualifying unit, at what the line charges for one unit after
 * its own discount (rounded down to the cent); a weighed line's unit is the whole line. 0 when no line qualifies.
 */
export function freeItemCents(lines: readonly (StampLine & { amount_cents: number })[]): number {
  let cheapest = Number.POSITIVE_INFINITY;
  for (const l of lines) {
    if (!l.qualifies || lineStamps(l) === 0) continue;
    const unit = isWeightUnit(l.unit) ? l.amount_cents : Math.floor(l.amount_cents / Number(l.quantity));
    cheapest = Math.min(cheapest, Math.max(0, unit));
  }
  return Number.isFinite(cheapest) ? cheapest : 0;
}

/**
 * A card redeemed on a sale comes back whole once every qualifying unit the sale sold is refunded (the free one is
 * among them); a partial refund keeps it used, so she cannot return the paid units, keep the free one and get the
 * card back too (docs/decisions/0289-stamp-cards.md).
 */
export function cardGivenBack(redeemed: number, qualifyingUnits: number, refundedUnits: number): number {
  if (redeemed <= 0) return 0;
  return refundedUnits >= qualifyingUnits ? redeemed : 0;
}

/** a customer's stamps: what she earned less what refunds took back and full cards used, never below zero */
export function stampsBalance(parts: {
  earned: number;
  taken: number;
  redeemed: number;
  givenBack: number;
}): number {
  return Math.max(0, parts.earned - parts.taken - parts.redeemed + parts.givenBack);
}
