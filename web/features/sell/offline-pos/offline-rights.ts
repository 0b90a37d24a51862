import type { Discount } from '../../../../contract/discounts';
import { OFFLINE_RIGHTS } from '../../../../contract/orders';
import { printedLine, soldLineAtTill, tillBillFigures } from '../../../../contract/sale-figures';
import { withinDiscountLimit } from '../../../../contract/staff';
import type { OfflineRight } from '../staff';

interface Line {
  unit_cents: number;
  quantity: number;
  open_price?: boolean;
  discount?: Discount;
}

/**
 * The rights a line needs of the member at the offline till, as the server checks the sale when it syncs
 * (server/orders/pos/till-rights.ts; docs/decisions/0288-offline-manager-approval.md): a typed price needs
 * open_price, a discount above the shop's limit of what it applies to needs discount.
 */
export function lineNeeds(line: Line, limitPercent: number): OfflineRight[] {
  const printed = printedLine(soldLineAtTill(line));
  return [
    ...(line.open_price ? (['open_price'] as const) : []),
    ...(withinDiscountLimit(printed.discount_cents, printed.gross_cents, limitPercent)
      ? []
      : (['discount'] as const)),
  ];
}

/** the bill's discount above the limit of what the lines come to after their own discounts needs discount */
export function billNeeds(
  lines: readonly Line[],
  bill: Discount | null,
  limitPercent: number,
): OfflineRight[] {
  const figures = tillBillFigures(lines.map(soldLineAtTill), bill);
  return withinDiscountLimit(figures.seller_discount_cents, figures.subtotal_cents, limitPercent)
    ? []
    : ['discount'];
}

/** everything the sale as it stands needs, each right once */
export function saleNeeds(
  lines: readonly Line[],
  bill: Discount | null,
  limitPercent: number,
): OfflineRight[] {
  const all = new Set([
    ...lines.flatMap((l) => lineNeeds(l, limitPercent)),
    ...billNeeds(lines, bill, limitPercent),
  ]);
  return OFFLINE_RIGHTS.filter((r) => all.has(r));
}
