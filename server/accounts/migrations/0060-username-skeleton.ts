import type { Kysely, Migration } from 'kysely';
import { nameKeys } from '../../search/name-keys';

/**
 * Usernames are unique by look (docs/decisions/0260-names-that-impersonate.md): two look-alike keys, each with a
 * unique index, beside `username_normalized` (which sign-in by username still reads). Existing accounts get theirs
 * oldest first; a username that already looked like an older one's keeps working, without the key taken, so only
 * new look-alikes are refused.
 */
export const usernameSkeleton: Record<string, Migration> = {
  '0060_auth_username_skeleton': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      await db.schema.alterTable('users').addColumn('username_skeleton', 'text').execute();
      await db.schema.alterTable('users').addColumn('username_skeleton_cased', 'text').execute();
      const rows: { id: string; username: string }[] = await db
        .selectFrom('users')
        .select(['id', 'username'])
        .where('username', 'is not', null)
        .orderBy('id')
        .execute();
      const taken = { folded: new Set<string>(), cased: new Set<string>() };
      for (const r of rows) {
        const keys = nameKeys(r.username);
        const folded = taken.folded.has(keys.folded) ? null : keys.folded;
        const cased = taken.cased.has(keys.cased) ? null : keys.cased;
        if (folded) taken.folded.add(folded);
        if (cased) taken.cased.add(cased);
        await db
          .updateTable('users')
          .set({ username_skeleton: folded, username_skeleton_cased: cased })
          .where('id', '=', r.id)
          .execute();
      }
      await db.schema
        .createIndex('users_username_skeleton')
        .on('users')
        .column('username_skeleton')
        .unique()
        .execute();
      await db.schema
        .createIndex('users_username_skeleton_cased')
        .on('users')
        .column('username_skeleton_cased')
        .unique()
        .execute();
    },
  },
};
