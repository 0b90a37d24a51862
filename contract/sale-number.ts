/**
 * The short number people read on receipts, order screens and notifications: the last 8 characters of the
 * order's id, upper case (ids end in random characters, so the short number is unique in practice per shop).
 */
export function saleNumberOf(orderId: string): string {
  return orderId.slice(-8).toUpperCase();
}
