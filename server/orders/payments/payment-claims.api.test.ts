import { describe, expect, it } from 'vitest';
import type { PaymentClaim } from '../../../contract/order-payments';
import type { Order } from '../../../contract/orders';
import { solidImage } from '../../media/test-images';
import { serverWithCast } from '../../testing/file-server';
import { expectError, idemKey, placeOrder } from '../testing/test-helpers';

/** "I have paid" and the seller's confirm / reject (docs/decisions/0090-payment-claims.md). */
const { server, seller, otherSeller, buyer, otherBuyer } = await serverWithCast();

type ClaimAnswer = { message: string; claim: PaymentClaim };

const placedOrder = () => placeOrder(server, seller.token, buyer.token, { quantity: 1 });

async function screenshot(token: string, id: string) {
  const form = new FormData();
  form.append(
    'files',
    new Blob([new Uint8Array(await solidImage(90, 160))], { type: 'image/png' }),
    'paid.png',
  );
  const res = await fetch(`${server.url}/api/res/order/claim_screenshot?id=${encodeURIComponent(id)}`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  return {
    status: res.status,
    body: (await res.json()) as { success: boolean; data: ClaimAnswer; error?: { code: number } },
  };
}

describe(`payment claims (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  it('the buyer claims with a reference and a screenshot; the seller sees it first and confirms', async () => {
    const older = await placedOrder();
    const id = await placedOrder();
    const res = await server.call<ClaimAnswer>(
      '/res/order/claim_payment',
      { id, reference: ' FPS-REF-7781 ' },
      { token: buyer.token },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.data.claim).toMatchObject({
      order_id: id,
      state: 'claimed',
      reference: 'FPS-REF-7781',
      screenshot: null,
    });
    const shot = await screenshot(buyer.token, id);
    expect(shot.status, JSON.stringify(shot.body)).toBe(200);
    expect(shot.body.data.claim.screenshot).toMatch(/\.webp$/);

    // the order still awaits payment; the seller's claimed list holds it (and not the unclaimed one)
    const order = (await server.call<Order>('/res/order/show_one', { id }, { token: seller.token })).data;
    expect(order.status).toBe('pending_payment');
    const claimed = await server.call<{ items: (Order & { claim: PaymentClaim })[] }>(
      '/res/order/claimed',
      {},
      { token: seller.token },
    );
    expect(claimed.data.items.map((o) => o.order_id)).toEqual([id]);
    expect(claimed.data.items[0]!.claim.reference).toBe('FPS-REF-7781');
    expect(claimed.data.items.map((o) => o.order_id)).not.toContain(older);
    // the other seller has none
    expect(
      (await server.call<{ items: Order[] }>('/res/order/claimed', {}, { token: otherSeller.token })).data
        .items,
    ).toEqual([]);

    const paid = await server.call<{ order: Order }>(
      '/res/order/received_payment',
      { id, method: 'cash', idempotency_key: idemKey('pay') },
      { token: seller.token },
    );
    expect(paid.data.order.status).toBe('paid');
    expect(
      (await server.call<{ items: Order[] }>('/res/order/claimed', {}, { token: seller.token })).data.items,
    ).toEqual([]);
    // a paid order can no longer be claimed or rejected
    expectError(await server.call('/res/order/claim_payment', { id }, { token: buyer.token }), 409, 40932);
    expectError(await server.call('/res/order/reject_payment', { id }, { token: seller.token }), 409, 40932);
  });

  it('the seller rejects; the buyer may claim again', async () => {
    const id = await placedOrder();
    // nothing to reject before a claim
    expectError(await server.call('/res/order/reject_payment', { id }, { token: seller.token }), 409, 40942);
    await server.call('/res/order/claim_payment', { id }, { token: buyer.token });
    const rejected = await server.call<ClaimAnswer>(
      '/res/order/reject_payment',
      { id, reason: 'Nothing arrived in my FPS account' },
      { token: seller.token },
    );
    expect(rejected.data.claim).toMatchObject({
      state: 'rejected',
      reject_reason: 'Nothing arrived in my FPS account',
    });
    expect(rejected.data.claim.rejected_at).not.toBeNull();
    const seen = await server.call<{ claim: PaymentClaim }>(
      '/res/order/payment_claim',
      { id },
      { token: buyer.token },
    );
    expect(seen.data.claim?.state).toBe('rejected');
    // a screenshot needs an open claim
    expect((await screenshot(buyer.token, id)).body.error?.code).toBe(40942);
    const again = await server.call<ClaimAnswer>(
      '/res/order/claim_payment',
      { id, reference: 'R2' },
      { token: buyer.token },
    );
    expect(again.data.claim).toMatchObject({
      state: 'claimed',
      reference: 'R2',
      rejected_at: null,
      reject_reason: '',
    });
  });

  it('only the buyer claims, only the seller rejects; others are told it does not exist', async () => {
    const id = await placedOrder();
    expectError(await server.call('/res/order/claim_payment', { id }, { token: seller.token }), 403);
    expectError(await server.call('/res/order/claim_payment', { id }, { token: otherBuyer.token }), 404);
    expectError(await server.call('/res/order/claim_payment', { id }), 401);
    await server.call('/res/order/claim_payment', { id }, { token: buyer.token });
    expectError(await server.call('/res/order/reject_payment', { id }, { token: otherSeller.token }), 404);
    expectError(await server.call('/res/order/reject_payment', { id }, { token: buyer.token }), 403);
    expectError(await server.call('/res/order/payment_claim', { id }, { token: otherBuyer.token }), 404);
    expectError(await server.call('/res/order/claimed', {}, { token: buyer.token }), 403);
    expect((await screenshot(otherBuyer.token, id)).status).toBe(404);
  });
});
