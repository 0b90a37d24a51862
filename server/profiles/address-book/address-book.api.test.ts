import { describe, expect, it } from 'vitest';
import type { PaymentCode } from '../../../contract/orders';
import type { Address, PickupAddress } from '../../../contract/users';
import { noisyJpeg, solidImage } from '../../media/test-images';
import { expectError } from '../../orders/testing/test-helpers';
import { serverWithCast } from '../../testing/file-server';

const { server, seller, otherSeller, buyer, otherBuyer } = await serverWithCast();

const home = { name: 'Ada Lam', phone: '+852 9123 4567', address: 'Flat 3A, 12 Shelley Street, Central' };
const office = { name: 'Ada Lam', phone: '2345 6789', address: '20/F, 1 Queen’s Road Central' };

async function uploadCode(token: string | undefined, query: string, file?: Buffer, viaForm = false) {
  const form = new FormData();
  if (viaForm && token) form.append('token', token);
  form.append(
    'files',
    new Blob([new Uint8Array(file ?? (await solidImage(120, 120)))], { type: 'image/png' }),
    'qr.png',
  );
  const res = await fetch(`${server.url}/api/user/info/upload_code${query}`, {
    method: 'POST',
    body: form,
    headers: token && !viaForm ? { authorization: `Bearer ${token}` } : {},
  });
  return {
    status: res.status,
    body: (await res.json()) as { success: boolean; data: PaymentCode; error?: { code: number } },
  };
}

describe(`buyer addresses (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  it('adds, lists, updates and removes, with exactly one default', async () => {
    const t = { token: buyer.token };
    const first = (await server.call<{ _id: string }>('/user/info/add_address', home, t)).data._id;
    const second = (await server.call<{ _id: string }>('/user/info/add_address', office, t)).data._id;
    let list = (await server.call<Address[]>('/user/info/list_address', {}, t)).data;
    // the first address became the default by itself
    expect(list.map((a) => [a._id, a.is_default])).toEqual([
      [first, true],
      [second, false],
    ]);
    const updated = await server.call<Address>(
      '/user/info/update_address',
      { _id: second, ...office, name: 'Ada (work)', is_default: true },
      t,
    );
    // the area is read from the district the address names (docs/decisions/0248-delivery-fees.md)
    expect(updated.data).toEqual({
      _id: second,
      ...office,
      name: 'Ada (work)',
      area: 'hk_island',
      is_default: true,
    });
    list = (await server.call<Address[]>('/user/info/list_address', {}, t)).data;
    expect(list.filter((a) => a.is_default).map((a) => a._id)).toEqual([second]);
    // three concurrent "make me the default" calls still leave one default
    const third = (await server.call<{ _id: string }>('/user/info/add_address', { ...home, name: 'Mum' }, t))
      .data._id;
    await Promise.all(
      [first, second, third].map((id) =>
        server.call('/user/info/update_address', { _id: id, ...home, is_default: true }, t),
      ),
    );
    list = (await server.call<Address[]>('/user/info/list_address', {}, t)).data;
    expect(list.filter((a) => a.is_default)).toHaveLength(1);
    // removing the default passes it on
    const def = list.find((a) => a.is_default)!._id;
    expect((await server.call('/user/info/remove_address', { _id: def }, t)).status).toBe(200);
    list = (await server.call<Address[]>('/user/info/list_address', {}, t)).data;
    expect(list).toHaveLength(2);
    expect(list.filter((a) => a.is_default)).toHaveLength(1);
  });

  it('each address is its owner’s: another user gets 404, anonymous 401', async () => {
    const id = (await server.call<{ _id: string }>('/user/info/add_address', home, { token: buyer.token }))
      .data._id;
    const t = { token: otherBuyer.token };
    expectError(await server.call('/user/info/update_address', { _id: id, ...office }, t), 404, 40400);
    expectError(await server.call('/user/info/remove_address', { _id: id }, t), 404, 40400);
    expect(
      (await server.call<Address[]>('/user/info/list_address', {}, t)).data.map((a) => a._id),
    ).not.toContain(id);
    expectError(await server.call('/user/info/list_address', {}), 401, 40015);
    expectError(await server.call('/user/info/add_address', home), 401, 40015);
    expectError(await server.call('/user/info/remove_address', { _id: id }), 401, 40015);
    // still there, unchanged
    const mine = (await server.call<Address[]>('/user/info/list_address', {}, { token: buyer.token })).data;
    expect(mine.find((a) => a._id === id)).toMatchObject(home);
  });

  it('validates fields and refuses extra ones', async () => {
    const t = { token: buyer.token };
    expectError(await server.call('/user/info/add_address', { ...home, name: '' }, t), 400, 40000);
    expectError(await server.call('/user/info/add_address', { ...home, phone: 'call me' }, t), 400, 40000);
    expectError(
      await server.call('/user/info/add_address', { ...home, address: 'x'.repeat(301) }, t),
      400,
      40000,
    );
    expectError(
      await server.call('/user/info/add_address', { ...home, user_id: seller.user_id }, t),
      400,
      40000,
    );
  });
});

describe(`store-pickup addresses (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  it('sellers manage their own; buyers read a seller’s list for checkout; others cannot change them', async () => {
    const t = { token: seller.token };
    const id = (
      await server.call<{ _id: string }>(
        '/user/info/add_store_pickup_address',
        { name: 'Stall 12', address: 'Tai Yuen St', hours: '10:00–18:00' },
        t,
      )
    ).data._id;
    const updated = await server.call<PickupAddress>(
      '/user/info/update_store_pickup_address',
      { _id: id, name: 'Stall 12', address: 'Tai Yuen St, Wan Chai', phone: '2111 2222' },
      t,
    );
    expect(updated.data).toEqual({
      _id: id,
      seller_id: seller.user_id,
      name: 'Stall 12',
      address: 'Tai Yuen St, Wan Chai',
      hours: null,
      phone: '2111 2222',
      // the district the address names (docs/decisions/0271-market-sort-filter-and-paying.md)
      district: 'wan_chai',
    });
    const seen = await server.call<PickupAddress[]>(
      '/user/info/list_store_pickup_addresses',
      { seller_id: seller.user_id },
      { token: buyer.token },
    );
    expect(seen.data.map((p) => p._id)).toEqual([id]);
    expect(
      (await server.call<PickupAddress[]>('/user/info/list_store_pickup_addresses', {}, t)).data.map(
        (p) => p._id,
      ),
    ).toEqual([id]);

    const o = { token: otherSeller.token };
    expectError(
      await server.call('/user/info/update_store_pickup_address', { _id: id, name: 'Mine', address: 'x' }, o),
      404,
      40400,
    );
    expectError(await server.call('/user/info/remove_store_pickup_address', { _id: id }, o), 404, 40400);
    expectError(
      await server.call(
        '/user/info/add_store_pickup_address',
        { name: 'Home', address: 'x' },
        { token: buyer.token },
      ),
      403,
      40301,
    );
    expectError(await server.call('/user/info/list_store_pickup_addresses', {}), 401, 40015);
    expect((await server.call('/user/info/remove_store_pickup_address', { _id: id }, t)).status).toBe(200);
    expect(
      (await server.call<PickupAddress[]>('/user/info/list_store_pickup_addresses', {}, t)).data,
    ).toEqual([]);
  });

  it('keeps a chosen district over the one the words name; null is “not sure”; an unknown one is refused', async () => {
    const t = { token: otherSeller.token };
    // the words name Wan Chai, the seller chose Sham Shui Po (docs/decisions/0271-market-sort-filter-and-paying.md)
    const id = (
      await server.call<{ _id: string }>(
        '/user/info/add_store_pickup_address',
        { name: 'Stall 3', address: 'Tai Yuen St, Wan Chai', district: 'sham_shui_po' },
        t,
      )
    ).data._id;
    const listed = async () =>
      (await server.call<PickupAddress[]>('/user/info/list_store_pickup_addresses', {}, t)).data.find(
        (p) => p._id === id,
      )?.district;
    expect(await listed()).toBe('sham_shui_po');
    // an edit with a district keeps it; one with null keeps none, though the words name one
    const updated = await server.call<PickupAddress>(
      '/user/info/update_store_pickup_address',
      { _id: id, name: 'Stall 3', address: 'Shop 5, Sai Yeung Choi St, Mong Kok', district: 'kwun_tong' },
      t,
    );
    expect(updated.data.district).toBe('kwun_tong');
    const unsure = await server.call<PickupAddress>(
      '/user/info/update_store_pickup_address',
      { _id: id, name: 'Stall 3', address: 'Shop 5, Sai Yeung Choi St, Mong Kok', district: null },
      t,
    );
    expect(unsure.data.district).toBeNull();
    expect(await listed()).toBeNull();

    // a district not among the 18 is refused, on adding and on editing, and nothing changes
    expectError(
      await server.call(
        '/user/info/add_store_pickup_address',
        { name: 'Stall 4', address: 'Mong Kok', district: 'mong_kok' },
        t,
      ),
      400,
      40000,
    );
    expectError(
      await server.call(
        '/user/info/update_store_pickup_address',
        { _id: id, name: 'Stall 3', address: 'Mong Kok', district: 'Kowloon' },
        t,
      ),
      400,
      40000,
    );
    const all = (await server.call<PickupAddress[]>('/user/info/list_store_pickup_addresses', {}, t)).data;
    expect(all.map((p) => [p._id, p.district])).toEqual([[id, null]]);
    expect((await server.call('/user/info/remove_store_pickup_address', { _id: id }, t)).status).toBe(200);
  });
});

describe(`payment codes (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  it('uploads a QR image per type, lists, shows and removes it; only the owner', async () => {
    const fps = await uploadCode(seller.token, '?type=fps');
    expect(fps.status, JSON.stringify(fps.body)).toBe(200);
    expect(fps.body.data).toMatchObject({ type: 'fps', label: 'FPS' });
    expect(fps.body.data.image).toMatch(/^[0-9a-f]{32}\/1280\.webp$/);
    // the stored image is served
    const img = await fetch(`${server.url}/img/${fps.body.data.image}`);
    expect(img.status).toBe(200);
    expect(img.headers.get('x-content-type-options')).toBe('nosniff');
    // the token may come in the form (docs/wire-rules.md), and a label may be given
    const payme = await uploadCode(
      seller.token,
      '?type=payme&label=PayMe%20(shop)',
      await noisyJpeg(200, 200),
      true,
    );
    expect(payme.body.data).toMatchObject({ type: 'payme', label: 'PayMe (shop)' });

    const t = { token: seller.token };
    const list = await server.call<PaymentCode[]>('/user/info/list_payment_code', {}, t);
    expect(list.data.map((c) => c._id)).toEqual([fps.body.data._id, payme.body.data._id]);
    expect(
      (await server.call<PaymentCode>('/user/info/show_payment_code', { id: fps.body.data._id }, t)).data,
    ).toEqual(fps.body.data);

    const o = { token: otherSeller.token };
    expectError(await server.call('/user/info/show_payment_code', { id: fps.body.data._id }, o), 404, 40400);
    expectError(
      await server.call('/user/info/remove_payment_code', { id: fps.body.data._id }, o),
      404,
      40400,
    );
    expect((await server.call<PaymentCode[]>('/user/info/list_payment_code', {}, o)).data).toEqual([]);
    expectError(await server.call('/user/info/list_payment_code', {}), 401, 40015);
    expectError(
      await server.call('/user/info/show_payment_code', { id: fps.body.data._id }, { token: buyer.token }),
      403,
      40301,
    );

    expect((await server.call('/user/info/remove_payment_code', { id: fps.body.data._id }, t)).status).toBe(
      200,
    );
    expectError(await server.call('/user/info/show_payment_code', { id: fps.body.data._id }, t), 404);
    expect(
      (await server.call<PaymentCode[]>('/user/info/list_payment_code', {}, t)).data.map((c) => c._id),
    ).toEqual([payme.body.data._id]);
  });

  it('refuses a wrong type, a non-image, customers and anonymous callers', async () => {
    expect((await uploadCode(seller.token, '?type=bitcoin')).status).toBe(400);
    expect((await uploadCode(seller.token, '')).status).toBe(400);
    const notImage = await uploadCode(seller.token, '?type=fps', Buffer.from('<svg onload=alert(1)>'));
    expect(notImage.status).toBe(400);
    expect(notImage.body.error?.code).toBe(40003);
    const customer = await uploadCode(buyer.token, '?type=fps');
    expect(customer.status).toBe(403);
    const anonymous = await uploadCode(undefined, '?type=fps');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error?.code).toBe(40015);
    // nothing was stored for the refused attempts
    const codes = (
      await server.call<PaymentCode[]>('/user/info/list_payment_code', {}, { token: otherSeller.token })
    ).data;
    expect(codes).toEqual([]);
  });
});
