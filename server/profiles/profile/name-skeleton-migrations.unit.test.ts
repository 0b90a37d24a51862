import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { usernameSkeleton } from '../../accounts/migrations/0060-username-skeleton';
import { nameKeys } from '../../search/name-keys';
import { profileMigrations } from './migrations';

/**
 * The look-alike keys given to existing shops and usernames (docs/decisions/0260-names-that-impersonate.md): oldest
 * first; a name that already looked like an older one keeps working without the key, so only new ones are refused.
 */
// biome-ignore lint/suspicious/noExplicitAny: a bare table, as the migration finds it
let db: Kysely<any>;
afterEach(() => db.destroy());

function open() {
  db = new Kysely({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
  return db;
}

describe('0650_profiles_shop_name_skeleton', () => {
  it('gives keys oldest first, keeps both of two look-alike shops, refuses a new one', async () => {
    await open()
      .schema.createTable('user_profiles')
      .addColumn('user_id', 'text')
      .addColumn('shop_name', 'text')
      .execute();
    await db
      .insertInto('user_profiles')
      .values([
        { user_id: '01', shop_name: 'Mei’s Dried Goods 美記海味' },
        { user_id: '02', shop_name: 'Mei’s Dried Goods 美记海味' },
        { user_id: '03', shop_name: 'MEI’S DRIED GOODS 美記海味' },
        { user_id: '04', shop_name: 'Kenji Crafts' },
        { user_id: '05', shop_name: '' },
        { user_id: '06', shop_name: '' },
      ])
      .execute();
    await profileMigrations['0650_profiles_shop_name_skeleton']!.up(db);
    const rows = await db.selectFrom('user_profiles').selectAll().orderBy('user_id').execute();
    const mei = nameKeys('Mei’s Dried Goods 美記海味');
    expect(rows.map((r) => [r.user_id, r.shop_name_skeleton, r.shop_name_skeleton_cased])).toEqual([
      ['01', mei.folded, mei.cased],
      ['02', null, null],
      ['03', null, `${nameKeys('MEI’S DRIED GOODS').cased}美记海味`],
      ['04', nameKeys('Kenji Crafts').folded, nameKeys('Kenji Crafts').cased],
      ['05', null, null],
      ['06', null, null],
    ]);
    // every shop kept its name; a new look-alike cannot take the key
    expect(rows.map((r) => r.shop_name).filter(Boolean)).toHaveLength(4);
    await expect(
      db
        .insertInto('user_profiles')
        .values({ user_id: '07', shop_name: 'x', shop_name_skeleton: mei.folded })
        .execute(),
    ).rejects.toThrow(/UNIQUE/);
  });
});

describe('0060_auth_username_skeleton', () => {
  it('gives keys oldest first, keeps both of two look-alike usernames, refuses a new one', async () => {
    await open().schema.createTable('users').addColumn('id', 'text').addColumn('username', 'text').execute();
    await db
      .insertInto('users')
      .values([
        { id: '01', username: 'mei_dried_goods' },
        { id: '02', username: 'mеi_dried_goods' },
        { id: '03', username: null },
        { id: '04', username: null },
      ])
      .execute();
    await usernameSkeleton['0060_auth_username_skeleton']!.up(db);
    const rows = await db.selectFrom('users').selectAll().orderBy('id').execute();
    const mei = nameKeys('mei_dried_goods');
    expect(rows.map((r) => [r.id, r.username_skeleton, r.username_skeleton_cased])).toEqual([
      ['01', mei.folded, mei.cased],
      ['02', null, null],
      ['03', null, null],
      ['04', null, null],
    ]);
    await expect(
      db
        .insertInto('users')
        .values({ id: '05', username: 'x', username_skeleton_cased: mei.cased })
        .execute(),
    ).rejects.toThrow(/UNIQUE/);
  });
});
