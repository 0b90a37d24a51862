import type { Transaction } from 'kysely';
import { freeItemCents, qualifies, type StampReward } from '../../../contract/stamps';
import type { Database } from '../../db/schema';
import { AppError, localized } from '../../http/app-error';
import type { SaleProduct } from '../../products/service';
import { billBaseCents } from '../core/line-rows';
import type { LineRow } from '../core/repository';

/**
 * A full stamp card redeemed at the till (docs/decisions/0289-stamp-cards.md): the customers domain keeps the
 * stamps; the orders domain asks for her card and records, in the payment's transaction, the card a paid sale used.
 */
export interface TillStamps {
  /** a customer entry's card (her merged entries' together, settled first); null when the shop runs no stamp card */
  cardOf(sellerId: string, customerId: string): Promise<StampCardHeld | null>;
  /**
   * A paid sale's card, recorded once per sale. As with points (decision 0283), the card read before the payment's
   * transaction is checked in it against what other sales redeemed since (`cardNotFull`).
   */
  redeem(trx: Transaction<Database>, row: StampRedemption): Promise<void>;
}

/** what a paid sale's redeemed card is recorded with, in its payment's transaction */
export interface StampRedemption {
  sellerId: string;
  customerId: string;
  orderId: string;
  stamps: number;
  now: number;
  held: StampCardHeld;
}

/** A customer's stamp card as read before a sale's transaction. */
export interface StampCardHeld {
  stamps: number;
  /** the card's size: the stamps a free item uses */
  size: number;
  reward: StampReward;
  /** her entry and the entries merged into it */
  customerIds: string[];
  /** the stamps her entries had redeemed when `stamps` was read */
  redeemed: number;
}

/** the free item a bill's lines give a full card: the cheapest qualifying unit (contract/stamps.ts) */
export function freeItemOf(
  lines: readonly LineRow[],
  products: ReadonlyMap<string, SaleProduct>,
  reward: StampReward,
): number {
  return freeItemCents(
    lines.map((l) => ({
      quantity: Number(l.quantity),
      unit: l.unit,
      qualifies: qualifies(products.get(l.product_id), reward),
      amount_cents: billBaseCents(l),
    })),
  );
}

/** a card that is not full (or no stamp card at the shop) */
export function cardNotFull(stamps: number, size: number): AppError {
  return new AppError(
    'validation',
    localized(
      `The customer's stamp card has ${stamps} of ${size} stamps: it is not full yet.`,
      `顧客的印花卡只有 ${stamps}／${size} 個印花，還未儲滿。`,
      `顾客的印花卡只有 ${stamps}／${size} 个印花，还未集满。`,
    ),
  );
}

/** a full card asked on a bill with no qualifying item, with no customer, or not at the till */
export function noFreeItem(): AppError {
  return new AppError(
    'validation',
    localized(
      "A full stamp card gives one item of the card's product or category free at the till: choose the customer and add the item first.",
      '儲滿的印花卡可在收銀機免費換領一件指定貨品或類別的貨品：請先選擇顧客並加入該貨品。',
      '集满的印花卡可在收银台免费换领一件指定商品或类别的商品：请先选择顾客并加入该商品。',
    ),
  );
}

/**
 * The card a till draft's customer redeems after an update (docs/decisions/0289-stamp-cards.md), and what its free
 * item takes off the lines as they are now. `true` is checked: a till sale with a customer whose card is full and a
 * bill with a qualifying item; `false` removes it; left out it stays (its free item worked out again on the new
 * lines, and checked again at payment), but a walk-in or another customer redeems none. Undefined: unchanged.
 */
export async function stampsToRedeem(
  stamps: TillStamps | undefined,
  order: { order_type: string; customer_id?: string | null; redeem_stamps?: number },
  asked: boolean | undefined,
  customerId: string | null | undefined,
  lines: readonly LineRow[],
  products: ReadonlyMap<string, SaleProduct>,
  sellerId: string,
): Promise<{ stamps: number; cents: number } | undefined> {
  const customer = customerId === undefined ? (order.customer_id ?? null) : customerId;
  const changedCustomer = customerId !== undefined && customerId !== (order.customer_id ?? null);
  if (asked === false || (asked === undefined && changedCustomer)) return { stamps: 0, cents: 0 };
  if (asked === undefined && !(Number(order.redeem_stamps ?? 0) > 0)) return undefined;
  if (order.order_type !== 'POS-Sell' || !customer || !stamps) throw noFreeItem();
  const card = await stamps.cardOf(sellerId, customer);
  if (!card) {
    if (asked) throw cardNotFull(0, 0);
    return { stamps: 0, cents: 0 };
  }
  if (asked && card.stamps < card.size) throw cardNotFull(card.stamps, card.size);
  const cents = freeItemOf(lines, products, card.reward);
  if (asked && cents === 0) throw noFreeItem();
  return { stamps: card.size, cents };
}
