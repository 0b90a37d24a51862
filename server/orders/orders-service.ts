import type { FpsIdentifier } from '../../contract/fps-payload';
import type { AuthService } from '../accounts/core/service';
import type { Db } from '../db/database';
import type { PreparedOptions } from '../db/prepared';
import type { TillRights } from '../http/context';
import type { NotificationsService } from '../notifications/service';
import type { AddressBookService } from '../profiles/address-book/service';
import { Carts } from './cart/carts';
import { Checkout } from './checkout/checkout';
import { GuestDrafts } from './checkout/guest-drafts';
import { OrderView, type RatedLines } from './core/order-view';
import type { OrderStep, OrdersDeps } from './core/orders-deps';
import type { ProductsForSales } from './core/products-for-sales';
import { OrdersRepository } from './core/repository';
import { DayCloses } from './day-close/day-close';
import { DayCloseRepository } from './day-close/repository';
import { DeliveryFeesRepository } from './delivery-fees/repository';
import { DeliveryFeesService } from './delivery-fees/service';
import { Fulfilment } from './fulfilment/fulfilment';
import { IdempotencyRepository } from './idempotency/repository';
import { ClaimsRepository } from './payments/claims-repository';
import { PaymentPartsRepository } from './payments/parts-repository';
import { PaymentClaimsService } from './payments/payment-claims';
import { ReceivedPayment } from './payments/received-payment';
import { CustomerSalesRepository } from './pos/customer-sales-repository';
import { FpsChecks } from './pos/fps-checks';
import { type OfflineSaleCustomer, OfflineSales } from './pos/offline-sale';
import { OfflineSaleRepository } from './pos/offline-sale-repository';
import { DEFAULT_FEE_POLICY, type FeePolicy } from './pricing/fee-policy';
import { OrderReads } from './reads/order-reads';
import { OrdersCsv } from './reads/orders-csv';
import type { ReceiptLoyalty } from './receipts/receipt-loyalty';
import { Receipts } from './receipts/receipts';
import { ReceiptLinksRepository } from './receipts/repository';
import { RefundParts } from './refunds/refund-parts';
import { RefundsService } from './refunds/refunds';
import { RefundsRepository } from './refunds/refunds-repository';
import { SalesRepository } from './reports/repository';
import { SalesCsv, type StampCardReads } from './reports/sales-csv';
import { SalesReports } from './reports/sales-reports';
import { StaffSales } from './reports/staff-sales';
import { SellingSettingsRepository } from './selling-settings/repository';
import { SellingSettingsService } from './selling-settings/service';
import { SellingSetupRepository } from './selling-setup/repository';
import { SellingSetupService } from './selling-setup/service';
import { ShiftRepository } from './shifts/repository';
import { Shifts } from './shifts/shifts';
import { SpecialPrice } from './special-price/special-price';

/** The domains orders calls, and its settings. */
export interface OrdersOptions extends PreparedOptions {
  /** the catalogue's calls a sale makes (docs/decisions/0285-products-seams-and-feature-cycles.md) */
  products: ProductsForSales;
  addressBook: AddressBookService;
  accounts: Pick<AuthService, 'displayNames'>;
  notifications: NotificationsService;
  /** the names people see for a shop (the profiles domain's rule; asked only after start) */
  publicNamesOf: (ids: string[]) => Promise<Map<string, string>>;
  /** the seller's FPS identifier (the profiles domain; none when not given) */
  fpsOf?: (sellerId: string) => Promise<FpsIdentifier | null>;
  /** the shop's name and whether she can be paid (the profiles domain; asked only after start; decision 0272) */
  sellerFacts?: {
    shopNameOf(sellerId: string): Promise<string | null>;
    canBePaid(sellerId: string): Promise<boolean>;
  };
  now?: () => number;
  fees?: FeePolicy;
  /** an online order's step, after its commit: the shopper's mails (docs/decisions/0275-mails-to-shoppers.md) */
  stepped?: (step: OrderStep) => void;
  /** a till's sale saved, after its commit (its customer displays follow it); must not throw */
  posSaleSaved?: OrdersDeps['posSaleSaved'];
  /** whether a staff member is (or was) one of the shop's (the staff domain; decision 0280) */
  staffOfShop?: (sellerId: string, staffId: string) => Promise<boolean>;
  /** what a member of the shop could do at the till (the staff domain; docs/decisions/0288) */
  staffRightsOf?: (sellerId: string, staffId: string) => Promise<TillRights | null>;
  /**
   * the shop's customer entry an offline sale named by `customer_id` or by her member QR's `member_code` (the
   * customers domain; asked only after start; docs/decisions/0283-loyalty.md, "Customers on the offline till")
   */
  offlineSaleCustomer?: OfflineSaleCustomer;
  /** the names of a shop's staff by id, removed members too (the staff domain; asked only after start) */
  staffNamesOf?: OrdersDeps['staffNamesOf'];
  /** a till customer's loyalty points (the customers domain; asked only after start; decision 0283) */
  tillPoints?: OrdersDeps['tillPoints'];
  /** a till customer's stamp card (docs/decisions/0289-stamp-cards.md) */
  tillStamps?: OrdersDeps['tillStamps'];
  /** a shop's stamp card and its sales' lines, for the sales CSV (the customers domain; asked only after start) */
  stampCardReads?: StampCardReads;
  /** a till customer's accounts, told live of her points (the customers domain; asked only after start) */
  customerAccounts?: OrdersDeps['customerAccounts'];
  /**
   * what a sale earned of its customer's loyalty and her balance as of it, on its receipt (the customers domain;
   * asked only after start; docs/decisions/0283-loyalty.md, "On the receipt")
   */
  receiptLoyalty?: ReceiptLoyalty;
  /**
   * the lines of orders already rated (the reviews domain; asked only after start): an order offers `review` while
   * one of its lines is not (docs/decisions/0291-order-actions-from-the-server.md); absent: never offered
   */
  ratedLines?: RatedLines;
}

/**
 * The orders domain (docs/architecture.md), one sub-domain per folder:
 * - `core/`: the orders and their lines (the only writer of both), how an order is shown and who sees it;
 * - `cart/`: the online cart and POS drafts; `checkout/`: a cart becomes one order per seller;
 * - `delivery-fees/`: what each shop charges to deliver, priced into each order at checkout;
 * - `selling-settings/`: each shop's selling settings (cash rounding to 10¢, docs/decisions/0264-cash-rounding.md);
 * - `selling-setup/`: a new seller's checklist to her first sale, and the practice sale that is never an order
 *   (docs/decisions/0272-seller-onboarding.md);
 * - `payments/`: the seller records a payment, the buyer claims one ("I have paid");
 * - `fulfilment/`: shipping, pickup, completion, cancelling; `special-price/`: the seller's discount on an online
 *   order before it is paid; `pos/`: POS sales, online and offline;
 * - `refunds/`: refunds and voids; `reads/`: one order, the lists, a line's detail, the QR codes;
 * - `reports/`: the seller's sales records, dashboard and charts; `receipts/`: receipt links and the public
 *   receipt; `day-close/`: closing the cash drawer;
 *   shared: `pricing/`, `idempotency/`.
 * Every change of money or stock happens in one transaction; stock is taken only through the catalogue's
 * conditional UPDATE (core/stock-taking.ts), in product-id order so concurrent orders never deadlock.
 */
export class OrdersService {
  readonly reads: OrderReads;
  readonly carts: Carts;
  readonly checkout: Checkout;
  /** the one-off drafts of checkouts without a password (docs/decisions/0284-guest-checkout.md) */
  readonly guestDrafts: GuestDrafts;
  readonly deliveryFees: DeliveryFeesService;
  readonly sellingSettings: SellingSettingsService;
  readonly sellingSetup: SellingSetupService;
  readonly payments: ReceivedPayment;
  readonly claims: PaymentClaimsService;
  readonly fulfilment: Fulfilment;
  readonly specialPrice: SpecialPrice;
  readonly offlineSales: OfflineSales;
  readonly fpsChecks: FpsChecks;
  readonly refunds: RefundsService;
  readonly reports: SalesReports;
  readonly receipts: Receipts;
  readonly dayCloses: DayCloses;
  readonly shifts: Shifts;
  readonly salesCsv: SalesCsv;
  /** sales and refunds by the staff member who made them (decision 0280) */
  readonly staffSales: StaffSales;
  readonly ordersCsv: OrdersCsv;
  /** a shop's sales per customer, for the customers domain (decision 0282) */
  readonly customerSales: CustomerSalesRepository;

  constructor(
    private readonly db: Db['kysely'],
    private readonly options: OrdersOptions,
  ) {
    const sellingSettings = new SellingSettingsService(
      new SellingSettingsRepository(db),
      options.now ?? Date.now,
    );
    const deps: OrdersDeps = {
      repo: new OrdersRepository(db, options),
      keys: new IdempotencyRepository(db, options),
      products: options.products,
      addressBook: options.addressBook,
      accounts: options.accounts,
      publicNamesOf: options.publicNamesOf,
      notifications: options.notifications,
      fpsOf: options.fpsOf ?? (async () => null),
      now: options.now ?? Date.now,
      fees: options.fees ?? DEFAULT_FEE_POLICY,
      cashRounds: (sellerId) => sellingSettings.cashRounds(sellerId),
      stepped: options.stepped ?? (() => {}),
      ...(options.posSaleSaved ? { posSaleSaved: options.posSaleSaved } : {}),
      ...(options.tillPoints ? { tillPoints: options.tillPoints } : {}),
      ...(options.tillStamps ? { tillStamps: options.tillStamps } : {}),
      ...(options.customerAccounts ? { customerAccounts: options.customerAccounts } : {}),
      ...(options.staffNamesOf ? { staffNamesOf: options.staffNamesOf } : {}),
    };
    this.sellingSettings = sellingSettings;
    const claimsRepo = new ClaimsRepository(db);
    const view = new OrderView(deps, claimsRepo, options.ratedLines);
    this.reads = new OrderReads(deps, view);
    this.carts = new Carts(deps, view);
    this.deliveryFees = new DeliveryFeesService(new DeliveryFeesRepository(db), deps.now);
    this.checkout = new Checkout(deps, this.deliveryFees);
    this.guestDrafts = new GuestDrafts(deps);
    const products = options.products;
    const facts = options.sellerFacts;
    this.sellingSetup = new SellingSetupService(
      new SellingSetupRepository(db),
      {
        shopNameOf: async (id) => (facts ? facts.shopNameOf(id) : null),
        canBePaid: async (id) => (facts ? facts.canBePaid(id) : false),
        deliversOrPicksUp: async (id) =>
          (await this.deliveryFees.setBy(id)) || (await options.addressBook.listPickups(id)).length > 0,
        hasProduct: (id) => products.hasLiveProduct(id),
        productsForSale: (ids) => products.getForSale(db, ids),
        cashRounds: (id) => sellingSettings.cashRounds(id),
      },
      deps.now,
    );
    const paymentParts = new PaymentPartsRepository(db);
    this.payments = new ReceivedPayment(deps, this.reads, paymentParts);
    this.claims = new PaymentClaimsService(deps, claimsRepo, this.reads);
    this.fulfilment = new Fulfilment(deps, this.reads, view);
    this.specialPrice = new SpecialPrice(deps, claimsRepo, this.reads);
    this.offlineSales = new OfflineSales(
      deps,
      new OfflineSaleRepository(db),
      paymentParts,
      options.staffOfShop,
      options.staffRightsOf,
      options.offlineSaleCustomer,
    );
    this.fpsChecks = new FpsChecks(deps);
    const refundsRepo = new RefundsRepository(db);
    const refundParts = new RefundParts(paymentParts, refundsRepo);
    this.refunds = new RefundsService(deps, refundsRepo, refundParts);
    this.receipts = new Receipts(
      deps,
      new ReceiptLinksRepository(db),
      refundsRepo,
      { names: { publicNamesOf: options.publicNamesOf }, addressBook: options.addressBook },
      refundParts,
      options.receiptLoyalty,
    );
    const salesRepo = new SalesRepository(db);
    this.reports = new SalesReports(deps, salesRepo, view);
    const shiftRepo = new ShiftRepository(db);
    this.dayCloses = new DayCloses(
      deps,
      new DayCloseRepository(db),
      salesRepo,
      async (seller, since, until) =>
        (await shiftRepo.movesBetween(seller, since, until)).map((m) => Number(m.amount_cents)),
      {
        partsOf: (ids) => paymentParts.partsOf(ids),
        refundPartsOf: (ids) => refundsRepo.refundPartsOf({ refundIds: ids }),
      },
    );
    this.shifts = new Shifts(deps, shiftRepo, this.dayCloses);
    this.salesCsv = new SalesCsv(
      salesRepo,
      {
        partsOf: (ids) => paymentParts.partsOf(ids),
        refundPartsOf: (ids) => refundsRepo.refundPartsOf({ refundIds: ids }),
      },
      options.stampCardReads,
    );
    this.staffSales = new StaffSales(salesRepo);
    this.ordersCsv = new OrdersCsv(deps, view);
    this.customerSales = new CustomerSalesRepository(db);
  }

  /** The same service with another clock (the seed places orders in the past). */
  withClock(now: () => number): OrdersService {
    return new OrdersService(this.db, {
      ...this.options,
      notifications: this.options.notifications.withClock(now),
      now,
    });
  }
}
