import { createHash, randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import {
  type LiveChange,
  NOTIFICATION_BIN_DAYS,
  type Notification,
  type NotificationKind,
  type NotificationParams,
} from '../../contract/notifications';
import { newId } from '../db/ids';
import type { Database } from '../db/schema';
import type { SessionUser } from '../http/context';
import type { BusMessage, NotificationBus } from './bus';
import type { NotificationRow, NotificationsRepository } from './repository';

const DAY_MS = 86_400_000;
export const TICKET_TTL_MS = 60_000;
const PAGE_DEFAULT = 20;

/**
 * What a domain reports inside its write transaction (docs/decisions/0065-notifications-events.md).
 * `to` is the reader; `actor` the person who caused it (null: the system). Nobody is told of their own
 * action, unless `originSession` names the device it came from: then the reader's other devices are told
 * (a POS sale recorded on another device) and that device is not.
 */
export interface NotificationEvent {
  kind: NotificationKind;
  to: string;
  actor: string | null;
  params: NotificationParams;
  /** rows with the same key for one reader are one notification (a post's likes) */
  groupKey?: string;
  /** people behind a grouped notification */
  count?: number;
  /** a grouped notification counts one more each time while unread, and starts again at 1 once read (shop news) */
  accumulate?: boolean;
  originSession?: string | null;
}

/**
 * Collects the notifications written in one transaction and announces them once it has committed.
 * `add` runs inside the caller's transaction; `publish` after it (never called when it rolled back).
 */
export class NotificationOutbox {
  private readonly written: BusMessage[] = [];
  /** products whose stock may have changed: one public stock message after the commit (decision 0268) */
  private readonly stock = new Set<string>();
  constructor(private readonly service: NotificationsService) {}

  async add(trx: Transaction<Database>, event: NotificationEvent): Promise<void> {
    const message = await this.service.record(trx, event);
    if (message) this.written.push(message);
  }

  /** `change` reaches every device of these accounts once the transaction has committed (null: nobody). */
  changed(to: (string | null)[], change: LiveChange): void {
    if (change.kind === 'product' && change.id !== '*') this.stock.add(change.id);
    for (const userId of to) {
      if (userId === null) continue;
      const seen = this.written.some(
        (m) => m.userId === userId && m.change?.kind === change.kind && m.change.id === change.id,
      );
      if (!seen) this.written.push({ userId, id: '', origin: null, change });
    }
  }

  publish(): void {
    for (const m of this.written.splice(0)) this.service.announce(m);
    if (this.stock.size > 0) {
      this.service.announce({ userId: '', id: '', origin: null, stock: [...this.stock] });
      this.stock.clear();
    }
  }
}

interface Reader {
  userId: string;
  sessionHash: string;
}

export class NotificationsService {
  constructor(
    private readonly repo: NotificationsRepository,
    readonly bus: NotificationBus,
    private readonly names: (ids: string[]) => Promise<Map<string, string>>,
    private readonly now: () => number = Date.now,
  ) {}

  /** The same service with another clock (the seed places orders in the past). */
  withClock(now: () => number): NotificationsService {
    return new NotificationsService(this.repo, this.bus, this.names, now);
  }

  /** Marks as read everything older than `before` (the demo data: only recent ones look new). */
  async markReadBefore(before: number): Promise<number> {
    return this.repo.markReadBefore(before, this.now());
  }

  outbox(): NotificationOutbox {
    return new NotificationOutbox(this);
  }

  /** Writes one event's notification in the caller's transaction; null when nobody is to be told. */
  async record(trx: Transaction<Database>, event: NotificationEvent): Promise<BusMessage | null> {
    const origin = event.originSession ?? null;
    if (event.actor !== null && event.actor === event.to && origin === null) return null;
    const now = this.now();
    const id = newId(now);
    const { id: stored } = await this.repo.upsert(
      trx,
      {
        id,
        user_id: event.to,
        kind: event.kind,
        group_key: event.groupKey ?? id,
        actor_id: event.actor,
        actor_count: event.count ?? 1,
        params: JSON.stringify(event.params),
        event_id: id,
        origin_session: origin,
        created_at: now,
        updated_at: now,
        read_at: null,
        removed_at: null,
      },
      event.accumulate === true,
    );
    return { userId: event.to, id: stored, origin };
  }

  /** One event in a transaction of its own (the hook for domains without one, e.g. following). */
  async notify(event: NotificationEvent): Promise<void> {
    const outbox = this.outbox();
    await this.repo.db.transaction().execute((trx) => outbox.add(trx, event));
    outbox.publish();
  }

  announce(message: BusMessage): void {
    this.bus.publish(message);
  }

  /** A change outside any order transaction (a product edited): told to every device of `to` at once. */
  changed(to: (string | null)[], change: LiveChange): void {
    const outbox = this.outbox();
    outbox.changed(to, change);
    outbox.publish();
  }

  // ---- the reader's calls ----

  async list(
    input: { cursor?: string | null; limit?: number; bin?: boolean },
    user: SessionUser,
  ): Promise<{ items: Notification[]; next_cursor: string | null; unread: number }> {
    const reader = readerOf(user);
    const limit = input.limit ?? PAGE_DEFAULT;
    const rows = await this.repo.page(reader, {
      cursor: input.cursor ?? null,
      limit: limit + 1,
      binSince: input.bin ? this.binSince() : null,
    });
    const more = rows.length > limit;
    const items = await this.render(rows.slice(0, limit));
    return {
      items,
      next_cursor: more ? rows[limit - 1]!.event_id : null,
      unread: await this.repo.unreadCount(reader),
    };
  }

  async unread(user: SessionUser): Promise<{ unread: number }> {
    return { unread: await this.repo.unreadCount(readerOf(user)) };
  }

  async markRead(input: { ids: string[] } | { all: true }, user: SessionUser) {
    const ids = 'ids' in input ? input.ids : null;
    const updated = await this.repo.markRead(user.id, ids, this.now());
    return { message: 'Marked as read', updated, unread: await this.repo.unreadCount(readerOf(user)) };
  }

  async remove(input: { ids: string[] }, user: SessionUser) {
    const removed = await this.repo.remove(user.id, input.ids, this.now());
    return { message: 'Removed', removed };
  }

  async recover(input: { ids: string[] }, user: SessionUser) {
    const recovered = await this.repo.recover(user.id, input.ids, this.binSince());
    return { message: 'Recovered', recovered };
  }

  /** empties the bin of what is older than 30 days (at start and hourly: server/notifications/live.ts) */
  async purgeBin(): Promise<number> {
    return this.repo.purge(this.binSince(), this.now());
  }

  // ---- the live stream's side ----

  async issueTicket(user: SessionUser): Promise<{ ticket: string; expires_in: number }> {
    const ticket = randomBytes(24).toString('base64url');
    await this.repo.insertTicket({
      ticketHash: sha256(ticket),
      userId: user.id,
      sessionHash: user.tokenHash,
      expiresAt: this.now() + TICKET_TTL_MS,
    });
    return { ticket, expires_in: TICKET_TTL_MS / 1000 };
  }

  /** the reader a ticket opens the stream for, or null (unknown, used, expired) */
  async redeemTicket(ticket: string): Promise<Reader | null> {
    if (ticket.length === 0 || ticket.length > 100) return null;
    const row = await this.repo.takeTicket(sha256(ticket), this.now());
    return row ? { userId: row.user_id, sessionHash: row.session_hash } : null;
  }

  /** what a reconnecting stream missed after `eventId` (oldest first, at most 100) */
  async missed(reader: Reader, eventId: string): Promise<{ eventId: string; item: Notification }[]> {
    const rows = await this.repo.since(reader, eventId, 100);
    const items = await this.render(rows);
    return rows.map((r, i) => ({ eventId: r.event_id, item: items[i]! }));
  }

  /** one notification as the stream sends it, or null when it is gone or removed */
  async forStream(id: string): Promise<{ eventId: string; item: Notification } | null> {
    const row = await this.repo.findOne(id);
    if (!row || row.removed_at !== null) return null;
    const [item] = await this.render([row]);
    return { eventId: row.event_id, item: item! };
  }

  /** The page on `stream` shows these products (every process hears it; the one serving the stream applies it). */
  watchStock(input: { stream: string; ids: string[] }): { watching: number } {
    const ids = [...new Set(input.ids)];
    this.bus.publish({ userId: '', id: '', origin: null, watch: { stream: input.stream, ids } });
    return { watching: ids.length };
  }

  unreadOf(reader: Reader): Promise<number> {
    return this.repo.unreadCount(reader);
  }

  private binSince(): number {
    return this.now() - NOTIFICATION_BIN_DAYS * DAY_MS;
  }

  private async render(rows: NotificationRow[]): Promise<Notification[]> {
    const actorIds = [...new Set(rows.map((r) => r.actor_id).filter((a): a is string => a !== null))];
    const names = actorIds.length > 0 ? await this.names(actorIds) : new Map<string, string>();
    return rows.map((r) => ({
      _id: r.id,
      kind: r.kind as NotificationKind,
      actor: r.actor_id ? { id: r.actor_id, name: names.get(r.actor_id) ?? '' } : null,
      count: Number(r.actor_count),
      params: JSON.parse(r.params) as NotificationParams,
      read: r.read_at !== null,
      time: new Date(Number(r.updated_at)).toISOString(),
      removed_at: r.removed_at === null ? null : new Date(Number(r.removed_at)).toISOString(),
    }));
  }
}

function readerOf(user: SessionUser): Reader {
  return { userId: user.id, sessionHash: user.tokenHash };
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
