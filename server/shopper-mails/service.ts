import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import QRCode from 'qrcode';
import type { z } from 'zod';
import { trackingUrl } from '../../contract/couriers';
import { type FpsIdentifier, fpsPayload } from '../../contract/fps-payload';
import type { Locale } from '../../contract/localized-message';
import { toCents } from '../../contract/money';
import type { Refund } from '../../contract/order-refunds';
import type { Order } from '../../contract/orders';
import {
  type MailSettings,
  type mailSettings,
  SHOPPER_MAIL_KINDS,
  type ShopperMailKind,
} from '../../contract/shopper-mails';
import type { UnreadByShopper, UnreadCursor } from '../conversations/conversations-service';
import { AppError } from '../http/app-error';
import type { SessionUser } from '../http/context';
import type { Mailer, MailMessage } from '../mail/mailer';
import { isLocale } from '../mail/templates';
import type { OrderStep } from '../orders/core/orders-deps';
import type { ShopperMailsRepository } from './repository';
import { type OrderMail, renderMessageMail, renderOrderMail } from './templates';

type SettingsInput = z.output<typeof mailSettings.input>;

const MINUTE = 60_000;
/** a shop's message unread this long is mailed to the shopper */
export const UNREAD_MESSAGE_MAIL_AFTER_MS = 60 * MINUTE;
/** conversations whose last message is older than this are not looked at (a first start on an old database) */
const UNREAD_WINDOW_MS = 24 * 60 * MINUTE;
const SWEEP_PAGE = 200;

/** the path of the one-click unsubscribe (RFC 8058), outside the JSON calls: ./unsubscribe-route.ts */
export const UNSUBSCRIBE_PATH = '/api/mail/unsubscribe';

export interface ShopperMailsDeps {
  repo: ShopperMailsRepository;
  mailer: Pick<Mailer, 'dispatchLater' | 'keysTaken'>;
  /**
   * the person's address, whether she verified it, and her stored language; null: no address (a wallet sign-up),
   * no mail; an unverified address gets none either
   */
  recipient: (userId: string) => Promise<{ email: string; verified: boolean; locale: string } | null>;
  /** the order as its buyer sees it (the orders domain's show_one) */
  order: (orderId: string, buyerId: string) => Promise<Order>;
  /** one refund of the order, as its buyer sees it */
  refund: (orderId: string, refundId: string, buyerId: string) => Promise<Refund | null>;
  /** whether the buyer said "I have paid" for the order and the shop had neither confirmed nor rejected it */
  paymentClaimed: (orderId: string, buyerId: string) => Promise<boolean>;
  fpsOf: (sellerId: string) => Promise<FpsIdentifier | null>;
  /** a page of the conversations with unread shop messages, after `after` (keyset: last message time, id) */
  unreadByShoppers: (
    since: number,
    after: UnreadCursor | null,
    limit: number,
  ) => Promise<{ items: UnreadByShopper[]; next: UnreadCursor | null }>;
  publicNamesOf: (ids: string[]) => Promise<Map<string, string>>;
  /** the language of the person's mails, and storing it (the accounts domain's) */
  localeOf: (userId: string) => Promise<string | null>;
  setLocale: (userId: string, locale: Locale) => Promise<void>;
  /** PUBLIC_URL, else the server's own address */
  publicUrl: () => string;
  now?: () => number;
}

/**
 * Mails to shoppers (docs/decisions/0275-mails-to-shoppers.md): one per step of her online order (placed, paid,
 * shipped, ready for pickup, completed, refunded, cancelled by the shop), one per corrected tracking value, and one
 * when a shop's message stays unread for an hour, in her stored language, each kind on unless she turned it off,
 * and only to a verified address (an unverified one is skipped, not queued). Mails are prepared and stored after the
 * order's commit, in the background (server/mail/mailer.ts): a failure is logged, never the request's. Each mail has
 * a dedupe key (the order and its step or tracking value, or the conversation and its first unread message), so
 * none is sent twice.
 */
export class ShopperMails {
  private readonly now: () => number;
  private quiet = 0;
  private secret: Promise<string> | undefined;

  constructor(private readonly deps: ShopperMailsDeps) {
    this.now = deps.now ?? Date.now;
  }

  /** runs `fn` without mailing anyone (the demo data places its orders through the services) */
  async quietly<T>(fn: () => Promise<T>): Promise<T> {
    this.quiet += 1;
    try {
      return await fn();
    } finally {
      this.quiet -= 1;
    }
  }

  async settings(input: SettingsInput, user: SessionUser): Promise<MailSettings> {
    if (input.kinds) {
      const entries = Object.entries(input.kinds).filter(([, on]) => on !== undefined);
      await this.deps.repo.turnOff(
        user.id,
        entries.filter(([, on]) => on === false).map(([k]) => k),
        this.now(),
      );
      await this.deps.repo.turnOn(
        user.id,
        entries.filter(([, on]) => on === true).map(([k]) => k),
      );
    }
    if (input.locale) await this.deps.setLocale(user.id, input.locale);
    const off = new Set(await this.deps.repo.kindsOff(user.id));
    const kinds = Object.fromEntries(
      SHOPPER_MAIL_KINDS.map((k) => [k, !off.has(k)]),
    ) as MailSettings['kinds'];
    const to = await this.deps.recipient(user.id);
    return {
      kinds,
      email: to?.email ?? null,
      email_verified: to?.verified ?? false,
      locale: await this.localeOf(user.id),
    };
  }

  /** true while `quietly` runs (the demo data): the guest checkout's link mail is not sent either (decision 0284) */
  get isQuiet(): boolean {
    return this.quiet > 0;
  }

  /** an online order's step, told after its commit: its mail is prepared and sent in the background */
  stepped(step: OrderStep): void {
    if (this.quiet > 0) return;
    this.deps.mailer.dispatchLater(() => this.orderMail(step));
  }

  private base(): string {
    return this.deps.publicUrl().replace(/\/+$/, '');
  }

  /** where she chooses her mails in the app */
  settingsUrl(): string {
    return `${this.base()}/language#mails`;
  }

  private async orderMail(s: OrderStep): Promise<MailMessage | null> {
    // a corrected tracking number is a mail of its own, under her setting for shipping mails
    const mail: OrderMail = `order_${s.step}`;
    const kind: Exclude<ShopperMailKind, 'messages'> = mail === 'order_tracking' ? 'order_shipped' : mail;
    const to = await this.deps.recipient(s.buyerId);
    if (!to?.verified || (await this.deps.repo.isOff(s.buyerId, kind))) return null;
    const locale: Locale = isLocale(to.locale) ? to.locale : 'en';
    const order = await this.deps.order(s.orderId, s.buyerId);
    const base = this.base();
    const orderUrl = `${base}/orderDetail?id=${encodeURIComponent(order.order_id)}`;
    const message: Omit<MailMessage, 'subject' | 'text' | 'html'> = {
      to: to.email,
      link: orderUrl,
      dedupeKey: `order:${order.order_id}:${s.step}${s.refundId ? `:${s.refundId}` : ''}${
        s.tracking ? `:${s.tracking.courier}:${s.tracking.trackingNumber ?? ''}` : ''
      }`,
    };
    // the order may have moved on while the mail waited (corrected again, or a step after): the mail is about the
    // order as it is now, and a correction mail is sent only if its value is still the order's
    if (
      s.tracking &&
      (order.shipment?.courier !== s.tracking.courier ||
        (order.shipment?.tracking_number ?? null) !== s.tracking.trackingNumber)
    )
      return null;
    let fps: { payee: string; cid: string } | null = null;
    let refund: Refund | undefined;
    let rateLinks: { label: string; url: string }[] | undefined;
    if (kind === 'order_placed' && order.seller_id) {
      const payee = await this.deps.fpsOf(order.seller_id);
      const cents = toCents(order.total);
      if (payee && cents > 0) {
        // the code the order page draws (docs/decisions/0082-fps-qr-with-the-amount.md), as an inline image
        const payload = fpsPayload({ payee, amountCents: cents, reference: order.order_id });
        const cid = `fps-${order.order_id}@stallfeed`;
        fps = { payee: payee.value, cid };
        message.attachments = [
          {
            filename: `fps-${order.sale_number}.png`,
            cid,
            contentType: 'image/png',
            content: await QRCode.toBuffer(payload, {
              type: 'png',
              errorCorrectionLevel: 'M',
              margin: 2,
              width: 480,
            }),
          },
        ];
      }
    }
    if (kind === 'order_refunded') {
      refund = (await this.deps.refund(s.orderId, s.refundId ?? '', s.buyerId)) ?? undefined;
      if (!refund) return null;
    }
    if (kind === 'order_completed') {
      rateLinks = order.items.map((l) => {
        const q = new URLSearchParams({ order: order.order_id, product: l.product_id });
        if (l.variant_id) q.set('variant', l.variant_id);
        return { label: l.name, url: `${base}/write-review?${q.toString()}` };
      });
    }
    const paymentClaimed =
      mail === 'order_cancelled' ? await this.deps.paymentClaimed(s.orderId, s.buyerId) : undefined;
    const rendered = renderOrderMail({
      kind: mail,
      paymentClaimed,
      locale,
      order,
      shopName: order.seller_name ?? 'Stallfeed',
      orderUrl,
      settingsUrl: this.settingsUrl(),
      fps,
      trackingUrl: order.shipment ? trackingUrl(order.shipment, locale) : null,
      refund,
      rateLinks,
    });
    return { ...message, ...rendered };
  }

  /**
   * The job (./message-job.ts): every conversation whose first unread message from the shop is an hour old gets
   * one mail to the shopper, once per run of unread messages (the key is that first message).
   */
  async mailUnreadMessages(pageSize = SWEEP_PAGE): Promise<{ mailed: number; pages: number }> {
    const now = this.now();
    let mailed = 0;
    let pages = 0;
    // keyset pages (last message time, id) on the partial index of 1276: a conversation that moves while the sweep
    // runs is neither skipped nor read twice, as an offset would (decision 0275)
    let after: UnreadCursor | null = null;
    for (;;) {
      const page = await this.deps.unreadByShoppers(now - UNREAD_WINDOW_MS, after, pageSize);
      pages += 1;
      const due = page.items.filter((u) => u.first_unread_at <= now - UNREAD_MESSAGE_MAIL_AFTER_MS);
      const taken = await this.deps.mailer.keysTaken(due.map(messageKey));
      for (const u of due) {
        if (taken.has(messageKey(u)) || this.quiet > 0) continue;
        this.deps.mailer.dispatchLater(() => this.messageMail(u));
        mailed += 1;
      }
      if (!page.next) return { mailed, pages };
      after = page.next;
    }
  }

  private async messageMail(u: UnreadByShopper): Promise<MailMessage | null> {
    const to = await this.deps.recipient(u.shopper_id);
    if (!to?.verified || (await this.deps.repo.isOff(u.shopper_id, 'messages'))) return null;
    const locale: Locale = isLocale(to.locale) ? to.locale : 'en';
    const shopName = (await this.deps.publicNamesOf([u.shop_id])).get(u.shop_id) ?? 'Stallfeed';
    const conversationUrl = `${this.base()}/conversation?id=${encodeURIComponent(u.conversation_id)}`;
    const unsubscribeUrl = `${this.base()}${UNSUBSCRIBE_PATH}?token=${await this.token(u.shopper_id, 'messages')}`;
    return {
      to: to.email,
      link: conversationUrl,
      dedupeKey: messageKey(u),
      // not about an order: one click in the mail client turns these mails off (RFC 8058)
      headers: {
        'List-Unsubscribe': `<${unsubscribeUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
      ...renderMessageMail({
        locale,
        shopName,
        texts: u.texts,
        conversationUrl,
        unsubscribeUrl,
        settingsUrl: this.settingsUrl(),
      }),
    };
  }

  private key(): Promise<string> {
    this.secret ??= this.deps.repo.secret(randomBytes(32).toString('base64url')).catch((err: unknown) => {
      this.secret = undefined;
      throw err;
    });
    return this.secret;
  }

  private async signature(userId: string, kind: string): Promise<string> {
    return createHmac('sha256', await this.key())
      .update(`unsubscribe\n${userId}\n${kind}`)
      .digest('base64url')
      .slice(0, 32);
  }

  /** `<user id>.<kind>.<signature>`: turns that kind off for that person, without a session */
  async token(userId: string, kind: ShopperMailKind): Promise<string> {
    return `${userId}.${kind}.${await this.signature(userId, kind)}`;
  }

  /** the person and kind a token names, when this server signed it */
  private async verify(token: string): Promise<{ userId: string; kind: ShopperMailKind } | null> {
    const [userId, kind, signature, ...rest] = token.split('.');
    if (!userId || !kind || !signature || rest.length > 0) return null;
    if (!(SHOPPER_MAIL_KINDS as readonly string[]).includes(kind)) return null;
    if (!sameText(signature, await this.signature(userId, kind))) return null;
    return { userId, kind: kind as ShopperMailKind };
  }

  /** the one-click unsubscribe: the token's kind is turned off; what, and in which language to say so */
  async unsubscribe(token: string): Promise<{ kind: ShopperMailKind; locale: Locale }> {
    const signed = await this.verify(token);
    if (!signed) throw new AppError('mailUnsubscribeInvalid');
    await this.deps.repo.turnOff(signed.userId, [signed.kind], this.now());
    return { kind: signed.kind, locale: await this.localeOf(signed.userId) };
  }

  /** the language of a token's owner, for the page its link opens (English for a token not ours) */
  async localeOfToken(token: string): Promise<Locale> {
    const signed = await this.verify(token);
    return signed ? this.localeOf(signed.userId) : 'en';
  }

  private async localeOf(userId: string): Promise<Locale> {
    const locale = await this.deps.localeOf(userId);
    return locale && isLocale(locale) ? locale : 'en';
  }
}

function messageKey(u: UnreadByShopper): string {
  return `message:${u.conversation_id}:${u.first_unread_id}`;
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
