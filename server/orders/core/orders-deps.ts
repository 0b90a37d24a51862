import type { FpsIdentifier } from '../../../contract/fps-payload';
import type { AuthService } from '../../accounts/core/service';
import type { SessionUser } from '../../http/context';
import type { NotificationsService } from '../../notifications/service';
import type { AddressBookService } from '../../profiles/address-book/service';
import type { IdempotencyRepository } from '../idempotency/repository';
import type { TillPoints } from '../pos/till-points';
import type { TillStamps } from '../pos/till-stamps';
import type { FeePolicy } from '../pricing/fee-policy';
import type { ProductsForSales } from './products-for-sales';
import type { OrdersRepository } from './repository';

/**
 * A step of an online order that its buyer may be mailed about (docs/decisions/0275-mails-to-shoppers.md), told
 * after its transaction committed, never for a replayed request.
 */
export interface OrderStep {
  /** `tracking`: the seller corrected a shipped order's courier or number; `cancelled`: the seller cancelled it */
  step: 'placed' | 'paid' | 'shipped' | 'ready' | 'completed' | 'refunded' | 'tracking' | 'cancelled';
  orderId: string;
  buyerId: string;
  /** the refund, for `refunded` */
  refundId?: string;
  /** the new courier and number, for `tracking` (one mail per value) */
  tracking?: { courier: string; trackingNumber: string | null };
}

/**
 * What every sub-domain of orders works with: the core's repository (the only writer of orders and their
 * lines), the idempotency keys, the domains it calls, a clock, the fees.
 */
export interface OrdersDeps {
  repo: OrdersRepository;
  keys: IdempotencyRepository;
  /** the catalogue's calls a sale makes: its products and their stock */
  products: ProductsForSales;
  addressBook: AddressBookService;
  accounts: Pick<AuthService, 'displayNames'>;
  /** the names people see: a seller's shop name, else the display name, else the username (issue 25) */
  publicNamesOf: (ids: string[]) => Promise<Map<string, string>>;
  notifications: NotificationsService;
  /** the seller's FPS identifier, for sales paid by the FPS code drawn with the amount */
  fpsOf: (sellerId: string) => Promise<FpsIdentifier | null>;
  now: () => number;
  /** who carries the fee and its rate (docs/decisions/0093-who-pays-the-fee.md) */
  fees: FeePolicy;
  /** whether the seller's cash payments round to 10¢ (docs/decisions/0264-cash-rounding.md; on by default) */
  cashRounds: (sellerId: string) => Promise<boolean>;
  /** an online order's step, after its commit (the shopper's mails); must not throw */
  stepped: (step: OrderStep) => void;
  /**
   * a till's sale saved (started or its lines changed), after its commit: the till's customer displays show it
   * at once, without the till's own second call (docs/decisions/0278-customer-display.md); must not throw
   */
  posSaleSaved?: (user: SessionUser, saleId: string) => void;
  /** a till customer's loyalty points, asked and redeemed (docs/decisions/0283-loyalty.md); absent: none redeemed */
  tillPoints?: TillPoints;
  /** a till customer's stamp card, asked and redeemed (docs/decisions/0289-stamp-cards.md); absent: none */
  tillStamps?: TillStamps;
  /**
   * the accounts of a till customer entry (hers and her merged entries'), told live when a sale of hers changes her
   * points or stamps (docs/decisions/0283-loyalty.md, "Live"); absent: nobody is told
   */
  customerAccounts?: (sellerId: string, customerId: string) => Promise<string[]>;
  /** the names of a shop's staff by id (decision 0280): who rang a sale up, on its page and receipt */
  staffNamesOf?: (sellerId: string, ids: string[]) => Promise<Map<string, string>>;
}
