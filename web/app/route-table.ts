import type { ComponentType } from 'react';
// The cart merge must be registered before any login (issue 5); the module itself is tiny.
import '../features/shop/cart/register';
// The home feed is where most visits start: it ships with the shell instead of after it (one file
// and one round trip fewer for the first paint of `/`, docs/quality.md's page-weight budget).
import * as homePage from '../features/social/home/HomePage';

// the onboarding steps share one lazily loaded module (docs/decisions/0058)
const onboarding = () => import('../features/social/profile/onboarding/OnboardingPage');

/**
 * The app's routes with their login flags (docs/product.md §2). Two groups: the home layout (bottom
 * navigation) and the plain layout (sign-in, onboarding, settings). Each feature adds its
 * pages here when it is built; a page module default-exports its component and loads lazily. A page with `login`
 * is wrapped in RequireLogin (web/app/router.tsx).
 */
/**
 * The back office's screens: on a laptop (1024 px and wider) they use the width, with tables and side panels
 * (docs/decisions/0175-laptop-back-office.md, 0273); the phone layout and the public pages keep the centred column.
 * Screens that are one form keep a centred column beside the side navigation (FORM_PATHS in wide-layout.ts).
 */
export const WIDE_PATHS: ReadonlySet<string> = new Set([
  '/product',
  '/order',
  '/orderDetail',
  '/mySale',
  '/MySaleDetail',
  '/data',
  // product editing with its preview, stock with its history, the two-pane inbox (decision 0273)
  '/AddProduct',
  '/create-product',
  '/edit-product',
  '/stock',
  '/messages',
  '/conversation',
]);

export interface AppRoute {
  path: string;
  login: boolean;
  page: () => Promise<{ default: ComponentType }>;
}

export const homeRoutes: AppRoute[] = [
  { path: '/', login: false, page: async () => homePage },
  { path: '/about', login: true, page: () => import('../features/platform/info/AboutPage') },
  { path: '/privacyPolicy', login: true, page: () => import('../features/platform/info/PrivacyPolicyPage') },
  { path: '/termsUse', login: true, page: () => import('../features/platform/info/TermsUsePage') },
  { path: '/product', login: true, page: () => import('../features/back-office/products/ProductsPage') },
  // React Router matches case-insensitively: /AddProduct also answers /addProduct.
  { path: '/AddProduct', login: true, page: () => import('../features/back-office/products/AddProductPage') },
  {
    path: '/create-product',
    login: true,
    page: () => import('../features/back-office/products/AddProductPage'),
  },
  {
    path: '/edit-product',
    login: true,
    page: () => import('../features/back-office/products/EditProductPage'),
  },
  // price labels of products and variants, on A4 or a label printer (docs/decisions/0277-cash-drawer-and-price-labels.md)
  { path: '/labels', login: true, page: () => import('../features/sell/printer/LabelsPage') },
  // a product's stock counts and history (docs/decisions/0228-stock-history.md), from its edit screen
  { path: '/stock', login: true, page: () => import('../features/back-office/stock/StockPage') },
  // Posts and the feed (issue 4). /create-post is the home feed with the add-post sheet open.
  { path: '/create-post', login: true, page: async () => homePage },
  { path: '/comments', login: false, page: () => import('../features/social/posts/CommentsPage') },
  { path: '/post', login: true, page: () => import('../features/social/posts/MyPostsPage') },
  { path: '/myContent', login: true, page: () => import('../features/social/posts/MyContentPage') },
  { path: '/edit-post', login: true, page: () => import('../features/social/posts/EditPostPage') },
  {
    path: '/createCollection',
    login: true,
    page: () => import('../features/social/collections/CreateCollectionPage'),
  },
  // Saved collections (issue 11; docs/decisions/0060): /savedContent?id=… opens one collection.
  { path: '/savedContent', login: true, page: () => import('../features/social/saved/SavedContentPage') },
  { path: '/collectionName', login: true, page: () => import('../features/social/saved/CollectionNamePage') },
  { path: '/editCollection', login: true, page: () => import('../features/social/saved/EditCollectionPage') },
  // Market, cart and orders (issue 5; docs/decisions/0030-market-public.md): browsing and the cart need no login.
  { path: '/market', login: false, page: () => import('../features/shop/market/MarketPage') },
  { path: '/market-product', login: false, page: () => import('../features/shop/market/MarketProductPage') },
  { path: '/market-img', login: false, page: () => import('../features/shop/market/MarketImagePage') },
  // A seller's public shop page (issue 19; docs/decisions/0092-shop-page.md): no login needed.
  { path: '/shop', login: false, page: () => import('../features/shop/shops/ShopPage') },
  {
    path: '/searchSuggestion',
    login: false,
    page: () => import('../features/shop/market/SearchSuggestionPage'),
  },
  { path: '/shoping', login: false, page: () => import('../features/shop/cart/CartPage') },
  { path: '/checkout', login: true, page: () => import('../features/shop/cart/CheckoutPage') },
  // checkout without a password and the order its pass or mailed link opens (decision 0284)
  { path: '/guest-order', login: false, page: () => import('../features/shop/cart/GuestOrderPage') },
  { path: '/shipping', login: true, page: () => import('../features/shop/addresses/ShippingPage') },
  { path: '/order', login: true, page: () => import('../features/shop/orders/OrdersPage') },
  { path: '/orderDetail', login: true, page: () => import('../features/shop/orders/OrderDetailPage') },
  { path: '/productDetail', login: true, page: () => import('../features/shop/orders/ProductDetailPage') },
  // conversations (docs/decisions/0246-conversations.md): the inbox from the header, a thread from it or from
  // a product, post or order
  { path: '/messages', login: true, page: () => import('../features/social/messages/InboxPage') },
  { path: '/conversation', login: true, page: () => import('../features/social/messages/ConversationPage') },
  { path: '/quick-replies', login: true, page: () => import('../features/social/messages/QuickRepliesPage') },
  // saved products (docs/decisions/0244-wishlist.md), from the account sheet
  { path: '/wishlist', login: true, page: () => import('../features/shop/wishlist/WishlistPage') },
  // rating a completed order's line (docs/decisions/0242-reviews.md), from the order's "Rate your items"
  { path: '/write-review', login: true, page: () => import('../features/shop/reviews/WriteReviewPage') },
  // Point of sale, payment codes and sales records (issue 6): seller screens, the pages check the role.
  { path: '/pos', login: true, page: () => import('../features/sell/pos/PosPage') },
  // the till's quick keys, arranged by the seller (docs/decisions/0230-quick-keys.md), from the POS
  { path: '/quick-keys', login: true, page: () => import('../features/sell/quick-keys/QuickKeysPage') },
  { path: '/pay-option', login: true, page: () => import('../features/sell/pos/PayOptionPage') },
  { path: '/payment', login: true, page: () => import('../features/sell/pos/PaymentPage') },
  { path: '/pos-pay', login: true, page: () => import('../features/sell/pos/CashPaymentPage') },
  // one sale paid by several methods, from Split payment on /pay-option (decision 0281)
  { path: '/split-pay', login: true, page: () => import('../features/sell/pos/SplitPaymentPage') },
  { path: '/finish-pay', login: true, page: () => import('../features/sell/pos/FinishPayPage') },
  // The seller's data as CSV, out and in (issue 27; docs/decisions/0174); a shopper exports her orders.
  { path: '/data', login: true, page: () => import('../features/back-office/data-exchange/DataPage') },
  // Closing the day's cash drawer (issue 27; docs/decisions/0173-day-close.md), from the POS and the sales screen.
  { path: '/day-close', login: true, page: () => import('../features/sell/day-close/DayClosePage') },
  // Shifts: a float, cash in and out, a count per shift (docs/decisions/0279-shifts-and-cash-moves.md), from the day close.
  { path: '/shift', login: true, page: () => import('../features/sell/shift/ShiftPage') },
  {
    path: '/payment-codes',
    login: true,
    page: () => import('../features/sell/payment-codes/PaymentCodesPage'),
  },
  { path: '/mySale', login: true, page: () => import('../features/back-office/sales/SalesPage') },
  { path: '/MySaleDetail', login: true, page: () => import('../features/back-office/sales/SaleDetailPage') },
  // Issue 14 (docs/decisions/0041-ways-in.md, 0042-add-post-page.md, 0043-developer-pages.md): the add-post flow as a
  // page, sellers' store-pickup addresses, and the demo and test pages of docs/product.md §2 over the real mechanisms.
  { path: '/addPost', login: true, page: () => import('../features/social/posts/AddPostPage') },
  { path: '/post-upload-img', login: true, page: () => import('../features/social/posts/AddPostPage') },
  { path: '/store-pickup', login: true, page: () => import('../features/shop/addresses/StorePickupPage') },
  // the shop's reviews to answer and reported ones to look at (docs/decisions/0242-reviews.md), from the account sheet
  {
    path: '/shop-reviews',
    login: true,
    page: () => import('../features/back-office/reviews/ShopReviewsPage'),
  },
  // the shop's customers and one customer (docs/decisions/0282-customers.md), from the account sheet
  { path: '/customers', login: true, page: () => import('../features/back-office/customers/CustomersPage') },
  { path: '/customer', login: true, page: () => import('../features/back-office/customers/CustomerPage') },
  // the shopper's member QR at a shop (docs/decisions/0282-customers.md), from the shop's page
  { path: '/member-card', login: true, page: () => import('../features/shop/loyalty/MemberCardPage') },
  // staff with PINs and roles, sales by staff (docs/decisions/0280-staff-pins-and-roles.md), from the account sheet
  { path: '/staff', login: true, page: () => import('../features/sell/staff/StaffPage') },
  // the optional time clock: clock in and out with the PIN, hours per person (docs/decisions/0287-time-clock.md)
  { path: '/time-clock', login: true, page: () => import('../features/sell/time-clock/TimeClockPage') },
  // the shop's own synonyms for search (docs/decisions/0290-shop-synonyms.md), from the account sheet
  {
    path: '/search-words',
    login: true,
    page: () => import('../features/back-office/search-words/SearchWordsPage'),
  },
  // what the shop charges to deliver (docs/decisions/0248-delivery-fees.md), from the account sheet
  {
    path: '/delivery-fees',
    login: true,
    page: () => import('../features/back-office/delivery-fees/DeliveryFeesPage'),
  },
  { path: '/cache-demo', login: true, page: () => import('../features/platform/devtools/CacheDemoPage') },
  { path: '/scroll-test', login: true, page: () => import('../features/platform/devtools/ScrollTestPage') },
  {
    path: '/threads-demo',
    login: false,
    page: () => import('../features/platform/devtools/ThreadsDemoPage'),
  },
  { path: '/demo', login: false, page: () => import('../features/platform/devtools/DemoPage') },
  // Profile and settings (issue 9; docs/decisions/0055).
  { path: '/myProfile', login: true, page: () => import('../features/social/profile/MyProfilePage') },
  {
    path: '/changeMyProfile',
    login: true,
    page: () => import('../features/social/profile/ChangeMyProfilePage'),
  },
  // Notifications (issue 11; docs/decisions/0065, 0066): reached from the bell of the home header.
  {
    path: '/notification',
    login: true,
    page: () => import('../features/social/notifications/NotificationsPage'),
  },
];

export const plainRoutes: AppRoute[] = [
  // The screen facing the customer, paired to a till by its QR (issue 53; docs/decisions/0278-customer-display.md):
  // no account, a display token; full screen without the bottom navigation.
  { path: '/display', login: false, page: () => import('../features/sell/customer-display/DisplayPage') },
  // A sale's receipt by its link (issue 27; docs/decisions/0170-receipts.md): for anyone holding the link.
  { path: '/receipt', login: false, page: () => import('../features/shop/receipts/ReceiptPage') },
  { path: '/login', login: false, page: () => import('../features/account/auth/LoginPage') },
  { path: '/register', login: false, page: () => import('../features/account/auth/RegisterPage') },
  { path: '/signup', login: false, page: () => import('../features/account/auth/RegisterPage') },
  // Onboarding after sign-up (issue 9; docs/decisions/0058). Logged out, the terms step shows the terms.
  {
    path: '/signup-terms-condition',
    login: false,
    page: onboarding,
  },
  {
    path: '/signup-post-warning',
    login: true,
    page: onboarding,
  },
  {
    path: '/signup-set-nickname',
    login: true,
    page: onboarding,
  },
  {
    path: '/signup-avatar',
    login: true,
    page: onboarding,
  },
  {
    path: '/signup-creators',
    login: true,
    page: onboarding,
  },
  { path: '/signup-dao', login: true, page: onboarding },
  {
    path: '/finish-setup',
    login: true,
    page: onboarding,
  },
  // a new seller's steps to her first sale (docs/decisions/0272-seller-onboarding.md)
  {
    path: '/sell-setup',
    login: true,
    page: () => import('../features/social/profile/onboarding/SellSetupPage'),
  },
  { path: '/language', login: false, page: () => import('../features/account/settings/LanguagePage') },
  // Accounts, auth side (issue 9; docs/decisions/0050-0053): reset by mail, verification, security.
  { path: '/forgot', login: false, page: () => import('../features/account/security/ForgotPasswordPage') },
  {
    path: '/login-forgot-password',
    login: false,
    page: () => import('../features/account/security/ForgotPasswordPage'),
  },
  {
    path: '/login-reset-password',
    login: false,
    page: () => import('../features/account/security/ResetPasswordPage'),
  },
  {
    path: '/forgot-set-password',
    login: false,
    page: () => import('../features/account/security/ResetPasswordPage'),
  },
  { path: '/verify-email', login: false, page: () => import('../features/account/security/VerifyEmailPage') },
  { path: '/security', login: true, page: () => import('../features/account/security/SecurityPage') },
  // the undo link of a payout change mail (docs/decisions/0222-payout-changes.md)
  { path: '/payout-undo', login: false, page: () => import('../features/account/security/PayoutUndoPage') },
  // the undo link of a "new way to sign in" mail (docs/decisions/0255-ways-in.md)
  { path: '/way-in-undo', login: false, page: () => import('../features/account/security/WayInUndoPage') },
  {
    path: '/signup-set-password',
    login: true,
    page: () => import('../features/account/security/SetPasswordPage'),
  },
  // Wallet sign-up and sign-in (issue 10; docs/decisions/0100, 0101): the wallet crypto loads with these pages only.
  // Logged in (from /security) the same screens link a wallet to the account.
  {
    path: '/signup-login-wallet',
    login: false,
    page: () => import('../features/account/wallet/SignupLoginWalletPage'),
  },
  {
    path: '/create-wallet-phrase',
    login: false,
    page: () => import('../features/account/wallet/CreateWalletPhrasePage'),
  },
  {
    path: '/enter-sercet-phrase',
    login: false,
    page: () => import('../features/account/wallet/EnterSecretPhrasePage'),
  },
];
