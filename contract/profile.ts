import { z } from 'zod';
import { Username } from './auth';
import { defineCall, LONG_TIMEOUT_MS } from './call';
import { Empty, Id, PageInput, page, Role } from './common';
import { FilePath } from './media';
import { hasHiddenCharacters, VisibleText } from './name-text';
import { FeedPost } from './posts';

/**
 * Profiles, settings, onboarding progress, interest communities and following sellers (issue 9).
 * Decisions: docs/decisions/0055-profiles-and-public-view.md, 0056-free-trial.md, 0057-bank-info.md,
 * 0058-onboarding.md, 0059-following-and-communities.md.
 */

export const DISPLAY_NAME_MAX = 50;
export const BIO_MAX = 300;
export const SHOP_NAME_MAX = 60;
/** docs/decisions/0056-free-trial.md */
export const FREE_TRIAL_DAYS = 30;
/** the version of the terms the onboarding step shows and records (web/features/platform/info/content.ts) */
export const TERMS_VERSION = '2026-01';
export const FOLLOW_PAGE_DEFAULT = 20;
/** docs/decisions/0059: the Following feed asks for the followed sellers in one list */
export const FOLLOWING_MAX = 1000;

/** The username rule of contract/auth.ts as a plain function (the browser bundle has no zod). */
export function isValidUsername(value: string): boolean {
  const name = value.trim();
  return (
    name.length >= 2 && name.length <= 40 && /^[\p{L}\p{N}_.-]+$/u.test(name) && !hasHiddenCharacters(name)
  );
}

const OptionalText = (max: number) => z.string().trim().max(max);
/** a name others see: no invisible or text-direction characters (contract/name-text.ts) */
const OptionalName = (max: number) => OptionalText(max).check(VisibleText);

/** 8 Hong Kong digits (852 is added) or + and a country code; kept as international digits ('' for none) */
export const WhatsAppNumber = z
  .string()
  .trim()
  .regex(/^(\+?[\d\s-]{8,20})?$/, { message: 'a phone number: 8 digits, or + and the country code' })
  .transform((v) => {
    const digits = v.replace(/\D/g, '');
    return digits.length === 8 && !v.startsWith('+') ? `852${digits}` : digits;
  });

/** What anyone may see of an account (never its email, bank or payment details); the profiles below add to it. */
const PublicFacts = z.object({
  user_id: Id,
  username: z.string().nullable(),
  /** what others see as the name: the chosen display name, else the username, else a neutral placeholder */
  display_name: z.string(),
  bio: z.string(),
  role: Role,
  shop_name: z.string(),
  /** the shop's WhatsApp number in international digits, e.g. 85291234567 ('' none) */
  whatsapp: z.string(),
  avatar: FilePath.nullable(),
  store_pic: FilePath.nullable(),
  followers: z.number().int(),
  following: z.number().int(),
});

/** The caller's own profile: everything /myProfile shows. */
export const OwnProfile = PublicFacts.extend({
  email: z.string(),
  /** the display name as chosen (null until set) */
  nickname: z.string().nullable(),
  /** ISO 8601; null when the account never started a free trial */
  trial_started_at: z.string().nullable(),
  trial_ends_at: z.string().nullable(),
  created_at: z.string(),
});
export type OwnProfile = z.infer<typeof OwnProfile>;

/** Another account's profile page. */
export const PublicProfile = PublicFacts.extend({
  /** the caller follows this account (false when anonymous) */
  is_following: z.boolean(),
  /** the caller is this account */
  is_self: z.boolean(),
});
export type PublicProfile = z.infer<typeof PublicProfile>;

export const infoGet = defineCall({
  path: '/user/info/get',
  summary: 'The caller’s own profile (with email, follower counts and free-trial dates).',
  auth: 'required',
  input: Empty,
  output: OwnProfile,
});

export const infoUpdate = defineCall({
  path: '/user/info/update',
  summary:
    'Change the caller’s display name, username (unique), bio or shop name; only the fields sent change. Any other field (role, user_id, email_verified…) → 400.',
  auth: 'required',
  input: z.strictObject({
    nickname: OptionalName(DISPLAY_NAME_MAX).optional(),
    username: Username.optional(),
    bio: OptionalText(BIO_MAX).optional(),
    shop_name: OptionalName(SHOP_NAME_MAX).optional(),
    /** a shop's WhatsApp number: 8 Hong Kong digits, or + and the country code; '' removes it */
    whatsapp: WhatsAppNumber.optional(),
  }),
  output: OwnProfile,
});

export const PicKind = z.enum(['avatar', 'store']);
export const UploadPicQuery = z.object({ kind: PicKind.default('avatar') });

export const uploadPic = defineCall({
  path: '/user/info/upload_pic',
  summary:
    'Upload the caller’s profile picture (multipart, one file in `files` or `file`; ?kind=store sets a seller’s shop picture instead). Answers the profile.',
  auth: 'required',
  multipart: true,
  timeoutMs: LONG_TIMEOUT_MS,
  input: Empty,
  output: OwnProfile,
});

export const getStorePic = defineCall({
  path: '/user/info/get_store_pic',
  summary: 'A seller’s shop name and shop picture (the caller’s own without user_id).',
  auth: 'optional',
  input: z.strictObject({ user_id: Id.optional() }),
  output: z.object({ user_id: Id, shop_name: z.string(), store_pic: FilePath.nullable() }),
});

export const publicProfile = defineCall({
  path: '/user/info/public',
  summary:
    'What anyone may see of an account: names, bio, pictures, shop name, follower counts and whether the caller follows it. Never email, bank or payment details.',
  auth: 'optional',
  input: z.strictObject({ user_id: Id }),
  output: PublicProfile,
});

export const checkUsername = defineCall({
  path: '/user/info/check_username',
  summary:
    'Whether a username is free for the caller (their own current one counts as free). Not free: `taken` (someone has it, in any case) or `too_close` (someone’s looks like it: docs/decisions/0260-names-that-impersonate.md).',
  auth: 'required',
  input: z.strictObject({ username: Username }),
  output: z.object({ available: z.boolean(), reason: z.enum(['taken', 'too_close']).optional() }),
});

/**
 * The errors a name field shows under itself after a save (contract/errors.ts: shopNameTooClose; usernameTooClose
 * and usernameTaken), for the browser, which does not load the error catalogue.
 */
export const SHOP_NAME_ERROR_CODES: readonly number[] = [40090];
export const USERNAME_ERROR_CODES: readonly number[] = [40091, 40902];

export const checkShopName = defineCall({
  path: '/user/info/check_shop_name',
  summary:
    'Whether a shop name is free for the caller: no other shop’s name looks like it once case, width, Traditional/Simplified Chinese, spaces, punctuation and look-alike letters are folded (docs/decisions/0260-names-that-impersonate.md).',
  auth: 'required',
  input: z.strictObject({ shop_name: OptionalName(SHOP_NAME_MAX) }),
  output: z.object({ available: z.boolean() }),
});

export const FreeTrial = z.object({
  role: Role,
  trial_days: z.number().int(),
  trial_started_at: z.string(),
  trial_ends_at: z.string(),
});

export const getFreeTrial = defineCall({
  path: '/user/info/get_free_trial',
  summary: `A customer starts selling: the account becomes a seller with a ${FREE_TRIAL_DAYS}-day free trial (docs/decisions/0056). A seller gets 409.`,
  auth: 'required',
  input: Empty,
  output: FreeTrial,
});

/** Hong Kong bank account numbers: 9 to 16 digits once spaces and dashes are removed. */
export const BankAccountNumber = z
  .string()
  .trim()
  .transform((s) => s.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{9,16}$/, { message: '9 to 16 digits' }));

/** An FPS identifier: a 7–9 digit FPS ID, a phone number (8 digits, optional +852) or an email address. */
export const FpsId = z
  .string()
  .trim()
  .refine(
    (s) =>
      /^\d{7,9}$/.test(s) || /^(\+852[\s-]?)?\d{4}[\s-]?\d{4}$/.test(s) || z.email().safeParse(s).success,
    { message: 'an FPS ID (7–9 digits), a phone number or an email address' },
  );

/** Payout details: a bank account, an FPS identifier, or both (FPS alone is enough: decision 0272). */
export const BankInfo = z.object({
  /** null: no bank account given (paid by FPS only) */
  bank_name: z.string().nullable(),
  account_holder: z.string().nullable(),
  /** only the last 4 digits are shown, e.g. "•••• 6789"; null without a bank account */
  account_number_masked: z.string().nullable(),
  fps_id_masked: z.string().nullable(),
  updated_at: z.string(),
});
export type BankInfo = z.infer<typeof BankInfo>;

export const editBankInfo = defineCall({
  path: '/user/info/edit_bank_info',
  summary:
    'Set the seller’s payout details: an FPS identifier, a bank account (bank name, holder and number, all three), or both; FPS alone is enough (decision 0272). Answered masked.',
  auth: 'seller',
  input: z
    .strictObject({
      bank_name: z.string().trim().min(2).max(80).optional(),
      account_holder: z.string().trim().min(2).max(80).optional(),
      account_number: BankAccountNumber.optional(),
      fps_id: FpsId.nullish(),
    })
    .refine(
      (v) => {
        const bank = [v.bank_name, v.account_holder, v.account_number].filter((x) => x !== undefined).length;
        return (bank === 0 && !!v.fps_id) || bank === 3;
      },
      { message: 'an FPS identifier, or a bank name, account holder and account number (all three)' },
    ),
  output: BankInfo,
});

export const getBankInfo = defineCall({
  path: '/user/info/get_bank_info',
  summary: 'The caller’s own payout details, masked (null when none). Nobody else can read them.',
  auth: 'seller',
  input: Empty,
  output: BankInfo.nullable(),
});

// ---- onboarding ----

/** The onboarding steps in order (docs/decisions/0058); /signup-set-password only for accounts without one. */
export const OnboardingStep = z.enum([
  'terms',
  'post_warning',
  'nickname',
  'avatar',
  'creators',
  'dao',
  'finish',
]);
export type OnboardingStep = z.infer<typeof OnboardingStep>;

export const Onboarding = z.object({
  done: z.array(OnboardingStep),
  /** the first step not done, in order; null when all are */
  next: OnboardingStep.nullable(),
  terms_version: z.string().nullable(),
  terms_accepted_at: z.string().nullable(),
});
export type Onboarding = z.infer<typeof Onboarding>;

export const onboardingGet = defineCall({
  path: '/user/onboarding/get',
  summary: 'The caller’s onboarding progress: steps done and the next one.',
  auth: 'required',
  input: Empty,
  output: Onboarding,
});

export const onboardingDone = defineCall({
  path: '/user/onboarding/done',
  summary:
    'Mark an onboarding step done (or skipped). The terms step needs the terms_version shown, which must be the current one; its time is recorded.',
  auth: 'required',
  input: z.strictObject({ step: OnboardingStep, terms_version: z.string().max(20).optional() }),
  output: Onboarding,
});

// ---- interest communities ----

/** Interest communities: each gathers posts by tags (docs/decisions/0059); names are in the `profile` i18n namespace. */
export const COMMUNITIES = {
  food: ['food', 'snacks', 'bakery', 'drinks', 'tea', 'coffee'],
  fashion: ['fashion', 'clothes', 'vintage', 'accessories', 'jewellery'],
  crafts: ['handmade', 'crafts', 'art', 'ceramics', 'knitting'],
  home: ['home', 'plants', 'kitchen', 'decor'],
  tech: ['tech', 'gadgets', 'electronics', 'games'],
  books: ['books', 'stationery', 'comics', 'music'],
} as const satisfies Record<string, readonly string[]>;
export const CommunityId = z.enum(Object.keys(COMMUNITIES) as [keyof typeof COMMUNITIES]);
export type CommunityId = z.infer<typeof CommunityId>;

export const communitiesGet = defineCall({
  path: '/user/communities/get',
  summary: 'The interest communities the caller chose.',
  auth: 'required',
  input: Empty,
  output: z.object({ communities: z.array(CommunityId) }),
});

export const communitiesSet = defineCall({
  path: '/user/communities/set',
  summary: 'Choose the caller’s interest communities (replaces the list).',
  auth: 'required',
  input: z.strictObject({ communities: z.array(CommunityId).max(Object.keys(COMMUNITIES).length) }),
  output: z.object({ communities: z.array(CommunityId) }),
});

export const communityFeed = defineCall({
  path: '/res/post/community',
  summary: 'Posts tagged with any tag of one interest community, newest first, paged like the feed.',
  auth: 'optional',
  input: z.strictObject({
    community: CommunityId,
    ...PageInput,
    limit: z.number().int().min(1).max(50).default(20),
  }),
  output: page(FeedPost),
});

// ---- following ----

export const FollowUser = PublicFacts.pick({
  user_id: true,
  username: true,
  display_name: true,
  avatar: true,
  role: true,
  shop_name: true,
}).extend({
  /** the caller follows this account */
  is_following: z.boolean(),
});
export type FollowUser = z.infer<typeof FollowUser>;

export const follow = defineCall({
  path: '/user/follow',
  summary: 'Follow a seller (following twice is harmless; yourself or a customer → 400).',
  auth: 'required',
  input: z.strictObject({ user_id: Id }),
  output: z.object({ following: z.boolean(), followers: z.number().int() }),
});

export const unfollow = defineCall({
  path: '/user/unfollow',
  summary: 'Stop following an account (harmless when not following).',
  auth: 'required',
  input: z.strictObject({ user_id: Id }),
  output: z.object({ following: z.boolean(), followers: z.number().int() }),
});

const followPage = {
  user_id: Id,
  ...PageInput,
  limit: z.number().int().min(1).max(50).default(FOLLOW_PAGE_DEFAULT),
};

export const followers = defineCall({
  path: '/user/followers',
  summary: 'Who follows an account, newest first, paged by cursor.',
  auth: 'optional',
  input: z.strictObject(followPage),
  output: page(FollowUser),
});

export const followingList = defineCall({
  path: '/user/following',
  summary: 'Whom an account follows, newest first, paged by cursor.',
  auth: 'optional',
  input: z.strictObject(followPage),
  output: page(FollowUser),
});

export const SuggestedCreator = FollowUser.extend({
  /** the seller's latest post images (canonical paths), newest first, at most 3 */
  latest_images: z.array(FilePath),
});
export type SuggestedCreator = z.infer<typeof SuggestedCreator>;

export const suggestedCreators = defineCall({
  path: '/user/suggested_creators',
  summary: 'Sellers to follow (not the caller), most followed first, with their latest post images.',
  auth: 'required',
  input: Empty,
  output: z.array(SuggestedCreator),
});

export const followingFeed = defineCall({
  path: '/res/post/following',
  summary: 'The feed of the sellers the caller follows, newest first, paged like the feed.',
  auth: 'required',
  input: z.strictObject({ ...PageInput, limit: z.number().int().min(1).max(50).default(20) }),
  output: page(FeedPost),
});
