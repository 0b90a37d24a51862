import path from 'node:path';
import type { Redis } from 'ioredis';
import { AccountDirectory } from './accounts/account-directory';
import { AccountDirectoryRepository } from './accounts/account-directory-repository';
import { AccountRepository } from './accounts/account-repository';
import { AccountService, DEFAULT_MAIL_LIMITS } from './accounts/account-service';
import { RedisCounterStore } from './accounts/redis-counter-store';
import { AuthRepository } from './accounts/repository';
import { AuthService } from './accounts/service';
import { SsoRepository } from './accounts/sso-repository';
import { SsoService } from './accounts/sso-service';
import { type CounterStore, LoginThrottle, MemoryCounterStore } from './accounts/throttle';
import { WalletRepository } from './accounts/wallet-repository';
import { WalletService } from './accounts/wallet-service';
import { ModelProvider } from './ai/model-provider';
import { AiService } from './ai/service';
import { CollectionsRepository } from './collections/repository';
import { CollectionsService } from './collections/service';
import type { Config } from './config';
import type { Db } from './db/database';
import { Mailer, type MailLog } from './mail/mailer';
import { DiskImageStore, type ImageStore } from './media';
import { S3ImageStore } from './media/s3-store';
import { UploadRecords } from './media/uploads';
import { UploadsRepository } from './media/uploads-repository';
import { MemoryBus, RedisBus } from './notifications/bus';
import { NotificationsRepository } from './notifications/repository';
import { NotificationsService } from './notifications/service';
import { AfterSaleRepository } from './orders/after-sale-repository';
import { feePolicy } from './orders/fee-policy';
import { OfflineSales } from './orders/offline-sale';
import { OfflineSaleRepository } from './orders/offline-sale-repository';
import { PaymentClaimsService } from './orders/payment-claims';
import { RefundsService } from './orders/refunds';
import { OrdersRepository } from './orders/repository';
import { OrdersService } from './orders/service';
import { PostsRepository } from './posts/repository';
import { PostsService } from './posts/service';
import { ProductComparables } from './products/comparables';
import { ComparablesRepository } from './products/comparables-repository';
import { ProductsRepository } from './products/repository';
import { ProductsService } from './products/service';
import { AddressBookRepository } from './profiles/address-book-repository';
import { AddressBookService } from './profiles/address-book-service';
import { FpsService } from './profiles/fps';
import { FpsRepository } from './profiles/fps-repository';
import { ProfileRepository } from './profiles/profile-repository';
import { ProfileService } from './profiles/profile-service';
import { ShopsService } from './shops/service';

/** Builds every domain's service once per process, wired to the database and configuration. */
export interface ServiceOptions {
  /** the clock of the auth domain (tests move it to expire links) */
  now?: () => number;
  log?: MailLog;
}

const silentLog: MailLog = { info() {}, error() {} };

export function createServices(db: Db, config: Config, redis?: Redis, opts: ServiceOptions = {}) {
  // with several processes, counters must be shared: Redis when configured, memory otherwise
  const counters: CounterStore = redis
    ? new RedisCounterStore(redis, config.REDIS_PREFIX)
    : new MemoryCounterStore();
  const loginThrottle = new LoginThrottle(counters, {
    perAccount: config.LOGIN_MAX_FAILURES_PER_ACCOUNT,
    perAddress: config.LOGIN_MAX_FAILURES_PER_ADDRESS,
    windowMs: config.LOGIN_WINDOW_MINUTES * 60_000,
  });
  const auth = new AuthService(
    new AuthRepository(db.kysely),
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
  });
  const links = { base: config.PUBLIC_URL ?? `http://localhost:${config.PORT}` };
  const accounts = new AccountService(
    new AccountRepository(db.kysely),
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
  // wallet sign-in (docs/decisions/0101): a message must name this server's origin. PUBLIC_URL when set;
  // otherwise the server knows itself only by its loopback names (links.base is set once the port is known)
  const ownOrigins = () =>
    config.PUBLIC_URL
      ? [new URL(config.PUBLIC_URL).origin]
      : [links.base, links.base.replace('//localhost:', '//127.0.0.1:')];
  const wallets = new WalletService(new WalletRepository(db.kysely), auth, ownOrigins, counters, opts.now);
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
          redirectUri: () => config.SSO_REDIRECT_URI ?? `${links.base.replace(/\/+$/, '')}/login`,
          name: config.SSO_NAME,
        }
      : null,
    { warn: (obj, msg) => log.info(obj, msg) },
    counters,
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
    new NotificationsRepository(db.kysely),
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
  const products = new ProductsService(new ProductsRepository(db.kysely), images);
  // posts and collections ask each other one batch question per page (isSaved; live posts and covers)
  const collections: CollectionsService = new CollectionsService(new CollectionsRepository(db.kysely), {
    liveCovers: (ids) => posts.liveCovers(ids),
  });
  const posts = new PostsService(
    new PostsRepository(db.kysely),
    products,
    collections,
    images,
    notifications,
  );
  const addressBook = new AddressBookService(new AddressBookRepository(db.kysely));
  const ordersRepo = new OrdersRepository(db.kysely);
  const fees = feePolicy(Math.round(config.TRANSACTION_FEE_PERCENT * 100));
  const orders = new OrdersService(ordersRepo, products, addressBook, auth, notifications, Date.now, fees);
  // payment claims and refunds (issue 19): their own service and tables, beside the order lifecycle
  const afterSale = new AfterSaleRepository(db.kysely);
  const paymentClaims = new PaymentClaimsService(afterSale, ordersRepo, orders.reads, notifications);
  const refunds = new RefundsService(afterSale, ordersRepo, products, notifications);
  const shops = new ShopsService(auth, addressBook);
  // profiles, onboarding and follows (issue 9): account facts come from the accounts domain's directory
  const directory = new AccountDirectory(new AccountDirectoryRepository(db.kysely));
  const profiles = new ProfileService(
    new ProfileRepository(db.kysely),
    directory,
    posts,
    auth,
    notifications,
  );
  posts.setAvatarLookup((ids) => profiles.avatarsOf(ids));
  const offlineSales = new OfflineSales(
    ordersRepo,
    new OfflineSaleRepository(db.kysely),
    products,
    addressBook,
    Date.now,
    fees,
  );
  const fps = new FpsService(new FpsRepository(db.kysely));
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
  return {
    auth,
    accounts,
    wallets,
    sso,
    mailer,
    links,
    images,
    products,
    posts,
    collections,
    addressBook,
    orders,
    paymentClaims,
    refunds,
    shops,
    directory,
    profiles,
    notifications,
    offlineSales,
    fps,
    uploads,
    comparables,
    ai,
  };
}

export type Services = ReturnType<typeof createServices>;
