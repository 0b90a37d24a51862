import type { z } from 'zod';
import { fromCents } from '../../../contract/money';
import type { claimPayment, PaymentClaim, rejectPayment } from '../../../contract/order-payments';
import type { Order } from '../../../contract/orders';
import { AppError } from '../../http/app-error';
import type { SessionUser } from '../../http/context';
import { formatHk } from '../core/hk-time';
import type { OrdersDeps } from '../core/orders-deps';
import type { OrderReads } from '../reads/order-reads';
import { claimImageHash, claimScreenshotUrl } from './claim-images';
import type { ClaimRow, ClaimsRepository } from './claims-repository';

type ClaimInput = z.output<typeof claimPayment.input>;
type RejectInput = z.output<typeof rejectPayment.input>;

const CLAIMED_LIST_MAX = 50;

/**
 * "I have paid" for online orders awaiting payment (docs/decisions/0090-payment-claims.md).
 * The order keeps its status `pending_payment`; the claim is a note on it that the seller confirms (with
 * received_payment, which moves the order to paid) or rejects. Only the buyer claims; only the seller rejects.
 *
 * Notifications (docs/decisions/0065-notifications-events.md): a claim tells the seller (`payment_claimed`),
 * a rejection the buyer (`payment_rejected`), written in the same transaction as the claim's change.
 */
export class PaymentClaimsService {
  constructor(
    private readonly deps: OrdersDeps,
    private readonly repo: ClaimsRepository,
    private readonly orders: Pick<OrderReads, 'showOne'>,
  ) {}

  async claim(input: ClaimInput, user: SessionUser): Promise<{ message: string; claim: PaymentClaim }> {
    const order = await this.buyersPendingOrder(input.id, user);
    const sellerId = order.seller_id!;
    const outbox = this.deps.notifications.outbox();
    await this.repo.transaction(async (trx) => {
      await this.repo.putClaim(trx, {
        order_id: order.id,
        buyer_id: user.id,
        seller_id: sellerId,
        state: 'claimed',
        reference: input.reference ?? '',
        screenshot: null,
        claimed_at: this.deps.now(),
        rejected_at: null,
        reject_reason: '',
      });
      await outbox.add(trx, {
        kind: 'payment_claimed',
        to: sellerId,
        actor: user.id,
        params: { order_id: order.id, total: fromCents(Number(order.total_cents)) },
      });
    });
    outbox.changed([user.id, sellerId], { kind: 'order', id: order.id });
    outbox.publish();
    return { message: 'Payment claimed', claim: claimOut((await this.repo.findClaim(order.id))!) };
  }

  /** Checks that the caller may attach a screenshot (before the image is processed). */
  async assertCanAttach(orderId: string, user: SessionUser): Promise<void> {
    const order = await this.buyersPendingOrder(orderId, user);
    const claim = await this.repo.findClaim(order.id);
    if (claim?.state !== 'claimed') throw new AppError('paymentClaimMissing');
  }

  async attachScreenshot(
    orderId: string,
    path: string,
    user: SessionUser,
  ): Promise<{ message: string; claim: PaymentClaim }> {
    await this.assertCanAttach(orderId, user);
    if (!(await this.repo.setScreenshot(this.repo.db, orderId, path)))
      throw new AppError('paymentClaimMissing');
    return { message: 'Screenshot attached', claim: claimOut((await this.repo.findClaim(orderId))!) };
  }

  async reject(input: RejectInput, user: SessionUser): Promise<{ message: string; claim: PaymentClaim }> {
    const order = await this.deps.repo.findOrder(input.id);
    if (!order || (order.seller_id !== user.id && order.buyer_id !== user.id)) throw new AppError('notFound');
    if (order.seller_id !== user.id) throw new AppError('forbidden');
    if (order.status !== 'pending_payment') throw new AppError('orderState');
    const outbox = this.deps.notifications.outbox();
    const rejected = await this.repo.transaction(async (trx) => {
      if (!(await this.repo.rejectClaim(trx, order.id, input.reason ?? '', this.deps.now()))) return false;
      if (order.buyer_id) {
        await outbox.add(trx, {
          kind: 'payment_rejected',
          to: order.buyer_id,
          actor: user.id,
          params: { order_id: order.id, total: fromCents(Number(order.total_cents)) },
        });
      }
      return true;
    });
    if (!rejected) throw new AppError('paymentClaimMissing');
    outbox.changed([order.buyer_id, order.seller_id], { kind: 'order', id: order.id });
    outbox.publish();
    return { message: 'Payment claim rejected', claim: claimOut((await this.repo.findClaim(order.id))!) };
  }

  async get(orderId: string, user: SessionUser): Promise<{ claim: PaymentClaim | null }> {
    const order = await this.deps.repo.findOrder(orderId);
    if (!order || (order.seller_id !== user.id && order.buyer_id !== user.id)) throw new AppError('notFound');
    const claim = await this.repo.findClaim(order.id);
    return { claim: claim ? claimOut(claim) : null };
  }

  /**
   * The stored screenshot of an order's claim (server/orders/payments/claim-images.ts), to its buyer and seller
   * only: unknown order → 404, anyone else → 403; null when the order has no claim or the claim no screenshot.
   */
  async screenshotOf(orderId: string, user: SessionUser): Promise<string | null> {
    const order = await this.deps.repo.findOrder(orderId);
    if (!order) throw new AppError('notFound');
    if (order.seller_id !== user.id && order.buyer_id !== user.id) throw new AppError('forbidden');
    return (await this.repo.findClaim(order.id))?.screenshot ?? null;
  }

  /**
   * Hashes of screenshots stored before they were private, in the public image namespace: `GET /img/<key>`
   * refuses them (docs/decisions/0259-keys-claims-openapi.md). New screenshots never land there.
   */
  async publicScreenshotHashes(): Promise<Set<string>> {
    const paths = await this.repo.publicScreenshots();
    return new Set(paths.map(claimImageHash).filter((h): h is string => h !== null));
  }

  /** The seller's orders whose buyer says they paid, oldest claim first: they come first in the order list. */
  async claimed(user: SessionUser): Promise<{ items: (Order & { claim: PaymentClaim })[] }> {
    const claims = await this.repo.openClaims(user.id, CLAIMED_LIST_MAX);
    const items = await Promise.all(
      claims.map(async (c) => ({ ...(await this.orders.showOne(c.order_id, user)), claim: claimOut(c) })),
    );
    return { items };
  }

  private async buyersPendingOrder(id: string, user: SessionUser) {
    const order = await this.deps.repo.findOrder(id);
    if (!order || (order.buyer_id !== user.id && order.seller_id !== user.id)) throw new AppError('notFound');
    if (order.buyer_id !== user.id) throw new AppError('forbidden');
    if (order.order_type !== 'Online-Sell' || order.status !== 'pending_payment' || !order.seller_id) {
      throw new AppError('orderState');
    }
    return order;
  }
}

function claimOut(c: ClaimRow): PaymentClaim {
  return {
    order_id: c.order_id,
    state: c.state as PaymentClaim['state'],
    reference: c.reference,
    screenshot: c.screenshot === null ? null : claimScreenshotUrl(c.order_id, c.screenshot),
    claimed_at: formatHk(Number(c.claimed_at)),
    rejected_at: c.rejected_at === null ? null : formatHk(Number(c.rejected_at)),
    reject_reason: c.reject_reason,
  };
}
