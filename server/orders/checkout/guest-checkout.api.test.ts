import { type ParsedMail, simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../../contract/orders';
import { startSmtpPeer, tokenOf } from '../../testing/mail';
import {
  signUp,
  startTestServer,
  TEST_PASSWORD,
  type TestServer,
  type TestSession,
  uniqueEmail,
} from '../../testing/test-server';
import { expectError, idemKey, newProduct, stockOf } from '../testing/test-helpers';

// Checkout without a password (issue 57 item 4, docs/decisions/0284-guest-checkout.md): mails received by a real
// SMTP peer and parsed with mailparser; the mailed link opens that order and no other.

const PUBLIC = 'https://shop.example.test';
let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let seller: TestSession;

type Guest = {
  orders: { order_id: string; seller_id: string; status: string; total: number; pass: string }[];
  pass_expires_at: number;
  mailed_to: string;
};

beforeAll(async () => {
  smtp = await startSmtpPeer();
  server = await startTestServer({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Stallfeed <hello@stallfeed.test>',
    PUBLIC_URL: PUBLIC,
    MAIL_MAX_PER_ACCOUNT: '4',
  });
  seller = await signUp(server, 's');
  await server.call('/user/info/set_fps', { kind: 'fps_id', value: '1234567' }, { token: seller.token });
}, 60_000);

afterAll(async () => {
  await server.close();
  await smtp.close();
});

function guestCheckout(fields: Record<string, unknown>) {
  return server.call<Guest>('/res/order/guest_checkout', {
    name: 'Chan Tai Man',
    phone: '+852 6123 4567',
    address: { address: 'Flat 8B, 2 Shek Kip Mei Street', area: null },
    idempotency_key: idemKey('guest'),
    ...fields,
  });
}

/** the mailed link of the n-th mail to this address, parsed with mailparser */
async function mailedLink(email: string, n = 1): Promise<{ link: string; mail: ParsedMail }> {
  const received = await smtp.waitFor(email, n, 5000, '/guest-order');
  const mail = await simpleParser(received.raw, { skipImageLinks: true });
  const link = /https?:\/\/\S+\/guest-order\?token=[A-Za-z0-9_%-]+/.exec(mail.text ?? '')?.[0];
  if (!link) throw new Error(`no link in ${mail.text}`);
  return { link, mail };
}

describe(`checkout without a password (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  it('places the order with an email alone; the seller sees it; the mailed link opens that order and no other', async () => {
    const product = await newProduct(server, seller.token, { name: 'Egg rolls', price: 48, quantity: 5 });
    const email = uniqueEmail('guest');
    const res = await guestCheckout({ email, items: [{ product_id: product._id, quantity: 2 }] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const placed = res.data.orders;
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({ seller_id: seller.user_id, status: 'pending_payment', total: 96 });
    expect(res.data.mailed_to).toBe(email);
    expect(res.body).not.toHaveProperty('data.token');
    expect(await stockOf(server, product._id)).toBe(3);
    const orderId = placed[0]!.order_id;

    // the seller sees it like any other, the buyer named as in the form
    const incoming = await server.call<{ items: Order[] }>(
      '/res/order/list',
      { role: 'seller', status: 'pending_payment' },
      { token: seller.token },
    );
    const seen = incoming.data.items.find((o) => o.order_id === orderId)!;
    expect(seen.buyer_name).toBe('Chan Tai Man');
    expect(seen.delivery).toMatchObject({
      kind: 'delivery',
      name: 'Chan Tai Man',
      phone: '+852 6123 4567',
      address: 'Flat 8B, 2 Shek Kip Mei Street',
    });

    // her screen reads the order with its pass, and the FPS identifier for the code with the amount
    const shown = await server.call<{ order: Order; fps: { value: string } | null }>(
      '/res/order/show_guest',
      {
        id: orderId,
        pass: placed[0]!.pass,
      },
    );
    expect(shown.status).toBe(200);
    expect(shown.data.order).toMatchObject({ order_id: orderId, total: 96, status: 'pending_payment' });
    expect(shown.data.fps?.value).toBe('1234567');

    // the mail: her order's figures and the one-use link
    const { link, mail } = await mailedLink(email);
    expect(mail.subject).toContain(`#${seen.sale_number}`);
    expect(mail.text).toContain('HK$96.00');
    expect(mail.html).toContain(link.replace(/&/g, '&amp;'));
    expect(new URL(link).origin).toBe(PUBLIC);

    // a second order of the same email, placed later
    const other = await newProduct(server, seller.token, { name: 'Almond cookies', price: 30, quantity: 5 });
    const second = await guestCheckout({ email, items: [{ product_id: other._id, quantity: 1 }] });
    expect(second.status).toBe(200);
    const secondId = second.data.orders[0]!.order_id;

    // the link, opened in a fresh browser: a pass for that order, and that order only
    const opened = await server.call<{ order_id: string; pass: string }>('/res/order/guest_open', {
      token: tokenOf(link),
    });
    expect(opened.status).toBe(200);
    expect(opened.data.order_id).toBe(orderId);
    const mine = await server.call<{ order: Order }>('/res/order/show_guest', {
      id: orderId,
      pass: opened.data.pass,
    });
    expect(mine.data.order.order_id).toBe(orderId);
    expectError(
      await server.call('/res/order/show_guest', { id: secondId, pass: opened.data.pass }),
      404,
      40400,
    );
    expectError(
      await server.call('/res/order/guest_claim_payment', { id: secondId, pass: opened.data.pass }),
      404,
      40400,
    );
    // without a session, the signed-in calls stay closed
    expect((await server.call('/res/order/show_one', { id: orderId })).status).toBe(401);
    // the link works once
    expectError(await server.call('/res/order/guest_open', { token: tokenOf(link) }), 400, 40060);

    // "I have paid" with the pass, as a signed-in buyer says it; the seller sees the claim
    const claimed = await server.call<{ order: Order }>('/res/order/guest_claim_payment', {
      id: orderId,
      pass: opened.data.pass,
      reference: 'FPS 123',
    });
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(200);
    expect(claimed.data.order.payment_claimed_at).not.toBeNull();
    const claim = await server.call<{ claim: { reference: string } | null }>(
      '/res/order/payment_claim',
      { id: orderId },
      { token: seller.token },
    );
    expect(claim.data.claim?.reference).toBe('FPS 123');

    // once she sets a password (Forgot password, mailed to the same address), every order of the email is hers
    await server.call('/auth/user/reset_password_email', { email });
    const reset = await smtp.waitFor(email, 1, 5000, '/login-reset-password');
    const session = await server.call<{ token: string }>('/auth/user/reset_password', {
      token: tokenOf(reset.link),
      passwd: 'a brand new passphrase',
    });
    expect(session.status).toBe(200);
    const hers = await server.call<{ items: Order[] }>(
      '/res/order/list',
      { role: 'buyer' },
      { token: session.data.token },
    );
    expect(hers.data.items.map((o) => o.order_id).sort()).toEqual([orderId, secondId].sort());
  });

  it('an email with an account: no session of it, the order bound to it, and its owner sees it', async () => {
    const owner = await signUp(server, 'c');
    const product = await newProduct(server, seller.token, { name: 'Lo mai gai', price: 25, quantity: 3 });
    const res = await guestCheckout({
      email: owner.email.toUpperCase(),
      items: [{ product_id: product._id, quantity: 1 }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(JSON.stringify(res.body)).not.toContain(owner.token);
    const orderId = res.data.orders[0]!.order_id;
    const listed = await server.call<{ items: Order[] }>('/res/order/list', {}, { token: owner.token });
    expect(listed.data.items.map((o) => o.order_id)).toContain(orderId);
    // her own cart is untouched by it
    expect(
      (await server.call<{ order: Order | null }>('/res/order/cart', {}, { token: owner.token })).data.order,
    ).toBeNull();
    // and the password she has still signs her in
    expect(
      (await server.call('/auth/user/login', { email: owner.email, passwd: TEST_PASSWORD })).status,
    ).toBe(200);
    await mailedLink(owner.email);
  });

  it('the same key twice places once and mails once; out of stock places nothing', async () => {
    const product = await newProduct(server, seller.token, {
      name: 'Pineapple buns',
      price: 10,
      quantity: 2,
    });
    const email = uniqueEmail('guest');
    const key = idemKey('replay');
    const body = { email, items: [{ product_id: product._id, quantity: 1 }], idempotency_key: key };
    const [a, b] = await Promise.all([guestCheckout(body), guestCheckout(body)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.data.orders[0]!.order_id).toBe(a.data.orders[0]!.order_id);
    const c = await guestCheckout(body);
    expect(c.data.orders[0]!.order_id).toBe(a.data.orders[0]!.order_id);
    expect(await stockOf(server, product._id)).toBe(1);
    await mailedLink(email);
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.to(email)).toHaveLength(1);

    const refusedEmail = uniqueEmail('guest');
    const short = await guestCheckout({
      email: refusedEmail,
      items: [{ product_id: product._id, quantity: 2 }],
    });
    expect(expectError(short, 409)).toContain('Pineapple buns');
    expect(await stockOf(server, product._id)).toBe(1);
    // a refused checkout leaves no account behind: the email signs up as new
    const registered = await server.call('/auth/user/register', {
      email: refusedEmail,
      passwd: TEST_PASSWORD,
      role: 'c',
    });
    expect(registered.status).toBe(200);
    // without an address or a pickup for the seller: refused, nothing placed
    const nowhere = await guestCheckout({
      email: uniqueEmail('guest'),
      address: null,
      items: [{ product_id: product._id, quantity: 1 }],
    });
    expect(nowhere.status).toBe(400);
    expect(await stockOf(server, product._id)).toBe(1);
  });

  it('picks up at the seller’s stall; a wrong pass reads nothing', async () => {
    const pickup = await server.call<{ _id: string }>(
      '/user/info/add_store_pickup_address',
      { name: 'Stall 12', address: 'Tai Yuen Street' },
      { token: seller.token },
    );
    const product = await newProduct(server, seller.token, { name: 'Wife cakes', price: 12, quantity: 4 });
    const res = await guestCheckout({
      email: uniqueEmail('guest'),
      address: undefined,
      pickup_address_ids: { [seller.user_id]: pickup.data._id },
      items: [{ product_id: product._id, quantity: 1 }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const orderId = res.data.orders[0]!.order_id;
    const shown = await server.call<{ order: Order }>('/res/order/show_guest', {
      id: orderId,
      pass: res.data.orders[0]!.pass,
    });
    expect(shown.data.order.delivery).toMatchObject({ kind: 'pickup', name: 'Stall 12' });
    expectError(
      await server.call('/res/order/show_guest', { id: orderId, pass: 'x'.repeat(43) }),
      404,
      40400,
    );
  });

  it('is limited per email like the mails with links (429), before anything is written', async () => {
    const product = await newProduct(server, seller.token, { name: 'Sesame balls', price: 8, quantity: 50 });
    const email = uniqueEmail('guest');
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push(
        (await guestCheckout({ email, items: [{ product_id: product._id, quantity: 1 }] })).status,
      );
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    expect(await stockOf(server, product._id)).toBe(46);
  });
});
