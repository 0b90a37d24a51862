import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../testing/expect-error';
import { signUpCast, startTestServer, type TestServer } from '../testing/test-server';
import { MemoryBus } from './bus';
import { NotificationsRepository } from './repository';
import { NotificationsService } from './service';
import { inbox } from './test-helpers';

/** list / marked_as_read / remove / recover as owner, other user and anonymous (docs/decisions/0065). */
describe(`notifications: calls (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  async function castWithInbox(count: number) {
    const cast = await signUpCast(server);
    for (let i = 0; i < count; i += 1) {
      await server.services.notifications.notify({
        kind: 'new_follower',
        to: cast.seller.user_id,
        actor: i % 2 ? cast.buyer.user_id : cast.otherBuyer.user_id,
        params: {},
      });
    }
    return cast;
  }

  it('list: newest first, paged by cursor, with the unread count; anonymous refused', async () => {
    const { seller, buyer } = await castWithInbox(5);
    const first = await inbox(server, seller.token, { limit: 2 });
    expect(first.items).toHaveLength(2);
    expect(first.unread).toBe(5);
    expect(first.next_cursor).not.toBeNull();
    const second = await inbox(server, seller.token, { limit: 2, cursor: first.next_cursor });
    const third = await inbox(server, seller.token, { limit: 2, cursor: second.next_cursor });
    expect(third.next_cursor).toBeNull();
    const ids = [...first.items, ...second.items, ...third.items].map((n) => n._id);
    expect(new Set(ids).size).toBe(5);
    expect([...ids].sort().reverse()).toEqual(ids);
    expect((await inbox(server, buyer.token)).items).toHaveLength(0);
    expectError(await server.call('/user/notification/list', {}), 401, 40015);
    expectError(await server.call('/user/notification/list', { bogus: 1 }, { token: seller.token }), 400);
  });

  it('marked_as_read: per user; some ids or all; another user’s ids change nothing', async () => {
    const { seller, buyer } = await castWithInbox(3);
    const { items } = await inbox(server, seller.token);
    const other = await server.call<{ updated: number }>(
      '/user/notification/marked_as_read',
      { ids: [items[0]!._id] },
      { token: buyer.token },
    );
    expect(other.data.updated).toBe(0);
    expect((await inbox(server, seller.token)).unread).toBe(3);
    const one = await server.call<{ updated: number; unread: number }>(
      '/user/notification/marked_as_read',
      { ids: [items[0]!._id] },
      { token: seller.token },
    );
    expect(one.data).toMatchObject({ updated: 1, unread: 2 });
    expect((await inbox(server, seller.token)).items[0]!.read).toBe(true);
    const all = await server.call<{ updated: number; unread: number }>(
      '/user/notification/marked_as_read',
      { all: true },
      { token: seller.token },
    );
    expect(all.data).toMatchObject({ updated: 2, unread: 0 });
    const badge = await server.call<{ unread: number }>(
      '/user/notification/unread',
      {},
      { token: seller.token },
    );
    expect(badge.data.unread).toBe(0);
    expectError(await server.call('/user/notification/marked_as_read', { all: true }), 401, 40015);
  });

  it('remove → bin → recover; another user can do neither', async () => {
    const { seller, buyer } = await castWithInbox(2);
    const { items } = await inbox(server, seller.token);
    const id = items[0]!._id;
    const foreign = await server.call<{ removed: number }>(
      '/user/notification/remove',
      { ids: [id] },
      { token: buyer.token },
    );
    expect(foreign.data.removed).toBe(0);
    const removed = await server.call<{ removed: number }>(
      '/user/notification/remove',
      { ids: [id] },
      { token: seller.token },
    );
    expect(removed.data.removed).toBe(1);
    expect((await inbox(server, seller.token)).items.map((n) => n._id)).not.toContain(id);
    const bin = await inbox(server, seller.token, { bin: true });
    expect(bin.items.map((n) => n._id)).toEqual([id]);
    expect(bin.items[0]!.removed_at).not.toBeNull();
    const stolen = await server.call<{ recovered: number }>(
      '/user/notification/recover',
      { ids: [id] },
      { token: buyer.token },
    );
    expect(stolen.data.recovered).toBe(0);
    const back = await server.call<{ recovered: number }>(
      '/user/notification/recover',
      { ids: [id] },
      { token: seller.token },
    );
    expect(back.data.recovered).toBe(1);
    expect((await inbox(server, seller.token)).items.map((n) => n._id)).toContain(id);
    expect((await inbox(server, seller.token, { bin: true })).items).toHaveLength(0);
    expectError(await server.call('/user/notification/remove', { ids: [id] }), 401, 40015);
    expectError(await server.call('/user/notification/recover', { ids: [id] }), 401, 40015);
  });

  it('recover after 30 days is refused and the purge empties the bin (clock injected)', async () => {
    const { seller } = await castWithInbox(1);
    const { items } = await inbox(server, seller.token);
    const id = items[0]!._id;
    await server
      .call('/user/notification/remove', { ids: [id] }, { token: seller.token })
      .then((r) => r.data);
    const later = new NotificationsService(
      new NotificationsRepository(server.db.kysely),
      new MemoryBus(),
      async () => new Map(),
      () => Date.now() + 31 * 86_400_000,
    );
    const sellerUser = { id: seller.user_id, email: seller.email, role: 's' as const, tokenHash: 'x' };
    expect((await later.recover({ ids: [id] }, sellerUser)).recovered).toBe(0);
    expect((await later.list({ bin: true }, sellerUser)).items).toHaveLength(0);
    expect(await later.purgeBin()).toBeGreaterThanOrEqual(1);
    // gone for good: even today's clock cannot bring it back
    const back = await server.call<{ recovered: number }>(
      '/user/notification/recover',
      { ids: [id] },
      { token: seller.token },
    );
    expect(back.data.recovered).toBe(0);
  });
});
