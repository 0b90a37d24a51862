import fs from 'node:fs';
import { createRequire } from 'node:module';
import { type ParsedMail, simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { trackingUrl } from '../../contract/couriers';
import { fpsPayload } from '../../contract/fps-payload';
import type { RefundSummary } from '../../contract/order-refunds';
import type { Order } from '../../contract/orders';
import type { MailSettings } from '../../contract/shopper-mails';
import { addAddress, addToCart, idemKey, newProduct, showOrder } from '../orders/testing/test-helpers';
import { expectError } from '../testing/expect-error';
import { startSmtpPeer } from '../testing/mail';
import {
  signUp,
  startTestServer,
  TEST_PASSWORD,
  type TestServer,
  type TestSession,
  uniqueEmail,
} from '../testing/test-server';
import { hkd } from './templates';

// Mails to shoppers (docs/decisions/0275-mails-to-shoppers.md), received by a real SMTP peer and parsed with
// mailparser: each step of an order once, in her language, with the order's own figures and links that open it;
// the unread-message mail after an hour (the job, on an injected clock) with its one-click unsubscribe.

const PUBLIC = 'https://shop.example.test';
let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let clockOffset = 0;
let seller: TestSession;
let otherBuyer: TestSession;

beforeAll(async () => {
  const wasm = fs.readFileSync(createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'));
  await prepareZXingModule({
    overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) },
    fireImmediately: true,
  });
  smtp = await startSmtpPeer();
  server = await startTestServer(
    { SMTP_URL: smtp.url, MAIL_FROM: 'Stallfeed <hello@stallfeed.test>', PUBLIC_URL: PUBLIC },
    { now: () => Date.now() + clockOffset },
  );
  [seller, otherBuyer] = await Promise.all([signUp(server, 's'), signUp(server, 'c')]);
  const asSeller = { token: seller.token };
  await server.call('/user/info/set_fps', { kind: 'fps_id', value: '1234567' }, asSeller);
  await server.call('/res/delivery_fees/update', { mode: 'flat', flat: 30 }, asSeller);
}, 60_000);

afterAll(async () => {
  await server.close();
  await smtp.close();
});

/** a shopper who signed up in `locale` and, unless told not to, verified her address with the mailed link */
async function shopper(
  locale: 'en' | 'zh-HK' | 'zh-CN',
  opts: { verified?: boolean } = {},
): Promise<TestSession> {
  const email = uniqueEmail(`shopper-${locale}`);
  const res = await server.call<TestSession>('/auth/user/register', {
    email,
    passwd: TEST_PASSWORD,
    role: 'c',
    locale,
  });
  if (opts.verified !== false) {
    // only a verified address gets shopper mails (decision 0275)
    const mail = await smtp.waitFor(email, 1, 5000, '/verify-email');
    const token = new URL(mail.link!).searchParams.get('token');
    expect((await server.call('/auth/user/verify_email', { token })).status).toBe(200);
  }
  return res.data;
}

const parsed = new Map<string, Promise<ParsedMail>>();
/** every mail to this address so far, parsed (the verification mail too) */
async function parsedMailsTo(email: string): Promise<ParsedMail[]> {
  return Promise.all(
    smtp.to(email).map((m) => {
      // cid: links kept as sent (mailparser would otherwise turn them into data: URLs)
      if (!parsed.has(m.raw)) parsed.set(m.raw, simpleParser(m.raw, { skipImageLinks: true }));
      return parsed.get(m.raw)!;
    }),
  );
}

/** the mail to `email` whose text carries this link (an order's, a conversation's), waiting for it */
async function mailWith(
  email: string,
  what: (m: ParsedMail) => boolean,
  timeoutMs = 5000,
): Promise<ParsedMail> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = (await parsedMailsTo(email)).filter(what);
    if (found.length > 0) {
      expect(found).toHaveLength(1);
      return found[0]!;
    }
    if (Date.now() > until) throw new Error(`no such mail to ${email} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

const orderLink = (id: string) => `${PUBLIC}/orderDetail?id=${id}`;
const linksOf = (m: ParsedMail) => [...(m.text ?? '').matchAll(/https?:\/\/[^\s"<>]+/g)].map((x) => x[0]);
const header = (m: ParsedMail, name: string) =>
  m.headerLines.find((h) => h.key === name.toLowerCase())?.line.replace(/^[^:]+:\s*/, '');

/** the id a mail's order link opens, checked against the API: her order, nobody else's */
async function orderOpenedBy(m: ParsedMail, buyer: TestSession): Promise<Order> {
  const link = linksOf(m).find((l) => l.startsWith(`${PUBLIC}/orderDetail?id=`));
  expect(link).toBeDefined();
  const id = new URL(link!).searchParams.get('id')!;
  expect((await server.call('/res/order/show_one', { id }, { token: otherBuyer.token })).status).toBe(404);
  expect(m.html).toContain(`href="${orderLink(id)}"`);
  return showOrder(server, buyer.token, id);
}

async function place(buyer: TestSession, opts: { pickup?: string; quantities?: number[] } = {}) {
  const quantities = opts.quantities ?? [2, 1];
  const products = await Promise.all(
    quantities.map((_, i) =>
      newProduct(server, seller.token, { name: `Dried scallops ${i + 1}`, price: 42 + i * 10, quantity: 20 }),
    ),
  );
  let cartId = '';
  for (const [i, p] of products.entries())
    cartId = await addToCart(server, buyer.token, p._id, quantities[i]);
  const where = opts.pickup
    ? { pickup_address_ids: { [seller.user_id]: opts.pickup } }
    : { address_id: await addAddress(server, buyer.token) };
  const placed = await server.call<{ orders: { order_id: string }[] }>(
    '/res/order/checkout',
    { id: cartId, ...where, idempotency_key: idemKey('mail') },
    { token: buyer.token },
  );
  return placed.data.orders[0]!.order_id;
}

const asSeller = () => ({ token: seller.token });

describe(`mails to shoppers (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  it('placed → paid → shipped → completed → refunded: one mail each, her figures, links that open her order', async () => {
    const buyer = await shopper('en');
    const id = await place(buyer);
    const order = await showOrder(server, buyer.token, id);
    const about = (m: ParsedMail) => linksOf(m).includes(orderLink(id));

    // placed: items, delivery, total, and how to pay with the FPS code inline
    const placed = await mailWith(buyer.email, (m) => about(m) && /please pay/.test(m.subject ?? ''));
    expect(placed.subject).toBe(
      `Order #${order.sale_number} from ${order.seller_name}: please pay ${hkd(order.total)}`,
    );
    expect(placed.from?.value[0]).toMatchObject({ name: 'Stallfeed', address: 'hello@stallfeed.test' });
    expect(placed.html).toContain('<html lang="en">');
    for (const line of order.items)
      expect(placed.text).toContain(`${line.name} × ${line.quantity}: ${hkd(line.total)}`);
    expect(order.delivery_fee).toBe(30);
    expect(placed.text).toContain(`Delivery: ${hkd(order.delivery_fee)}`);
    expect(placed.text).toContain(`Total: ${hkd(order.total)}`);
    expect(placed.text).toContain('Delivery to: Ada Lam');
    expect(placed.text).toContain('scan this FPS code');
    expect(placed.text).toContain(`Reference: ${id}`);
    const qr = placed.attachments.find((a) => a.contentType === 'image/png');
    expect(qr?.cid).toBeTruthy();
    expect(placed.html).toContain(`src="cid:${qr!.cid}"`);
    const [code] = await readBarcodes(new Uint8Array(qr!.content), { formats: ['QRCode'] });
    expect(code?.text).toBe(
      fpsPayload({
        payee: { kind: 'fps_id', value: '1234567' },
        amountCents: Math.round(order.total * 100),
        reference: id,
      }),
    );
    expect((await orderOpenedBy(placed, buyer)).order_id).toBe(id);
    // an order mail is about her order: no List-Unsubscribe (decision 0275), a link to her mail settings instead
    expect(header(placed, 'List-Unsubscribe')).toBeUndefined();
    expect(linksOf(placed)).toContain(`${PUBLIC}/language#mails`);

    // paid
    await server.call(
      '/res/order/received_payment',
      { id, method: 'cash', idempotency_key: idemKey('paid') },
      asSeller(),
    );
    const paidOrder = await showOrder(server, buyer.token, id);
    const paid = await mailWith(buyer.email, (m) => about(m) && /^Payment received/.test(m.subject ?? ''));
    expect(paid.subject).toBe(`Payment received for order #${order.sale_number}`);
    expect(paid.text).toContain(`confirmed your payment of ${hkd(paidOrder.total)}`);
    expect(paid.text).toContain(`Total: ${hkd(paidOrder.total)}`);

    // shipped, with the courier's tracking link
    await server.call(
      '/res/order/update_status',
      { id, status: 'shipped', courier: 'sf_express', tracking_number: 'SF 1234 5678 90' },
      asSeller(),
    );
    const shippedOrder = await showOrder(server, buyer.token, id);
    const shipped = await mailWith(buyer.email, (m) => about(m) && /on its way/.test(m.subject ?? ''));
    expect(shipped.text).toContain('Courier: SF Express');
    expect(shipped.text).toContain('Tracking number: SF1234567890');
    const track = trackingUrl(shippedOrder.shipment!, 'en')!;
    expect(linksOf(shipped)).toContain(track);
    expect(shipped.html).toContain(`href="${track.replace(/&/g, '&#38;')}"`);
    expect((await orderOpenedBy(shipped, buyer)).status).toBe('shipped');

    // completed, with "rate your items": a link per line, to this order's lines
    await server.call('/res/order/update_status', { id, status: 'completed' }, asSeller());
    const completed = await mailWith(buyer.email, (m) => about(m) && /complete/.test(m.subject ?? ''));
    expect(completed.text).toContain('Rate your items:');
    const rate = linksOf(completed).filter((l) => l.startsWith(`${PUBLIC}/write-review?`));
    expect(rate.map((l) => new URL(l).searchParams.get('product')).sort()).toEqual(
      order.items.map((l) => l.product_id).sort(),
    );
    expect(rate.every((l) => new URL(l).searchParams.get('order') === id)).toBe(true);

    // refunded: one unit of the first line; the amount is the refund's, "so far" the order's
    const line = order.items[0]!;
    await server.call(
      '/res/order/refund',
      {
        id,
        lines: [{ product_id: line.product_id, quantity: 1, restock: true }],
        reason: 'One bag was torn',
        idempotency_key: idemKey('refund'),
      },
      asSeller(),
    );
    const summary = (await server.call<RefundSummary>('/res/order/refunds', { id }, { token: buyer.token }))
      .data;
    const refund = summary.refunds[0]!;
    const refunded = await mailWith(buyer.email, (m) => about(m) && /refunded/.test(m.subject ?? ''));
    expect(refunded.subject).toBe(
      `${order.seller_name} refunded ${hkd(refund.total)} for order #${order.sale_number}`,
    );
    expect(refunded.text).toContain(`Refunded: ${hkd(refund.total)}`);
    expect(refunded.text).toContain('Reason: One bag was torn');
    const afterRefund = await showOrder(server, buyer.token, id);
    expect(refunded.text).toContain(`Refunded so far: ${hkd(afterRefund.refunded)}`);

    // each mail once, with a plain-text and an HTML part
    const mine = (await parsedMailsTo(buyer.email)).filter(about);
    expect(mine).toHaveLength(5);
    for (const m of mine) {
      expect(m.text?.length).toBeGreaterThan(50);
      expect(m.html).toContain('</html>');
    }
  });

  it('an order paid partly with her points: the placed mail prints them on a row of their own, rows adding up', async () => {
    // docs/decisions/0283-loyalty.md, "Redeeming online": a shop of its own, so the shared seller stays without points
    const shop = await signUp(server, 's');
    await server.call('/res/loyalty/settings', { kind: 'points', percent: 10 }, { token: shop.token });
    const buyer = await shopper('en');
    const tea = await newProduct(server, shop.token, { name: 'Pu-erh tea', price: 38, quantity: 20 });
    const address = await addAddress(server, buyer.token);
    const checkout = (cart: string, points: number) =>
      server.call<{ orders: { order_id: string }[] }>(
        '/res/order/checkout',
        {
          id: cart,
          address_id: address,
          ...(points > 0 ? { redeem_points: { [shop.user_id]: points } } : {}),
          idempotency_key: idemKey('mail'),
        },
        { token: buyer.token },
      );
    // ten teas paid earn 3,800 points
    const first = (await checkout(await addToCart(server, buyer.token, tea._id, 10), 0)).data.orders[0]!;
    await server.call(
      '/res/order/received_payment',
      { id: first.order_id, method: 'cash', idempotency_key: idemKey('pay') },
      { token: shop.token },
    );
    const id = (await checkout(await addToCart(server, buyer.token, tea._id, 2), 1234)).data.orders[0]!
      .order_id;
    const order = await showOrder(server, buyer.token, id);
    expect(order.points_redeemed).toBe(1234);
    const placed = await mailWith(
      buyer.email,
      (m) => linksOf(m).includes(orderLink(id)) && /please pay/.test(m.subject ?? ''),
    );
    // the line before the points ($76.00), the points, the total she pays ($63.66)
    expect(placed.text).toContain(`Pu-erh tea × 2: ${hkd(76)}`);
    expect(placed.text).toContain(`Points (1,234): −${hkd(12.34)}`);
    expect(order.total).toBe(63.66);
    expect(placed.text).toContain(`Total: ${hkd(63.66)}`);
  });

  it('in her language (zh-HK): ready for pickup with the address and hours; no FPS code without an FPS ID', async () => {
    const other = await signUp(server, 's');
    const saved = seller;
    seller = other;
    try {
      const pickup = (
        await server.call<{ _id: string }>(
          '/user/info/add_store_pickup_address',
          { name: '12 號檔', address: '灣仔太原街 12 號', hours: '星期一至六 10:00–19:00' },
          asSeller(),
        )
      ).data._id;
      const buyer = await shopper('zh-HK');
      const id = await place(buyer, { pickup, quantities: [3] });
      const order = await showOrder(server, buyer.token, id);
      const about = (m: ParsedMail) => linksOf(m).includes(orderLink(id));

      const placed = await mailWith(buyer.email, (m) => about(m) && /請付款/.test(m.subject ?? ''));
      expect(placed.subject).toBe(
        `${order.seller_name} 的訂單 #${order.sale_number}：請付款 ${hkd(order.total)}`,
      );
      expect(placed.html).toContain('<html lang="zh-HK">');
      expect(placed.text).toContain(`總計：${hkd(order.total)}`);
      expect(placed.text).toContain('自取地點：12 號檔, 灣仔太原街 12 號');
      expect(placed.text).toContain('打開你的訂單，查看');
      expect(placed.attachments).toHaveLength(0);

      await server.call(
        '/res/order/received_payment',
        { id, method: 'cash', idempotency_key: idemKey('paid') },
        asSeller(),
      );
      await server.call('/res/order/update_status', { id, status: 'ready_for_pickup' }, asSeller());
      const ready = await mailWith(buyer.email, (m) => about(m) && /可以取貨/.test(m.subject ?? ''));
      expect(ready.subject).toBe(`訂單 #${order.sale_number} 可以取貨`);
      expect(ready.text).toContain('自取地點：12 號檔, 灣仔太原街 12 號');
      expect(ready.text).toContain('營業時間：星期一至六 10:00–19:00');
      expect(ready.text).toContain('查看你的訂單');
      expect((await orderOpenedBy(ready, buyer)).status).toBe('ready_for_pickup');
    } finally {
      seller = saved;
    }
  });

  it('a kind she turned off is not sent; the others are; settings are hers alone', async () => {
    const buyer = await shopper('en');
    const as = { token: buyer.token };
    const read = await server.call<MailSettings>('/res/account/mail_settings', {}, as);
    expect(read.data.email).toBe(buyer.email);
    expect(Object.values(read.data.kinds).every(Boolean)).toBe(true);
    const set = await server.call<MailSettings>(
      '/res/account/mail_settings',
      { kinds: { order_shipped: false } },
      as,
    );
    expect(set.data.kinds).toMatchObject({ order_shipped: false, order_placed: true, messages: true });
    expectError(
      await server.call('/res/account/mail_settings', { kinds: { marketing: false } }, as),
      400,
      40000,
    );
    expectError(await server.call('/res/account/mail_settings', {}), 401, 40015);
    // another person's settings are untouched
    const theirs = await server.call<MailSettings>(
      '/res/account/mail_settings',
      {},
      { token: otherBuyer.token },
    );
    expect(theirs.data.kinds.order_shipped).toBe(true);

    const id = await place(buyer, { quantities: [1] });
    const about = (m: ParsedMail) => linksOf(m).includes(orderLink(id));
    await mailWith(buyer.email, (m) => about(m) && /please pay/.test(m.subject ?? ''));
    await server.call(
      '/res/order/received_payment',
      { id, method: 'cash', idempotency_key: idemKey('paid') },
      asSeller(),
    );
    await server.call('/res/order/update_status', { id, status: 'shipped' }, asSeller());
    await server.call('/res/order/update_status', { id, status: 'completed' }, asSeller());
    // the completed mail comes after the shipped one would have: by then, none came
    await mailWith(buyer.email, (m) => about(m) && /complete/.test(m.subject ?? ''));
    await server.services.mailer.idle();
    const subjects = (await parsedMailsTo(buyer.email)).filter(about).map((m) => m.subject ?? '');
    expect(subjects.some((s) => /on its way/.test(s))).toBe(false);
    expect(subjects).toHaveLength(3);

    // on again, and in the language she picked on the app's language screen: the next shipment is mailed so
    const again = await server.call<MailSettings>(
      '/res/account/mail_settings',
      { kinds: { order_shipped: true }, locale: 'zh-CN' },
      as,
    );
    expect(again.data).toMatchObject({ locale: 'zh-CN', kinds: { order_shipped: true } });
    const next = await place(buyer, { quantities: [1] });
    await server.call(
      '/res/order/received_payment',
      { id: next, method: 'cash', idempotency_key: idemKey('paid') },
      asSeller(),
    );
    await server.call('/res/order/update_status', { id: next, status: 'shipped' }, asSeller());
    const nextOrder = await showOrder(server, buyer.token, next);
    const shipped = await mailWith(
      buyer.email,
      (m) => linksOf(m).includes(orderLink(next)) && /已寄出/.test(m.subject ?? ''),
    );
    expect(shipped.subject).toBe(`订单 #${nextOrder.sale_number} 已寄出`);
    expect(shipped.html).toContain('<html lang="zh-CN">');
  });

  it('the same step told twice is mailed once (the dedupe key of the mail outbox)', async () => {
    const buyer = await shopper('en');
    const id = await place(buyer, { quantities: [1] });
    const about = (m: ParsedMail) => linksOf(m).includes(orderLink(id));
    await mailWith(buyer.email, (m) => about(m) && /please pay/.test(m.subject ?? ''));
    // as a second process or a retried request would: the stored key lets no second mail through
    server.services.shopperMails.stepped({ step: 'placed', orderId: id, buyerId: buyer.user_id });
    server.services.shopperMails.stepped({ step: 'placed', orderId: id, buyerId: buyer.user_id });
    await server.services.mailer.idle();
    expect((await parsedMailsTo(buyer.email)).filter(about)).toHaveLength(1);
  });

  it('a shop message unread for an hour is mailed once, with a one-click unsubscribe that needs no login', async () => {
    const buyer = await shopper('en');
    const asBuyer = { token: buyer.token };
    const opened = await server.call<{ conversation: { _id: string } }>(
      '/res/conversation/send',
      { to: seller.user_id, text: 'Are the scallops from Hokkaido?' },
      asBuyer,
    );
    const conversationId = opened.data.conversation._id;
    await server.call('/res/conversation/read', { id: conversationId }, asBuyer);
    const reply = await server.call(
      '/res/conversation/send',
      { conversation_id: conversationId, text: 'Yes, from Hokkaido, dried this spring.' },
      asSeller(),
    );
    expect(reply.status).toBe(200);
    const about = (m: ParsedMail) => linksOf(m).includes(`${PUBLIC}/conversation?id=${conversationId}`);
    const sweep = () => server.services.shopperMails.mailUnreadMessages();

    // not yet an hour
    clockOffset = 59 * 60_000;
    await sweep();
    await server.services.mailer.idle();
    expect((await parsedMailsTo(buyer.email)).filter(about)).toHaveLength(0);

    clockOffset = 61 * 60_000;
    try {
      expect((await sweep()).mailed).toBeGreaterThanOrEqual(1);
      const mail = await mailWith(buyer.email, about);
      expect(mail.subject).toBe(`${(await showShopName()) ?? ''} sent you a message`);
      expect(mail.text).toContain('“Yes, from Hokkaido, dried this spring.”');
      expect(mail.html).toContain('</html>');
      // RFC 8058: the URL to POST to, and the one-click marker
      const unsubscribe = header(mail, 'List-Unsubscribe');
      expect(unsubscribe).toMatch(/^<https:\/\/shop\.example\.test\/api\/mail\/unsubscribe\?token=[\w.-]+>$/);
      expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      // the same unread message is not mailed twice
      await sweep();
      await server.services.mailer.idle();
      expect((await parsedMailsTo(buyer.email)).filter(about)).toHaveLength(1);

      const url = new URL(unsubscribe!.slice(1, -1));
      const local = `${server.url}${url.pathname}${url.search}`;
      // opening the link only asks (a scanner following it turns nothing off)
      const page = await fetch(local);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<form method="post"');
      expect(
        (await server.call<MailSettings>('/res/account/mail_settings', {}, asBuyer)).data.kinds.messages,
      ).toBe(true);
      // a forged token is refused and changes nothing
      const forged = await fetch(`${server.url}${url.pathname}?token=${buyer.user_id}.messages.AAAA`, {
        method: 'POST',
      });
      expect(forged.status).toBe(400);
      expect(((await forged.json()) as { error: { code: number } }).error.code).toBe(40096);
      // the mail client's one-click POST, as RFC 8058 shapes it, with no session
      const click = await fetch(local, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(click.status).toBe(200);
      expect(await click.json()).toEqual({ success: true, data: { kind: 'messages', unsubscribed: true } });
      const after = await server.call<MailSettings>('/res/account/mail_settings', {}, asBuyer);
      expect(after.data.kinds).toMatchObject({ messages: false, order_placed: true });

      // a later unread message is not mailed any more
      await server.call('/res/conversation/read', { id: conversationId }, asBuyer);
      const later = await server.call(
        '/res/conversation/send',
        { conversation_id: conversationId, text: 'We have more tomorrow.' },
        asSeller(),
      );
      expect(later.status).toBe(200);
      clockOffset = 125 * 60_000;
      await sweep();
      await server.services.mailer.idle();
      expect((await parsedMailsTo(buyer.email)).filter(about)).toHaveLength(1);
    } finally {
      clockOffset = 0;
    }
  });
});

describe(`mails to shoppers: cancellation, tracking corrections, verified addresses, the sweep's pages (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  it('the shop cancelling her order is mailed once, saying what happens to her money; her own cancellation is not', async () => {
    const buyer = await shopper('en');
    const id = await place(buyer, { quantities: [1] });
    const order = await showOrder(server, buyer.token, id);
    const about = (m: ParsedMail) => linksOf(m).includes(orderLink(id));
    await mailWith(buyer.email, (m) => about(m) && /please pay/.test(m.subject ?? ''));

    expect((await server.call('/res/order/cancel', { id }, asSeller())).status).toBe(200);
    const cancelled = await mailWith(buyer.email, (m) => about(m) && /cancelled/.test(m.subject ?? ''));
    expect(cancelled.subject).toBe(`${order.seller_name} cancelled order #${order.sale_number}`);
    expect(cancelled.html).toContain('<html lang="en">');
    expect(cancelled.text).toContain(
      `cancelled your order #${order.sale_number}, which was awaiting payment`,
    );
    // what was due, and that nothing was paid nor is refunded: a cancelled order was never paid (0275)
    expect(cancelled.text).toContain(`Total: ${hkd(order.total)}`);
    expect(cancelled.text).toContain('No payment was recorded for this order');
    expect(cancelled.text).not.toContain('Refunded');
    expect((await orderOpenedBy(cancelled, buyer)).status).toBe('cancelled');
    expect(header(cancelled, 'List-Unsubscribe')).toBeUndefined();
    expect(cancelled.html).toContain('</html>');
    // told again (a second process): still one
    server.services.shopperMails.stepped({ step: 'cancelled', orderId: id, buyerId: buyer.user_id });
    await server.services.mailer.idle();
    expect((await parsedMailsTo(buyer.email)).filter(about)).toHaveLength(2);

    // she said she had paid, the shop had not confirmed it: the mail (in her language) says to ask for it back
    const hk = await shopper('zh-HK');
    const claimedId = await place(hk, { quantities: [1] });
    const claim = await server.call(
      '/res/order/claim_payment',
      { id: claimedId, reference: 'FPS 8812' },
      { token: hk.token },
    );
    expect(claim.status).toBe(200);
    expect((await server.call('/res/order/cancel', { id: claimedId }, asSeller())).status).toBe(200);
    const hkOrder = await showOrder(server, hk.token, claimedId);
    const hkMail = await mailWith(
      hk.email,
      (m) => linksOf(m).includes(orderLink(claimedId)) && /已取消/.test(m.subject ?? ''),
    );
    expect(hkMail.subject).toBe(`${hkOrder.seller_name} 已取消訂單 #${hkOrder.sale_number}`);
    expect(hkMail.html).toContain('<html lang="zh-HK">');
    expect(hkMail.text).toContain(`總計：${hkd(hkOrder.total)}`);
    expect(hkMail.text).toContain('你曾告訴');
    expect(hkMail.text).toContain('請聯絡');

    // her own cancellation: she did it, no mail (as its notification, 0065)
    const own = await place(buyer, { quantities: [1] });
    const aboutOwn = (m: ParsedMail) => linksOf(m).includes(orderLink(own));
    await mailWith(buyer.email, (m) => aboutOwn(m) && /please pay/.test(m.subject ?? ''));
    expect((await server.call('/res/order/cancel', { id: own }, { token: buyer.token })).status).toBe(200);
    await server.services.mailer.idle();
    expect((await parsedMailsTo(buyer.email)).filter(aboutOwn)).toHaveLength(1);
  });

  it('a corrected tracking number is mailed with the new link, once per new value', async () => {
    const buyer = await shopper('en');
    const id = await place(buyer, { quantities: [1] });
    const about = (m: ParsedMail) => linksOf(m).includes(orderLink(id));
    await server.call(
      '/res/order/received_payment',
      { id, method: 'cash', idempotency_key: idemKey('paid') },
      asSeller(),
    );
    await server.call(
      '/res/order/update_status',
      { id, status: 'shipped', courier: 'sf_express', tracking_number: 'SF1111111111' },
      asSeller(),
    );
    await mailWith(buyer.email, (m) => about(m) && /on its way/.test(m.subject ?? ''));
    const correct = (courier: string, tracking_number: string) =>
      server.call('/res/order/set_tracking', { id, courier, tracking_number }, asSeller());

    // the same correction twice: one mail
    expect((await correct('sf_express', 'SF2222222222')).status).toBe(200);
    expect((await correct('sf_express', 'SF2222222222')).status).toBe(200);
    const order = await showOrder(server, buyer.token, id);
    const fixed = await mailWith(buyer.email, (m) => about(m) && /New tracking number/.test(m.subject ?? ''));
    expect(fixed.subject).toBe(`New tracking number for order #${order.sale_number}`);
    expect(fixed.text).toContain('Courier: SF Express');
    expect(fixed.text).toContain('Tracking number: SF2222222222');
    expect(fixed.text).not.toContain('SF1111111111');
    const track = trackingUrl(order.shipment!, 'en')!;
    expect(linksOf(fixed)).toContain(track);
    expect(fixed.html).toContain(`href="${track.replace(/&/g, '&#38;')}"`);
    expect((await orderOpenedBy(fixed, buyer)).shipment?.tracking_number).toBe('SF2222222222');
    expect(header(fixed, 'List-Unsubscribe')).toBeUndefined();

    // another value: one more mail, with its own link
    expect((await correct('hongkong_post', 'EE123456789HK')).status).toBe(200);
    const post = await mailWith(
      buyer.email,
      (m) => about(m) && /New tracking number/.test(m.subject ?? '') && /EE123456789HK/.test(m.text ?? ''),
    );
    expect(post.text).toContain('Courier: Hongkong Post');
    const postTrack = trackingUrl((await showOrder(server, buyer.token, id)).shipment!, 'en')!;
    expect(linksOf(post)).toContain(postTrack);
    // that value again, and the step told twice as a second process would: the key lets no second mail through
    expect((await correct('hongkong_post', 'EE123456789HK')).status).toBe(200);
    const step = {
      step: 'tracking' as const,
      orderId: id,
      buyerId: buyer.user_id,
      tracking: { courier: 'hongkong_post', trackingNumber: 'EE123456789HK' },
    };
    server.services.shopperMails.stepped(step);
    server.services.shopperMails.stepped(step);
    await server.services.mailer.idle();
    const subjects = (await parsedMailsTo(buyer.email)).filter(about).map((m) => m.subject ?? '');
    expect(subjects.filter((s) => /New tracking number/.test(s))).toHaveLength(2);
    // placed, paid, shipped, two corrections
    expect(subjects).toHaveLength(5);
  });

  it('an address not verified gets no shopper mail (skipped, not kept for later); once verified, the next step is mailed', async () => {
    const buyer = await shopper('en', { verified: false });
    const as = { token: buyer.token };
    const settings = await server.call<MailSettings>('/res/account/mail_settings', {}, as);
    expect(settings.data).toMatchObject({ email: buyer.email, email_verified: false });
    const id = await place(buyer, { quantities: [1] });
    const about = (m: ParsedMail) => linksOf(m).includes(orderLink(id));
    await server.call(
      '/res/order/received_payment',
      { id, method: 'cash', idempotency_key: idemKey('paid') },
      asSeller(),
    );
    // a shop's message unread for an hour: not mailed either
    const opened = await server.call<{ conversation: { _id: string } }>(
      '/res/conversation/send',
      { to: seller.user_id, text: 'Do you deliver to Tai Po?' },
      as,
    );
    const conversationId = opened.data.conversation._id;
    await server.call('/res/conversation/read', { id: conversationId }, as);
    await server.call(
      '/res/conversation/send',
      { conversation_id: conversationId, text: 'Yes, on Saturdays.' },
      asSeller(),
    );
    clockOffset = 61 * 60_000;
    try {
      await server.services.shopperMails.mailUnreadMessages();
    } finally {
      clockOffset = 0;
    }
    await server.services.mailer.idle();
    // only the verification mail reached her
    const before = await parsedMailsTo(buyer.email);
    expect(before).toHaveLength(1);
    expect(linksOf(before[0]!).some((l) => l.startsWith(`${PUBLIC}/verify-email?token=`))).toBe(true);

    // she verifies: the next step is mailed; the steps before are not sent afterwards
    const link = smtp.to(buyer.email)[0]!.link!;
    const token = new URL(link).searchParams.get('token');
    expect((await server.call('/auth/user/verify_email', { token })).status).toBe(200);
    expect((await server.call<MailSettings>('/res/account/mail_settings', {}, as)).data.email_verified).toBe(
      true,
    );
    await server.call('/res/order/update_status', { id, status: 'shipped' }, asSeller());
    await mailWith(buyer.email, (m) => about(m) && /on its way/.test(m.subject ?? ''));
    await server.services.mailer.idle();
    expect((await parsedMailsTo(buyer.email)).filter(about)).toHaveLength(1);
  });

  it('the unread-message sweep reads keyset pages: every conversation on every page is mailed, once', async () => {
    const buyers: TestSession[] = [];
    for (let i = 0; i < 3; i++) buyers.push(await shopper('en'));
    const conversations: string[] = [];
    for (const [i, buyer] of buyers.entries()) {
      const as = { token: buyer.token };
      const opened = await server.call<{ conversation: { _id: string } }>(
        '/res/conversation/send',
        { to: seller.user_id, text: `Question ${i}` },
        as,
      );
      const conversationId = opened.data.conversation._id;
      await server.call('/res/conversation/read', { id: conversationId }, as);
      await server.call(
        '/res/conversation/send',
        { conversation_id: conversationId, text: `Answer ${i}` },
        asSeller(),
      );
      conversations.push(conversationId);
    }
    const about = (id: string) => (m: ParsedMail) => linksOf(m).includes(`${PUBLIC}/conversation?id=${id}`);
    clockOffset = 61 * 60_000;
    try {
      // two conversations a page: at least two pages (other tests' unread conversations are on them too)
      const swept = await server.services.shopperMails.mailUnreadMessages(2);
      expect(swept.pages).toBeGreaterThanOrEqual(2);
      expect(swept.mailed).toBeGreaterThanOrEqual(3);
      for (const [i, buyer] of buyers.entries()) {
        const mail = await mailWith(buyer.email, about(conversations[i]!));
        expect(mail.text).toContain(`“Answer ${i}”`);
      }
      // swept again, a page at a time: nobody is mailed twice
      const again = await server.services.shopperMails.mailUnreadMessages(1);
      expect(again.pages).toBeGreaterThanOrEqual(3);
      await server.services.mailer.idle();
      for (const [i, buyer] of buyers.entries())
        expect((await parsedMailsTo(buyer.email)).filter(about(conversations[i]!))).toHaveLength(1);
    } finally {
      clockOffset = 0;
    }
  });
});

async function showShopName(): Promise<string | null> {
  const names = await server.services.profiles.publicNamesOf([seller.user_id]);
  return names.get(seller.user_id) ?? null;
}
