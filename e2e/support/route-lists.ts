import fs from 'node:fs';
import path from 'node:path';

/** The route lists of e2e/reachability.spec.ts (docs/decisions/0041-ways-in.md). */

/**
 * docs/product.md §2 routes built by other open issues. Shrink this list as those branches land: a route listed here that is
 * registered is not required; one that is not registered must still answer "Page not found".
 */
export const OWNED_BY_ANOTHER_OPEN_ISSUE: Record<string, string> = {
  // empty: every spec route has landed (the wallet screens last, issue 10: /login → "Continue with a wallet",
  // and /security → "Link a wallet", lead to /signup-login-wallet, /create-wallet-phrase and /enter-sercet-phrase)
};

/** Routes deliberately reachable only by a link from outside, and why. */
export const LINK_ONLY: Record<string, string> = {
  '/login-forgot-password': 'the spec’s other name of /forgot; the login page links /forgot',
  '/login-reset-password': 'the link in the password-reset mail (it carries the token)',
  '/forgot-set-password': 'the spec’s other name of /login-reset-password: a mail link with a token',
  '/verify-email': 'the link in the verification and email-change mails (it carries the token)',
  '/payout-undo': 'the undo link in the "payout details changed" mail (it carries the token)',
  '/way-in-undo': 'the undo link in the "a new way to sign in was added" mail (it carries the token)',
  '/signup': 'the spec’s other name of /register; the app’s own links say /register',
  // onboarding (docs/decisions/0058): reached after /register by each step's Continue / Skip buttons, and by
  // "Finish setting up your account" on /myProfile while unfinished; e2e/profile.spec.ts walks every step
  '/signup-post-warning': 'an onboarding step, reached by the previous step’s buttons',
  '/signup-set-nickname': 'an onboarding step, reached by the previous step’s buttons',
  '/signup-avatar': 'an onboarding step, reached by the previous step’s buttons',
  '/signup-creators': 'an onboarding step, reached by the previous step’s buttons',
  '/signup-dao': 'an onboarding step, reached by the previous step’s buttons',
  '/finish-setup': 'an onboarding step, reached by the previous step’s buttons',
  '/sell-setup':
    'a new seller’s setup steps (decision 0272): reached from /finish-setup and the profile’s checklist, which the demo sellers have finished',
  '/signup-set-password':
    '/security links it ("Set a password") only for an account without a password (wallet or SSO sign-ups); every demo and test account has one',
  '/create-post':
    'the spec’s link for "home with the add-post sheet open"; inside the app every Create Post button opens the sheet in place',
  '/display':
    'the customer display (decision 0278): a second device opens it from the till’s pairing QR (it carries the code); the till’s “Customer display” sheet also links it',
  '/receipt':
    'a sale’s receipt by its link (it carries the token): the QR code on the POS receipt, WhatsApp, or the Receipt button of an order or sale opens it',
  '/guest-order':
    'checkout without a password (decision 0284): the cart’s “Check out as guest” button when signed out with a cart, and the link in its mail (it carries the token); e2e/guest-checkout.spec.ts taps it',
};

/** Screens of the seller's tools: a customer has no way to them (they would only explain "sellers only"). */
export const SELLER_ONLY = [
  // a shop's saved answers, from its conversations (docs/decisions/0246-conversations.md)
  '/quick-replies',
  '/product',
  '/AddProduct',
  '/create-product',
  '/edit-product',
  '/stock',
  // price labels (docs/decisions/0277-cash-drawer-and-price-labels.md), from the catalogue and a product
  '/labels',
  '/quick-keys',
  '/post',
  '/myContent',
  '/edit-post',
  '/addPost',
  '/post-upload-img',
  '/pos',
  '/pay-option',
  '/payment',
  '/pos-pay',
  '/finish-pay',
  '/payment-codes',
  '/mySale',
  '/MySaleDetail',
  '/store-pickup',
  // what the shop charges to deliver (docs/decisions/0248-delivery-fees.md)
  '/delivery-fees',
  // the shop's reviews to answer (docs/decisions/0242-reviews.md)
  '/shop-reviews',
  '/day-close',
  // shifts and cash in/out, from the day close (docs/decisions/0279-shifts-and-cash-moves.md)
  '/shift',
  // one sale paid by several methods, from the till's Charge (docs/decisions/0281-split-payments.md)
  '/split-pay',
  // the shop's customers (docs/decisions/0282-customers.md), from the account sheet
  '/customers',
  '/customer',
  // staff with PINs and roles (docs/decisions/0280-staff-pins-and-roles.md), from the account sheet
  '/staff',
  '/time-clock',
  // the shop's own synonyms for search (docs/decisions/0290-shop-synonyms.md), from the account sheet
  '/search-words',
];

/** The shopper's screens: the seller's navigation (docs/product.md §2) has no market or cart. */
export const SHOPPER_ONLY = [
  '/market',
  '/shoping',
  '/checkout',
  '/searchSuggestion',
  '/market-img',
  // rating what one bought (docs/decisions/0242-reviews.md): the demo seller has bought nothing
  '/write-review',
  // her member QR at a shop (docs/decisions/0282-customers.md): a seller's own shop has none for her
  '/member-card',
];

/** Signing in and up: a logged-in user logs out first. */
export const LOGGED_OUT_ONLY = ['/login', '/register', '/signup-terms-condition', '/forgot'];

/** docs/product.md §2, both groups. */
export const SPEC_ROUTES = [
  '/',
  '/product',
  '/edit-product',
  '/addProduct',
  '/post',
  '/post-upload-img',
  '/addPost',
  '/edit-post',
  '/myContent',
  '/about',
  '/pos',
  '/pay-option',
  '/payment',
  '/pos-pay',
  '/finish-pay',
  '/shoping',
  '/market',
  '/market-product',
  '/market-img',
  '/productDetail',
  '/order',
  '/shipping',
  '/orderDetail',
  '/checkout',
  '/myProfile',
  '/changeMyProfile',
  '/security',
  '/savedContent',
  '/notification',
  '/createCollection',
  '/collectionName',
  '/editCollection',
  '/privacyPolicy',
  '/termsUse',
  '/mySale',
  '/MySaleDetail',
  '/searchSuggestion',
  '/comments',
  '/cache-demo',
  '/scroll-test',
  '/threads-demo',
  '/demo',
  '/login',
  '/forgot',
  '/forgot-set-password',
  '/signup',
  '/register',
  '/signup-post-warning',
  '/signup-login-wallet',
  '/signup-terms-condition',
  '/signup-set-nickname',
  '/signup-avatar',
  '/login-forgot-password',
  '/signup-set-password',
  '/finish-setup',
  '/sell-setup',
  '/login-reset-password',
  '/language',
  '/create-wallet-phrase',
  '/enter-sercet-phrase',
  '/signup-creators',
  '/signup-dao',
];

export interface Route {
  path: string;
  login: boolean;
}

/** The registered routes, read from web/app/route-table.ts (the one table the router is built from). */
export function registeredRoutes(): Route[] {
  const source = fs.readFileSync(path.join(import.meta.dirname, '../../web/app/route-table.ts'), 'utf8');
  return [...source.matchAll(/path:\s*'([^']+)',\s*login:\s*(true|false)/g)].map((m) => ({
    path: m[1]!,
    login: m[2] === 'true',
  }));
}
