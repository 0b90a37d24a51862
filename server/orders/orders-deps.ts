import type { AuthService } from '../accounts/service';
import type { NotificationsService } from '../notifications/service';
import type { ProductsService } from '../products/service';
import type { AddressBookService } from '../profiles/address-book-service';
import type { FeePolicy } from './fee-policy';
import type { OrdersRepository } from './repository';

/** What every part of the orders domain works with: its repository, the domains it calls, a clock, the fees. */
export interface OrdersDeps {
  repo: OrdersRepository;
  products: ProductsService;
  addressBook: AddressBookService;
  accounts: Pick<AuthService, 'displayNames'>;
  notifications: NotificationsService;
  now: () => number;
  /** who carries the fee and its rate (docs/decisions/0093-who-pays-the-fee.md) */
  fees: FeePolicy;
}
