import type { Discount } from '../../../contract/discounts';
import { formatMoney, fromCents, toCents } from '../../../contract/money';
import { AppError, localized } from '../../http/app-error';

/**
 * The rules of the seller's discounts at the till (docs/decisions/0232-till-discounts.md): only on POS sales,
 * and never more than what they apply to. Percentages cannot be (at most 100 %).
 */

/** A cart item's `discount`: the seller's discount object, or null for the spec's number (ignored) or none. */
export function lineDiscountOf(raw: unknown, orderType: 'POS-Sell' | 'Online-Sell'): Discount | null {
  if (raw === undefined || raw === null || typeof raw !== 'object') return null;
  if (orderType !== 'POS-Sell') throw tillOnly();
  return raw as Discount;
}

/** The bill's discount given on create or update (undefined: not given). */
export function billDiscountOf(
  raw: Discount | null | undefined,
  orderType: 'POS-Sell' | 'Online-Sell',
): Discount | null | undefined {
  if (raw === undefined) return undefined;
  if (raw !== null && orderType !== 'POS-Sell') throw tillOnly();
  return raw;
}

/** An amount off more than the line (or the bill) it is given on is refused, naming what it was given on. */
export function assertFits(
  discount: Discount | null | undefined,
  baseCents: number,
  name: string | null,
): void {
  if (!discount || !('amount' in discount) || toCents(discount.amount) <= baseCents) return;
  const most = formatMoney(fromCents(baseCents));
  throw new AppError(
    'validation',
    name === null
      ? localized(
          `The bill's discount is more than the bill (${most}).`,
          `整單折扣多於單價總數（${most}）。`,
          `整单折扣多于单价总数（${most}）。`,
        )
      : localized(
          `The discount on ${name} is more than the line (${most}).`,
          `${name} 的折扣多於該項金額（${most}）。`,
          `${name} 的折扣多于该项金额（${most}）。`,
        ),
  );
}

function tillOnly(): AppError {
  return new AppError(
    'validation',
    localized(
      'Discounts are given by the seller, on a sale at the till.',
      '折扣只可由賣家在收銀機的銷售中給予。',
      '折扣只能由卖家在收银机的销售中给予。',
    ),
  );
}
