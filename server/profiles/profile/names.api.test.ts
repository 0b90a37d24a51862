import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OwnProfile } from '../../../contract/profile';
import { expectError } from '../../testing/expect-error';
import {
  signUp,
  startTestServer,
  TEST_PASSWORD,
  type TestServer,
  type TestSession,
  uniqueEmail,
} from '../../testing/test-server';

/**
 * Names that impersonate (docs/decisions/0260-names-that-impersonate.md): shop names and usernames are unique by
 * look, and no name takes invisible or text-direction characters. Mei's shop and username are the demo seller's.
 */
let server: TestServer;
let mei: TestSession;
let copycat: TestSession;
const kind = process.env.TEST_DB_KIND ?? 'sqlite';
const MEI_SHOP = 'Mei’s Dried Goods 美記海味';
const MEI_USERNAME = 'mei_dried_goods';
const SHOP_TOO_CLOSE = 40090;
const USERNAME_TOO_CLOSE = 40091;

beforeAll(async () => {
  server = await startTestServer();
  [mei, copycat] = await Promise.all([signUp(server, 's'), signUp(server, 's')]);
  const res = await server.call<OwnProfile>(
    '/user/info/update',
    { shop_name: MEI_SHOP, username: MEI_USERNAME },
    { token: mei.token },
  );
  expect(res.data).toMatchObject({ shop_name: MEI_SHOP, username: MEI_USERNAME });
});
afterAll(() => server.close());

const profileOf = async (s: TestSession) =>
  (await server.call<OwnProfile>('/user/info/get', {}, { token: s.token })).data;

describe(`a shop name another shop's looks like is refused (${kind})`, () => {
  const copies: [string, string][] = [
    ['the exact name', MEI_SHOP],
    ['with a straight apostrophe', "Mei's Dried Goods 美記海味"],
    ['in another case', 'MEI’S DRIED GOODS 美記海味'],
    ['in full-width letters', 'Ｍｅｉ’ｓ Ｄｒｉｅｄ Ｇｏｏｄｓ 美記海味'],
    ['in Simplified Chinese', 'Mei’s Dried Goods 美记海味'],
    ['with Cyrillic е and о', 'Mеi’s Driеd Gооds 美記海味'],
    ['with Greek ο', 'Mei’s Dried Gοοds 美記海味'],
    ['with other spacing and no apostrophe', 'Meis  DriedGoods 美記 海味'],
    ['with 0 for O, in capitals', 'MEI’S DRIED G00DS 美記海味'],
  ];
  for (const [what, name] of copies) {
    it(`${what}: 400, and the copycat's shop keeps its name`, async () => {
      const before = await profileOf(copycat);
      const res = await server.call(
        '/user/info/update',
        { shop_name: name, bio: 'changed?' },
        { token: copycat.token },
      );
      expect(expectError(res, 400, SHOP_TOO_CLOSE)).toMatch(/too close to another shop/);
      const after = await profileOf(copycat);
      expect(after.shop_name).toBe(before.shop_name);
      expect(after.bio).toBe(before.bio);
      const check = await server.call<{ available: boolean }>(
        '/user/info/check_shop_name',
        { shop_name: name },
        { token: copycat.token },
      );
      expect(check.data.available).toBe(false);
    });
  }

  it('the refusal is in the caller’s language', async () => {
    const res = await server.call('/user/info/update', { shop_name: MEI_SHOP }, { token: copycat.token });
    expectError(res, 400, SHOP_TOO_CLOSE);
    if (res.body.success) throw new Error('expected a failure');
    const { decodeLocalizedMessage } = await import('../../../contract/localized-message');
    expect(decodeLocalizedMessage(res.body.error.message, 'zh-HK')).toContain('太相似');
    expect(decodeLocalizedMessage(res.body.error.message, 'zh-CN')).toContain('太相似');
  });

  it('a name disguised with a zero-width space or a right-to-left override: 400, nothing changes', async () => {
    for (const name of ['Mei’s Dried\u200b Goods 美記海味', '\u202eMei’s Dried Goods', 'Kenji\u200dCrafts']) {
      const before = await profileOf(copycat);
      const res = await server.call('/user/info/update', { shop_name: name }, { token: copycat.token });
      expect(expectError(res, 400, 40000)).toBeTruthy();
      expect(JSON.stringify(res.body)).toMatch(/invisible or text-direction characters/);
      expect((await profileOf(copycat)).shop_name).toBe(before.shop_name);
    }
  });

  it('a genuinely different name is taken; Mei may re-case and save her own', async () => {
    const res = await server.call<OwnProfile>(
      '/user/info/update',
      { shop_name: 'Mel’s Bakery 美味餅家' },
      { token: copycat.token },
    );
    expect(res.data.shop_name).toBe('Mel’s Bakery 美味餅家');
    // a look-alike of Mel's, with a capital I for the l
    expectError(
      await server.call('/user/info/update', { shop_name: 'MeI’s Bakery 美味餅家' }, { token: mei.token }),
      400,
      SHOP_TOO_CLOSE,
    );
    // Mei's own name in another case and spacing is still hers
    const own = await server.call<OwnProfile>(
      '/user/info/update',
      { shop_name: 'Mei’s Dried Goods  美記海味 ' },
      { token: mei.token },
    );
    expect(own.status).toBe(200);
    const back = await server.call<OwnProfile>(
      '/user/info/update',
      { shop_name: MEI_SHOP },
      { token: mei.token },
    );
    expect(back.data.shop_name).toBe(MEI_SHOP);
  });

  it('a name given up is free again; an empty shop name is no name', async () => {
    const third = await signUp(server, 's');
    for (const s of [copycat, third])
      expect((await server.call('/user/info/update', { shop_name: '' }, { token: s.token })).status).toBe(
        200,
      );
    const name = 'Tai Hang Tofu 大坑豆腐';
    expect((await server.call('/user/info/update', { shop_name: name }, { token: third.token })).status).toBe(
      200,
    );
    expectError(
      await server.call('/user/info/update', { shop_name: name.toLowerCase() }, { token: copycat.token }),
      400,
      SHOP_TOO_CLOSE,
    );
    expect(
      (await server.call('/user/info/update', { shop_name: 'Other' }, { token: third.token })).status,
    ).toBe(200);
    expect(
      (await server.call('/user/info/update', { shop_name: name }, { token: copycat.token })).status,
    ).toBe(200);
  });

  it('two sellers racing for look-alike names: one wins, the other gets 400', async () => {
    const [a, b] = await Promise.all([signUp(server, 's'), signUp(server, 's')]);
    const results = await Promise.all([
      server.call('/user/info/update', { shop_name: 'Sham Shui Po Fabrics' }, { token: a.token }),
      server.call('/user/info/update', { shop_name: 'SHAM SHUI PO FABRICS' }, { token: b.token }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
  });
});

describe(`a username another account's looks like is refused (${kind})`, () => {
  const lookAlikes = [
    'mеi_dried_goods',
    'MEI_DRIED_GOODS',
    'mei.dried.goods',
    'meidriedgoods',
    'mei_dried_g00ds',
  ];

  it('check_username answers unavailable for a Cyrillic е, and for other look-alikes', async () => {
    for (const username of lookAlikes) {
      const res = await server.call<{ available: boolean }>(
        '/user/info/check_username',
        { username },
        { token: copycat.token },
      );
      expect(res.data.available, username).toBe(false);
    }
    const own = await server.call<{ available: boolean }>(
      '/user/info/check_username',
      { username: 'Mei_Dried_Goods' },
      { token: mei.token },
    );
    expect(own.data.available).toBe(true);
    const free = await server.call<{ available: boolean }>(
      '/user/info/check_username',
      { username: 'mei_dried_fish' },
      { token: copycat.token },
    );
    expect(free.data.available).toBe(true);
  });

  it('changing to a look-alike: 400 (the same name in another case stays 409 taken); nothing changes', async () => {
    const before = (await profileOf(copycat)).username;
    const cyrillic = await server.call(
      '/user/info/update',
      { username: 'mеi_dried_goods' },
      { token: copycat.token },
    );
    expect(expectError(cyrillic, 400, USERNAME_TOO_CLOSE)).toMatch(/too close to another/);
    expectError(
      await server.call('/user/info/update', { username: 'MEI_DRIED_GOODS' }, { token: copycat.token }),
      409,
      40902,
    );
    expectError(
      await server.call('/user/info/update', { username: 'mei_dried_goods\u200b' }, { token: copycat.token }),
      400,
      40000,
    );
    expect((await profileOf(copycat)).username).toBe(before);
  });

  it('registering a look-alike: 400, no account made; a different one registers', async () => {
    const email = uniqueEmail('copycat');
    const res = await server.call('/auth/user/register', {
      email,
      passwd: TEST_PASSWORD,
      username: 'mеi_dried_goods',
      role: 's',
    });
    expectError(res, 400, USERNAME_TOO_CLOSE);
    expectError(await server.call('/auth/user/login', { email, passwd: TEST_PASSWORD }), 401);
    const hidden = await server.call('/auth/user/register', {
      email,
      passwd: TEST_PASSWORD,
      username: 'mei\u202edried',
    });
    expectError(hidden, 400, 40000);
    const ok = await server.call('/auth/user/register', {
      email,
      passwd: TEST_PASSWORD,
      username: 'mei_dried_fish',
    });
    expect(ok.status).toBe(200);
  });
});

describe(`no name takes invisible or text-direction characters (${kind})`, () => {
  it('display name, product, variant, category and collection names: 400; emoji joined by ZWJ pass', async () => {
    const t = { token: mei.token };
    expectError(await server.call('/user/info/update', { nickname: 'Mei\u202e美' }, t), 400, 40000);
    expectError(await server.call('/user/info/update', { nickname: 'Mei\u00ad' }, t), 400, 40000);
    const chef = await server.call<OwnProfile>('/user/info/update', { nickname: 'Mei 👩‍🍳' }, t);
    expect(chef.data.nickname).toBe('Mei 👩‍🍳');
    const product = (name: string, extra: Record<string, unknown> = {}) =>
      server.call(
        '/res/product/create',
        { name, description: 'd', price: 10, cost: 5, quantity: 1, ...extra },
        t,
      );
    expectError(await product('Dried\u200b scallops'), 400, 40000);
    expectError(await product('Dried scallops', { category: ['seafood\u2066'] }), 400, 40000);
    expectError(
      await product('Dried scallops', { variants: [{ name: '150\u200fg', price: 10, quantity: 1 }] }),
      400,
      40000,
    );
    expect((await product('Dried scallops 元貝', { category: ['seafood'] })).status).toBe(200);
    expectError(await server.call('/user/saved/create_collection', { name: 'Snacks\u2067' }, t), 400, 40000);
  });
});
