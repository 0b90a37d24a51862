import { type Kysely, type Migration, sql } from 'kysely';
import { isSqlite } from '../../db/dialect';
import { foldForSearch } from '../../search/fold';
import { nameKeys } from '../../search/name-keys';

export const profileMigrations: Record<string, Migration> = {
  '0610_users_profiles_bank_follows': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('user_profiles')
        .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('nickname', 'text')
        .addColumn('bio', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('shop_name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('avatar', 'text')
        .addColumn('store_pic', 'text')
        .addColumn('trial_started_at', 'bigint')
        .addColumn('trial_ends_at', 'bigint')
        .addColumn('terms_version', 'text')
        .addColumn('terms_accepted_at', 'bigint')
        .addColumn('onboarding_done', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('communities', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('user_bank_info')
        .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('bank_name', 'text', (c) => c.notNull())
        .addColumn('account_holder', 'text', (c) => c.notNull())
        .addColumn('account_number', 'text', (c) => c.notNull())
        .addColumn('fps_id', 'text')
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('user_follows')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('follower_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('followee_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('user_follows_pair')
        .on('user_follows')
        .columns(['follower_id', 'followee_id'])
        .unique()
        .execute();
      await db.schema
        .createIndex('user_follows_followee_idx')
        .on('user_follows')
        .columns(['followee_id', 'id'])
        .execute();
      await db.schema
        .createIndex('user_follows_follower_idx')
        .on('user_follows')
        .columns(['follower_id', 'id'])
        .execute();
    },
  },
  /** A shop's name finds its products in search, folded as search folds (docs/decisions/0237-search-matching.md). */
  '0620_profiles_shop_name_search': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('user_profiles')
        .addColumn('shop_name_key', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      const rows: { user_id: string; shop_name: string }[] = await db
        .selectFrom('user_profiles')
        .select(['user_id', 'shop_name'])
        .where('shop_name', '!=', '')
        .execute();
      for (const r of rows) {
        await db
          .updateTable('user_profiles')
          .set({ shop_name_key: foldForSearch(r.shop_name) })
          .where('user_id', '=', r.user_id)
          .execute();
      }
    },
  },
  /** a shop's WhatsApp number, shown as a link on its page (docs/decisions/0246-conversations.md) */
  '0640_profiles_whatsapp': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('user_profiles')
        .addColumn('whatsapp', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
    },
  },
  /**
   * Shop names are unique by look (docs/decisions/0260-names-that-impersonate.md): two look-alike keys, each with a
   * unique index. Existing shops get theirs oldest first; a shop whose name already looked like an older one's keeps
   * its name, without the key taken (so only new look-alikes are refused).
   */
  '0650_profiles_shop_name_skeleton': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      await db.schema.alterTable('user_profiles').addColumn('shop_name_skeleton', 'text').execute();
      await db.schema.alterTable('user_profiles').addColumn('shop_name_skeleton_cased', 'text').execute();
      const rows: { user_id: string; shop_name: string }[] = await db
        .selectFrom('user_profiles')
        .select(['user_id', 'shop_name'])
        .where('shop_name', '!=', '')
        .orderBy('user_id')
        .execute();
      const taken = { folded: new Set<string>(), cased: new Set<string>() };
      for (const r of rows) {
        const keys = nameKeys(r.shop_name);
        const folded = taken.folded.has(keys.folded) ? null : keys.folded;
        const cased = taken.cased.has(keys.cased) ? null : keys.cased;
        if (folded) taken.folded.add(folded);
        if (cased) taken.cased.add(cased);
        await db
          .updateTable('user_profiles')
          .set({ shop_name_skeleton: folded, shop_name_skeleton_cased: cased })
          .where('user_id', '=', r.user_id)
          .execute();
      }
      await db.schema
        .createIndex('user_profiles_shop_name_skeleton')
        .on('user_profiles')
        .column('shop_name_skeleton')
        .unique()
        .execute();
      await db.schema
        .createIndex('user_profiles_shop_name_skeleton_cased')
        .on('user_profiles')
        .column('shop_name_skeleton_cased')
        .unique()
        .execute();
    },
  },
  /**
   * The profiles domain's published read model for the feed (docs/decisions/0125): an account's name, shop name,
   * nickname and picture in one row, so a page of posts reads its authors in the same statement. Built on the
   * accounts domain's own published view, not on its table (docs/decisions/0095).
   */
  '0990_profiles_author_cards': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      await sql`CREATE VIEW author_cards AS
        SELECT a.id, a.username, p.avatar, p.shop_name, p.nickname
        FROM account_names a LEFT JOIN user_profiles p ON p.user_id = a.id`.execute(db);
    },
  },
  /**
   * The author card says the account's role (from account_names, migration 1620), so a seller's public name (its
   * shop name, else its display name, else its username) is read in one statement (ProfileService.publicNamesOf).
   */
  '1621_profiles_author_cards_role': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      if (isSqlite(db)) await sql`DROP VIEW author_cards`.execute(db);
      await sql`CREATE ${isSqlite(db) ? sql`` : sql`OR REPLACE`} VIEW author_cards AS
        SELECT a.id, a.username, p.avatar, p.shop_name, p.nickname, a.role
        FROM account_names a LEFT JOIN user_profiles p ON p.user_id = a.id`.execute(db);
    },
  },
};
