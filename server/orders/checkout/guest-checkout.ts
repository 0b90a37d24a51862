import type { z } from 'zod';
import type { FpsIdentifier } from '../../../contract/fps-payload';
import type { Delivery, guestCheckout, guestClaimPayment, Order, showGuest } from '../../../contract/orders';
import type { GuestAccess, GuestBuyer } from '../../accounts/guest/guest-access';
import { AppError } from '../../http/app-error';
import type { SessionUser } from '../../http/context';
import type { Carts } from '../cart/carts';
import type { PaymentClaimsService } from '../payments/payment-claims';
import type { OrderReads } from '../reads/order-reads';
import type { Checkout } from './checkout';
import type { GuestDrafts } from './guest-drafts';

type GuestInput = z.output<typeof guestCheckout.input>;
type GuestResult = z.input<typeof guestCheckout.output>;
type Placed = { orders: { order_id: string; seller_id: string; status: string; total: number }[] };

export interface GuestCheckoutDeps {
  access: Pick<
    GuestAccess,
    'admit' | 'buyerFor' | 'forgetNew' | 'newLink' | 'newPass' | 'openLink' | 'holderOf'
  >;
  drafts: Pick<GuestDrafts, 'open' | 'discard' | 'answered'>;
  carts: Pick<Carts, 'update'>;
  checkout: Pick<Checkout, 'checkout'>;
  reads: Pick<OrderReads, 'showOne'>;
  claims: Pick<PaymentClaimsService, 'claim'>;
  /** the name a new account shows its sellers (the profiles domain's nickname) */
  setName: (userId: string, name: string) => Promise<void>;
  /** mails the order's one-use link to its buyer, after the commit, in the background */
  mailLink: (m: { orderId: string; buyerId: string; to: string; locale: string; url: string }) => void;
  fpsOf: (sellerId: string) => Promise<FpsIdentifier | null>;
  publicUrl: () => string;
}

/**
 * Checkout without a password (issue 57 item 4, docs/decisions/0284-guest-checkout.md). The steps:
 * 1. the limits per client address and per email (those of mails with links);
 * 2. the email's account, or a new one without a password (never a session of it: a guest gets passes);
 * 3. her items into a draft of their own, checked as a cart's, placed by the checkout itself (stock, prices,
 *    delivery fees, the idempotency key: one path for both);
 * 4. per order, a pass for her screen and a one-use link mailed to the email; a repeat of the key answers the same
 *    orders with new passes and mails nothing.
 */
export class GuestCheckout {
  constructor(private readonly deps: GuestCheckoutDeps) {}

  async checkout(input: GuestInput, address: string): Promise<GuestResult> {
    const { access, drafts } = this.deps;
    await access.admit(input.email, address);
    const buyer = await access.buyerFor(input.email, input.locale);
    const user = asBuyer(buyer);
    const before = await drafts.answered<Placed>(buyer.id, input.idempotency_key);
    if (before) return this.answer(buyer, before, false, input.locale);
    const draftId = await drafts.open(buyer.id);
    try {
      await this.deps.carts.update({ id: draftId, items: input.items, message: input.message }, user);
      const placed = await this.deps.checkout.checkout(
        {
          id: draftId,
          address_id: null,
          pickup_address_ids: input.pickup_address_ids,
          message: input.message,
          idempotency_key: input.idempotency_key,
        },
        user,
        deliveryOf(input),
      );
      // a new account shows its sellers the name she typed (an existing one keeps its own)
      if (buyer.created) await this.deps.setName(buyer.id, input.name).catch(() => undefined);
      return this.answer(buyer, placed, true, input.locale);
    } catch (err) {
      await drafts.discard(draftId);
      // the same key sent twice at once: the first one placed the orders, the second answers them
      const first =
        err instanceof AppError && err.errorName === 'idempotencyReused'
          ? await drafts.answered<Placed>(buyer.id, input.idempotency_key)
          : null;
      if (first) return this.answer(buyer, first, false, input.locale);
      await access.forgetNew(buyer);
      throw err;
    }
  }

  /** the mailed link, once: the order it opens and a pass for it */
  async open(token: string): Promise<{ order_id: string; pass: string; pass_expires_at: number }> {
    const opened = await this.deps.access.openLink(token);
    return { order_id: opened.orderId, pass: opened.pass, pass_expires_at: opened.expiresAt };
  }

  /** the pass's order as its buyer sees it, with the seller's FPS identifier for the code with the amount */
  async show(input: z.output<typeof showGuest.input>): Promise<{ order: Order; fps: FpsIdentifier | null }> {
    const order = await this.deps.reads.showOne(input.id, await this.holder(input.id, input.pass));
    const fps = order.seller_id ? await this.deps.fpsOf(order.seller_id) : null;
    return { order, fps };
  }

  /** "I have paid" with a pass, as the buyer says it signed in */
  async claim(input: z.output<typeof guestClaimPayment.input>): Promise<{ message: string; order: Order }> {
    const buyer = await this.holder(input.id, input.pass);
    const claimed = await this.deps.claims.claim({ id: input.id, reference: input.reference }, buyer);
    return { message: claimed.message, order: await this.deps.reads.showOne(input.id, buyer) };
  }

  /** the order's buyer when the pass opens this order; 404 otherwise, as for an order that is not hers */
  private async holder(orderId: string, pass: string): Promise<SessionUser> {
    const buyerId = await this.deps.access.holderOf(orderId, pass);
    if (!buyerId) throw new AppError('notFound');
    return { id: buyerId, email: '', role: 'c', tokenHash: '' };
  }

  private async answer(
    buyer: GuestBuyer,
    placed: Placed,
    mail: boolean,
    locale?: string,
  ): Promise<GuestResult> {
    const base = this.deps.publicUrl().replace(/\/+$/, '');
    let expiresAt = 0;
    const orders: GuestResult['orders'] = [];
    for (const o of placed.orders) {
      const pass = await this.deps.access.newPass(buyer.id, o.order_id);
      expiresAt = pass.expiresAt;
      orders.push({ ...o, status: o.status as GuestResult['orders'][number]['status'], pass: pass.token });
      if (!mail) continue;
      const link = await this.deps.access.newLink(buyer.id, o.order_id);
      this.deps.mailLink({
        orderId: o.order_id,
        buyerId: buyer.id,
        to: buyer.email,
        locale: locale ?? 'en',
        url: `${base}/guest-order?token=${encodeURIComponent(link)}`,
      });
    }
    return { orders, pass_expires_at: expiresAt, mailed_to: buyer.email };
  }
}

function asBuyer(buyer: GuestBuyer): SessionUser {
  return { id: buyer.id, email: buyer.email, role: buyer.role, tokenHash: '' };
}

/** the typed address, when she gave one: where every seller she does not pick up from delivers */
function deliveryOf(input: GuestInput): Delivery | undefined {
  if (!input.address) return undefined;
  return {
    kind: 'delivery',
    name: input.name,
    phone: input.phone || null,
    address: input.address.address,
    hours: null,
    area: input.address.area ?? null,
  };
}
