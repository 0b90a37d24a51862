import { describe, expect, it } from 'vitest';
import type { NotificationKind } from '../../../contract/notifications';
import { inbox } from '../../notifications/test-helpers';
import { serverWithCast } from '../../testing/file-server';
import type { TestSession } from '../../testing/test-server';
import { idemKey, placeOrder } from '../testing/test-helpers';

/**
 * Notifications of payment claims and refunds (docs/decisions/0065-notifications-events.md, 0090, 0091):
 * exactly one to the other side of the order, none to the person who acted, nobody else.
 */
const { server, seller, otherSeller, buyer, otherBuyer } = await serverWithCast();

const placedOrder = () => placeOrder(server, seller.token, buyer.token, { quantity: 2 });

/** the notifications of one kind about one order, per person of the cast */
async function told(kind: NotificationKind, orderId: string) {
  const of = async (s: TestSession) =>
    (await inbox(server, s.token)).items.filter((n) => n.kind === kind && n.params.order_id === orderId);
  return {
    seller: await of(seller),
    buyer: await of(buyer),
    otherSeller: await of(otherSeller),
    otherBuyer: await of(otherBuyer),
  };
}

describe(`payment claim and refund notifications (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  it('"I have paid" tells the seller once, naming the buyer and the total', async () => {
    const id = await placedOrder();
    const res = await server.call('/res/order/claim_payment', { id }, { token: buyer.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const t = await told('payment_claimed', id);
    expect(t.seller).toHaveLength(1);
    expect(t.seller[0]).toMatchObject({ actor: { id: buyer.user_id }, params: { order_id: id, total: 84 } });
    expect(t.buyer).toHaveLength(0);
    expect(t.otherSeller).toHaveLength(0);
    expect(t.otherBuyer).toHaveLength(0);
  });

  it('a rejected claim tells the buyer once; a refused reject tells nobody', async () => {
    const id = await placedOrder();
    // nothing claimed yet: the reject fails and writes no notification
    expect((await server.call('/res/order/reject_payment', { id }, { token: seller.token })).status).toBe(
      409,
    );
    expect((await told('payment_rejected', id)).buyer).toHaveLength(0);

    await server.call('/res/order/claim_payment', { id }, { token: buyer.token });
    const res = await server.call(
      '/res/order/reject_payment',
      { id, reason: 'Not received' },
      { token: seller.token },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const t = await told('payment_rejected', id);
    expect(t.buyer).toHaveLength(1);
    expect(t.buyer[0]).toMatchObject({ actor: { id: seller.user_id }, params: { order_id: id, total: 84 } });
    expect(t.seller).toHaveLength(0);
    expect(t.otherSeller).toHaveLength(0);
    expect(t.otherBuyer).toHaveLength(0);
  });

  it('a refund of an online order tells the buyer once, with the refunded amount; a replay adds none', async () => {
    const id = await placedOrder();
    await server.call(
      '/res/order/received_payment',
      { id, method: 'cash', idempotency_key: idemKey('pay') },
      { token: seller.token },
    );
    const order = (
      await server.call<{ items: { product_id: string }[] }>(
        '/res/order/show_one',
        { id },
        {
          token: seller.token,
        },
      )
    ).data;
    const key = idemKey('refund');
    const body = {
      id,
      reason: 'One arrived broken',
      idempotency_key: key,
      lines: [{ product_id: order.items[0]!.product_id, quantity: 1, restock: false }],
    };
    const res = await server.call('/res/order/refund', body, { token: seller.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await server.call('/res/order/refund', body, { token: seller.token })).status).toBe(200);
    const t = await told('order_refunded', id);
    expect(t.buyer).toHaveLength(1);
    expect(t.buyer[0]).toMatchObject({ actor: { id: seller.user_id }, params: { order_id: id, total: 42 } });
    expect(t.seller).toHaveLength(0);
    expect(t.otherSeller).toHaveLength(0);
    expect(t.otherBuyer).toHaveLength(0);
  });
});
