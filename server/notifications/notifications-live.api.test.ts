import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrations';
import { createPost } from '../posts/test-helpers';
import { type RunningServer, startServer } from '../start-server';
import { withSchemaLock } from '../testing/schema-lock';
import { signUp, signUpCast, startTestServer, type TestServer } from '../testing/test-server';
import { RedisBus } from './bus';
import { SseClient } from './sse-client';
import { openStream } from './test-helpers';

const likeOf = (server: { url: string }, token: string, id: string) =>
  fetch(`${server.url}/api/res/post/like`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ data: { id } }),
  }).then((r) => r.json());

describe(`notifications: live over SSE (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('a client receives a notification caused by another user within 1 s; the ticket is single-use', async () => {
    const { seller, buyer } = await signUpCast(server);
    const post = await createPost(server, seller.token);
    const { client, ticket } = await openStream(server.url, seller.token);
    const started = Date.now();
    await likeOf(server, buyer.token, post.id);
    const event = await client.next((e) => e.event === 'notification', 1000);
    expect(Date.now() - started).toBeLessThan(1000);
    const data = JSON.parse(event.data) as {
      notification: { kind: string; params: { post_id: string } };
      unread: number;
    };
    expect(data.notification.kind).toBe('post_liked');
    expect(data.notification.params.post_id).toBe(post.id);
    expect(data.unread).toBe(1);
    expect(event.id).toBeTruthy();
    client.close();

    const again = await SseClient.open(
      `${server.url}/api/user/notification/stream?ticket=${encodeURIComponent(ticket)}`,
    );
    expect(again.status).toBe(401);
    const none = await SseClient.open(`${server.url}/api/user/notification/stream`);
    expect(none.status).toBe(401);
    expect((await server.call('/user/notification/stream_ticket', {})).status).toBe(401);
  });

  it('reconnecting with Last-Event-ID replays what was missed; other users hear nothing', async () => {
    const { seller, buyer, otherBuyer } = await signUpCast(server);
    const postA = await createPost(server, seller.token);
    const postB = await createPost(server, seller.token);
    const first = await openStream(server.url, seller.token);
    const bystander = await openStream(server.url, otherBuyer.token);
    await likeOf(server, buyer.token, postA.id);
    const seen = await first.client.next((e) => e.event === 'notification', 1000);
    first.client.close();
    await likeOf(server, buyer.token, postB.id); // while disconnected
    const resumed = await openStream(server.url, seller.token, seen.id!);
    const missed = resumed.client.events.filter((e) => e.event === 'notification');
    expect(missed).toHaveLength(1);
    expect(JSON.parse(missed[0]!.data).notification.params.post_id).toBe(postB.id);
    resumed.client.close();
    expect(bystander.client.events.filter((e) => e.event === 'notification')).toHaveLength(0);
    bystander.client.close();
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
const pgUrl = process.env.TEST_DB_KIND === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;

/** Two server processes on one database and one Redis: an event caused on one reaches a client of the other. */
describe.skipIf(!redisUrl || !pgUrl)('notifications: across processes over Redis (postgres)', () => {
  const schema = `t_live_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const servers: RunningServer[] = [];
  const dirs: string[] = [];

  beforeAll(async () => {
    await withSchemaLock(pgUrl!, (admin) => admin.query(`create schema ${schema}`));
    const db = openDatabase({ dataDir: os.tmpdir(), databaseUrl: pgUrl, pgSchema: schema });
    await migrateToLatest(db.kysely, schema);
    await db.close();
    for (let i = 0; i < 2; i += 1) {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stallfeed-live-'));
      dirs.push(dir);
      const config = loadConfig({
        NODE_ENV: 'test',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dir,
        LOG_LEVEL: 'silent',
        SEED_DEMO: 'off',
        WEB_DIST: path.join(dir, 'no-web-build'),
        DATABASE_URL: pgUrl!,
        REDIS_URL: redisUrl!,
      });
      servers.push(await startServer(config, { pgSchema: schema }));
    }
  });
  afterAll(async () => {
    for (const s of servers) await s.stop();
    await withSchemaLock(pgUrl!, (admin) => admin.query(`drop schema if exists ${schema} cascade`));
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  });

  it('a like on process A reaches the author’s stream on process B within 1 s', async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    const bus = b.services.notifications.bus;
    expect(bus).toBeInstanceOf(RedisBus);
    // process A answers the calls the way TestServer.call does
    const onA = {
      url: a.url,
      call: async (p: string, data?: unknown, opts: { token?: string } = {}) => {
        const res = await fetch(`${a.url}/api${p}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
          },
          body: JSON.stringify({ data: data ?? {} }),
        });
        const body = (await res.json()) as { data: unknown };
        return { status: res.status, body, data: body.data };
      },
    } as unknown as TestServer;
    const seller = await signUp(onA, 's');
    const buyer = await signUp(onA, 'c');
    const post = await createPost(onA, seller.token);
    const { client } = await openStream(b.url, seller.token);
    await (bus as RedisBus).ready();
    const started = Date.now();
    await likeOf(a, buyer.token, post.id);
    const event = await client.next((e) => e.event === 'notification', 1000);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(JSON.parse(event.data).notification.params.post_id).toBe(post.id);
    client.close();
  });
});
