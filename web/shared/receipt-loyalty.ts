import { fromCents } from '../../contract/money';
import type { Receipt } from '../../contract/receipts';
import { POINT_CENTS } from '../../contract/sale-figures';
import type { TFunction } from '../i18n/translate';
import { formatPrice } from './Price';

/**
 * A receipt's loyalty rows (docs/decisions/0283-loyalty.md, "On the receipt"): what the sale earned and the
 * customer's balance as of it, as Hong Kong bakeries print them ("Points earned 12", "Points balance 340 ($3.40)",
 * or "Stamps earned 2", "Stamp card 4 of 8"). One list for every surface: the till's receipt screen, the receipt
 * link, the thermal printer and the shared text. The balance rows are there only when the server sent the balance
 * (the shop and the customer herself); the points balance shows what it is worth too (one point is POINT_CENTS).
 */
export interface LoyaltyWords {
  pointsEarned: string;
  pointsBalance: string;
  stampsEarned: string;
  stampCard: string;
  /** "4 of 8" */
  stampsOf: (stamps: number, size: number) => string;
  /** a points balance with what it is worth, both already formatted: "3,355 ($33.55)" */
  pointsWorth: (points: string, money: string) => string;
  /** a count of points or stamps, grouped: "1,800" */
  count: (n: number) => string;
}

export type LoyaltyRowKind = 'points-earned' | 'points-balance' | 'stamps-earned' | 'stamp-card';

export type LoyaltyFields = Pick<
  Receipt,
  'points_earned' | 'points_balance' | 'stamps_earned' | 'stamps_card_size' | 'stamps_balance'
>;

export function loyaltyRows(
  receipt: LoyaltyFields,
  words: LoyaltyWords,
): { kind: LoyaltyRowKind; label: string; value: string }[] {
  const rows: { kind: LoyaltyRowKind; label: string; value: string }[] = [];
  if (receipt.points_earned !== undefined) {
    rows.push({
      kind: 'points-earned',
      label: words.pointsEarned,
      value: words.count(receipt.points_earned),
    });
    if (receipt.points_balance !== undefined)
      rows.push({
        kind: 'points-balance',
        label: words.pointsBalance,
        value: words.pointsWorth(
          words.count(receipt.points_balance),
          // grouped as the receipt's other amounts are ("$1,234.00")
          formatPrice(fromCents(receipt.points_balance * POINT_CENTS)),
        ),
      });
  } else if (receipt.stamps_earned !== undefined) {
    rows.push({
      kind: 'stamps-earned',
      label: words.stampsEarned,
      value: words.count(receipt.stamps_earned),
    });
    if (receipt.stamps_balance !== undefined && receipt.stamps_card_size !== undefined)
      rows.push({
        kind: 'stamp-card',
        label: words.stampCard,
        value: words.stampsOf(receipt.stamps_balance, receipt.stamps_card_size),
      });
  }
  return rows;
}

/** The rows' words in the person's language (namespace `receipts`); `locale` groups the numbers. */
export function loyaltyWords(t: TFunction, locale: string): LoyaltyWords {
  const count = (n: number) => n.toLocaleString(locale);
  return {
    pointsEarned: t('loyalty.pointsEarned'),
    pointsBalance: t('loyalty.pointsBalance'),
    stampsEarned: t('loyalty.stampsEarned'),
    stampCard: t('loyalty.stampCard'),
    stampsOf: (stamps, size) => t('loyalty.stampsOf', { stamps: count(stamps), size: count(size) }),
    pointsWorth: (points, money) => t('loyalty.pointsWorth', { points, money }),
    count,
  };
}
