import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { contains } from '../../db/text-search';
import { foldForSearch } from '../../search/fold';
import type { NameCard } from './public-name';
import type { UserBankInfoTable, UserProfilesTable } from './tables';

export type ProfileRow = UserProfilesTable;
export type BankInfoRow = UserBankInfoTable;
/** what a caller changes; the shop name's search key follows the shop name (upsert) */
export type ProfileChanges = Partial<Omit<UserProfilesTable, 'user_id' | 'updated_at' | 'shop_name_key'>>;

/** The only SQL on user_profiles, user_bank_info and user_follows. */
export class ProfileRepository {
  constructor(readonly db: Kysely<Database>) {}

  // ---- profiles ----

  async find(userId: string): Promise<ProfileRow | undefined> {
    return this.db.selectFrom('user_profiles').selectAll().where('user_id', '=', userId).executeTakeFirst();
  }

  async findMany(userIds: string[]): Promise<ProfileRow[]> {
    if (userIds.length === 0) return [];
    return this.db.selectFrom('user_profiles').selectAll().where('user_id', 'in', userIds).execute();
  }

  /** the names others see of these accounts, from the published author cards: one statement (decision 0095) */
  async namesOf(userIds: string[]): Promise<NameCard[]> {
    if (userIds.length === 0) return [];
    return this.db
      .selectFrom('author_cards')
      .select(['id', 'username', 'role', 'shop_name', 'nickname'])
      .where('id', 'in', userIds)
      .execute();
  }

  /** creates the row on first change (every column has a default) */
  async upsert(userId: string, given: ProfileChanges, now: number): Promise<void> {
    const changes =
      given.shop_name === undefined ? given : { ...given, shop_name_key: foldForSearch(given.shop_name) };
    await this.db
      .insertInto('user_profiles')
      .values({
        user_id: userId,
        nickname: null,
        bio: '',
        shop_name: '',
        shop_name_key: '',
        whatsapp: '',
        avatar: null,
        store_pic: null,
        trial_started_at: null,
        trial_ends_at: null,
        terms_version: null,
        terms_accepted_at: null,
        onboarding_done: '[]',
        communities: '[]',
        ...changes,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...changes, updated_at: now }))
      .execute();
  }

  /** whether another profile's shop name shares a look-alike key with these (docs/decisions/0260) */
  async shopNameLookAlike(keys: { folded: string; cased: string }, exceptUserId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('user_profiles')
      .select('user_id')
      .where(({ or, eb }) =>
        or([eb('shop_name_skeleton', '=', keys.folded), eb('shop_name_skeleton_cased', '=', keys.cased)]),
      )
      .where('user_id', '!=', exceptUserId)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** the users whose folded shop name contains any of these folded terms, with that name (one query per search) */
  async withShopNameContainingAny(
    terms: string[],
    limit: number,
  ): Promise<{ user_id: string; shop_name_key: string }[]> {
    if (terms.length === 0) return [];
    return this.db
      .selectFrom('user_profiles')
      .select(['user_id', 'shop_name_key'])
      .where(({ or }) => or(terms.map((t) => contains('shop_name_key', t))))
      .orderBy('user_id')
      .limit(limit)
      .execute();
  }

  // ---- bank info ----

  async findBank(userId: string): Promise<BankInfoRow | undefined> {
    return this.db.selectFrom('user_bank_info').selectAll().where('user_id', '=', userId).executeTakeFirst();
  }

  async upsertBank(row: BankInfoRow): Promise<void> {
    const { user_id: _id, ...changes } = row;
    await this.db
      .insertInto('user_bank_info')
      .values(row)
      .onConflict((oc) => oc.column('user_id').doUpdateSet(changes))
      .execute();
  }

  async deleteBank(userId: string): Promise<void> {
    await this.db.deleteFrom('user_bank_info').where('user_id', '=', userId).execute();
  }

  // ---- follows ----

  /** harmless when the follow exists (the pair is unique) */
  async follow(id: string, followerId: string, followeeId: string, now: number): Promise<void> {
    await this.db
      .insertInto('user_follows')
      .values({ id, follower_id: followerId, followee_id: followeeId, created_at: now })
      .onConflict((oc) => oc.columns(['follower_id', 'followee_id']).doNothing())
      .execute();
  }

  async unfollow(followerId: string, followeeId: string): Promise<void> {
    await this.db
      .deleteFrom('user_follows')
      .where('follower_id', '=', followerId)
      .where('followee_id', '=', followeeId)
      .execute();
  }

  /** who follows `userId`, a page at a time by follower id (for telling them of something new) */
  async followerIds(userId: string, after: string, limit: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('user_follows')
      .select('follower_id')
      .where('followee_id', '=', userId)
      .where('follower_id', '>', after)
      .orderBy('follower_id')
      .limit(limit)
      .execute();
    return rows.map((r) => r.follower_id);
  }

  async countFollowers(userId: string): Promise<number> {
    const row = await this.db
      .selectFrom('user_follows')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('followee_id', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async countFollowing(userId: string): Promise<number> {
    const row = await this.db
      .selectFrom('user_follows')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('follower_id', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** follower counts of several accounts in one query */
  async followerCounts(userIds: string[]): Promise<Map<string, number>> {
    if (userIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('user_follows')
      .select(['followee_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('followee_id', 'in', userIds)
      .groupBy('followee_id')
      .execute();
    return new Map(rows.map((r) => [r.followee_id, Number(r.n)]));
  }

  /** which of `userIds` the follower follows */
  async followedAmong(followerId: string, userIds: string[]): Promise<Set<string>> {
    if (userIds.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('user_follows')
      .select('followee_id')
      .where('follower_id', '=', followerId)
      .where('followee_id', 'in', userIds)
      .execute();
    return new Set(rows.map((r) => r.followee_id));
  }

  /** one page of an account's followers (or followees), newest follow first: `limit + 1` rows tell if there is more */
  async page(
    side: 'followers' | 'following',
    userId: string,
    cursor: string | null | undefined,
    limit: number,
  ): Promise<{ id: string; user_id: string }[]> {
    const [mine, other] =
      side === 'followers'
        ? (['followee_id', 'follower_id'] as const)
        : (['follower_id', 'followee_id'] as const);
    let query = this.db
      .selectFrom('user_follows')
      .select(['id', `${other} as user_id`])
      .where(mine, '=', userId);
    if (cursor) query = query.where('id', '<', cursor);
    return query
      .orderBy('id', 'desc')
      .limit(limit + 1)
      .execute() as Promise<{ id: string; user_id: string }[]>;
  }

  async followedIds(followerId: string, limit: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('user_follows')
      .select('followee_id')
      .where('follower_id', '=', followerId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => r.followee_id);
  }
}
