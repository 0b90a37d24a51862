import { fromCents, toCents } from '../../../../contract/money';
import { orderTotalCents } from '../../../../contract/sale-figures';
import type { CartLine } from './useCart';

export interface SellerGroup {
  seller_id: string;
  lines: CartLine[];
  total: number;
}

/** Lines grouped per seller in first-seen order, with each group's total (exact to the cent). */
export function groupBySeller(lines: CartLine[]): SellerGroup[] {
  const groups = new Map<string, SellerGroup>();
  for (const line of lines) {
    let group = groups.get(line.seller_id);
    if (!group) {
      group = { seller_id: line.seller_id, lines: [], total: 0 };
      groups.set(line.seller_id, group);
    }
    group.lines.push(line);
  }
  for (const group of groups.values()) {
    group.total = fromCents(
      orderTotalCents(
        group.lines.map((l) => toCents(l.total)),
        0,
      ),
    );
  }
  return [...groups.values()];
}
