import { z } from 'zod';
import { defineCall } from './call';
import { Id } from './common';
import { STAMPS_MAX, STAMPS_MIN, StampReward } from './stamps';

/**
 * Loyalty at a shop (issue 57 item 2; docs/decisions/0283-loyalty.md), points first: the shop gives back a
 * percentage of every paid sale to the customer it is for, as points worth one cent each; a refund takes back the
 * points of what it gave back (never below zero). Points are earned once per sale (keyed by the sale).
 */

export const LoyaltySettings = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('off') }),
  /** `percent` back on every paid sale, 0.1 to 50, to one decimal */
  z.object({
    kind: z.literal('points'),
    percent: z
      .number()
      .min(0.1)
      .max(50)
      .refine((n) => Math.abs(Math.round(n * 10) - n * 10) < 1e-6, { message: 'at most 1 decimal place' }),
  }),
  /**
   * a stamp card (docs/decisions/0289-stamp-cards.md): each unit of the reward's product or category earns a stamp;
   * `stamps` of them (2 to 50) make one such unit free
   */
  z.object({
    kind: z.literal('stamps'),
    stamps: z.number().int().min(STAMPS_MIN).max(STAMPS_MAX),
    reward: StampReward,
  }),
]);
export type LoyaltySettings = z.infer<typeof LoyaltySettings>;

export const loyaltySettings = defineCall({
  path: '/res/loyalty/settings',
  summary:
    "The shop's loyalty programme: {} reads it; { kind: 'points', percent } starts or changes points (sales paid from now on earn); { kind: 'stamps', stamps, reward: { product_id } | { category } } a stamp card (one stamp a unit, a full card makes one unit free); { kind: 'off' } stops earning. Points and stamps kept stay hers when the shop switches.",
  auth: 'seller',
  input: z.union([z.strictObject({}), LoyaltySettings]),
  output: LoyaltySettings,
});

export const loyaltyBalance = defineCall({
  path: '/res/loyalty/balance',
  summary:
    "The caller's points and stamps at one shop (her account's customer entry there, merged entries together) and the shop's programme.",
  auth: 'required',
  input: z.strictObject({ seller_id: Id }),
  output: z.object({
    /** points, each worth one cent */
    points: z.number().int(),
    /** what they are worth, in dollars */
    value: z.number(),
    /** her stamps at a stamp-card shop (0 elsewhere); `settings.stamps` fill a card */
    stamps: z.number().int(),
    settings: LoyaltySettings,
  }),
});

/** the points a sale's amount earns at a percentage in tenths (50 = 5 %): whole points, rounded down */
export function pointsFor(cents: number, percentTenths: number): number {
  return Math.floor((Math.max(0, cents) * percentTenths) / 1000);
}

/**
 * What a sale's refunds take back: the points it earned less what its amount after refunds earns, so every refund
 * together never takes back more than the sale earned, and a full refund takes back all of it.
 */
export function pointsTakenBack(grossCents: number, refundedCents: number, percentTenths: number): number {
  return pointsFor(grossCents, percentTenths) - pointsFor(grossCents - refundedCents, percentTenths);
}

export const percentTenthsOf = (percent: number) => Math.round(percent * 10);

/**
 * The redeemed points a sale's refunds give back (docs/decisions/0283-loyalty.md): in proportion to what they gave
 * back of the money the sale came to, rounded down, and all of them once every unit is refunded or every cent given
 * back. A sale paid wholly in points (it came to $0.00) gives back in proportion to its units. Never more than was
 * redeemed, never less than 0, and only grows with more refunds.
 */
export function pointsGivenBack(
  redeemed: number,
  sale: { gross_cents: number; refunded_cents: number; units: number; refunded_units: number },
): number {
  if (redeemed <= 0) return 0;
  const { gross_cents: gross, refunded_cents: refunded, units, refunded_units: back } = sale;
  if ((units > 0 && back >= units) || (gross > 0 && refunded >= gross)) return redeemed;
  const share =
    gross > 0
      ? Math.floor((redeemed * Math.max(0, refunded)) / gross)
      : units > 0
        ? Math.floor((redeemed * Math.max(0, back)) / units)
        : 0;
  return Math.max(0, Math.min(redeemed, share));
}
