import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../../contract/orders';
import { DEMO_PASSWORD } from '../../seed/demo-accounts';
import { startTestServer, type TestServer } from '../../testing/test-server';

// The demo shows checkout without a password (docs/decisions/0284-guest-checkout.md): Mei has an order from a guest.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ SEED_DEMO: 'on' });
}, 120_000);
afterAll(() => server.close());

describe(`demo guest order (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  it('Mei sees an order placed without a password, named as the guest typed it', async () => {
    const mei = (
      await server.call<{ token: string }>('/auth/user/login', {
        email: 'mei@stallfeed.demo',
        passwd: DEMO_PASSWORD,
      })
    ).data.token;
    const incoming = await server.call<{ items: Order[] }>(
      '/res/order/list',
      { role: 'seller', status: 'pending_payment', limit: 100 },
      { token: mei },
    );
    const guest = incoming.data.items.find((o) => o.buyer_name === 'Chan Tai Man 陳大文');
    expect(guest?.delivery).toMatchObject({
      kind: 'delivery',
      address: expect.stringContaining('Shek Kip Mei'),
    });
    // the guest has no password: her email does not sign in
    const login = await server.call('/auth/user/login', {
      email: 'chan.taiman@example.com',
      passwd: DEMO_PASSWORD,
    });
    expect(login.status).toBe(401);
  });
});
