import type { Transaction } from 'kysely';
import { formatMoney, fromCents } from '../../../contract/money';
import { POINT_CENTS } from '../../../contract/sale-figures';
import type { Database } from '../../db/schema';
import { AppError, localized } from '../../http/app-error';

/**
 * Loyalty points redeemed at the till and at online checkout (docs/decisions/0283-loyalty.md): the customers domain
 * keeps the points; the orders domain asks her balance and records, in the payment's (the till) or the checkout's
 * (online) transaction, what a sale used, and gives an unpaid order's points back when it is cancelled.
 */
export interface TillPoints {
  /** a customer entry's points now, her merged entries' together (settled first) */
  balanceOf(sellerId: string, customerId: string): Promise<PointsHeld>;
  /**
   * A paid sale's redeemed points, recorded once per sale (a second record of the same sale does nothing). The
   * balance was read before the payment's transaction: in it, what other sales redeemed since is taken off that
   * balance, so two tills redeeming for one customer at once cannot spend her points twice (`tooManyPoints`).
   */
  redeem(trx: Transaction<Database>, row: PointsRedemption): Promise<void>;
  /**
   * a shopper's points at a shop (her account's entry there, her merged entries' together, settled first), for
   * redeeming them at online checkout (decision 0283, "Redeeming online"); null when she is no customer there yet
   */
  balanceOfAccount(sellerId: string, userId: string): Promise<(PointsHeld & { customerId: string }) | null>;
  /**
   * An order cancelled before it was paid gives back every point it held: its `unredeem` row raised to what it
   * redeemed, in the cancel's transaction (nothing for an order that redeemed none).
   */
  release(trx: Transaction<Database>, orderId: string, now: number): Promise<void>;
}

/** what a paid sale's redeemed points are recorded with, in its payment's transaction */
export interface PointsRedemption {
  sellerId: string;
  customerId: string;
  orderId: string;
  points: number;
  now: number;
  held: PointsHeld;
}

/** A customer's points as read before a sale's transaction, with what the transaction checks them against. */
export interface PointsHeld {
  points: number;
  /** her entry and the entries merged into it */
  customerIds: string[];
  /** the points her entries had redeemed when `points` was read (read first: a sale between counts twice, never none) */
  redeemed: number;
}

/** more points than the customer has */
export function tooManyPoints(asked: number, balance: number): AppError {
  const worth = formatMoney(fromCents(balance * POINT_CENTS));
  return new AppError(
    'validation',
    localized(
      `The customer has ${balance} points (${worth}): ${asked} cannot be redeemed.`,
      `顧客只有 ${balance} 積分（${worth}），不能兌換 ${asked} 積分。`,
      `顾客只有 ${balance} 积分（${worth}），不能兑换 ${asked} 积分。`,
    ),
  );
}

/** more points than the shopper has at the shop, asked at online checkout (said to her, not to a cashier) */
export function tooManyOfYourPoints(asked: number, balance: number): AppError {
  const worth = formatMoney(fromCents(balance * POINT_CENTS));
  return new AppError(
    'validation',
    localized(
      `You have ${balance} points (${worth}) at this shop: ${asked} cannot be redeemed.`,
      `你在這間店有 ${balance} 積分（${worth}），不能兌換 ${asked} 積分。`,
      `你在这家店有 ${balance} 积分（${worth}），不能兑换 ${asked} 积分。`,
    ),
  );
}

/** points worth more than what the sale comes to after its other discounts */
export function pointsOverBill(asked: number, billCents: number): AppError {
  const bill = formatMoney(fromCents(billCents));
  return new AppError(
    'validation',
    localized(
      `The sale comes to ${bill}: at most ${Math.floor(billCents / POINT_CENTS)} points can be redeemed, not ${asked}.`,
      `這單交易合共 ${bill}：最多可兌換 ${Math.floor(billCents / POINT_CENTS)} 積分，不能兌換 ${asked} 積分。`,
      `这笔交易合共 ${bill}：最多可兑换 ${Math.floor(billCents / POINT_CENTS)} 积分，不能兑换 ${asked} 积分。`,
    ),
  );
}

/** points asked on a sale with no customer, or not at the till */
export function pointsNeedCustomer(): AppError {
  return new AppError(
    'validation',
    localized(
      'Points are redeemed on a till sale for a customer: choose the customer first.',
      '積分只可在收銀機為顧客兌換：請先選擇顧客。',
      '积分只可在收银台为顾客兑换：请先选择顾客。',
    ),
  );
}
