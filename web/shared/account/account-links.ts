import {
  Bell,
  BookA,
  Bookmark,
  ChartNoAxesColumn,
  ClipboardList,
  Contact,
  FileSpreadsheet,
  FileText,
  Globe,
  Heart,
  Info,
  KeyRound,
  LayoutGrid,
  MapPin,
  Newspaper,
  QrCode,
  ShieldCheck,
  Star,
  Store,
  Truck,
  UserRound,
  Vault,
} from 'lucide-react';
import type { Role } from '../../../contract/common';

/**
 * The entries of the account sheet, as ONE list: the sheet (web/features/account/auth/LogoutSheet.tsx) renders it today,
 * a profile page can render the same list later (docs/decisions/0041-ways-in.md).
 *
 * `audience`: `anyone` also shows to a logged-out visitor, `member` to anyone logged in, `seller` to role s only.
 * Login-only routes are never offered to a logged-out visitor (they would only lead to /login).
 */
export type AccountAudience = 'anyone' | 'member' | 'seller';
// the developer pages (/demo) are linked from /about, not from every shopper's menu (issue 25)
export type AccountSection = 'selling' | 'shopping' | 'settings' | 'info';

export interface AccountLink {
  /** the i18n key under `account:links.` and the test id `account-link-<key>` */
  key: string;
  to: string;
  icon: typeof Globe;
  audience: AccountAudience;
  section: AccountSection;
}

export const ACCOUNT_LINKS: readonly AccountLink[] = [
  { key: 'myPosts', to: '/post', icon: Newspaper, audience: 'seller', section: 'selling' },
  { key: 'myContent', to: '/myContent', icon: LayoutGrid, audience: 'seller', section: 'selling' },
  { key: 'sales', to: '/mySale', icon: ChartNoAxesColumn, audience: 'seller', section: 'selling' },
  { key: 'dayClose', to: '/day-close', icon: Vault, audience: 'seller', section: 'selling' },
  { key: 'paymentCodes', to: '/payment-codes', icon: QrCode, audience: 'seller', section: 'selling' },
  { key: 'pickup', to: '/store-pickup', icon: Store, audience: 'seller', section: 'selling' },
  { key: 'deliveryFees', to: '/delivery-fees', icon: Truck, audience: 'seller', section: 'selling' },
  { key: 'staff', to: '/staff', icon: KeyRound, audience: 'seller', section: 'selling' },
  { key: 'customers', to: '/customers', icon: Contact, audience: 'seller', section: 'selling' },
  { key: 'searchWords', to: '/search-words', icon: BookA, audience: 'seller', section: 'selling' },
  { key: 'shopReviews', to: '/shop-reviews', icon: Star, audience: 'seller', section: 'selling' },
  { key: 'orders', to: '/order', icon: ClipboardList, audience: 'member', section: 'shopping' },
  { key: 'wishlist', to: '/wishlist', icon: Heart, audience: 'member', section: 'shopping' },
  { key: 'saved', to: '/savedContent', icon: Bookmark, audience: 'member', section: 'shopping' },
  { key: 'notifications', to: '/notification', icon: Bell, audience: 'member', section: 'shopping' },
  { key: 'addresses', to: '/shipping?from=account', icon: MapPin, audience: 'member', section: 'shopping' },
  { key: 'data', to: '/data', icon: FileSpreadsheet, audience: 'member', section: 'settings' },
  { key: 'myProfile', to: '/myProfile', icon: UserRound, audience: 'member', section: 'settings' },
  { key: 'language', to: '/language', icon: Globe, audience: 'anyone', section: 'settings' },
  { key: 'security', to: '/security', icon: KeyRound, audience: 'member', section: 'settings' },
  { key: 'about', to: '/about', icon: Info, audience: 'member', section: 'info' },
  { key: 'terms', to: '/termsUse', icon: FileText, audience: 'member', section: 'info' },
  { key: 'privacy', to: '/privacyPolicy', icon: ShieldCheck, audience: 'member', section: 'info' },
];

export const ACCOUNT_SECTIONS: readonly AccountSection[] = ['selling', 'shopping', 'settings', 'info'];

/** The entries a caller sees: `role` null when logged out. */
export function accountLinks(role: Role | null): AccountLink[] {
  return ACCOUNT_LINKS.filter(
    (l) => l.audience === 'anyone' || (role !== null && (l.audience === 'member' || role === 's')),
  );
}
