import { Money } from '../../../contract/common';
import { toCents } from '../../../contract/money';
import {
  convertWeight,
  formatQuantity,
  isMultipleOfStep,
  isWeightUnit,
  quantityProblem,
  timesQuantity,
  UNIT_LABELS,
  type Unit,
} from '../../../contract/units';
import { AppError, localized } from '../../http/app-error';
import type { SaleProduct } from '../../products/service';

// Localized refusals that name a product: the catalogue's name is part of the message.

export function outOfStock(name: string, left: number, unit: Unit = 'piece') {
  const q = formatQuantity(left);
  return localized(
    `Out of stock: ${name} (${q}${unit === 'piece' ? '' : ` ${UNIT_LABELS.en[unit]}`} left).`,
    `庫存不足：${name}（尚餘 ${q} ${UNIT_LABELS['zh-HK'][unit]}）。`,
    `库存不足：${name}（尚余 ${q} ${UNIT_LABELS['zh-CN'][unit]}）。`,
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
  if (timesQuantity(priceCents, quantity) > MAX_LINE_CENTS) {
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

/**
 * A line's quantity in its product's own unit (docs/decisions/0233-units-and-weight.md): a weight typed in another
 * weight unit is converted to the thousandth, half up; a product sold by the piece takes whole numbers; online, a
 * weighed product is sold in the seller's steps (¼ catty). 400 with the reason otherwise.
 */
export function quantityIn(
  product: SaleProduct,
  item: { quantity: number; unit?: Unit | undefined },
  orderType: 'POS-Sell' | 'Online-Sell',
): number {
  let quantity = item.quantity;
  if (item.unit && item.unit !== product.unit) {
    if (!isWeightUnit(item.unit) || !isWeightUnit(product.unit)) throw notWeighed(product.name, product.unit);
    quantity = convertWeight(quantity, item.unit, product.unit);
    if (quantity <= 0) throw tooLittle(product.name);
  }
  if (quantityProblem(quantity, product.unit) === 'whole') throw notWeighed(product.name, product.unit);
  if (
    orderType === 'Online-Sell' &&
    isWeightUnit(product.unit) &&
    !isMultipleOfStep(quantity, product.step)
  ) {
    const step = `${formatQuantity(product.step)}`;
    throw new AppError(
      'validation',
      localized(
        `${product.name} is sold in steps of ${step} ${UNIT_LABELS.en[product.unit]}.`,
        `${product.name} 每次以 ${step} ${UNIT_LABELS['zh-HK'][product.unit]} 為單位出售。`,
        `${product.name} 每次以 ${step} ${UNIT_LABELS['zh-CN'][product.unit]} 为单位出售。`,
      ),
    );
  }
  return quantity;
}

function notWeighed(name: string, unit: Unit) {
  return new AppError(
    'validation',
    unit === 'piece'
      ? localized(
          `${name} is sold by the piece: whole numbers only.`,
          `${name} 按件出售，只可輸入整數。`,
          `${name} 按件出售，只能输入整数。`,
        )
      : localized(
          `${name} is sold by weight: give a weight unit.`,
          `${name} 按重量出售，請用重量單位。`,
          `${name} 按重量出售，请用重量单位。`,
        ),
  );
}

function tooLittle(name: string) {
  return new AppError(
    'validation',
    localized(
      `The weight of ${name} is less than the smallest amount sold.`,
      `${name} 的重量少於最小出售量。`,
      `${name} 的重量少于最小出售量。`,
    ),
  );
}
