import { AppError, localized } from '../../http/app-error';
import type { SaleProduct } from '../../products/service';

// Localized refusals that name a product: the catalogue's name is part of the message.

export function outOfStock(name: string, left: number) {
  return localized(
    `Out of stock: ${name} (${left} left).`,
    `庫存不足：${name}（尚餘 ${left} 件）。`,
    `库存不足：${name}（尚余 ${left} 件）。`,
  );
}

export function unavailable(name: string) {
  return localized(`${name} is no longer for sale.`, `${name} 已停售。`, `${name} 已停售。`);
}

export function notYours(name: string) {
  return localized(
    `You can only sell your own products: ${name}.`,
    `你只可以出售自己的產品：${name}。`,
    `你只能出售自己的产品：${name}。`,
  );
}

export const productNotFound = () => new AppError('productNotFound');

/** a line may total at most HK$100 billion, so its fee (× 300) stays an exact integer in a double */
const MAX_LINE_CENTS = 10_000_000_000_000;
export function assertLineSize(product: SaleProduct, quantity: number) {
  if (product.price_cents * quantity > MAX_LINE_CENTS) {
    throw new AppError('validation', localized('The quantity is too large.', '數量過大。', '数量过大。'));
  }
}
