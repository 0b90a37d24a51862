import fs from 'node:fs';
import path from 'node:path';
import type { Redis } from 'ioredis';
import type { FpsIdentifier } from '../contract/fps-payload';
import { AccountDirectory } from './accounts/core/account-directory';
import { AccountDirectoryRepository } from './accounts/core/account-directory-repository';
import { AccountRepository } from './accounts/core/account-repository';
import { LoginDeviceRepository } from './accounts/core/login-device-repository';
import { LoginThrottle } from './accounts/core/login-throttle';
import { AuthRepository } from './accounts/core/repository';
import { AuthService } from './accounts/core/service';
import { AccountService, DEFAULT_MAIL_LIMITS } from './accounts/credentials/credentials-service';
import { MailTokensRepository } from './accounts/credentials/repository';
import { GuestAccess } from './accounts/guest/guest-access';
import { GuestPassesRepository } from './accounts/guest/repository';
import { PasskeyService } from './accounts/passkeys/passkey-service';
import { PasskeyRepository } from './accounts/passkeys/repository';
import { SsoRepository } from './accounts/sso/repository';
import { SsoService } from './accounts/sso/sso-service';
import { WalletRepository } from './accounts/wallet/repository';
import { WalletService } from './accounts/wallet/wallet-service';
import { WayInRepository } from './accounts/ways-in/repository';
import { WayInGuard } from './accounts/ways-in/way-in-guard';
import { ModelProvider } from './ai/model-provider';
import { AiService } from './ai/service';
import { CollectionsRepository } from './collections/repository';
import { CollectionsService } from './collections/service';
import type { Config } from './config';
import { ConversationsRepository } from './conversations/conversations-repository';
import { ConversationsService } from './conversations/conversations-service';
import { type CounterStore, MemoryCounterStore } from './counters/counter-store';
import { ResilientCounterStore } from './counters/resilient-counter-store';
import { CustomersCsv } from './customers/customers-csv';
import { Loyalty } from './customers/loyalty';
import { LoyaltyOnReceipts } from './customers/loyalty-on-receipts';
import { LoyaltyRepository } from './customers/loyalty-repository';
import { CustomersRepository } from './customers/repository';
import { CustomersService } from './customers/service';
import { rewardOf, StampCard } from './customers/stamp-card';
import type { Db } from './db/database';
import { DisplaysRepository } from './displays/repository';
import { DisplaysService, displayChannel } from './displays/service';
import { AppError } from './http/app-error';
import type { SessionUser, TillRights } from './http/context';
import { Mailer, type MailLog, type MailMessage } from './mail/mailer';
import { MailOutboxRepository } from './mail/outbox-repository';
import { DiskImageStore, type ImageStore } from './media';
import { S3ImageStore } from './media/s3-store';
import { UploadRecords } from './media/uploads';
import { UploadsRepository } from './media/uploads-repository';
import { MemoryBus, RedisBus } from './notifications/bus';
import { PushEndpointPolicy } from './notifications/push/endpoint-policy';
import { PushRepository } from './notifications/push/push-repository';
import { WebPushSender } from './notifications/push/web-push-sender';
import { NotificationsRepository } from './notifications/repository';
import { NotificationsService } from './notifications/service';
import { GuestCheckout } from './orders/checkout/guest-checkout';
import { OrdersService } from './orders/orders-service';
import type { CustomerSale } from './orders/pos/customer-sales-repository';
import { SaleLinesRead, type SaleLineWithProduct } from './orders/pos/sale-lines-with-products';
import { feePolicy } from './orders/pricing/fee-policy';
import { PostsRepository } from './posts/repository';
import { PostsService } from './posts/service';
import { ProductComparables } from './products/comparables';
import { ComparablesRepository } from './products/comparables-repository';
import { ProductCsv } from './products/csv/product-csv';
import { forSales } from './products/for-sales';
import { productRepositories } from './products/product-repositories';
import { QuickKeys } from './products/quick-keys/quick-keys';
import { QuickKeysRepository } from './products/quick-keys/quick-keys-repository';
import { RestockAlerts } from './products/restock-alerts/restock-alerts';
import { RestockAlertsRepository } from './products/restock-alerts/restock-alerts-repository';
import { ScaleSettings } from './products/scale-barcodes/scale-settings';
import { ScaleSettingsRepository } from './products/scale-barcodes/scale-settings-repository';
import { ProductsService } from './products/service';
import { Wishlist } from './products/wishlist/wishlist';
import { WishlistRepository } from './products/wishlist/wishlist-repository';
import { AddressBookRepository } from './profiles/address-book/repository';
import { AddressBookService } from './profiles/address-book/service';
import { FpsRepository } from './profiles/fps/repository';
import { FpsService } from './profiles/fps/service';
import { PayoutGuardRepository } from './profiles/payout-guard/repository';
import { PayoutGuard } from './profiles/payout-guard/service';
import type { BankInfoRow } from './profiles/profile/repository';
import { ProfileRepository } from './profiles/profile/repository';
import { ProfileService } from './profiles/profile/service';
import { ShopNews } from './profiles/profile/shop-news';
import type { WarnLog } from './reliability/outage-warning';
import { ReviewsRepository } from './reviews/reviews-repository';
import { ReviewsService } from './reviews/reviews-service';
import { CategoryNameBook } from './search/category-names';
import { CategoryNamesRepository } from './search/category-names-repository';
import { RecentAnswers } from './search/recent-answers';
import { SearchWordsRepository } from './search/repository';
import { SearchVocabulary } from './search/service';
import { ShopSynonymBook } from './search/shop-synonyms';
import { ShopSynonymsRepository } from './search/shop-synonyms-repository';
import { GuestLinkMails } from './shopper-mails/guest-link-mail';
import { ShopperMailsRepository } from './shopper-mails/repository';
import { ShopperMails } from './shopper-mails/service';
import { ShopsService } from './shops/service';
import { StaffService } from './staff/service';

/** Builds every domain's service once per process, wired to the database and configuration. */
export interface ServiceOptions {
  /** the clock of the auth domain (tests move it to expire links) */
  now?: () => number;
  log?: MailLog & WarnLog;
}

const silentLog: MailLog & WarnLog = { info() {}, warn() {}, error() {} };

export function createServices(db: Db, config: Config, redis?: Redis, opts: ServiceOptions = {}) {
  // hot reads compiled once; outside production each run is checked against a fresh build (server/db/prepared.ts)
  const prepared = { verifyPrepared: config.NODE_ENV !== 'production' };
  // with several processes, counters must be shared: Redis when configured, memory otherwise
  // (in memory, per process, while Redis cannot be reached: docs/decisions/0223-dependency-faults.md)
  const counters: CounterStore = redis
    ? new ResilientCounterStore(redis, config.REDIS_PREFIX, opts.log)
    : new MemoryCounterStore();
  // per account, per address, per known device and per session
  // (docs/decisions/0258-login-throttles-and-data-folder-lock.md)
  const loginThrottle = new LoginThrottle(
    counters,
    {
      perAccount: config.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      perAddress: config.LOGIN_MAX_FAILURES_PER_ADDRESS,
      windowMs: config.LOGIN_WINDOW_MINUTES * 60_000,
    },
    new LoginDeviceRepository(db.kysely),
    opts.now,
  );
  const auth = new AuthService(
    new AuthRepository(db.kysely, prepared),
    loginThrottle,
    config.SESSION_TTL_DAYS * 86_400_000,
    opts.now,
  );
  // mail: SMTP_URL, or .eml files in DATA_DIR/outbox/; links from PUBLIC_URL, else the server's own
  // address (start-server.ts sets it once the port is known; never the request's Host header)
  const mailer = new Mailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    outboxDir: path.join(config.dataDir, 'outbox'),
    log: opts.log ?? silentLog,
    // stored first and retried with backoff while the mail server is down (docs/decisions/0223)
    outbox: new MailOutboxRepository(db.kysely),
    retryBaseMs: config.MAIL_RETRY_BASE_MS,
    now: opts.now,
  });
  const links = { base: config.PUBLIC_URL ?? `http://localhost:${config.PORT}` };
  const accounts = new AccountService(
    new AccountRepository(db.kysely),
    new MailTokensRepository(db.kysely),
    auth,
    loginThrottle,
    counters,
    mailer,
    () => links.base,
    opts.now,
    {
      ...DEFAULT_MAIL_LIMITS,
      perAccount: config.MAIL_MAX_PER_ACCOUNT,
      perAddress: config.MAIL_MAX_PER_ADDRESS,
      windowMs: config.MAIL_WINDOW_MINUTES * 60_000,
    },
  );
  const directory = new AccountDirectory(new AccountDirectoryRepository(db.kysely));
  // what both guards of an undoable change (a way in, decision 0255; where payments go, decision 0222) need: who is
  // mailed the undo link and in which language, the mailer, the link's base, how an undo ends her sessions, and the
  // sessions' clock (tests move it to age a sign-in)
  const undoableChanges = {
    recipient: async (userId: string) => {
      const account = await directory.accountOrNull(userId);
      return account?.email
        ? { email: account.email, locale: (await accounts.localeOf(userId)) ?? 'en' }
        : null;
    },
    sendMail: (message: MailMessage) => mailer.dispatch(message),
    endAllSessions: (userId: string) => auth.endAllSessions(userId),
    publicUrl: () => links.base,
    now: opts.now,
  };
  // adding or removing a way in (wallet, SSO identity, passkey, password, email) needs a fresh proof with an
  // earlier way in, is mailed with an undo link and listed on the security screen (docs/decisions/0255-ways-in.md)
  const waysIn = new WayInGuard({ repo: new WayInRepository(db.kysely), ...undoableChanges });
  accounts.setWayInGuard(waysIn);
  // wallet sign-in (docs/decisions/0101): a message must name this server's origin. PUBLIC_URL when set;
  // otherwise the server knows itself only by its loopback names (links.base is set once the port is known)
  const ownOrigins = () =>
    config.PUBLIC_URL
      ? [new URL(config.PUBLIC_URL).origin]
      : [links.base, links.base.replace('//localhost:', '//127.0.0.1:')];
  const wallets = new WalletService(
    new WalletRepository(db.kysely),
    auth,
    ownOrigins,
    counters,
    waysIn,
    opts.now,
  );
  // passkeys (docs/decisions/0256): the relying party is this server's origin, as for wallet messages
  const passkeys = new PasskeyService(
    new PasskeyRepository(db.kysely),
    auth,
    waysIn,
    ownOrigins,
    counters,
    opts.now,
  );
  // single sign-on (docs/decisions/0102): only when SSO_ISSUER, SSO_CLIENT_ID and SSO_CLIENT_SECRET are set
  const log = opts.log ?? silentLog;
  const sso = new SsoService(
    new SsoRepository(db.kysely),
    auth,
    loginThrottle,
    config.SSO_ISSUER && config.SSO_CLIENT_ID && config.SSO_CLIENT_SECRET
      ? {
          issuer: config.SSO_ISSUER,
          clientId: config.SSO_CLIENT_ID,
          clientSecret: config.SSO_CLIENT_SECRET,
          clientAuth: config.SSO_CLIENT_AUTH,
          redirectUri: () => config.SSO_REDIRECT_URI ?? `${links.base.replace(/\/+$/, '')}/login`,
          name: config.SSO_NAME,
        }
      : null,
    { warn: (obj, msg) => log.info(obj, msg) },
    counters,
    waysIn,
    opts.now,
  );
  // uploaded images (every domain's), under DATA_DIR, or in an S3 bucket shared by every process when
  // S3_BUCKET is set (docs/decisions/0130); served at /img/ by the media plugin (app.ts)
  const images: ImageStore = config.S3_BUCKET
    ? S3ImageStore.fromSettings({
        bucket: config.S3_BUCKET,
        endpoint: config.S3_ENDPOINT,
        region: config.S3_REGION,
        accessKeyId: config.S3_ACCESS_KEY_ID,
        secretAccessKey: config.S3_SECRET_ACCESS_KEY,
        forcePathStyle: config.S3_FORCE_PATH_STYLE,
        prefix: config.S3_PREFIX,
      })
    : new DiskImageStore(path.join(config.dataDir, 'images'));
  // notifications are written in the causing domain's transaction and announced over the bus (0065, 0066)
  const notifications = new NotificationsService(
    new NotificationsRepository(db.kysely, prepared),
    // one channel per database: processes sharing it hear each other (each has its own DATA_DIR), test schemas don't
    redis
      ? new RedisBus(
          redis,
          `${config.REDIS_PREFIX}notifications:${db.schema ?? (config.DATABASE_URL ? 'public' : config.dataDir)}`,
        )
      : new MemoryBus(),
    // who did it, as people see them (shop or display name); profiles is built below and asked only later
    (ids): Promise<Map<string, string>> => profiles.publicNamesOf(ids),
  );
  // the words search may expand a query to (docs/decisions/0237-search-matching.md)
  const vocabulary: SearchVocabulary = new SearchVocabulary(
    new SearchWordsRepository(db.kysely),
    // a shop's name is not corrected (docs/decisions/0270-search-that-forgives.md); profiles is built below
    async (terms) =>
      new Set([
        ...[...(await profiles.sellersWithShopNames(terms))]
          .filter(([, ids]) => ids.length > 0)
          .map(([t]) => t),
        // nor a shop's own synonym (docs/decisions/0290-shop-synonyms.md); shopSynonyms is built below
        ...(await shopSynonyms.ownWords(terms)),
      ]),
  );
  // category names in three languages (docs/decisions/0270-search-that-forgives.md); productsRepo is built below
  const categoryNames = new CategoryNameBook(
    new CategoryNamesRepository(db.kysely),
    async (sellerId, key) =>
      (await productsRepo.categoryNames(sellerId)).some((name) => name.toLowerCase() === key),
    (texts) => vocabulary.learn(texts),
  );
  const recentSearches = new RecentAnswers<string[]>(config.SEARCH_CACHE_SECONDS * 1000, 500);
  // a shop's own synonyms (docs/decisions/0290-shop-synonyms.md): kept search pages go when they change
  const shopSynonyms = new ShopSynonymBook(new ShopSynonymsRepository(db.kysely), () =>
    recentSearches.clear(),
  );
  const productRepos = productRepositories(db.kysely, prepared);
  const productsRepo = productRepos.reads;
  const products: ProductsService = new ProductsService(productRepos, images, {
    changed: (sellerId, ids) => {
      for (const id of ids) notifications.changed([sellerId], { kind: 'product', id });
      // built below; an edit that brought stock back tells who was waiting (failures: the sweep tries again)
      void restockAlerts.tell(ids).catch(() => {});
    },
    vocabulary,
    recentSearches,
    // profiles is built below and asked only later
    shopsNamed: (terms) => profiles.sellersWithShopNames(terms),
    categoriesNamed: (terms) => categoryNames.keysFor(terms),
    shopSynonymsFor: (terms) => shopSynonyms.wordsFor(terms),
    // staff is built below and asked only later
    staffNamesOf: (sellerId, ids) => staff.namesOf(sellerId, ids),
    // followers hear of a new product (docs/decisions/0247-shop-news.md); shopNews is built below
    created: (product) =>
      void shopNews
        .tell({
          sellerId: product.seller_id,
          kind: 'product',
          id: product._id,
          title: product.name,
          thumb: product.imagePaths[0] ?? null,
        })
        .catch(() => {}),
    // the market's nearest pickup (docs/decisions/0271-market-sort-filter-and-paying.md); addressBook is built below
    sellersNear: (district) => addressBook.sellersNear(district),
  });
  // "Notify me when it's back" (docs/decisions/0241-restock-alerts.md): checked after each edit, and swept
  const restockAlerts = new RestockAlerts(
    new RestockAlertsRepository(db.kysely),
    products,
    notifications,
    opts.now,
  );
  // saved products (docs/decisions/0244-wishlist.md)
  const wishlist = new Wishlist(new WishlistRepository(db.kysely), products, opts.now);
  // the catalogue as CSV, out and in (docs/decisions/0174-csv-import-export.md)
  const productCsv = new ProductCsv(productRepos, vocabulary, () => recentSearches.clear());
  // the till's quick keys (docs/decisions/0230-quick-keys.md)
  const quickKeys = new QuickKeys(new QuickKeysRepository(db.kysely), products, (sellerId) =>
    notifications.changed([sellerId], { kind: 'product', id: '*' }),
  );
  // how the till reads label-scale barcodes; every till of the seller refetches it (decisions 0234, 0225)
  const scaleSettings = new ScaleSettings(new ScaleSettingsRepository(db.kysely), (sellerId) =>
    notifications.changed([sellerId], { kind: 'product', id: '*' }),
  );
  // posts and collections ask each other one batch question per page (isSaved; live posts and covers)
  const collections: CollectionsService = new CollectionsService(
    new CollectionsRepository(db.kysely, prepared),
    {
      liveCovers: (ids) => posts.liveCovers(ids),
    },
  );
  const posts: PostsService = new PostsService(
    new PostsRepository(db.kysely, prepared),
    products,
    images,
    notifications,
    vocabulary,
  );
  // where payments go (FPS id, bank account, payment codes) changes only with a recent proof of identity,
  // and every change is mailed with an undo link (docs/decisions/0222-payout-changes.md)
  const payoutGuard = new PayoutGuard({ repo: new PayoutGuardRepository(db.kysely), ...undoableChanges });
  const addressBook = new AddressBookService(new AddressBookRepository(db.kysely), payoutGuard);
  // orders: carts, checkout, payments, fulfilment, POS, refunds, reports (server/orders/orders-service.ts)
  const orders = new OrdersService(db.kysely, {
    ...prepared,
    // the catalogue's calls a sale makes, and no more (docs/decisions/0285-products-seams-and-feature-cycles.md)
    products: forSales(products),
    // who rang a sale up, on its page and receipt (decision 0280); staff is built below and asked only later
    staffNamesOf: (sellerId: string, ids: string[]): Promise<Map<string, string>> =>
      staff.namesOf(sellerId, ids),
    // an offline sale's staff member is one of the shop's (docs/decisions/0280-staff-pins-and-roles.md)
    staffOfShop: (sellerId: string, staffId: string): Promise<boolean> =>
      staff.members.belongs(sellerId, staffId),
    // the rights an offline sale's member and approver had (docs/decisions/0288-offline-manager-approval.md)
    staffRightsOf: (sellerId: string, staffId: string): Promise<TillRights | null> =>
      staff.members.rightsOf(sellerId, staffId),
    // an offline sale's customer, by her entry's id or her member QR, resolved at sync (decision 0283, "Customers
    // on the offline till"; customers is built below and asked only later)
    offlineSaleCustomer: (sellerId, named) => customers.offlineSaleCustomer(sellerId, named),
    addressBook,
    accounts: auth,
    notifications,
    // profiles is built below and asked only later
    publicNamesOf: (ids) => profiles.publicNamesOf(ids),
    // the FPS service is built below and asked only later
    fpsOf: (sellerId) => fps.of(sellerId),
    // the setup checklist's facts from the profiles domain, built below and asked only later (decision 0272)
    sellerFacts: {
      shopNameOf: (sellerId): Promise<string | null> => profiles.shopNameOf(sellerId),
      canBePaid: async (sellerId): Promise<boolean> =>
        (await fps.of(sellerId)) !== null || (await profiles.hasBankAccount(sellerId)),
    },
    fees: feePolicy(Math.round(config.TRANSACTION_FEE_PERCENT * 100)),
    // each step of an online order mails its buyer, after the commit (shopperMails is built below)
    stepped: (step) => shopperMails.stepped(step),
    // the till's customer displays follow its sale as it is saved (displays is built below)
    posSaleSaved: (user, saleId) => displays.follow(user, saleId),
    // a till customer's loyalty points, asked and redeemed (decision 0283; loyalty is built below)
    tillPoints: {
      balanceOf: (sellerId, customerId) => loyalty.pointsOfEntry(sellerId, customerId),
      redeem: (trx, row) => loyalty.redeem(trx, row),
      // and at online checkout, held until the order is paid or cancelled (decision 0283, "Redeeming online")
      balanceOfAccount: (sellerId, userId) => loyalty.pointsOfAccount(sellerId, userId),
      release: (trx, orderId, now) => loyalty.release(trx, orderId, now),
    },
    // the stamp card's reward (kept after a move to points) and its sales' lines, for the stamp card a refund
    // gives back on the sales CSV (decision 0289; saleLines is built below and asked only later)
    stampCardReads: {
      rewardOf: async (sellerId) => rewardOf(await loyaltyRepo.settings(sellerId)),
      linesOf: (orderIds): Promise<SaleLineWithProduct[]> => saleLines.saleLinesWithProducts(orderIds),
    },
    // a till customer's accounts, told live when a sale of hers changes her points (decision 0283, "Live")
    customerAccounts: async (sellerId, customerId): Promise<string[]> =>
      (await customers.familyOfEntry(sellerId, customerId))?.keys.userIds ?? [],
    // a till customer's full stamp card, asked and redeemed (decision 0289; stampCard is built below)
    tillStamps: {
      cardOf: (sellerId, customerId) => stampCard.cardOfEntry(sellerId, customerId),
      redeem: (trx, row) => stampCard.redeem(trx, row),
    },
    // what a sale earned of her points or stamps and her balance as of it, on its receipt (decision 0283, "On the
    // receipt"; loyalty is built below)
    receiptLoyalty: new LoyaltyOnReceipts({
      repo: { settings: (id) => loyaltyRepo.settings(id), ofOrders: (ids) => loyaltyRepo.ofOrders(ids) },
      salesOf: (sellerId, keys, since): Promise<CustomerSale[]> =>
        orders.customerSales.salesOf(sellerId, keys, since),
      familyOfAccount: (sellerId, userId) => customers.familyOfAccount(sellerId, userId),
      familyOfEntry: (sellerId, customerId) => customers.familyOfEntry(sellerId, customerId),
      settlePoints: (sellerId, customerId, keys) => loyalty.pointsOf(sellerId, customerId, keys),
      settleStamps: (sellerId, customerId, keys) => stampCard.stampsOf(sellerId, customerId, keys),
      linesOf: (orderIds): Promise<SaleLineWithProduct[]> => saleLines.saleLinesWithProducts(orderIds),
    }),
    // which lines of the caller's completed orders are rated, for the order's `review` action (decision 0291;
    // reviews is built below and asked only later)
    ratedLines: {
      ratedLinesOf: (orderIds): Promise<{ order_id: string; product_id: string; variant_id: string }[]> =>
        reviews.ratedLinesOf(orderIds),
    },
  });
  // reviews and ratings (docs/decisions/0242-reviews.md): an order is read through the orders domain
  const reviews = new ReviewsService({
    repo: new ReviewsRepository(db.kysely),
    images,
    notifications,
    orderOf: (id, user) => orders.reads.showOne(id, user),
    // profiles is built below and asked only later
    publicNamesOf: (ids) => profiles.publicNamesOf(ids),
    now: opts.now,
  });
  // Web Push to phones with the app closed, and conversations between shoppers and shops (decision 0246)
  const push = new WebPushSender(
    new PushRepository(db.kysely),
    config.VAPID_SUBJECT,
    config.PUSH_EXTRA_CA_FILE ? fs.readFileSync(config.PUSH_EXTRA_CA_FILE, 'utf8') : null,
    // only to allowed push services at checked addresses (decision 0257)
    new PushEndpointPolicy(config.PUSH_ALLOWED_HOSTS),
    opts.now,
  );
  const conversations = new ConversationsService({
    repo: new ConversationsRepository(db.kysely),
    images,
    notifications,
    product: (id) => products.get(id, null),
    post: (id) => posts.selected(id, null),
    order: (id, user) => orders.reads.showOne(id, user),
    // shops is built below and asked only later
    assertShop: async (id) => {
      await shops.get(id);
    },
    publicNamesOf: (ids) => profiles.publicNamesOf(ids),
    push: (userId, payload) => push.send(userId, payload),
    now: opts.now,
  });
  const shops = new ShopsService(auth, addressBook, (ids) => profiles.publicNamesOf(ids));
  // profiles, onboarding and follows (issue 9): account facts come from the accounts domain's directory
  const profileRepo = new ProfileRepository(db.kysely);
  const profiles: ProfileService = new ProfileService(
    profileRepo,
    directory,
    posts,
    auth,
    notifications,
    payoutGuard,
  );
  // a shop's followers are told of its new posts and products, grouped (docs/decisions/0247-shop-news.md)
  const shopNews = new ShopNews(profileRepo, notifications);
  posts.setCreatedLink(
    (post) =>
      void shopNews
        .tell({
          sellerId: post.creater_id,
          kind: 'post',
          id: post.id,
          title: post.title,
          thumb: post.imagePaths[0] ?? null,
        })
        .catch(() => {}),
  );
  const fps = new FpsService(new FpsRepository(db.kysely), payoutGuard);
  fps.setPayoutFallback((userId) => profiles.payoutFpsIdOf(userId));
  payoutGuard.register('fps', (userId, before) => fps.restore(userId, before as FpsIdentifier | null));
  payoutGuard.register('bank', (userId, before) =>
    profiles.restoreBank(userId, before as BankInfoRow | null),
  );
  payoutGuard.register('payment_code_added', (userId, before) =>
    addressBook.restorePaymentCode(userId, { id: (before as { id: string }).id, removed: false }),
  );
  payoutGuard.register('payment_code_removed', (userId, before) =>
    addressBook.restorePaymentCode(userId, { id: (before as { id: string }).id, removed: true }),
  );
  // mails to shoppers about their orders and unread messages (docs/decisions/0275-mails-to-shoppers.md)
  const shopperMails = new ShopperMails({
    repo: new ShopperMailsRepository(db.kysely),
    mailer,
    // only a verified address is mailed (decision 0275)
    recipient: (userId) => accounts.mailRecipient(userId),
    paymentClaimed: async (orderId, buyerId) =>
      (await orders.claims.get(orderId, asBuyer(buyerId))).claim?.state === 'claimed',
    // the order and its refunds as the buyer sees them: the same figures as her order page
    order: (orderId, buyerId) => orders.reads.showOne(orderId, asBuyer(buyerId)),
    refund: async (orderId, refundId, buyerId) =>
      (await orders.refunds.summary(orderId, asBuyer(buyerId))).refunds.find(
        (r) => r.refund_id === refundId,
      ) ?? null,
    fpsOf: (sellerId) => fps.of(sellerId),
    unreadByShoppers: (since, after, limit) => conversations.unreadByShoppers(since, after, limit),
    publicNamesOf: (ids) => profiles.publicNamesOf(ids),
    localeOf: (userId) => accounts.localeOf(userId),
    setLocale: (userId, locale) => accounts.setLocale(userId, locale),
    publicUrl: () => links.base,
    now: opts.now,
  });
  // checkout without a password (docs/decisions/0284-guest-checkout.md): the email's account, passes for one order
  // each, the mailed one-use link; the orders go through the checkout itself
  const guestLinkMails = new GuestLinkMails({
    mailer,
    order: (orderId, buyerId) => orders.reads.showOne(orderId, asBuyer(buyerId)),
    publicNamesOf: (ids) => profiles.publicNamesOf(ids),
  });
  const guestCheckout = new GuestCheckout({
    access: new GuestAccess(
      new GuestPassesRepository(db.kysely),
      new AccountRepository(db.kysely),
      auth,
      counters,
      {
        perEmail: config.MAIL_MAX_PER_ACCOUNT,
        perAddress: config.MAIL_MAX_PER_ADDRESS,
        windowMs: config.MAIL_WINDOW_MINUTES * 60_000,
      },
      opts.now,
    ),
    drafts: orders.guestDrafts,
    carts: orders.carts,
    checkout: orders.checkout,
    reads: orders.reads,
    claims: orders.claims,
    setName: async (userId, name) => {
      await profiles.update({ nickname: name }, asBuyer(userId));
    },
    // the demo data is placed quietly (decision 0275): its guest order mails nobody
    mailLink: (m) => {
      if (!shopperMails.isQuiet) guestLinkMails.send(m);
    },
    fpsOf: (sellerId) => fps.of(sellerId),
    publicUrl: () => links.base,
  });
  // AI assistance (docs/decisions/0070–0073): upload records, catalogue comparables, offline + optional model
  const uploads = new UploadRecords(new UploadsRepository(db.kysely), images);
  const comparables = new ProductComparables(new ComparablesRepository(db.kysely), images, (paths) =>
    uploads.hashes(paths),
  );
  const model =
    config.AI_BASE_URL && config.AI_MODEL
      ? new ModelProvider({
          baseUrl: config.AI_BASE_URL,
          model: config.AI_MODEL,
          apiKey: config.AI_API_KEY,
          timeoutMs: config.AI_TIMEOUT_MS,
        })
      : null;
  const ai = new AiService({
    images,
    uploads,
    comparables,
    products,
    posts,
    collections,
    counters,
    storedLocale: (userId) => accounts.localeOf(userId),
    model,
    ratePerMinute: config.AI_RATE_LIMIT_PER_MINUTE,
  });
  // staff at a shared till (docs/decisions/0280-staff-pins-and-roles.md): sales by staff from the sales records
  const staff = new StaffService({
    db: db.kysely,
    counters,
    sales: orders.staffSales,
    now: opts.now,
    // the staff screen and the time clock on the shop's other devices follow (decision 0225's live changes)
    changed: (sellerId) => notifications.changed([sellerId], { kind: 'staff', id: sellerId }),
  });
  // the customer display (docs/decisions/0278-customer-display.md): reads the till's sale as its seller sees it
  const displays = new DisplaysService({
    repo: new DisplaysRepository(db.kysely),
    now: opts.now ?? Date.now,
    baseUrl: () => links.base,
    posSaleOf: async (saleId, sellerId) => {
      try {
        const sale = await orders.reads.showOne(saleId, asSeller(sellerId));
        return sale.order_type === 'POS-Sell' && sale.seller_id === sellerId ? sale : null;
      } catch (err) {
        if (err instanceof AppError && err.errorName === 'notFound') return null;
        throw err;
      }
    },
    shopNameOf: async (sellerId) => (await profiles.publicNamesOf([sellerId])).get(sellerId) ?? null,
    fpsOf: (sellerId) => fps.of(sellerId),
    receiptPathOf: (saleId) => orders.receipts.existingPath(saleId),
    notify: (ids) => {
      for (const id of ids) notifications.changed([displayChannel(id)], { kind: 'display', id });
    },
  });
  // a shop's customers (docs/decisions/0282-customers.md): sales read through orders, accounts met through
  // profiles (follows) and conversations
  const customersRepo = new CustomersRepository(db.kysely);
  const customers: CustomersService = new CustomersService({
    repo: customersRepo,
    now: opts.now ?? Date.now,
    sales: orders.customerSales,
    followerIdsOf: (sellerId, max) => profiles.followerIdsOf(sellerId, max),
    shoppersOf: (sellerId, max) => conversations.shoppersOf(sellerId, max),
    publicNamesOf: (ids) => profiles.publicNamesOf(ids),
    shopNameOf: async (sellerId) => (await profiles.publicNamesOf([sellerId])).get(sellerId) ?? null,
    // loyalty is built below and asked only later
    loyaltyOf: (sellerId, entries) => loyalty.ofEntries(sellerId, entries),
  });
  const loyaltyRepo = new LoyaltyRepository(db.kysely);
  // a sale's lines with their products, read through orders and the catalogue's products for sales
  const saleLines: SaleLinesRead = new SaleLinesRead(orders.customerSales, (ids) =>
    products.getForSale(db.kysely, ids),
  );
  // stamp cards (docs/decisions/0289-stamp-cards.md): a sale's lines read through orders, their products' rewards
  // through products
  const stampCard: StampCard = new StampCard({
    repo: loyaltyRepo,
    now: opts.now ?? Date.now,
    salesOf: (sellerId, keys, since) => orders.customerSales.salesOf(sellerId, keys, since),
    linesOf: (orderIds, ifRefunded) => saleLines.saleLinesWithProducts(orderIds, ifRefunded),
    familyOfEntry: (sellerId, customerId) => customers.familyOfEntry(sellerId, customerId),
  });
  // loyalty points (docs/decisions/0283-loyalty.md): a customer's sales read through orders
  const loyalty: Loyalty = new Loyalty({
    repo: loyaltyRepo,
    now: opts.now ?? Date.now,
    salesOf: (sellerId, keys, since) => orders.customerSales.salesOf(sellerId, keys, since),
    stamps: stampCard,
    isOwnProduct: async (sellerId, productId) =>
      (await products.getForSale(db.kysely, [productId])).get(productId)?.seller_id === sellerId,
    familyOfAccount: (sellerId, userId) => customers.familyOfAccount(sellerId, userId),
    accountEntry: (sellerId, userId) => customers.accountEntry(sellerId, userId),
    familyOfEntry: (sellerId, customerId) => customers.familyOfEntry(sellerId, customerId),
    shopNameOf: async (sellerId) => (await profiles.publicNamesOf([sellerId])).get(sellerId) ?? null,
  });
  const customersCsv = new CustomersCsv(customersRepo, customers, opts.now ?? Date.now);
  return {
    auth,
    accounts,
    displays,
    staff,
    customers,
    customersCsv,
    loyalty,
    wallets,
    passkeys,
    sso,
    waysIn,
    mailer,
    links,
    images,
    vocabulary,
    categoryNames,
    shopSynonyms,
    recentSearches,
    products,
    productCsv,
    quickKeys,
    restockAlerts,
    wishlist,
    reviews,
    conversations,
    push,
    scaleSettings,
    posts,
    collections,
    addressBook,
    orders,
    shops,
    directory,
    profiles,
    notifications,
    fps,
    payoutGuard,
    uploads,
    comparables,
    ai,
    shopperMails,
    guestCheckout,
  };
}

/** An order's buyer, as the orders domain checks who reads it (a mail is prepared for her, not in her request). */
function asBuyer(buyerId: string): SessionUser {
  return { id: buyerId, email: '', role: 'c', tokenHash: '' };
}

/** A seller reading her own sale (the customer display reads it for her till, not in her request). */
function asSeller(sellerId: string): SessionUser {
  return { id: sellerId, email: '', role: 's', tokenHash: '' };
}

export type Services = ReturnType<typeof createServices>;
