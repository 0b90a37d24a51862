/** Profiles, payout details and follows (issue 9; docs/decisions/0055–0059). Keyed by the auth `users.id`. */
export interface UserProfilesTable {
  user_id: string;
  /** the chosen display name; null until set */
  nickname: string | null;
  bio: string;
  shop_name: string;
  /** the shop name folded for search: a shop's name finds its products (docs/decisions/0237-search-matching.md) */
  shop_name_key: string;
  /**
   * the shop name's look-alike keys (contract/name-skeleton.ts), each unique: null for no shop name, or for a
   * name that already looked like an older shop's when the keys came (docs/decisions/0260-names-that-impersonate.md)
   */
  shop_name_skeleton: string | null;
  shop_name_skeleton_cased: string | null;
  /** the shop's WhatsApp number in international digits ('' none: docs/decisions/0246-conversations.md) */
  whatsapp: string;
  /** canonical image paths (`<hash>/1280.webp`) */
  avatar: string | null;
  store_pic: string | null;
  trial_started_at: number | null;
  trial_ends_at: number | null;
  terms_version: string | null;
  terms_accepted_at: number | null;
  /** JSON array of onboarding steps done (contract/profile.ts OnboardingStep) */
  onboarding_done: string;
  /** JSON array of interest community ids */
  communities: string;
  updated_at: number;
}

export interface UserBankInfoTable {
  user_id: string;
  bank_name: string;
  account_holder: string;
  account_number: string;
  fps_id: string | null;
  updated_at: number;
}

export interface UserFollowsTable {
  /** time-ordered: keyset paging of the lists, newest first */
  id: string;
  follower_id: string;
  followee_id: string;
  created_at: number;
}

/**
 * The profiles domain's published read model (a view, migration 0990): how an author is shown on a post card, for
 * the posts domain to join. Read-only.
 */
export interface AuthorCardsView {
  id: string;
  username: string | null;
  /** null where the account has no profile row */
  avatar: string | null;
  shop_name: string | null;
  nickname: string | null;
  /** the account's role (migration 1621): a seller's shop name is its public name */
  role: 's' | 'c';
}

export interface ProfileTables {
  author_cards: AuthorCardsView;
  user_profiles: UserProfilesTable;
  user_bank_info: UserBankInfoTable;
  user_follows: UserFollowsTable;
}
