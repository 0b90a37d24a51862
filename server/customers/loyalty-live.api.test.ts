import { describe, expect, it } from 'vitest';
import type { LiveChange } from '../../contract/notifications';
import { openStream } from '../notifications/test-helpers';
import { memberOf, paidTillSaleFor } from '../orders/testing/member-sales';
import { idemKey, newProduct } from '../orders/testing/test-helpers';
import { serverForFile } from '../testing/file-server';
import { signUp } from '../testing/test-server';

// docs/decisions/0283-loyalty.md, "Live": a till sale for a customer entry (online, or offline once it syncs) and
// its refund tell that entry's account a `loyalty` change of the shop, within a second; nobody else hears it.
const server = await serverForFile();

describe(`her points told live (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  it('a till sale to her, its refund and an offline sale synced each tell her account, and only hers', async () => {
    const shop = await signUp(server, 's');
    const mei = await signUp(server, 'c');
    const bystander = await signUp(server, 'c');
    const as = { token: shop.token };
    await server.call('/res/loyalty/settings', { kind: 'points', percent: 10 }, as);
    const buns = await newProduct(server, shop.token, { name: 'Pineapple buns', price: 10, quantity: 50 });
    const her = await memberOf(server, shop, mei);
    const card = await server.call<{ qr: string }>(
      '/res/customer/member_card',
      { seller_id: shop.user_id },
      { token: mei.token },
    );
    const hers = await openStream(server.url, mei.token);
    const other = await openStream(server.url, bystander.token);
    const told = () =>
      hers.client.next((e) => {
        if (e.event !== 'change') return false;
        const change = JSON.parse(e.data) as LiveChange;
        return change.kind === 'loyalty' && change.id === shop.user_id;
      }, 1000);
    const loyaltyChanges = () =>
      hers.client.events.filter(
        (e) => e.event === 'change' && (JSON.parse(e.data) as LiveChange).kind === 'loyalty',
      ).length;

    // a till sale to her
    const sale = await paidTillSaleFor(server, shop.token, her, [{ product_id: buns._id, quantity: 2 }]);
    await told();
    expect(loyaltyChanges()).toBe(1);

    // its refund
    const refund = await server.call(
      '/res/order/refund',
      {
        id: sale,
        reason: 'Back',
        lines: [{ product_id: buns._id, quantity: 1, restock: true }],
        idempotency_key: idemKey('r'),
      },
      as,
    );
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    await hers.client.next(() => loyaltyChanges() === 2, 1000);

    // an offline sale naming her by her member QR, told when it syncs
    const synced = await server.call(
      '/res/order/offline_sale',
      {
        idempotency_key: idemKey('off'),
        method: 'cash',
        sold_at: Date.now(),
        items: [{ product_id: buns._id, quantity: 1 }],
        member_code: card.data.qr,
      },
      as,
    );
    expect(synced.status, JSON.stringify(synced.body)).toBe(200);
    await hers.client.next(() => loyaltyChanges() === 3, 1000);

    // a walk-in's sale tells nobody; the bystander heard nothing all along
    await paidTillSaleFor(server, shop.token, null, [{ product_id: buns._id, quantity: 1 }]);
    await new Promise((r) => setTimeout(r, 300));
    expect(loyaltyChanges()).toBe(3);
    expect(other.client.events.filter((e) => e.event === 'change')).toEqual([]);
    hers.client.close();
    other.client.close();
  });
});
