import crypto from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import ece from 'http_ece';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage, Conversation } from '../../contract/conversations';
import type { Notification } from '../../contract/notifications';
import { newProduct } from '../orders/testing/test-helpers';
import { imageForm, postForm } from '../posts/test-helpers';
import { expectError } from '../testing/expect-error';
import { serverWithCast } from '../testing/file-server';
import { selfSignedCert } from '../testing/self-signed-cert';
import type { TestSession } from '../testing/test-server';

/**
 * Conversations (docs/decisions/0246-conversations.md), on SQLite and PostgreSQL: a shopper asks a shop about a
 * product; only the two of them can read it (every call, as a third person); unread counts; blocking; quick replies;
 * and Web Push to a local push endpoint that decrypts what it receives with the subscription's keys (RFC 8291, by
 * http_ece: not our code).
 */
/**
 * a push service of our own, over TLS with a certificate made here (the server trusts it by PUSH_EXTRA_CA_FILE),
 * on an address only PUSH_ALLOWED_HOSTS lets the server send to
 */
const { dir: tlsDir, tls } = selfSignedCert('stallfeed-push-', '/CN=127.0.0.1', 'IP:127.0.0.1');
const received: Buffer[] = [];
const pushService = https.createServer(tls, (req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    received.push(Buffer.concat(chunks));
    res.writeHead(201).end();
  });
});

// the push service on this machine is allowed by name (docs/decisions/0257-push-endpoints.md)
const { server, seller, otherSeller, buyer, otherBuyer } = await serverWithCast({
  PUSH_EXTRA_CA_FILE: path.join(tlsDir, 'cert.pem'),
  PUSH_ALLOWED_HOSTS: '127.0.0.1',
});
beforeAll(async () => {
  await new Promise<void>((r) => pushService.listen(0, '127.0.0.1', r));
});
afterAll(async () => {
  pushService.close();
  fs.rmSync(tlsDir, { recursive: true, force: true });
});

const as = (s: TestSession) => ({ token: s.token });
type Sent = { conversation: Conversation; message: ChatMessage };

async function unread(who: TestSession): Promise<number> {
  return (await server.call<{ unread: number }>('/res/conversation/unread', {}, as(who))).data.unread;
}

describe(`conversations (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  it('a shopper asks about a product; only the two of them read it; unread counts move; the shop replies', async () => {
    const product = await newProduct(server, seller.token, { name: 'Fish maw 花膠' });
    const photos = (await (
      await postForm(server, '/res/conversation/upload_img', await imageForm(buyer.token, 1))
    ).json()) as { data: { file_path: string[] } };
    const asked = await server.call<Sent>(
      '/res/conversation/send',
      {
        about: { kind: 'product', id: product._id },
        text: 'Is it the thick kind?',
        imagePaths: photos.data.file_path,
      },
      as(buyer),
    );
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const id = asked.data.conversation._id;
    expect(asked.data.message).toMatchObject({
      mine: true,
      text: 'Is it the thick kind?',
      about: { kind: 'product', id: product._id, title: 'Fish maw 花膠' },
    });
    expect(asked.data.conversation).toMatchObject({ role: 'shopper', shop_id: seller.user_id, unread: 0 });
    expect(await unread(seller)).toBe(1);

    // a second question joins the same conversation
    const again = await server.call<Sent>(
      '/res/conversation/send',
      { to: seller.user_id, text: 'And 300 g?' },
      as(buyer),
    );
    expect(again.data.conversation._id).toBe(id);
    expect(await unread(seller)).toBe(2);

    // the shop's inbox and the notification, one for the conversation
    const inbox = await server.call<{ items: Conversation[] }>('/res/conversation/list', {}, as(seller));
    expect(inbox.data.items[0]).toMatchObject({
      _id: id,
      role: 'shop',
      unread: 2,
      last: { text: 'And 300 g?' },
    });
    const told = await server.call<{ items: Notification[] }>('/user/notification/list', {}, as(seller));
    const messages = told.data.items.filter((n) => n.kind === 'message_received');
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ count: 2, params: { conversation_id: id, excerpt: 'And 300 g?' } });

    // a third person: every call on it answers "not found", and sending into it fails
    for (const [path, data] of [
      ['/res/conversation/list_messages', { id }],
      ['/res/conversation/read', { id }],
      ['/res/conversation/send', { conversation_id: id, text: 'me too' }],
    ] as const) {
      for (const who of [otherBuyer, otherSeller])
        expectError(await server.call(path, data, as(who)), 404, 40404);
    }
    const theirs = await server.call<{ items: Conversation[] }>('/res/conversation/list', {}, as(otherBuyer));
    expect(theirs.data.items).toEqual([]);

    // the shop reads it: newest first, the photo there; then replies
    const thread = await server.call<{ items: ChatMessage[]; conversation: Conversation }>(
      '/res/conversation/list_messages',
      { id },
      as(seller),
    );
    expect(thread.data.items.map((m) => [m.text, m.mine, m.imagePaths.length])).toEqual([
      ['And 300 g?', false, 0],
      ['Is it the thick kind?', false, 1],
    ]);
    expect(
      (await server.call<{ unread: number }>('/res/conversation/read', { id }, as(seller))).data.unread,
    ).toBe(0);
    await server.call(
      '/res/conversation/send',
      { conversation_id: id, text: 'Yes, 4 heads per 300 g' },
      as(seller),
    );
    expect(await unread(buyer)).toBe(1);
  });

  it('an order starts a conversation from either side; nobody messages themselves', async () => {
    expectError(
      await server.call('/res/conversation/send', { to: seller.user_id, text: 'hi' }, as(seller)),
      400,
      40034,
    );
    const mine = await newProduct(server, seller.token, { name: 'Own tin' });
    expectError(
      await server.call(
        '/res/conversation/send',
        { about: { kind: 'product', id: mine._id }, text: 'x' },
        as(seller),
      ),
      400,
      40034,
    );
    // a shopper cannot start one "with" another shopper
    expectError(
      await server.call('/res/conversation/send', { to: otherBuyer.user_id, text: 'hi' }, as(buyer)),
      404,
    );
  });

  it('a block stops messages both ways until lifted', async () => {
    const first = await server.call<Sent>(
      '/res/conversation/send',
      { to: otherSeller.user_id, text: 'Hello' },
      as(buyer),
    );
    const id = first.data.conversation._id;
    await server.call('/res/conversation/block', { user_id: buyer.user_id, blocked: true }, as(otherSeller));
    expectError(
      await server.call('/res/conversation/send', { conversation_id: id, text: 'Hello?' }, as(buyer)),
      403,
      40335,
    );
    expectError(
      await server.call('/res/conversation/send', { conversation_id: id, text: 'Hi' }, as(otherSeller)),
      403,
      40335,
    );
    const seen = await server.call<{ items: Conversation[] }>('/res/conversation/list', {}, as(otherSeller));
    expect(seen.data.items.find((c) => c._id === id)?.blocked).toBe(true);
    await server.call('/res/conversation/block', { user_id: buyer.user_id, blocked: false }, as(otherSeller));
    expect(
      (await server.call('/res/conversation/send', { conversation_id: id, text: 'Hi' }, as(otherSeller)))
        .status,
    ).toBe(200);
  });

  // docs/decisions/0269-offline-reading-and-queued-writes.md: a message written offline is sent again until answered
  it('a message sent again with its idempotency key is one message, also when the copies arrive at once', async () => {
    const first = await server.call<Sent>(
      '/res/conversation/send',
      { to: seller.user_id, text: 'Written on the MTR', idempotency_key: 'offline-msg-0001' },
      as(otherBuyer),
    );
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const id = first.data.conversation._id;
    const again = await server.call<Sent>(
      '/res/conversation/send',
      { conversation_id: id, text: 'Written on the MTR', idempotency_key: 'offline-msg-0001' },
      as(otherBuyer),
    );
    expect(again.data.message._id).toBe(first.data.message._id);
    // two tabs draining at once
    const [a, b] = await Promise.all(
      [1, 2].map(() =>
        server.call<Sent>(
          '/res/conversation/send',
          { conversation_id: id, text: 'And a second one', idempotency_key: 'offline-msg-0002' },
          as(otherBuyer),
        ),
      ),
    );
    expect([a?.status, b?.status]).toEqual([200, 200]);
    expect(a?.data.message._id).toBe(b?.data.message._id);
    const thread = await server.call<{ items: ChatMessage[] }>(
      '/res/conversation/list_messages',
      { id },
      as(seller),
    );
    expect(thread.data.items.filter((m) => m.text === 'Written on the MTR')).toHaveLength(1);
    expect(thread.data.items.filter((m) => m.text === 'And a second one')).toHaveLength(1);
    // the key is the sender's: the same key for another text is refused
    expectError(
      await server.call(
        '/res/conversation/send',
        { conversation_id: id, text: 'Something else', idempotency_key: 'offline-msg-0001' },
        as(otherBuyer),
      ),
      409,
      40933,
    );
  });

  it('quick replies are the shop’s own', async () => {
    const set = await server.call<{ texts: string[] }>(
      '/res/conversation/set_quick_replies',
      {
        texts: [
          'In stock, pick up at the stall',
          'Sold out, back on Friday',
          'In stock, pick up at the stall',
        ],
      },
      as(seller),
    );
    expect(set.data.texts).toEqual(['In stock, pick up at the stall', 'Sold out, back on Friday']);
    const other = await server.call<{ texts: string[] }>(
      '/res/conversation/list_quick_replies',
      {},
      as(otherSeller),
    );
    expect(other.data.texts).toEqual([]);
  });

  it('a message reaches a subscribed phone by Web Push, encrypted for that phone alone', async () => {
    const phone = crypto.createECDH('prime256v1');
    phone.generateKeys();
    const authSecret = crypto.randomBytes(16);
    const { port } = pushService.address() as AddressInfo;
    const key = await server.call<{ key: string }>('/user/push/get_key', {});
    expect(key.data.key).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    const subscribed = await server.call(
      '/user/push/subscribe',
      {
        endpoint: `https://127.0.0.1:${port}/push/${crypto.randomUUID()}`,
        keys: { p256dh: phone.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
      },
      as(otherBuyer),
    );
    expect(subscribed.status, JSON.stringify(subscribed.body)).toBe(200);
    received.length = 0;
    const sent = await server.call<Sent>(
      '/res/conversation/send',
      { to: otherSeller.user_id, text: 'Fresh today?' },
      as(otherBuyer),
    );
    await server.call(
      '/res/conversation/send',
      { conversation_id: sent.data.conversation._id, text: 'Yes, just arrived 今朝到' },
      as(otherSeller),
    );
    // the push goes out after the answer: wait for it (a busy machine signs and encrypts more slowly)
    for (let i = 0; i < 100 && received.length === 0; i += 1) await new Promise((r) => setTimeout(r, 100));
    expect(received).toHaveLength(1);
    const payload = JSON.parse(
      ece
        .decrypt(received[0]!, {
          version: 'aes128gcm',
          privateKey: phone,
          authSecret: authSecret.toString('base64url'),
        })
        .toString('utf8'),
    ) as { title: string; body: string; url: string };
    expect(payload.body).toBe('Yes, just arrived 今朝到');
    expect(payload.url).toBe(`/conversation?id=${sent.data.conversation._id}`);
  });
});
