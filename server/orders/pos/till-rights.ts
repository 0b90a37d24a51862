import { type Discount, offCents } from '../../../contract/discounts';
import { timesQuantity } from '../../../contract/units';
import type { SessionUser } from '../../http/context';
import { requireDiscountWithin, requirePermission } from '../../staff/permissions';
import { discountOf } from '../core/line-rows';
import type { LineRow } from '../core/repository';

/** the draft as the server held it before this save: what was already allowed (approved, or within the limit) */
export interface DraftBefore {
  lines: readonly LineRow[];
  bill: Discount | null;
}

/**
 * What a till sale's draft may hold for the member ringing it up (docs/decisions/0280-staff-pins-and-roles.md): a
 * price typed at the till needs open_price, and a discount of a line or of the bill above the shop's limit needs
 * discount (or a manager's approval). The owner on her own device, and a shop without staff, are never asked.
 *
 * Only what this save changes is asked for: a typed price or a discount the draft already held (approved once by
 * a manager) stays when the cashier scans the next item, unless its share of what it applies to grew (the same
 * $100 off on fewer lines).
 */
export function assertTillRights(
  user: SessionUser,
  lines: readonly LineRow[],
  bill: Discount | null,
  typedProducts: ReadonlySet<string>,
  before: DraftBefore | null = null,
): void {
  if (!user.till) return;
  const previous = new Map((before?.lines ?? []).map((l) => [l.product_id, l]));
  let base = 0;
  for (const l of lines) {
    const prev = previous.get(l.product_id);
    if (typedProducts.has(l.product_id) && prev?.price_cents !== l.price_cents)
      requirePermission(user, 'open_price');
    const gross = timesQuantity(l.unit_cents, l.quantity);
    const kept =
      prev !== undefined &&
      prev.discount_json === l.discount_json &&
      (isPercent(discountOf(l.discount_json)) ||
        !shareGrew(
          l.line_off_cents,
          gross,
          prev.line_off_cents,
          timesQuantity(prev.unit_cents, prev.quantity),
        ));
    if (!kept) requireDiscountWithin(user, l.line_off_cents, gross);
    base += gross - l.line_off_cents;
  }
  const billOff = offCents(bill, base);
  if (before && sameDiscount(before.bill, bill)) {
    // a percentage kept is the same share whatever the lines (cents rounding aside)
    if (isPercent(bill)) return;
    const beforeBase = before.lines.reduce(
      (sum, l) => sum + timesQuantity(l.unit_cents, l.quantity) - l.line_off_cents,
      0,
    );
    if (!shareGrew(billOff, base, offCents(before.bill, beforeBase), beforeBase)) return;
  }
  requireDiscountWithin(user, billOff, base);
}

/** a percentage off: the same share of what it applies to whatever the lines */
function isPercent(discount: Discount | null): boolean {
  return discount !== null && 'percent' in discount;
}

/** off / of now above off / of before (an amount kept on fewer lines), compared in whole numbers */
function shareGrew(off: number, of: number, offBefore: number, ofBefore: number): boolean {
  if (off <= 0) return false;
  if (offBefore <= 0 || ofBefore <= 0 || of <= 0) return true;
  return off * ofBefore > offBefore * of;
}

function sameDiscount(a: Discount | null, b: Discount | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
