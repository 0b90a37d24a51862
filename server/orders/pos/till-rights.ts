import { type Discount, offCents } from '../../../contract/discounts';
import { timesQuantity } from '../../../contract/units';
import type { SessionUser } from '../../http/context';
import { requireDiscountWithin, requirePermission } from '../../staff/permissions';
import type { LineRow } from '../core/repository';

/**
 * What a till sale's draft may hold for the member ringing it up (docs/decisions/0280-staff-pins-and-roles.md): a
 * price typed at the till needs open_price, and a discount of a line or of the bill above the shop's limit needs
 * discount (or a manager's approval). The owner on her own device, and a shop without staff, are never asked.
 */
export function assertTillRights(
  user: SessionUser,
  lines: readonly LineRow[],
  bill: Discount | null,
  pricesTyped: boolean,
): void {
  if (!user.till) return;
  if (pricesTyped) requirePermission(user, 'open_price');
  let base = 0;
  for (const l of lines) {
    const gross = timesQuantity(l.unit_cents, l.quantity);
    requireDiscountWithin(user, l.line_off_cents, gross);
    base += gross - l.line_off_cents;
  }
  requireDiscountWithin(user, offCents(bill, base), base);
}
