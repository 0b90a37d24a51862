import { describe, expect, it } from 'vitest';
import type { Sale } from '../../../contract/orders';
import { parseScaleBarcode, quantityForPrice } from '../../../contract/scale-barcode-codes';
import { expectError, idemKey, newProduct } from '../../orders/testing/test-helpers';
import { serverForFile } from '../../testing/file-server';
import { signUp } from '../../testing/test-server';

// docs/decisions/0234-label-scale-barcodes.md: the shop's setting, and a price label's bag sold at its price.
const server = await serverForFile();

describe(`label-scale barcodes (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  it('is off until the seller sets it, is hers alone, and takes only off, price or weight', async () => {
    const mei = await signUp(server, 's');
    const kenji = await signUp(server, 's');
    const get = (token: string) =>
      server.call<{ layout: string }>('/res/product/scale_barcode', {}, { token });
    expect((await get(mei.token)).data).toEqual({ layout: 'off' });
    const set = await server.call<{ layout: string }>(
      '/res/product/set_scale_barcode',
      { layout: 'weight' },
      { token: mei.token },
    );
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect((await get(mei.token)).data).toEqual({ layout: 'weight' });
    expect((await get(kenji.token)).data).toEqual({ layout: 'off' });
    expectError(
      await server.call('/res/product/set_scale_barcode', { layout: 'grams' }, { token: mei.token }),
      400,
    );
    expect((await get(mei.token)).data).toEqual({ layout: 'weight' });
    await server.call('/res/product/set_scale_barcode', { layout: 'price' }, { token: mei.token });
    expect((await get(mei.token)).data).toEqual({ layout: 'price' });
  });

  it('a price-embedded label sells its bag at the printed price to the cent, by weight', async () => {
    const mei = await signUp(server, 's');
    const scallops = await newProduct(server, mei.token, {
      name: 'Loose scallops',
      price: 128,
      cost: 80,
      quantity: 5,
      unit: 'catty',
    });
    // the scale printed "20 12345 01234 9": $12.34 for the bag; at $128.00 a catty that is 0.097 catty ($12.42)
    // less $0.08, as the till works it out (web/shared/units/scale-label.ts)
    const label = parseScaleBarcode('2012345012349', 'price')!;
    const { quantity, overCents } = quantityForPrice(label.priceCents!, 12800);
    expect([quantity, overCents]).toEqual([0.097, 8]);
    const draft = await server.call<{ order_id: string }>(
      '/res/order/create',
      {
        order_type: 'POS-Sell',
        item: { product_id: scallops._id, quantity, discount: { amount: overCents / 100 } },
      },
      { token: mei.token },
    );
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    const paid = await server.call(
      '/res/order/received_payment',
      { id: draft.data.order_id, method: 'cash', idempotency_key: idemKey('label') },
      { token: mei.token },
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const sales = await server.call<{ items: Sale[] }>(
      '/res/order/sales',
      { period: 'all' },
      { token: mei.token },
    );
    // cash: no fee; profit 12.34 − 80 × 0.097 (7.76) = 4.58; the line is the label's $12.34, and the cash taken is
    // rounded to $12.30 on a row of its own, outside the profit (docs/decisions/0264-cash-rounding.md)
    expect(sales.data.items[0]).toMatchObject({
      total: 12.3,
      rounding: -0.04,
      transaction_fee: 0,
      total_profit: 4.58,
    });
    expect(sales.data.items[0]!.items[0]!.total).toBe(12.34);
    expect(
      (await server.call<{ quantity: number }>('/res/product/get', { id: scallops._id })).data.quantity,
    ).toBe(4.903);
  });
});
