import { Money } from '../../../contract/common';
import { toCents } from '../../../contract/money';
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
export function assertLineSize(product: SaleProduct, quantity: number, priceCents = product.price_cents) {
  if (priceCents * quantity > MAX_LINE_CENTS) {
    throw new AppError('validation', localized('The quantity is too large.', '數量過大。', '数量过大。'));
  }
}

export function pricedAtStall(name: string) {
  return new AppError(
    'pricedAtStall',
    localized(
      `${name} is priced at the stall and cannot be bought online.`,
      `${name} 在檔口即場定價，不能網上購買。`,
      `${name} 在摊位现场定价，不能网上购买。`,
    ),
  );
}

function priceRequired(name: string) {
  return new AppError(
    'priceRequired',
    localized(
      `Enter the price of ${name} (more than $0, at most 2 decimals).`,
      `請輸入 ${name} 的價錢（多於 $0，最多兩位小數）。`,
      `请输入 ${name} 的价钱（多于 $0，最多两位小数）。`,
    ),
  );
}

/**
 * The price of this sale's line of an open-price product, in cents, from the `price` the till sent
 * (docs/decisions/0231-open-price.md); 0 for every other product (the catalogue prices it, and a client's
 * `price` stays ignored, as the spec's cart items carry one). Online, an open-price product is refused.
 */
export function typedPriceCents(
  product: SaleProduct,
  raw: unknown,
  orderType: 'POS-Sell' | 'Online-Sell',
): number {
  if (!product.open_price) return 0;
  if (orderType === 'Online-Sell') throw pricedAtStall(product.name);
  const parsed = Money.safeParse(raw);
  if (!parsed.success || parsed.data <= 0) throw priceRequired(product.name);
  return toCents(parsed.data);
}
