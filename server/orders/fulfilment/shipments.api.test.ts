import { describe, expect, it } from 'vitest';
import { type Shipment, trackingUrl } from '../../../contract/couriers';
import type { Order } from '../../../contract/orders';
import { serverForFile } from '../../testing/file-server';
import { signUp } from '../../testing/test-server';
import { expectError, idemKey, placeOrder, showOrder } from '../testing/test-helpers';

/**
 * "Mark shipped" with a courier and a tracking number the buyer sees as a link; the seller corrects a mistyped
 * waybill (docs/decisions/0243-couriers-and-buy-again.md). SQLite and PostgreSQL.
 */
const server = await serverForFile();
const [mei, kenji, ada] = await Promise.all([signUp(server, 's'), signUp(server, 's'), signUp(server, 'c')]);

async function paid(): Promise<string> {
  const id = await placeOrder(server, mei.token, ada.token);
  const res = await server.call(
    '/res/order/received_payment',
    { id, method: 'cash', idempotency_key: idemKey('pay') },
    { token: mei.token },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return id;
}

describe(`shipments (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  it('a courier and a tracking number given with "shipped" reach the buyer; the seller corrects them', async () => {
    const id = await paid();
    // before shipping there is nothing to correct
    expectError(
      await server.call(
        '/res/order/set_tracking',
        { id, courier: 'sf_express', tracking_number: 'SF1' },
        { token: mei.token },
      ),
      409,
    );
    const shipped = await server.call<{ order: Order }>(
      '/res/order/update_status',
      { id, status: 'shipped', courier: 'sf_express', tracking_number: ' sf 1234 5678 901 ' },
      { token: mei.token },
    );
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    const seen = await showOrder(server, ada.token, id);
    expect(seen.shipment).toEqual({ courier: 'sf_express', tracking_number: 'SF12345678901' });

    // another seller cannot (the order is not hers to know of); the order's seller can
    expectError(
      await server.call(
        '/res/order/set_tracking',
        { id, courier: 'hongkong_post', tracking_number: 'EE123456789HK' },
        { token: kenji.token },
      ),
      404,
    );
    const fixed = await server.call<{ order: Order }>(
      '/res/order/set_tracking',
      { id, courier: 'hongkong_post', tracking_number: 'EE123456789HK' },
      { token: mei.token },
    );
    expect(fixed.data.order.shipment).toEqual({ courier: 'hongkong_post', tracking_number: 'EE123456789HK' });
    // a waybill with anything but letters, digits and dashes is refused
    expectError(
      await server.call(
        '/res/order/set_tracking',
        { id, courier: 'other', tracking_number: '<script>' },
        { token: mei.token },
      ),
      400,
    );
  });

  it('"shipped" without a courier, as the spec’s clients send it, still ships', async () => {
    const id = await paid();
    await server.call('/res/order/update_status', { id, status: 'shipped' }, { token: mei.token });
    const seen = await showOrder(server, ada.token, id);
    expect([seen.status, seen.shipment]).toEqual(['shipped', null]);
  });

  it('links to the courier’s page in the reader’s language', () => {
    const sf: Shipment = { courier: 'sf_express', tracking_number: 'SF12345678901' };
    expect(trackingUrl(sf, 'zh-HK')).toBe(
      'https://htm.sf-express.com/hk/tc/dynamic_function/waybill/#search/bill-number/SF12345678901',
    );
    expect(trackingUrl({ courier: 'hongkong_post', tracking_number: 'EE1HK' }, 'en')).toBe(
      'https://www.hongkongpost.hk/en/mail_tracking/index.html?trackcode=EE1HK',
    );
    expect(trackingUrl({ courier: 'other', tracking_number: 'X1' }, 'en')).toBeNull();
    expect(trackingUrl({ courier: 'sf_express', tracking_number: null }, 'en')).toBeNull();
  });
});
