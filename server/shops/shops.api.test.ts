import { describe, expect, it } from 'vitest';
import type { Shop } from '../../contract/shops';
import { expectError } from '../testing/expect-error';
import { serverWithCast } from '../testing/file-server';

/** The public shop page (docs/decisions/0092-shop-page.md). */
const { server, seller, buyer, otherBuyer } = await serverWithCast();

describe(`shop page (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  it('anyone reads a seller’s shop: name and pickup addresses', async () => {
    await server.call(
      '/user/info/add_store_pickup_address',
      { name: 'Stall 12', address: 'Graham Street Market, Central', hours: '10:00–18:00' },
      { token: seller.token },
    );
    for (const token of [undefined, buyer.token, seller.token]) {
      const res = await server.call<Shop>('/res/shop/get', { id: seller.user_id }, token ? { token } : {});
      expect(res.status).toBe(200);
      expect(res.data.seller_id).toBe(seller.user_id);
      expect(res.data.name).toBe(`user-${seller.user_id.slice(-6)}`);
      expect(res.data.pickup_addresses.map((p) => p.name)).toEqual(['Stall 12']);
    }
  });

  it('a customer or an unknown id has no shop', async () => {
    expectError(await server.call('/res/shop/get', { id: buyer.user_id }), 404);
    expectError(await server.call('/res/shop/get', { id: 'nobody' }, { token: otherBuyer.token }), 404);
    expectError(await server.call('/res/shop/get', { id: seller.user_id, extra: 1 }), 400);
  });
});
