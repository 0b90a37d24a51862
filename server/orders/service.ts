import type { AuthService } from '../accounts/service';
import type { NotificationsService } from '../notifications/service';
import type { ProductsService } from '../products/service';
import type { AddressBookService } from '../profiles/address-book-service';
import { Carts } from './carts';
import { Checkout } from './checkout';
import { DEFAULT_FEE_POLICY, type FeePolicy } from './fee-policy';
import { OrderReads } from './order-reads';
import { OrderView } from './order-view';
import type { OrdersDeps } from './orders-deps';
import { PaymentsAndFulfilment } from './payment-and-fulfilment';
import type { OrdersRepository } from './repository';
import { SalesReports } from './sales-reports';

/**
 * The orders domain, one part per job, all on one repository:
 * - `carts` (./carts.ts): the online cart and POS drafts;
 * - `checkout` (./checkout.ts): a cart becomes one order per seller;
 * - `payments` (./payment-and-fulfilment.ts): payment (and POS completion, ./pos-sales.ts), shipping, pickup,
 *   completion, cancelling;
 * - `reads` (./order-reads.ts) and `reports` (./sales-reports.ts).
 * Every change of money or stock happens in one transaction; stock is taken only through the catalogue's
 * conditional UPDATE (./stock-taking.ts), in product-id order so concurrent orders never deadlock; calls with
 * an idempotency key go through ./idempotency.ts.
 */
export class OrdersService {
  readonly carts: Carts;
  readonly checkout: Checkout;
  readonly payments: PaymentsAndFulfilment;
  readonly reads: OrderReads;
  readonly reports: SalesReports;

  constructor(
    private readonly repo: OrdersRepository,
    private readonly products: ProductsService,
    private readonly addressBook: AddressBookService,
    private readonly accounts: Pick<AuthService, 'displayNames'>,
    private readonly notifications: NotificationsService,
    private readonly now: () => number = Date.now,
    private readonly fees: FeePolicy = DEFAULT_FEE_POLICY,
  ) {
    const deps: OrdersDeps = { repo, products, addressBook, accounts, notifications, now, fees };
    const view = new OrderView(deps);
    this.reads = new OrderReads(deps, view);
    this.carts = new Carts(deps, view);
    this.checkout = new Checkout(deps);
    this.payments = new PaymentsAndFulfilment(deps, this.reads, view);
    this.reports = new SalesReports(deps, view);
  }

  /** The same service with another clock (the seed places orders in the past). */
  withClock(now: () => number): OrdersService {
    return new OrdersService(
      this.repo,
      this.products,
      this.addressBook,
      this.accounts,
      this.notifications.withClock(now),
      now,
      this.fees,
    );
  }
}
