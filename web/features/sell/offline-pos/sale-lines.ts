import type { Discount } from '../../../../contract/discounts';
import { fromCents } from '../../../../contract/money';
import { printedLine, soldLineAtTill } from '../../../../contract/sale-figures';
import { timesQuantity } from '../../../../contract/units';
import { formatPrice } from '../../../shared/Price';
import type { CachedProduct } from './pos-db';
import type { QueuedSaleLine } from './sync-queue';

export const money = (cents: number) => formatPrice(fromCents(cents));

/** a line before any discount */
export const grossCents = (l: { unit_cents: number; quantity: number }) =>
  timesQuantity(l.unit_cents, l.quantity);

// every figure from contract/sale-figures.ts, as the online till's and the server's (docs/decisions/0266-every-figure-agrees.md)
export const lineCents = (l: { unit_cents: number; quantity: number; discount?: Discount }) =>
  printedLine(soldLineAtTill(l)).amount_cents;

/**
 * The sale's lines as they are queued: the cart's quantities of the cached products, with the price typed for an
 * open-price product (docs/decisions/0231-open-price.md) and the line's discount (docs/decisions/0232-till-discounts.md).
 */
export function saleLines(
  cart: Map<string, number>,
  byId: Map<string, CachedProduct>,
  typed: Map<string, number>,
  lineDiscounts: Map<string, Discount>,
): QueuedSaleLine[] {
  return [...cart].flatMap(([id, quantity]): QueuedSaleLine[] => {
    const p = byId.get(id);
    if (!p) return [];
    const price = typed.get(id);
    const discount = lineDiscounts.get(id);
    const open = p.open_price && price !== undefined;
    return [
      {
        product_id: id,
        ...(p.variant_of ? { variant_of: p.variant_of } : {}),
        name: p.name,
        quantity,
        ...(p.unit ? { unit: p.unit } : {}),
        unit_cents: open ? price : p.unit_cents,
        ...(open ? { open_price: true } : {}),
        ...(discount ? { discount } : {}),
      },
    ];
  });
}
