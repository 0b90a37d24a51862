import {
  type BankInfo,
  COMMUNITIES,
  type CommunityId,
  FOLLOWING_MAX,
  type FollowUser,
  FREE_TRIAL_DAYS,
  type Onboarding,
  OnboardingStep,
  type OwnProfile,
  type PublicProfile,
  type SuggestedCreator,
  TERMS_VERSION,
} from '../../../contract/profile';
import type { AccountDirectory, AccountSummary } from '../../accounts/core/account-directory';
import { isUniqueViolation } from '../../db/errors';
import { newId } from '../../db/ids';
import { AppError } from '../../http/app-error';
import type { SessionUser } from '../../http/context';
import { nameKeys } from '../../search/name-keys';
import type { PayoutGuard } from '../payout-guard/service';
import { publicName, shownName } from './public-name';
import type { BankInfoRow, ProfileChanges, ProfileRepository, ProfileRow } from './repository';

const DAY_MS = 86_400_000;
const SUGGESTED_MAX = 12;
const STEPS = OnboardingStep.options;

/** The posts domain, as suggestions use it: each seller's latest post images in one question. */
export interface LatestImagesLookup {
  latestImagesOf(authorIds: string[], perAuthor: number): Promise<Map<string, string[]>>;
}

/** The auth domain, as payouts use it (docs/decisions/0057, 0052). */
export interface EmailVerification {
  isEmailVerified(userId: string): Promise<boolean>;
}

/** The notifications domain, as following uses it (docs/decisions/0065). */
export interface FollowNotifier {
  notify(event: {
    kind: 'new_follower';
    to: string;
    actor: string;
    params: Record<string, never>;
  }): Promise<void>;
}

export interface Page<T> {
  items: T[];
  next_cursor: string | null;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

function parseList<T extends string>(json: string, allowed: readonly T[]): T[] {
  try {
    const list = JSON.parse(json);
    return Array.isArray(list) ? list.filter((x): x is T => allowed.includes(x)) : [];
  } catch {
    return [];
  }
}

/** What the own profile and the public one both show: who the person is, their shop and their follow counts. */
function profileFace(
  account: Pick<AccountSummary, 'id' | 'username' | 'role'>,
  profile: ProfileRow | undefined,
  followers: number,
  following: number,
) {
  return {
    user_id: account.id,
    username: account.username,
    display_name: publicName(profile, account),
    bio: profile?.bio ?? '',
    role: account.role,
    shop_name: profile?.shop_name ?? '',
    whatsapp: profile?.whatsapp ?? '',
    avatar: profile?.avatar ?? null,
    store_pic: profile?.store_pic ?? null,
    followers,
    following,
  };
}

/** Last 4 characters visible: "•••• 6789". */
export function maskTail(value: string): string {
  return `•••• ${value.slice(-4)}`;
}

/** An FPS id masked: digits keep their last 3, an email its first letter and domain. */
export function maskFps(value: string): string {
  const at = value.indexOf('@');
  if (at > 0) return `${value[0]}•••${value.slice(at)}`;
  const digits = value.replace(/\D/g, '');
  return `•••• ${digits.slice(-3)}`;
}

/**
 * Profiles, payout details, onboarding progress, interest communities and follows (issue 9).
 * Account facts (email, username, role) belong to the auth domain and are asked from AccountDirectory.
 */
export class ProfileService {
  constructor(
    private readonly repo: ProfileRepository,
    private readonly directory: AccountDirectory,
    private readonly posts: LatestImagesLookup,
    private readonly emails: EmailVerification,
    private readonly notifier: FollowNotifier,
    /** where payments go is guarded (docs/decisions/0222-payout-changes.md) */
    private readonly guard: Pick<PayoutGuard, 'assertMayChange' | 'changed'>,
    private readonly now: () => number = Date.now,
  ) {}

  // ---- own profile ----

  async own(user: SessionUser): Promise<OwnProfile> {
    const [account, profile, followers, following] = await Promise.all([
      this.directory.account(user.id),
      this.repo.find(user.id),
      this.repo.countFollowers(user.id),
      this.repo.countFollowing(user.id),
    ]);
    return {
      ...profileFace(account, profile, followers, following),
      email: account.email,
      nickname: profile?.nickname ?? null,
      trial_started_at: iso(profile?.trial_started_at ?? null),
      trial_ends_at: iso(profile?.trial_ends_at ?? null),
      created_at: new Date(Number(account.created_at)).toISOString(),
    };
  }

  async update(
    input: { nickname?: string; username?: string; bio?: string; shop_name?: string; whatsapp?: string },
    user: SessionUser,
  ): Promise<OwnProfile> {
    const changes: ProfileChanges = {};
    // the shop name is checked before anything is written: a refused name changes nothing
    if (input.shop_name !== undefined)
      Object.assign(changes, await this.shopNameChange(input.shop_name, user.id));
    if (input.username !== undefined) await this.directory.changeUsername(user.id, input.username);
    if (input.nickname !== undefined) changes.nickname = input.nickname || null;
    if (input.bio !== undefined) changes.bio = input.bio;
    if (input.whatsapp !== undefined) changes.whatsapp = input.whatsapp;
    if (Object.keys(changes).length > 0) {
      try {
        await this.repo.upsert(user.id, changes, this.now());
      } catch (err) {
        // two shops racing for look-alike names: the unique indexes decide
        if (changes.shop_name !== undefined && isUniqueViolation(err)) throw new AppError('shopNameTooClose');
        throw err;
      }
    }
    return this.own(user);
  }

  /**
   * A shop name and its look-alike keys, refused when another shop's name looks like it (decision 0260). A name
   * that looks as the shop's own does now (a case or spacing edit, or the same name saved again) keeps the keys
   * the shop has: a shop that already shared a look with an older one before the rule keeps its name.
   */
  private async shopNameChange(shopName: string, userId: string): Promise<ProfileChanges> {
    if (shopName === '') return { shop_name: '', shop_name_skeleton: null, shop_name_skeleton_cased: null };
    const keys = nameKeys(shopName);
    const current = await this.repo.find(userId);
    if (current?.shop_name) {
      const now = nameKeys(current.shop_name);
      if (now.folded === keys.folded && now.cased === keys.cased) return { shop_name: shopName };
    }
    if (await this.repo.shopNameLookAlike(keys, userId)) throw new AppError('shopNameTooClose');
    return { shop_name: shopName, shop_name_skeleton: keys.folded, shop_name_skeleton_cased: keys.cased };
  }

  /** Whether a shop name is free for the caller: no other shop's name looks like it (decision 0260). */
  async shopNameAvailable(shopName: string, user: SessionUser): Promise<{ available: boolean }> {
    try {
      await this.shopNameChange(shopName.trim(), user.id);
      return { available: true };
    } catch (err) {
      if (err instanceof AppError && err.errorName === 'shopNameTooClose') return { available: false };
      throw err;
    }
  }

  async setPicture(kind: 'avatar' | 'store', path: string, user: SessionUser): Promise<OwnProfile> {
    await this.repo.upsert(user.id, kind === 'avatar' ? { avatar: path } : { store_pic: path }, this.now());
    return this.own(user);
  }

  async storePic(userId: string): Promise<{ user_id: string; shop_name: string; store_pic: string | null }> {
    const account = await this.directory.account(userId);
    const profile = await this.repo.find(account.id);
    return {
      user_id: account.id,
      shop_name: profile?.shop_name ?? '',
      store_pic: profile?.store_pic ?? null,
    };
  }

  async usernameAvailable(
    username: string,
    user: SessionUser,
  ): Promise<{ available: boolean; reason?: 'taken' | 'too_close' }> {
    return this.directory.usernameCheck(username, user.id);
  }

  // ---- public view ----

  async publicOf(userId: string, viewer: SessionUser | null): Promise<PublicProfile> {
    const account = await this.directory.accountOrNull(userId);
    if (!account) throw new AppError('notFound');
    const [profile, followers, following, followed] = await Promise.all([
      this.repo.find(userId),
      this.repo.countFollowers(userId),
      this.repo.countFollowing(userId),
      viewer ? this.repo.followedAmong(viewer.id, [userId]) : new Set<string>(),
    ]);
    return {
      ...profileFace(account, profile, followers, following),
      is_following: followed.has(userId),
      is_self: viewer?.id === userId,
    };
  }

  /** avatars and public names of several accounts (for cards and lists of other domains) */
  /**
   * The names other people see for several accounts in two queries: a seller's shop name when they gave one,
   * else their public name (docs/decisions/0065-notifications-events.md: "Mei's Dried Goods shipped your order").
   */
  async publicNamesOf(userIds: string[]): Promise<Map<string, string>> {
    const cards = await this.repo.namesOf([...new Set(userIds)]);
    return new Map(cards.map((card) => [card.id, shownName(card)]));
  }

  /** folded search term → the users whose shop name contains it (docs/decisions/0237-search-matching.md) */
  async sellersWithShopNames(terms: string[]): Promise<Map<string, string[]>> {
    const shops = await this.repo.withShopNameContainingAny(terms, 200 * terms.length);
    // the same test the SQL made (both sides folded), to say which term each shop answered
    return new Map(
      terms.map((t) => [t, shops.filter((s) => s.shop_name_key.includes(t)).map((s) => s.user_id)]),
    );
  }

  // ---- free trial (docs/decisions/0056) ----

  async startFreeTrial(user: SessionUser) {
    if (!(await this.directory.promoteToSeller(user.id))) throw new AppError('profileAlreadySeller');
    const now = this.now();
    const ends = now + FREE_TRIAL_DAYS * DAY_MS;
    await this.repo.upsert(user.id, { trial_started_at: now, trial_ends_at: ends }, now);
    return {
      role: 's' as const,
      trial_days: FREE_TRIAL_DAYS,
      trial_started_at: new Date(now).toISOString(),
      trial_ends_at: new Date(ends).toISOString(),
    };
  }

  // ---- bank info (docs/decisions/0057) ----

  async editBank(
    input: { bank_name?: string; account_holder?: string; account_number?: string; fps_id?: string | null },
    user: SessionUser,
  ): Promise<BankInfo> {
    // payouts need a proven email address (docs/decisions/0057), and a recent proof of identity (0222)
    if (!(await this.emails.isEmailVerified(user.id))) throw new AppError('profileEmailUnverified');
    await this.guard.assertMayChange(user);
    const before = (await this.repo.findBank(user.id)) ?? null;
    const row: BankInfoRow = {
      user_id: user.id,
      // '' : no bank account, paid by FPS only (the columns stay NOT NULL; decision 0272)
      bank_name: input.bank_name ?? '',
      account_holder: input.account_holder ?? '',
      account_number: input.account_number ?? '',
      fps_id: input.fps_id || null,
      updated_at: this.now(),
    };
    await this.repo.upsertBank(row);
    await this.guard.changed(user, 'bank', before, maskedBank(row));
    return maskedBank(row);
  }

  /** Puts back the bank details a change replaced (the mailed undo link). */
  async restoreBank(userId: string, before: BankInfoRow | null): Promise<void> {
    if (before) await this.repo.upsertBank(before);
    else await this.repo.deleteBank(userId);
  }

  /** The seller's shop name, or null before she names it (the orders domain's setup checklist, decision 0272). */
  async shopNameOf(userId: string): Promise<string | null> {
    return (await this.repo.find(userId))?.shop_name || null;
  }

  /** Whether the seller gave a bank account to be paid to (an FPS-only payout has none). */
  async hasBankAccount(userId: string): Promise<boolean> {
    return !!(await this.repo.findBank(userId))?.account_number;
  }

  /** The FPS ID a seller typed under payout details (the FPS service's fallback), or null. */
  async payoutFpsIdOf(userId: string): Promise<string | null> {
    return (await this.repo.findBank(userId))?.fps_id ?? null;
  }

  /** only ever the caller's own: there is no way to name another user */
  async bankOf(user: SessionUser): Promise<BankInfo | null> {
    const row = await this.repo.findBank(user.id);
    return row ? maskedBank(row) : null;
  }

  // ---- onboarding (docs/decisions/0058) ----

  async onboarding(user: SessionUser): Promise<Onboarding> {
    return toOnboarding(await this.repo.find(user.id));
  }

  async stepDone(
    step: OnboardingStep,
    termsVersion: string | undefined,
    user: SessionUser,
  ): Promise<Onboarding> {
    const profile = await this.repo.find(user.id);
    const done = new Set(parseList(profile?.onboarding_done ?? '[]', STEPS));
    done.add(step);
    const now = this.now();
    const changes: ProfileChanges = { onboarding_done: JSON.stringify(STEPS.filter((s) => done.has(s))) };
    if (step === 'terms') {
      if (termsVersion !== TERMS_VERSION) throw new AppError('profileTermsOutdated');
      changes.terms_version = termsVersion;
      changes.terms_accepted_at = now;
    }
    await this.repo.upsert(user.id, changes, now);
    return toOnboarding(await this.repo.find(user.id));
  }

  // ---- communities (docs/decisions/0059) ----

  async communities(user: SessionUser): Promise<{ communities: CommunityId[] }> {
    const profile = await this.repo.find(user.id);
    return { communities: parseList(profile?.communities ?? '[]', communityIds) };
  }

  async setCommunities(list: CommunityId[], user: SessionUser): Promise<{ communities: CommunityId[] }> {
    const chosen = communityIds.filter((c) => list.includes(c));
    await this.repo.upsert(user.id, { communities: JSON.stringify(chosen) }, this.now());
    return { communities: chosen };
  }

  // ---- follows (docs/decisions/0059) ----

  async follow(followeeId: string, user: SessionUser): Promise<{ following: boolean; followers: number }> {
    if (followeeId === user.id) throw new AppError('profileFollowSelf');
    const account = await this.directory.accountOrNull(followeeId);
    if (!account) throw new AppError('notFound');
    if (account.role !== 's') throw new AppError('profileFollowNotSeller');
    const already = await this.repo.followedAmong(user.id, [followeeId]);
    if (!already.has(followeeId) && (await this.repo.countFollowing(user.id)) >= FOLLOWING_MAX) {
      throw new AppError('profileFollowLimit');
    }
    await this.repo.follow(newId(), user.id, followeeId, this.now());
    // the seller hears of a new follower once, not of a repeated follow (docs/decisions/0065)
    if (!already.has(followeeId)) {
      await this.notifier.notify({ kind: 'new_follower', to: followeeId, actor: user.id, params: {} });
    }
    return { following: true, followers: await this.repo.countFollowers(followeeId) };
  }

  async unfollow(followeeId: string, user: SessionUser): Promise<{ following: boolean; followers: number }> {
    await this.repo.unfollow(user.id, followeeId);
    return { following: false, followers: await this.repo.countFollowers(followeeId) };
  }

  async followList(
    side: 'followers' | 'following',
    input: { user_id: string; cursor?: string | null; limit: number },
    viewer: SessionUser | null,
  ): Promise<Page<FollowUser>> {
    if (!(await this.directory.accountOrNull(input.user_id))) throw new AppError('notFound');
    const rows = await this.repo.page(side, input.user_id, input.cursor, input.limit);
    const more = rows.length > input.limit;
    const pageRows = more ? rows.slice(0, input.limit) : rows;
    const items = await this.followUsers(
      pageRows.map((r) => r.user_id),
      viewer,
    );
    return { items, next_cursor: more ? pageRows[pageRows.length - 1]!.id : null };
  }

  /** a shop's followers' ids, the oldest follower first, up to `max` (the shop's customers, decision 0282) */
  async followerIdsOf(sellerId: string, max: number): Promise<string[]> {
    const ids: string[] = [];
    for (let after = ''; ids.length < max; ) {
      const batch = await this.repo.followerIds(sellerId, after, Math.min(500, max - ids.length));
      ids.push(...batch);
      if (batch.length === 0) break;
      after = batch[batch.length - 1]!;
    }
    return ids;
  }

  /** for the Following feed: whom the caller follows (at most FOLLOWING_MAX, decision 0059) */
  async followedIds(userId: string): Promise<string[]> {
    return this.repo.followedIds(userId, FOLLOWING_MAX);
  }

  async suggestions(user: SessionUser): Promise<SuggestedCreator[]> {
    const sellers = await this.directory.sellers(user.id, 200);
    const counts = await this.repo.followerCounts(sellers.map((s) => s.id));
    const chosen = [...sellers]
      .sort((a, b) => (counts.get(b.id) ?? 0) - (counts.get(a.id) ?? 0))
      .slice(0, SUGGESTED_MAX);
    const ids = chosen.map((s) => s.id);
    const [users, images] = await Promise.all([
      this.followUsers(ids, user),
      this.posts.latestImagesOf(ids, 3),
    ]);
    return users.map((u) => ({ ...u, latest_images: images.get(u.user_id) ?? [] }));
  }

  private async followUsers(ids: string[], viewer: SessionUser | null): Promise<FollowUser[]> {
    if (ids.length === 0) return [];
    const [accounts, profiles, followed] = await Promise.all([
      this.directory.accounts(ids),
      this.repo.findMany(ids),
      viewer ? this.repo.followedAmong(viewer.id, ids) : new Set<string>(),
    ]);
    const byId = new Map(profiles.map((p) => [p.user_id, p]));
    return ids.flatMap((id) => {
      const account = accounts.get(id);
      if (!account) return [];
      const profile = byId.get(id);
      return [
        {
          user_id: id,
          username: account.username,
          display_name: publicName(profile, account),
          avatar: profile?.avatar ?? null,
          role: account.role,
          shop_name: profile?.shop_name ?? '',
          is_following: followed.has(id),
        },
      ];
    });
  }
}

const communityIds = Object.keys(COMMUNITIES) as CommunityId[];

/** the tags of one community (for the community feed) */
export function communityTags(id: CommunityId): string[] {
  return [...COMMUNITIES[id]];
}

function maskedBank(row: BankInfoRow): BankInfo {
  return {
    bank_name: row.bank_name || null,
    account_holder: row.account_holder || null,
    account_number_masked: row.account_number ? maskTail(row.account_number) : null,
    fps_id_masked: row.fps_id ? maskFps(row.fps_id) : null,
    updated_at: new Date(Number(row.updated_at)).toISOString(),
  };
}

function toOnboarding(profile: ProfileRow | undefined): Onboarding {
  const done = parseList(profile?.onboarding_done ?? '[]', STEPS);
  return {
    done,
    next: STEPS.find((s) => !done.includes(s)) ?? null,
    terms_version: profile?.terms_version ?? null,
    terms_accepted_at: iso(profile?.terms_accepted_at ?? null),
  };
}
