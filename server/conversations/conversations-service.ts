import type { z } from 'zod';
import type {
  About,
  AboutShown,
  ChatMessage,
  Conversation,
  listMessages,
  sendMessage,
} from '../../contract/conversations';
import type { Order } from '../../contract/orders';
import type { FeedPost } from '../../contract/posts';
import type { Product } from '../../contract/products';
import { newId } from '../db/ids';
import { AppError } from '../http/app-error';
import type { SessionUser } from '../http/context';
import { assertImagesStored, type ImageStore } from '../media';
import type { NotificationsService } from '../notifications/service';
import type { ConversationRow, ConversationsRepository, MessageRow } from './conversations-repository';

type SendInput = z.output<typeof sendMessage.input>;
type MessagesInput = z.output<typeof listMessages.input>;

export interface ConversationsDeps {
  repo: ConversationsRepository;
  images: ImageStore;
  notifications: NotificationsService;
  product: (id: string) => Promise<Product>;
  post: (id: string) => Promise<FeedPost>;
  order: (id: string, user: SessionUser) => Promise<Order>;
  /** throws when the id is not a shop's */
  assertShop: (id: string) => Promise<void>;
  publicNamesOf: (ids: string[]) => Promise<Map<string, string>>;
  /** tells the person's phones with the app closed (Web Push); absent: in-app only */
  push?: (userId: string, payload: { title: string; body: string; url: string }) => Promise<void>;
  now?: () => number;
}

const PAGE = 30;

/** A conversation's messages from the shop that its shopper has not read (oldest first). */
export interface UnreadByShopper {
  conversation_id: string;
  shop_id: string;
  shopper_id: string;
  first_unread_id: string;
  first_unread_at: number;
  texts: string[];
}

/** where a page of `unreadByShoppers` ended: the last conversation's last message time and id */
export interface UnreadCursor {
  last_at: number;
  id: string;
}

/**
 * Conversations between a shopper and a shop (docs/decisions/0246-conversations.md). One per pair; each message may
 * say what it is about. Only the two people read it; a block on either side stops new messages; every message
 * reaches the other person's devices live, as one notification per conversation, and by Web Push.
 */
export class ConversationsService {
  private readonly now: () => number;
  constructor(private readonly deps: ConversationsDeps) {
    this.now = deps.now ?? Date.now;
  }

  /** the same service on another clock (the demo data writes its messages in the past) */
  withClock(now: () => number): ConversationsService {
    return new ConversationsService({ ...this.deps, now });
  }

  private get repo() {
    return this.deps.repo;
  }

  async send(
    input: SendInput,
    user: SessionUser,
  ): Promise<{ conversation: Conversation; message: ChatMessage }> {
    // sent again with its key (written offline, decision 0269): the first message, once
    const replay = await this.replayed(input, user);
    if (replay) return replay;
    const about = input.about ? await this.aboutOf(input.about, user) : null;
    let conversation: ConversationRow;
    if (input.conversation_id) {
      conversation = await this.party(input.conversation_id, user);
    } else {
      const { shopId, shopperId } = await this.pairFor(input, about, user);
      conversation =
        (await this.repo.findPair(shopId, shopperId)) ??
        (await this.repo.open(shopId, shopperId, newId(this.now()), this.now()));
    }
    if (about && about.shopId !== conversation.shop_id) throw new AppError('validation');
    const other = otherOf(conversation, user.id);
    if ((await this.repo.blockers(user.id, other)).length > 0) throw new AppError('messagingBlocked');
    await assertImagesStored(this.deps.images, input.imagePaths, 'imagePaths');
    const now = this.now();
    const message: MessageRow = {
      id: newId(now),
      conversation_id: conversation.id,
      sender_id: user.id,
      body: input.text,
      image_paths: JSON.stringify(input.imagePaths),
      about_kind: about?.shown.kind ?? null,
      about_id: about?.shown.id ?? null,
      about_title: about?.shown.title ?? null,
      about_thumb: about?.shown.thumb ?? null,
      created_at: now,
      client_key: input.idempotency_key ?? null,
    };
    const preview = input.text ? input.text.slice(0, 140) : '📷';
    const toShop = other === conversation.shop_id;
    const outbox = this.deps.notifications.outbox();
    try {
      await this.repo.db.transaction().execute(async (trx) => {
        const unread = await this.repo.add(trx, message, toShop, preview);
        // one notification per conversation, brought up to date by each message (the likes' grouping)
        await outbox.add(trx, {
          kind: 'message_received',
          to: other,
          actor: user.id,
          params: { conversation_id: conversation.id, excerpt: preview, thumb: about?.shown.thumb ?? null },
          groupKey: `conversation:${conversation.id}`,
          count: unread,
        });
      });
    } catch (error) {
      // the same key sent twice at once: the unique key let one in; this copy answers what that one wrote
      const first = await this.replayed(input, user);
      if (first) return first;
      throw error;
    }
    outbox.changed([other, user.id], { kind: 'conversation', id: conversation.id });
    outbox.publish();
    if (this.deps.push) {
      const names = await this.deps.publicNamesOf([user.id]);
      void this.deps
        .push(other, {
          title: names.get(user.id) ?? '',
          body: preview,
          url: `/conversation?id=${encodeURIComponent(conversation.id)}`,
        })
        .catch(() => {});
    }
    const fresh = (await this.repo.find(conversation.id))!;
    const [shown] = await this.render([fresh], user);
    return { conversation: shown!, message: toMessage(message, user.id) };
  }

  /**
   * The message this sender already sent with the input's idempotency key, as the first answer gave it; the same
   * key with another message → 409 `idempotencyReused` (as the orders' keys, decision 0259).
   */
  private async replayed(
    input: SendInput,
    user: SessionUser,
  ): Promise<{ conversation: Conversation; message: ChatMessage } | null> {
    if (!input.idempotency_key) return null;
    const first = await this.repo.byClientKey(user.id, input.idempotency_key);
    if (!first) return null;
    const sameConversation = !input.conversation_id || input.conversation_id === first.conversation_id;
    if (
      !sameConversation ||
      first.body !== input.text ||
      first.image_paths !== JSON.stringify(input.imagePaths)
    )
      throw new AppError('idempotencyReused');
    const conversation = (await this.repo.find(first.conversation_id))!;
    const [shown] = await this.render([conversation], user);
    return { conversation: shown!, message: toMessage(first, user.id) };
  }

  async list(input: { cursor?: string | null; limit?: number }, user: SessionUser) {
    const offset = Math.max(0, Number.parseInt(input.cursor ?? '0', 10) || 0);
    const limit = input.limit ?? PAGE;
    const rows = await this.repo.ofPerson(user.id, offset, limit + 1);
    return {
      items: await this.render(rows.slice(0, limit), user),
      next_cursor: rows.length > limit ? String(offset + limit) : null,
    };
  }

  async messages(input: MessagesInput, user: SessionUser) {
    const conversation = await this.party(input.id, user);
    const limit = input.limit ?? PAGE;
    const rows = await this.repo.messages(conversation.id, input.cursor ?? null, limit + 1);
    const [shown] = await this.render([conversation], user);
    return {
      items: rows.slice(0, limit).map((m) => toMessage(m, user.id)),
      next_cursor: rows.length > limit ? rows[limit - 1]!.id : null,
      conversation: shown!,
    };
  }

  async read(id: string, user: SessionUser): Promise<{ unread: number }> {
    const conversation = await this.party(id, user);
    await this.repo.markRead(conversation.id, conversation.shop_id === user.id);
    this.deps.notifications.changed([user.id], { kind: 'conversation', id: conversation.id });
    return this.unread(user);
  }

  /**
   * The shops' messages shoppers have not read, by conversation, whose last message is from `since` on (the mail
   * about a message unread for an hour, docs/decisions/0275-mails-to-shoppers.md): the first unread message and the
   * texts of the unread ones, oldest first. Keyset pages: `next` (null on the last page) is where the next one starts.
   */
  async unreadByShoppers(
    since: number,
    after: UnreadCursor | null,
    limit: number,
  ): Promise<{ items: UnreadByShopper[]; next: UnreadCursor | null }> {
    const out: UnreadByShopper[] = [];
    const rows = await this.repo.unreadByShoppers(since, after, limit);
    for (const c of rows) {
      const count = Number(c.shopper_unread);
      // newest first: the shop's last `count` messages are the unread ones
      const recent = await this.repo.messages(c.id, null, Math.min(100, count + 20));
      const unread = recent
        .filter((m) => m.sender_id === c.shop_id)
        .slice(0, count)
        .reverse();
      const first = unread[0];
      if (!first) continue;
      out.push({
        conversation_id: c.id,
        shop_id: c.shop_id,
        shopper_id: c.shopper_id,
        first_unread_id: first.id,
        first_unread_at: Number(first.created_at),
        texts: unread.map((m) => m.body || '📷'),
      });
    }
    const last = rows.at(-1);
    return {
      items: out,
      next: rows.length === limit && last ? { last_at: Number(last.last_at), id: last.id } : null,
    };
  }

  /** the shoppers who wrote to a shop or were written to by it, latest first, up to `max` (decision 0282) */
  async shoppersOf(shopId: string, max: number): Promise<string[]> {
    const rows = await this.deps.repo.ofPerson(shopId, 0, max);
    return rows.filter((r) => r.shop_id === shopId).map((r) => r.shopper_id);
  }

  async unread(user: SessionUser): Promise<{ unread: number }> {
    return { unread: await this.repo.unreadTotal(user.id) };
  }

  async block(input: { user_id: string; blocked: boolean }, user: SessionUser) {
    if (input.user_id === user.id) throw new AppError('notSomeoneElse');
    await this.repo.setBlock(user.id, input.user_id, input.blocked, this.now());
    return { message: input.blocked ? 'Blocked' : 'Unblocked' };
  }

  async quickReplies(user: SessionUser) {
    return { texts: await this.repo.quickReplies(user.id) };
  }

  async setQuickReplies(texts: string[], user: SessionUser) {
    const unique = [...new Set(texts)];
    await this.repo.setQuickReplies(user.id, unique);
    return { texts: unique };
  }

  /** the conversation, when the caller is one of its two people; not found for anyone else */
  private async party(id: string, user: SessionUser): Promise<ConversationRow> {
    const row = await this.repo.find(id);
    if (!row || (row.shop_id !== user.id && row.shopper_id !== user.id))
      throw new AppError('conversationNotFound');
    return row;
  }

  /** who is the shop and who the shopper of a new conversation */
  private async pairFor(
    input: SendInput,
    about: { shopId: string; shopperId: string | null } | null,
    user: SessionUser,
  ): Promise<{ shopId: string; shopperId: string }> {
    let shopId: string;
    let shopperId: string;
    if (about) {
      shopId = about.shopId;
      // an order names both; a product or post: the caller asks its shop
      shopperId = about.shopperId ?? user.id;
      if (input.to && input.to !== (user.id === shopId ? shopperId : shopId))
        throw new AppError('validation');
    } else {
      shopId = input.to!;
      shopperId = user.id;
      await this.deps.assertShop(shopId);
    }
    if (shopId === shopperId) throw new AppError('notSomeoneElse');
    if (user.id !== shopId && user.id !== shopperId) throw new AppError('conversationNotFound');
    return { shopId, shopperId };
  }

  /** what a message is about, checked: a live product or post of the shop, or an order of the two */
  private async aboutOf(
    about: About,
    user: SessionUser,
  ): Promise<{ shown: AboutShown; shopId: string; shopperId: string | null }> {
    if (about.kind === 'product') {
      const p = await this.deps.product(about.id);
      if (p.removed) throw new AppError('productNotFound');
      return {
        shown: { ...about, title: p.name, thumb: p.imagePaths[0] ?? null },
        shopId: p.seller_id,
        shopperId: null,
      };
    }
    if (about.kind === 'post') {
      const post = await this.deps.post(about.id);
      return {
        shown: { ...about, title: post.title, thumb: post.imagePaths[0] ?? null },
        shopId: post.creater_id,
        shopperId: null,
      };
    }
    const order = await this.deps.order(about.id, user);
    if (order.order_type !== 'Online-Sell' || !order.buyer_id || !order.seller_id)
      throw new AppError('validation');
    return {
      shown: { ...about, title: `#${order.sale_number}`, thumb: order.items[0]?.thumbnail ?? null },
      shopId: order.seller_id,
      shopperId: order.buyer_id,
    };
  }

  private async render(rows: ConversationRow[], user: SessionUser): Promise<Conversation[]> {
    const others = rows.map((r) => otherOf(r, user.id));
    const [names, blocked] = await Promise.all([
      this.deps.publicNamesOf([...new Set(others)]),
      this.repo.blockedBy(user.id, others),
    ]);
    return rows.map((r, i) => {
      const asShop = r.shop_id === user.id;
      const other = others[i]!;
      return {
        _id: r.id,
        role: asShop ? 'shop' : 'shopper',
        other: { id: other, name: names.get(other) ?? '' },
        shop_id: r.shop_id,
        last:
          r.last_sender_id === null
            ? null
            : { text: r.last_text, mine: r.last_sender_id === user.id, at: iso(r.last_at) },
        unread: Number(asShop ? r.shop_unread : r.shopper_unread),
        blocked: blocked.has(other),
      };
    });
  }
}

function otherOf(row: ConversationRow, userId: string): string {
  return row.shop_id === userId ? row.shopper_id : row.shop_id;
}

function iso(ms: number): string {
  return new Date(Number(ms)).toISOString();
}

function toMessage(m: MessageRow, viewerId: string): ChatMessage {
  return {
    _id: m.id,
    conversation_id: m.conversation_id,
    mine: m.sender_id === viewerId,
    text: m.body,
    imagePaths: JSON.parse(m.image_paths) as string[],
    about:
      m.about_kind && m.about_id
        ? {
            kind: m.about_kind as About['kind'],
            id: m.about_id,
            title: m.about_title ?? '',
            thumb: m.about_thumb,
          }
        : null,
    created_at: iso(m.created_at),
  };
}
