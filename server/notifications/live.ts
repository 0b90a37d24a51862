import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { NOTIFICATION_STREAM_PATH, type StockFigure } from '../../contract/notifications';
import { errorBody } from '../http/app-error';
import { type JobLock, PROCESS_LOCK } from '../jobs/job-lock';
import type { BusMessage } from './bus';
import type { NotificationsService } from './service';
import { STOCK_TICK_MS, StockChannel, type StockWatcher } from './stock-channel';

/** a client whose socket buffers more than this is dropped; it reconnects with Last-Event-ID */
export const MAX_BUFFERED_BYTES = 64 * 1024;
/**
 * Guests' stock streams from one address, and in all, at once (decision 0268): a stream holds a socket and a place
 * in the stock channel, and a guest needs no ticket, so one address could otherwise open them without end. High
 * enough for a household or a mobile carrier's shared address (many shoppers behind one IP); over it the page works
 * without live stock.
 */
export const MAX_GUEST_STREAMS_PER_ADDRESS = 64;
export const MAX_GUEST_STREAMS = 20_000;
const HOUR_MS = 3_600_000;

interface Client {
  res: ServerResponse;
  userId: string;
  sessionHash: string;
}

/**
 * GET /api/user/notification/stream?ticket=… — Server-Sent Events (docs/decisions/0066-notifications-live.md).
 * The ticket (POST /user/notification/stream_ticket) is single-use and lives 60 s. Events: `notification`
 * (id = the notification's event id, data = the notification and the unread count), `change` (data = a
 * LiveChange: an order, product or sales fact changed, docs/decisions/0225-live-facts.md), heartbeats as
 * comments. On reconnect, Last-Event-ID (header, or `last_event_id` in the query, as EventSource cannot
 * set it on a new URL) replays what was missed. Also empties the bin at start and hourly.
 */
export function registerNotificationLive(
  fastify: FastifyInstance,
  service: NotificationsService,
  opts: {
    heartbeatMs?: number;
    lock?: JobLock;
    /** the stock of products now, for live stock (decision 0268); without it no stock events are sent */
    stockOf?: (ids: string[]) => Promise<Map<string, StockFigure>>;
    stockTickMs?: number;
    /**
     * a customer display's stream ticket (`display_ticket=…`, decision 0278): the channel it opens (its pairing's,
     * never a user's), or null; such a stream gets that channel's `change` events and nothing else
     */
    displayChannelOf?: (ticket: string) => Promise<string | null>;
  } = {},
): StockChannel {
  const lock = opts.lock ?? PROCESS_LOCK;
  const heartbeatMs = opts.heartbeatMs ?? 20_000;
  const clients = new Map<string, Set<Client>>();
  const stockOf = opts.stockOf ?? (async () => new Map<string, StockFigure>());
  const stock = new StockChannel(stockOf, opts.stockTickMs ?? STOCK_TICK_MS, (err) =>
    fastify.log.warn({ err }, 'stock delivery failed'),
  );
  /** public streams (a guest's page, `public=1`): stock only */
  const guests = new Set<ServerResponse>();
  const guestsByAddress = new Map<string, number>();

  const send = (client: Client, chunk: string) => writeBounded(client.res, chunk);

  const deliver = async (message: BusMessage) => {
    if (message.stock) return stock.changed(message.stock);
    if (message.watch) {
      await stock.watch(message.watch.stream, message.watch.ids);
      return;
    }
    const local = clients.get(message.userId);
    if (!local || local.size === 0) return;
    if (message.change) {
      // every device, the one that caused it too (its other screens show the fact as well); no id: a
      // reconnecting client fetches what it shows anew instead of replaying changes
      const chunk = `event: change\ndata: ${JSON.stringify(message.change)}\n\n`;
      for (const client of local) send(client, chunk);
      return;
    }
    const targets = [...local].filter((c) => c.sessionHash !== message.origin);
    if (targets.length === 0) return;
    const found = await service.forStream(message.id);
    if (!found) return;
    for (const client of targets) {
      const unread = await service.unreadOf(client);
      send(client, frame(found.eventId, { notification: found.item, unread }));
    }
  };
  const unsubscribe = service.bus.subscribe((m) => {
    deliver(m).catch((err) => fastify.log.warn({ err }, 'notification delivery failed'));
  });

  const heartbeat = setInterval(() => {
    for (const set of clients.values()) for (const c of set) send(c, ': heartbeat\n\n');
    for (const res of guests) writeBounded(res, ': heartbeat\n\n');
  }, heartbeatMs);
  heartbeat.unref();

  // with several processes one of them empties the bin each hour (docs/decisions/0132-jobs-run-once.md)
  const purge = () =>
    lock
      .claim('notifications-bin', HOUR_MS - 60_000)
      .then((claimed) => (claimed ? service.purgeBin() : undefined))
      .catch((err) => fastify.log.warn({ err }, 'notification bin purge failed'));
  void purge();
  const purgeTimer = setInterval(purge, HOUR_MS);
  purgeTimer.unref();

  // The streams end before the HTTP server closes: it waits for its active connections, and an open stream never
  // ends by itself, so ended only in onClose (which runs after that wait) a stop with one open never returned.
  fastify.addHook('preClose', async () => {
    for (const set of clients.values()) for (const c of set) c.res.end();
    for (const res of guests) res.end();
  });
  fastify.addHook('onClose', async () => {
    clearInterval(heartbeat);
    clearInterval(purgeTimer);
    unsubscribe();
    stock.close();
    clients.clear();
    guests.clear();
    guestsByAddress.clear();
    await service.bus.close();
  });

  fastify.get(NOTIFICATION_STREAM_PATH, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const ticket = typeof query.ticket === 'string' ? query.ticket : '';
    // a guest's page: stock only, no ticket (decision 0268)
    if (ticket === '' && query.public === '1') {
      const address = request.ip;
      const fromAddress = guestsByAddress.get(address) ?? 0;
      if (fromAddress >= MAX_GUEST_STREAMS_PER_ADDRESS || guests.size >= MAX_GUEST_STREAMS)
        return reply.status(429).send(errorBody('rateLimited'));
      guestsByAddress.set(address, fromAddress + 1);
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, streamHeaders);
      const watcher = watcherOf(res);
      guests.add(res);
      stock.add(watcher);
      let dropped = false;
      const drop = () => {
        if (dropped) return; // close and error can both come
        dropped = true;
        guests.delete(res);
        stock.drop(watcher);
        const left = (guestsByAddress.get(address) ?? 1) - 1;
        if (left > 0) guestsByAddress.set(address, left);
        else guestsByAddress.delete(address);
      };
      res.on('close', drop);
      res.on('error', drop);
      writeBounded(res, 'retry: 3000\n\n');
      writeBounded(res, `event: ready\ndata: ${JSON.stringify({ stream: watcher.stream })}\n\n`);
      return;
    }
    const displayTicket = typeof query.display_ticket === 'string' ? query.display_ticket : '';
    const displayChannel =
      displayTicket && opts.displayChannelOf ? await opts.displayChannelOf(displayTicket) : null;
    if (displayTicket && !displayChannel) return reply.status(401).send(errorBody('sessionInvalid'));
    // a display's stream: only `change` messages are ever published to its channel, and it replays nothing
    const reader = displayChannel
      ? { userId: displayChannel, sessionHash: '' }
      : await service.redeemTicket(ticket);
    if (!reader) return reply.status(401).send(errorBody('sessionInvalid'));
    const header = request.headers['last-event-id'];
    const lastEventId =
      (typeof header === 'string' && header) ||
      (typeof query.last_event_id === 'string' && query.last_event_id) ||
      null;

    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, streamHeaders);
    const client: Client = { res, ...reader };
    const watcher = watcherOf(res);
    stock.add(watcher);
    const set = clients.get(reader.userId) ?? new Set<Client>();
    clients.set(reader.userId, set);
    set.add(client);
    const drop = () => {
      set.delete(client);
      if (set.size === 0 && clients.get(reader.userId) === set) clients.delete(reader.userId);
      stock.drop(watcher);
    };
    res.on('close', drop);
    res.on('error', drop);

    send(client, 'retry: 3000\n\n');
    if (!displayChannel && lastEventId && lastEventId.length <= 64) {
      const missed = await service.missed(reader, lastEventId);
      const unread = missed.length > 0 ? await service.unreadOf(reader) : 0;
      for (const m of missed) send(client, frame(m.eventId, { notification: m.item, unread }));
    }
    send(client, `event: ready\ndata: ${JSON.stringify({ stream: watcher.stream })}\n\n`);
  });
  return stock;
}

const streamHeaders = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-store',
  connection: 'keep-alive',
  'x-accel-buffering': 'no',
};

/** a page's stream as the stock channel sees it, named by an id only that page learns (its `ready` event) */
function watcherOf(res: ServerResponse): StockWatcher {
  return { stream: randomBytes(16).toString('base64url'), write: (chunk) => writeBounded(res, chunk) };
}

/**
 * Writes a frame unless the connection is gone. A slow or dead reader: what it has not taken stays bounded
 * (MAX_BUFFERED_BYTES), then the connection goes; the client resumes with Last-Event-ID. False when dropped.
 */
export function writeBounded(
  res: Pick<ServerResponse, 'destroyed' | 'write' | 'writableLength' | 'destroy'>,
  chunk: string,
): boolean {
  if (res.destroyed) return false;
  res.write(chunk);
  if (res.writableLength > MAX_BUFFERED_BYTES) {
    res.destroy();
    return false;
  }
  return true;
}

function frame(id: string, data: unknown): string {
  return `id: ${id}\nevent: notification\ndata: ${JSON.stringify(data)}\n\n`;
}
