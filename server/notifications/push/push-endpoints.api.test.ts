import crypto from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../../contract/errors';
import { expectError } from '../../testing/expect-error';
import { selfSignedCert } from '../../testing/self-signed-cert';
import { signUp, startTestServer, type TestServer, type TestSession } from '../../testing/test-server';
import { systemResolve } from './endpoint-policy';

/**
 * The server sends push requests only to allowed push services at public addresses
 * (docs/decisions/0257-push-endpoints.md), on SQLite and PostgreSQL. The server runs with
 * PUSH_ALLOWED_HOSTS=`*,push.peer.test`: any host at public addresses, and the tests' own push peer, an https
 * server on 127.0.0.1 whose certificate (made here) the server trusts by PUSH_EXTRA_CA_FILE. Names the tests make
 * up are answered by a resolver of their own, in front of the system's.
 */
let server: TestServer;

// localhost and 127.0.0.1 too: a server that followed a rebound name there would be let in, and the test fail
const { dir: tlsDir, tls } = selfSignedCert(
  'stallfeed-push-peer-',
  '/CN=push.peer.test',
  'DNS:push.peer.test,DNS:localhost,IP:127.0.0.1',
);
/** every request the peer got: its path and headers */
const received: { path: string; headers: Record<string, unknown> }[] = [];
const peer = https.createServer(tls, (req, res) => {
  req.resume();
  req.on('end', () => {
    received.push({ path: req.url ?? '', headers: req.headers });
    res.writeHead(201).end();
  });
});
let port = 0;

/** the tests' DNS: names mapped here, the system's answer for the rest */
const names = new Map<string, string>();

let owner: TestSession;
let other: TestSession;
let writer: TestSession;

beforeAll(async () => {
  await new Promise<void>((r) => peer.listen(0, '127.0.0.1', r));
  ({ port } = peer.address() as AddressInfo);
  server = await startTestServer({
    PUSH_ALLOWED_HOSTS: '*,push.peer.test',
    PUSH_EXTRA_CA_FILE: path.join(tlsDir, 'cert.pem'),
  });
  server.services.push.policy.resolve = async (host) => {
    const mapped = names.get(host);
    return mapped ? [{ address: mapped, family: mapped.includes(':') ? 6 : 4 }] : systemResolve(host);
  };
  names.set('push.peer.test', '127.0.0.1');
  names.set('evil.test', '127.0.0.1');
  [owner, other, writer] = await Promise.all([signUp(server, 's'), signUp(server, 's'), signUp(server, 'c')]);
});
afterAll(async () => {
  await server?.close();
  peer.close();
  fs.rmSync(tlsDir, { recursive: true, force: true });
});

const keys = () => ({
  p256dh: crypto.createECDH('prime256v1').generateKeys().toString('base64url'),
  auth: crypto.randomBytes(16).toString('base64url'),
});

function subscribe(who: TestSession, endpoint: string) {
  return server.call('/user/push/subscribe', { endpoint, keys: keys() }, { token: who.token });
}

async function stored(): Promise<{ endpoint: string; user_id: string }[]> {
  return server.db.kysely.selectFrom('push_subscriptions').select(['endpoint', 'user_id']).execute();
}

/** a message to `to`, which makes the server push to each of `to`'s devices after it answers */
async function message(to: TestSession, text: string) {
  const sent = await server.call('/res/conversation/send', { to: to.user_id, text }, { token: writer.token });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
}

async function until(what: string, done: () => Promise<boolean> | boolean) {
  for (let i = 0; i < 100; i += 1) {
    if (await done()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting until ${what}`);
}

describe(`push endpoints (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  it('refuses every endpoint that is not https on a public address, with 400, and stores nothing', async () => {
    const refused = [
      'http://127.0.0.1:6379/',
      `http://push.peer.test:${port}/plain-http`,
      'file:///etc/passwd',
      `https://127.0.0.1:${port}/loopback`,
      `https://[::1]:${port}/loopback6`,
      'https://10.0.0.1/private',
      'https://169.254.169.254/latest/meta-data/',
      'https://192.168.1.1/private',
      'https://172.16.0.1/private',
      'https://100.64.0.1/cgnat',
      'https://[fc00::1]/unique-local',
      'https://[fd12:3456::1]/unique-local',
      'https://[fe80::1]/link-local',
      'https://[ff02::1]/multicast',
      `https://[::ffff:127.0.0.1]:${port}/mapped`,
      `https://0.0.0.0:${port}/unspecified`,
      `https://[::]:${port}/unspecified6`,
      `https://2130706433:${port}/decimal`,
      'http://2130706433/decimal-http',
      `https://0x7f000001:${port}/hex`,
      `https://0x7f.0.0.1:${port}/hex-dotted`,
      `https://0177.0.0.1:${port}/octal`,
      `https://127.1:${port}/short`,
      `https://localhost:${port}/system-dns`, // the system resolves it to 127.0.0.1
      `https://evil.test:${port}/mapped-name`, // the tests' resolver: 127.0.0.1
      `https://user:pw@push.peer.test:${port}/credentials`,
    ];
    for (const endpoint of refused) {
      const res = await subscribe(owner, endpoint);
      expect(expectError(res, 400, ERRORS.pushEndpointRefused.code), endpoint).toBe(
        ERRORS.pushEndpointRefused.message.en,
      );
    }
    expect(await stored()).toEqual([]);
  });

  it('an allow-listed push peer on this machine receives the push, signed and encrypted', async () => {
    const endpoint = `https://push.peer.test:${port}/owner-phone`;
    expect((await subscribe(owner, endpoint)).status).toBe(200);
    received.length = 0;
    await message(owner, 'Still open?');
    await until('the peer is told', () => received.length > 0);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      path: '/owner-phone',
      headers: { 'content-encoding': 'aes128gcm', host: `push.peer.test:${port}` },
    });
    expect(String(received[0]!.headers.authorization)).toMatch(/^vapid t=/);
  });

  it('a name that answered a public address at subscribe and a private one at send is not sent to', async () => {
    // the attacker's DNS says 8.8.8.8 while the server checks the subscription…
    names.set('localhost', '8.8.8.8');
    const rebound = `https://localhost:${port}/rebound`;
    expect((await subscribe(other, rebound)).status).toBe(200);
    // …and the truth afterwards: localhost is 127.0.0.1, where the peer listens with a certificate for it
    names.delete('localhost');
    const control = `https://push.peer.test:${port}/other-phone`;
    expect((await subscribe(other, control)).status).toBe(200);
    received.length = 0;
    await message(other, 'Do you deliver?');
    await until('the rebound endpoint is forgotten', async () =>
      (await stored()).every((s) => s.endpoint !== rebound),
    );
    await until('the allowed device is told', () => received.length > 0);
    expect(received.map((r) => r.path)).toEqual(['/other-phone']);
  });

  it('an endpoint stored before these rules, on a private address, is not sent to and is forgotten', async () => {
    const legacy = `https://127.0.0.1:${port}/stored-long-ago`;
    await server.db.kysely
      .insertInto('push_subscriptions')
      .values({ endpoint: legacy, user_id: other.user_id, ...keys(), created_at: Date.now() })
      .execute();
    received.length = 0;
    await message(other, 'And on Sunday?');
    await until('the old endpoint is forgotten', async () =>
      (await stored()).every((s) => s.endpoint !== legacy),
    );
    await until('the allowed device is told', () => received.length > 0);
    expect(received.map((r) => r.path)).toEqual(['/other-phone']);
  });

  it('an endpoint belongs to whoever subscribed it first, until that account lets it go', async () => {
    const endpoint = `https://push.peer.test:${port}/shared-phone`;
    expect((await subscribe(owner, endpoint)).status).toBe(200);
    // another account cannot take it over: refused, and the endpoint still tells the first account only
    expectError(await subscribe(other, endpoint), 409, ERRORS.pushEndpointTaken.code);
    expect((await stored()).filter((s) => s.endpoint === endpoint)).toEqual([
      { endpoint, user_id: owner.user_id },
    ]);
    received.length = 0;
    await message(other, 'For the other shop');
    await until('the other shop’s device is told', () => received.length > 0);
    expect(received.map((r) => r.path)).toEqual(['/other-phone']);
    // the owner may subscribe it again (new keys); another account's unsubscribe does not release it
    expect((await subscribe(owner, endpoint)).status).toBe(200);
    await server.call('/user/push/unsubscribe', { endpoint }, { token: other.token });
    expectError(await subscribe(other, endpoint), 409, ERRORS.pushEndpointTaken.code);
    // once the owner lets it go (logging out on that phone does), the next account may have it
    await server.call('/user/push/unsubscribe', { endpoint }, { token: owner.token });
    expect((await subscribe(other, endpoint)).status).toBe(200);
    expect((await stored()).filter((s) => s.endpoint === endpoint)).toEqual([
      { endpoint, user_id: other.user_id },
    ]);
  });
});
