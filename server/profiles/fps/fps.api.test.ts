import { describe, expect, it } from 'vitest';
import type { Order } from '../../../contract/orders';
import { idemKey, newProduct } from '../../orders/testing/test-helpers';
import { expectError } from '../../testing/expect-error';
import { serverWithSeller } from '../../testing/file-server';
import { signUp } from '../../testing/test-server';

// docs/decisions/0082-fps-qr-with-the-amount.md
const { server, seller } = await serverWithSeller();
const other = await signUp(server, 's');
const customer = await signUp(server, 'c');

type Fps = { fps: { kind: string; value: string } | null };

describe(`FPS identifier (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  it('a seller sets, reads, changes and removes theirs; a phone is stored as +852-NNNNNNNN', async () => {
    expect((await server.call<Fps>('/user/info/fps', {}, { token: seller.token })).data.fps).toBeNull();
    const set = await server.call<Fps>(
      '/user/info/set_fps',
      { kind: 'phone', value: '9123 4567' },
      { token: seller.token },
    );
    expect(set.data.fps).toEqual({ kind: 'phone', value: '+852-91234567' });
    await server.call('/user/info/set_fps', { kind: 'fps_id', value: '1234567' }, { token: seller.token });
    expect((await server.call<Fps>('/user/info/fps', {}, { token: seller.token })).data.fps).toEqual({
      kind: 'fps_id',
      value: '1234567',
    });
    // the other seller's is their own
    expect((await server.call<Fps>('/user/info/fps', {}, { token: other.token })).data.fps).toBeNull();
    // a buyer paying this seller reads it
    const forBuyer = await server.call<Fps>(
      '/user/info/seller_fps',
      { seller_id: seller.user_id },
      { token: customer.token },
    );
    expect(forBuyer.data.fps?.value).toBe('1234567');
    await server.call('/user/info/set_fps', { kind: 'fps_id', value: '' }, { token: seller.token });
    expect((await server.call<Fps>('/user/info/fps', {}, { token: seller.token })).data.fps).toBeNull();
  });

  it('refuses a malformed identifier, a customer, and anonymous callers', async () => {
    expectError(
      await server.call('/user/info/set_fps', { kind: 'fps_id', value: '12' }, { token: seller.token }),
      400,
      40000,
    );
    expectError(
      await server.call('/user/info/set_fps', { kind: 'email', value: 'x' }, { token: seller.token }),
      400,
    );
    expectError(
      await server.call(
        '/user/info/set_fps',
        { kind: 'fps_id', value: '1234567' },
        { token: customer.token },
      ),
      403,
    );
    expectError(await server.call('/user/info/fps', {}, { token: customer.token }), 403);
    expectError(await server.call('/user/info/set_fps', { kind: 'fps_id', value: '1234567' }), 401, 40015);
    expectError(await server.call('/user/info/seller_fps', { seller_id: seller.user_id }), 401, 40015);
  });
});

// docs/decisions/0226-fps-from-payout-details.md
describe(`FPS from payout details (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  it('the FPS ID typed under payout details draws the codes until one is set here; a sale paid by it is FPS', async () => {
    const stall = await signUp(server, 's');
    const t = { token: stall.token };
    const p = await newProduct(server, stall.token, { quantity: 5, price: 12 });
    const sale = async () =>
      (
        await server.call<{ order_id: string }>(
          '/res/order/create',
          { order_type: 'POS-Sell', item: { product_id: p._id, quantity: 1 } },
          t,
        )
      ).data.order_id;
    // no identifier anywhere: the generated code is not a way to pay
    const first = await sale();
    expectError(
      await server.call(
        '/res/order/received_payment',
        { id: first, method: 'fps', idempotency_key: idemKey() },
        t,
      ),
      404,
    );

    await server.services.accounts.markVerifiedForSeed(stall.user_id);
    const bank = {
      bank_name: 'Hang Seng Bank',
      account_holder: 'Lee Mei',
      account_number: '024 123456 789',
      fps_id: '7654321',
    };
    expect((await server.call('/user/info/edit_bank_info', bank, t)).status).toBe(200);
    expect((await server.call<Fps>('/user/info/fps', {}, t)).data.fps).toEqual({
      kind: 'fps_id',
      value: '7654321',
    });
    const forBuyer = await server.call<Fps>(
      '/user/info/seller_fps',
      { seller_id: stall.user_id },
      { token: customer.token },
    );
    expect(forBuyer.data.fps).toEqual({ kind: 'fps_id', value: '7654321' });

    const paid = await server.call<{ order: Order }>(
      '/res/order/received_payment',
      { id: first, method: 'fps', idempotency_key: idemKey() },
      t,
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.data.order.payment_method).toEqual({ kind: 'fps', code_id: null, label: 'FPS' });
    // paid through a code the app showed: the fee applies, as for any payment code (docs/decisions/0093)
    expect(paid.data.order.transaction_fee).toBeGreaterThan(0);

    // one set here wins over the payout details'
    await server.call('/user/info/set_fps', { kind: 'phone', value: '9123 4567' }, t);
    expect((await server.call<Fps>('/user/info/fps', {}, t)).data.fps).toEqual({
      kind: 'phone',
      value: '+852-91234567',
    });
  });
});
