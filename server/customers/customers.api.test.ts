import { describe, expect, it } from 'vitest';
import type { Customer } from '../../contract/customers';
import { scallopShop } from '../orders/testing/member-sales';
import { refundLines } from '../orders/testing/refunds';
import { paymentCode as codeOf, idemKey, newProduct, placeOrder } from '../orders/testing/test-helpers';
import { paidTillSale } from '../orders/testing/till-sales';
import { serverForFile } from '../testing/file-server';
import { signUp } from '../testing/test-server';

// docs/decisions/0282-customers.md: one shop's customer list from till sales, online orders, follows and the
// member QR; merge; CSV out and in.
const server = await serverForFile();

type Page = { items: Customer[]; next_cursor: string | null };

describe(`a shop's customers (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  it('a till sale by phone, an online order and a follow of the same person end in one entry with her figures', async () => {
    const { shop, mei, as, scallops } = await scallopShop(server);

    // at the till: a new customer by her phone, then the sale for her
    const added = await server.call<Customer>('/res/customer/update', { phone: '+852 9123 4567' }, as);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    await paidTillSale(server, shop.token, [{ product_id: scallops._id, quantity: 2 }], {
      customer_id: added.data.customer_id,
    });
    // the till finds her by a part of her number, without the country code
    const byPhone = await server.call<Page>('/res/customer/list', { q: '9123 45' }, as);
    expect(byPhone.data.items.map((c) => c.customer_id)).toEqual([added.data.customer_id]);
    expect(byPhone.data.items[0]).toMatchObject({ visits: 1, spent: 240 });

    // online: she orders (paid by the shop's code) and follows the shop
    const online = await placeOrder(server, shop.token, mei.token, { price: 42, quantity: 1 });
    const code = await codeOf(server, shop.token);
    const paid = await server.call(
      '/res/order/received_payment',
      { id: online, method: code, idempotency_key: idemKey('o') },
      as,
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect((await server.call('/user/follow', { user_id: shop.user_id }, { token: mei.token })).status).toBe(
      200,
    );

    const list = await server.call<Page>('/res/customer/list', {}, as);
    expect(list.status).toBe(200);
    const account = list.data.items.find((c) => c.user_id === mei.user_id)!;
    expect(account).toMatchObject({ visits: 1, spent: 42, follows: true });
    expect(list.data.items).toHaveLength(2);

    // the seller knows they are one person: merged, one entry with both
    const merged = await server.call<Customer>(
      '/res/customer/merge',
      { keep_id: added.data.customer_id, merge_id: account.customer_id },
      as,
    );
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    expect(merged.data).toMatchObject({
      phone: '+852 9123 4567',
      user_id: mei.user_id,
      follows: true,
      visits: 2,
      spent: 282,
    });
    expect(merged.data.favourites[0]).toEqual({ name: 'Dried scallops', units: 2 });
    const after = await server.call<Page>('/res/customer/list', {}, as);
    expect(after.data.items.map((c) => c.customer_id)).toEqual([added.data.customer_id]);
    // her member QR (from her app) names the kept entry at the till
    const card = await server.call<{ qr: string }>(
      '/res/customer/member_card',
      { seller_id: shop.user_id },
      { token: mei.token },
    );
    expect(card.data.qr).toMatch(/^stallfeed:member:/);
    const scanned = await server.call<Customer>('/res/customer/member', { code: card.data.qr }, as);
    expect(scanned.data.customer_id).toBe(added.data.customer_id);
    // another shop cannot read it, nor her entry
    const other = await signUp(server, 's');
    expect(
      (await server.call('/res/customer/member', { code: card.data.qr }, { token: other.token })).status,
    ).toBe(404);
    expect(
      (
        await server.call(
          '/res/customer/get',
          { customer_id: added.data.customer_id },
          { token: other.token },
        )
      ).status,
    ).toBe(404);
    // a second entry with her phone is refused
    const twice = await server.call('/res/customer/update', { name: 'Mei again', phone: '91234567' }, as);
    expect(twice.status).toBe(409);
  });

  it('takes a refund off what she spent, and leaves a cancelled draft out', async () => {
    const shop = await signUp(server, 's');
    const as = { token: shop.token };
    const tea = await newProduct(server, shop.token, { name: 'Tieguanyin', price: 45, quantity: 10 });
    const ada = await server.call<Customer>('/res/customer/update', { name: 'Ada', phone: '5123 4567' }, as);
    const id = (
      await paidTillSale(server, shop.token, [{ product_id: tea._id, quantity: 3 }], {
        customer_id: ada.data.customer_id,
      })
    ).order_id;
    await refundLines(
      server,
      as,
      id,
      [{ product_id: tea._id, quantity: 1, restock: true }],
      'One tin dented',
    );
    // a draft for her never paid
    await server.call(
      '/res/order/create',
      {
        order_type: 'POS-Sell',
        item: { product_id: tea._id, quantity: 1 },
        customer_id: ada.data.customer_id,
      },
      as,
    );
    const got = await server.call<Customer>('/res/customer/get', { customer_id: ada.data.customer_id }, as);
    expect(got.data).toMatchObject({ visits: 1, spent: 90 });
    expect(got.data.favourites).toEqual([{ name: 'Tieguanyin', units: 3 }]);
  });

  it('writes the list as CSV and reads it back: changes by id, adds without, refuses bad rows whole', async () => {
    const shop = await signUp(server, 's');
    const as = { token: shop.token };
    const wong = await server.call<Customer>(
      '/res/customer/update',
      { name: '黃太', phone: '6123 4567', tags: ['regular'], notes: '=not a formula' },
      as,
    );
    const out = await server.call<{ filename: string; csv: string }>('/res/customer/export_csv', {}, as);
    expect(out.data.filename).toMatch(/^customers-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(out.data.csv).toContain('黃太');
    expect(out.data.csv).toContain("'=not a formula");

    const bad = `id,name,phone,email\n,Ah Chan,,nope\n,,,mei@example.com\n`;
    const refused = await server.call<{ problems: { row: number; problem: string }[]; written: boolean }>(
      '/res/customer/import_csv',
      { csv: bad, commit: true },
      as,
    );
    expect(refused.data).toMatchObject({
      written: false,
      problems: [
        { row: 2, problem: 'bad_email' },
        { row: 3, problem: 'no_name_or_phone' },
      ],
    });

    const good = `id,name,phone,tags\n${wong.data.customer_id},黃太太,6123 4567,regular|tea\n,Ah Chan,5555 1234,\n`;
    const preview = await server.call<{ added: number; changed: number; written: boolean }>(
      '/res/customer/import_csv',
      { csv: good, commit: false },
      as,
    );
    expect(preview.data).toMatchObject({ added: 1, changed: 1, written: false });
    const written = await server.call<{ written: boolean }>(
      '/res/customer/import_csv',
      { csv: good, commit: true },
      as,
    );
    expect(written.data.written).toBe(true);
    const list = await server.call<Page>('/res/customer/list', { q: '黄太' }, as);
    // Simplified finds Traditional
    expect(list.data.items.map((c) => [c.name, c.tags])).toEqual([['黃太太', ['regular', 'tea']]]);
    expect((await server.call<Page>('/res/customer/list', {}, as)).data.items).toHaveLength(2);
  });
});
