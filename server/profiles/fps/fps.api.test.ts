import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../testing/expect-error';
import { signUp, startTestServer, type TestServer } from '../../testing/test-server';

// docs/decisions/0082-fps-qr-with-the-amount.md
let server: TestServer;
let seller: Awaited<ReturnType<typeof signUp>>;
let other: Awaited<ReturnType<typeof signUp>>;
let customer: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  server = await startTestServer();
  seller = await signUp(server, 's');
  other = await signUp(server, 's');
  customer = await signUp(server, 'c');
});
afterAll(() => server.close());

type Fps = { fps: { kind: string; value: string } | null };

describe(`FPS identifier (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  it('a seller sets, reads, changes and removes theirs; a phone is stored as +852-NNNNNNNN', async () => {
    expect((await server.call<Fps>('/user/info/fps', {}, { token: seller.token })).data.fps).toBeNull();
    const set = await server.call<Fps>(
      '/user/info/set_fps',
      { kind: 'phone', value: '9123 4567' },
      { token: seller.token },
    );
    expect(set.data.fps).toEqual({ kind: 'phone', value: '+852-91234567' });
    await server.call('/user/info/set_fps', { kind: 'fps_id', value: '1234567' }, { token: seller.token });
    expect((await server.call<Fps>('/user/info/fps', {}, { token: seller.token })).data.fps).toEqual({
      kind: 'fps_id',
      value: '1234567',
    });
    // the other seller's is their own
    expect((await server.call<Fps>('/user/info/fps', {}, { token: other.token })).data.fps).toBeNull();
    // a buyer paying this seller reads it
    const forBuyer = await server.call<Fps>(
      '/user/info/seller_fps',
      { seller_id: seller.user_id },
      { token: customer.token },
    );
    expect(forBuyer.data.fps?.value).toBe('1234567');
    await server.call('/user/info/set_fps', { kind: 'fps_id', value: '' }, { token: seller.token });
    expect((await server.call<Fps>('/user/info/fps', {}, { token: seller.token })).data.fps).toBeNull();
  });

  it('refuses a malformed identifier, a customer, and anonymous callers', async () => {
    expectError(
      await server.call('/user/info/set_fps', { kind: 'fps_id', value: '12' }, { token: seller.token }),
      400,
      40000,
    );
    expectError(
      await server.call('/user/info/set_fps', { kind: 'email', value: 'x' }, { token: seller.token }),
      400,
    );
    expectError(
      await server.call(
        '/user/info/set_fps',
        { kind: 'fps_id', value: '1234567' },
        { token: customer.token },
      ),
      403,
    );
    expectError(await server.call('/user/info/fps', {}, { token: customer.token }), 403);
    expectError(await server.call('/user/info/set_fps', { kind: 'fps_id', value: '1234567' }), 401, 40015);
    expectError(await server.call('/user/info/seller_fps', { seller_id: seller.user_id }), 401, 40015);
  });
});
