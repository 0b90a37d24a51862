import { randomUUID } from 'node:crypto';
import http from 'node:http';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { Redis } from 'ioredis';
import { ALL_CALLS } from '../contract/index';
import { collectionsBinJob } from './collections/bin-job';
import type { Config } from './config';
import { MemoryCounterStore } from './counters/counter-store';
import { ResilientCounterStore } from './counters/resilient-counter-store';
import type { Db } from './db/database';
import { AppError, errorBody, localized } from './http/app-error';
import { registerCalls } from './http/calls';
import { registerCompression } from './http/compression';
import { registerErrorHandlers } from './http/error-handler';
import { pagePainter } from './http/first-paint';
import { firstScreens, withFirstScreen } from './http/first-screen';
import { WriteLimiter } from './http/limits';
import { buildOpenApi, renderDocsPage } from './http/openapi';
import { registerReadiness } from './http/readiness';
import { registerSecurityHeaders } from './http/security';
import { registerSpa } from './http/spa';
import { PROCESS_LOCK, ResilientJobLock } from './jobs/job-lock';
import { type PeriodicJobSpec, startPeriodicJob } from './jobs/periodic-job';
import { mediaPlugin } from './media';
import { registerNotificationLive } from './notifications/live';
import { stockFiguresOf } from './notifications/stock-channel';
import { registerClaimImages } from './orders/payments/claim-images';
import { outageWarning } from './reliability/outage-warning';
import { allRoutes } from './routes';
import { createServices, type Services } from './services';
import type { PreviewSources } from './shares/page-preview';
import { pageHtml, registerShareCards, registerShareImages } from './shares/routes';
import { unreadMessageMailJob } from './shopper-mails/message-job';
import { registerMailUnsubscribe } from './shopper-mails/unsubscribe-route';

export const VERSION = '0.1.0';

export interface App {
  fastify: FastifyInstance;
  services: Services;
}

const REQUEST_ID = /^[\w.-]{1,64}$/;

const NUL_TEXT = localized(
  'Some fields are not valid: text must not contain the NUL character.',
  '部分欄位無效：文字不可包含 NUL 字元。',
  '部分字段无效：文字不可包含 NUL 字符。',
);

/** No call's input nests deeper than a few levels; 32 leaves room and stops deep-recursion tricks. */
/** longer than the proxy's idle upstream connections (deploy/nginx.conf: 60 s), as Fastify's own default */
export const KEEP_ALIVE_TIMEOUT_MS = 72_000;

export const MAX_JSON_DEPTH = 32;

/**
 * How deep a parsed body nests, and whether any key or string holds a NUL character (PostgreSQL cannot
 * store one in text, so it would fail the query; no field of the API means it).
 */
function inspectBody(value: unknown): { depth: number; nul: boolean } {
  let max = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [v, d] = stack.pop()!;
    if (d > max) max = d;
    if (max > MAX_JSON_DEPTH) return { depth: max, nul: false };
    if (typeof v === 'string' && v.includes('\u0000')) return { depth: max, nul: true };
    if (v && typeof v === 'object')
      for (const [k, child] of Object.entries(v)) {
        if (k.includes('\u0000')) return { depth: max, nul: true };
        stack.push([child, d + 1]);
      }
  }
  return { depth: max, nul: false };
}

function trustProxySetting(value: string | undefined): boolean | string {
  const v = value?.trim() ?? '';
  if (v === '' || v === '0' || v === 'false') return false;
  if (v === '1' || v === 'true') return true;
  return v;
}

/** pino's levels, the most verbose first ('silent' last: it logs nothing) */
const LOG_LEVEL_ORDER = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'];

export async function buildApp(
  config: Config,
  db: Db,
  opts: { redis?: Redis; now?: () => number } = {},
): Promise<App> {
  const fastify = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            // a person at a terminal reads one line per event; files, pipes and log collectors get JSON lines
            // (docs/decisions/0223-dependency-faults.md)
            ...(prettyLogs(config)
              ? {
                  transport: {
                    target: 'pino-pretty',
                    options: {
                      translateTime: 'SYS:HH:MM:ss',
                      ignore: 'pid,hostname,reqId',
                      singleLine: true,
                    },
                  },
                }
              : {}),
          },
    // Fastify's own two lines per request (on arrival and on completion) are replaced by one access line,
    // written by the onResponse hook below (docs/decisions/0125-hot-path-performance.md: the second line was
    // a pino record per request for what the first already says)
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: config.BODY_LIMIT_BYTES,
    // one request id per request, taken from a proxy's X-Request-Id when it looks sane
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    // TRUST_PROXY: `true`/`1` trusts any proxy; otherwise the proxies' addresses or CIDRs, comma-separated
    // (behind nginx: client addresses, hence per-address limits, come from X-Forwarded-For; docs/deploy.md)
    trustProxy: trustProxySetting(process.env.TRUST_PROXY),
    return503OnClosing: true,
    // slow clients (docs/decisions/0112-request-limits.md): headers and the whole request within a bound,
    // checked every second (Node's default check runs every 30 s)
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    serverFactory: (handler) => {
      const server = http.createServer(
        {
          headersTimeout: Math.min(config.HEADERS_TIMEOUT_MS, config.REQUEST_TIMEOUT_MS),
          requestTimeout: config.REQUEST_TIMEOUT_MS,
          connectionsCheckingInterval: 1000,
        },
        handler,
      );
      // an idle connection outlives the proxy's (nginx keeps its upstream connections 60 s): with Node's own
      // 5 s, a request nginx sends on a connection the process is closing at that moment is reset (decision 0112)
      server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
      return server;
    },
  });
  // set on arrival (a synchronous hook: an async onSend hook cost a promise per response)
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  // JSON bodies: an empty body is an empty payload (docs/wire-rules.md), anything else must parse.
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, {});
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      const err = new SyntaxError('malformed JSON') as SyntaxError & { statusCode: number; code: string };
      err.statusCode = 400;
      err.code = 'FST_ERR_CTP_INVALID_JSON_BODY';
      return done(err, undefined);
    }
    const shape = inspectBody(parsed);
    if (shape.depth > MAX_JSON_DEPTH) return done(new AppError('nestingTooDeep'), undefined);
    if (shape.nul) return done(new AppError('validation', NUL_TEXT), undefined);
    done(null, parsed);
  });

  await registerSecurityHeaders(fastify);
  await registerCompression(fastify);
  registerErrorHandlers(fastify);
  // one line per request: for production's log collectors at info; in development they drown what matters,
  // so there at debug (LOG_LEVEL=debug shows them). A synchronous hook: an async one costs a promise per request.
  const accessLevel = config.NODE_ENV === 'production' ? 'info' : 'debug';
  if (LOG_LEVEL_ORDER.indexOf(config.LOG_LEVEL) <= LOG_LEVEL_ORDER.indexOf(accessLevel))
    fastify.addHook('onResponse', (request, reply, done) => {
      request.log[accessLevel](
        {
          method: request.method,
          url: request.url,
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime),
          ip: request.ip,
        },
        'request',
      );
      done();
    });

  const services = createServices(db, config, opts.redis, { now: opts.now, log: fastify.log });
  // jobs that must run once per period take a claim in Redis when several processes share the database
  // (docs/decisions/0132-jobs-run-once.md); one claim per database schema, so test schemas never block each other
  const jobLock = opts.redis
    ? new ResilientJobLock(
        opts.redis,
        `${config.REDIS_PREFIX}${db.schema ?? (config.DATABASE_URL ? 'public' : config.dataDir)}:`,
        fastify.log,
      )
    : PROCESS_LOCK;
  // each job logs to the server's log, runs once per period across processes, and is stopped before the database closes
  const startJob = (spec: PeriodicJobSpec) => {
    const job = startPeriodicJob({ ...spec, log: fastify.log, lock: jobLock });
    fastify.addHook('onClose', () => job.stop());
  };
  // the saved-collections bin is emptied at start and hourly
  startJob(collectionsBinJob(services.collections));
  // stock that came back without an edit (a cancelled order, a refund) tells who was waiting (decision 0241)
  startJob({
    name: 'restock-alerts',
    everyMs: config.RESTOCK_SWEEP_SECONDS * 1000,
    run: async () => ({ told: await services.restockAlerts.tell(null) }),
  });
  // a shop's message unread for an hour is mailed to the shopper (docs/decisions/0275-mails-to-shoppers.md)
  startJob(unreadMessageMailJob(services.shopperMails));
  // mails that could not be sent are tried again with backoff (docs/decisions/0223-dependency-faults.md)
  const mailOutage = outageWarning(fastify.log, 'The database (mail outbox)');
  services.mailer.startRetrying((err) => mailOutage.failed(err));
  fastify.addHook('onClose', () => services.mailer.stopRetrying());
  // multipart parsing for the upload calls and GET /img/<path> from the image store (server/media);
  // registered before the calls, which read uploads with request.parts()
  await fastify.register(mediaPlugin, {
    store: services.images,
    // claim screenshots from before they were private stay out of /img (docs/decisions/0259-keys-claims-openapi.md)
    hidden: () => services.orders.claims.publicScreenshotHashes(),
  });
  const limiter = new WriteLimiter(
    opts.redis
      ? new ResilientCounterStore(opts.redis, config.REDIS_PREFIX, fastify.log, opts.now)
      : new MemoryCounterStore(opts.now),
    {
      perAccountPerMinute: config.WRITES_PER_MINUTE_PER_ACCOUNT,
      perAddressPerMinute: config.WRITES_PER_MINUTE_PER_ADDRESS,
      commentsPerMinute: config.COMMENTS_PER_MINUTE,
      postsPerHour: config.POSTS_PER_HOUR,
      reviewsPerHour: config.REVIEWS_PER_HOUR,
      messagesPerMinute: config.MESSAGES_PER_MINUTE,
    },
  );
  registerCalls(fastify, allRoutes(services), {
    authenticate: (token) => services.auth.authenticate(token),
    checkOutputs: config.NODE_ENV !== 'production',
    limiter,
    till: (user, request) => services.staff.actingAt(user, request.headers),
  });

  // payment-claim screenshots, to the order's buyer and seller only (server/orders/payments/claim-images.ts)
  registerClaimImages(fastify, {
    authenticate: (token) => services.auth.authenticate(token),
    screenshotOf: (orderId, user) => services.orders.claims.screenshotOf(orderId, user),
    images: services.images,
  });
  // the one-click unsubscribe of a mail's List-Unsubscribe header (RFC 8058), a form POST, not a JSON call
  await registerMailUnsubscribe(fastify, services.shopperMails);
  registerNotificationLive(fastify, services.notifications, {
    lock: jobLock,
    // live stock: the figures of the products open pages show (decision 0268)
    stockOf: async (ids) => stockFiguresOf(await services.products.getPublicMany(ids, null)),
    // a customer display hears its own pairing's changes only (decision 0278)
    displayChannelOf: (ticket) => services.displays.redeemStreamTicket(ticket),
  });

  fastify.get('/healthz', async () => ({ status: 'ok', version: VERSION, database: db.dialect }));
  registerReadiness(fastify, { db, images: services.images, redis: opts.redis });
  // written on the first request, not at start: together ~85 ms of a cold start (decision 0249)
  let openApi: ReturnType<typeof buildOpenApi> | undefined;
  let docsPage: string | undefined;
  fastify.get('/api/openapi.json', async () => {
    openApi ??= buildOpenApi(ALL_CALLS, VERSION, config.PUBLIC_URL ?? '/');
    return openApi;
  });
  fastify.get('/api/docs', async (_req, reply) => {
    docsPage ??= renderDocsPage(ALL_CALLS);
    return reply.type('text/html; charset=utf-8').send(docsPage);
  });

  const { indexHtml, firstScreenFiles } = await registerSpa(fastify, config.WEB_DIST);
  const painterOf = pagePainter(config.WEB_DIST, (message) => fastify.log.warn(message));
  registerShareImages(fastify, services.images);
  // a shared product, post or shop link previews from the HTML itself (docs/decisions/0240-share-previews.md)
  const previews: PreviewSources = {
    product: (id) => services.products.get(id, null).catch(() => null),
    post: (id) => services.posts.selected(id, null).catch(() => null),
    shop: async (id) => {
      const shop = await services.shops.get(id).catch(() => null);
      if (!shop) return null;
      const products = await services.products.list(
        { seller_id: id, category: [], search: '', sort: -1, limit: 4 },
        null,
      );
      return { name: shop.name, products };
    },
  };
  // a product as a picture for Instagram and WhatsApp Status, with a QR code to its page (decision 0245)
  registerShareCards(fastify, services.images, previews.product, config.PUBLIC_URL);
  // the answers / and /market open with, and their first photos, from their HTML (decisions 0125, 0251)
  const firstScreenTags = firstScreens(
    async (path, input) => {
      const res = await fastify.inject({ method: 'POST', url: `/api${path}`, payload: { data: input } });
      const body = res.statusCode === 200 ? (res.json() as { success?: boolean; data?: unknown }) : null;
      return body?.success === false ? undefined : body?.data;
    },
    firstScreenFiles,
    Date.now,
    async (url, answers) => {
      // the first screen drawn here from those answers, then hydrated (docs/decisions/0254-server-first-paint.md)
      const painter = await painterOf();
      if (!painter) return null;
      const html = await painter.renderPage(url, answers).catch((error: Error) => {
        fastify.log.warn({ err: error, url }, 'first screen not drawn');
        return null;
      });
      return html === null ? null : { html, locale: painter.pageLocale(new URL(url, 'http://page').search) };
    },
    // a login-only page is drawn as the login screen a visitor is sent to (decision 0254)
    async (pathname, search) => (await painterOf())?.drawnAddress(pathname, search) ?? `${pathname}${search}`,
  );
  // the first drawing loads the painter and the modules of its page (~150 ms): done as the server starts, in the
  // background, so the first visitor does not wait for it (a server without a painter skips it)
  fastify.addHook('onReady', async () => {
    setImmediate(() => {
      void painterOf()
        .then((painter) => (painter ? firstScreenTags('/', '') : undefined))
        .catch(() => undefined);
    });
  });
  fastify.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    const isApi = url.startsWith('/api/') || url === '/api' || url.startsWith('/img/');
    const html = isApi ? null : indexHtml();
    if (html && (request.method === 'GET' || request.method === 'HEAD')) {
      const page = await pageHtml(request, html, previews, config.PUBLIC_URL);
      if (page.vary) reply.header('Vary', page.vary);
      const { pathname, search } = new URL(url, 'http://page');
      return reply
        .status(page.status)
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .send(withFirstScreen(page.html, await firstScreenTags(pathname, search)));
    }
    return reply.status(404).send(errorBody(isApi ? 'routeNotFound' : 'notFound'));
  });

  return { fastify, services };
}

/** pino-pretty when standard output is a terminal (LOG_FORMAT=json or pretty decides otherwise) */
function prettyLogs(config: Config): boolean {
  const format = process.env.LOG_FORMAT;
  if (format === 'json') return false;
  if (format === 'pretty') return true;
  return process.stdout.isTTY === true && config.NODE_ENV !== 'test';
}
