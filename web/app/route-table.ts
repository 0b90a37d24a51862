import type { ComponentType } from 'react';
// The cart merge must be registered before any login (issue 5); the module itself is tiny.
import '../features/cart/register';
// The home feed is where most visits start: it ships with the shell instead of after it (one file
// and one round trip fewer for the first paint of `/`, docs/quality.md's page-weight budget).
import * as homePage from '../features/home/HomePage';

// the onboarding steps share one lazily loaded module (docs/decisions/0058)
const onboarding = () => import('../features/profile/onboarding/OnboardingPage');

/**
 * The app's routes with their login flags (docs/product.md §2). Two groups: the home layout (bottom
 * navigation) and the plain layout (sign-in, onboarding, settings). Each feature adds its
 * pages here when it is built; a page module default-exports its component and loads lazily.
 */
export interface AppRoute {
  path: string;
  login: boolean;
  page: () => Promise<{ default: ComponentType }>;
}

export const homeRoutes: AppRoute[] = [
  { path: '/', login: false, page: async () => homePage },
  { path: '/about', login: true, page: () => import('../features/info/AboutPage') },
  { path: '/privacyPolicy', login: true, page: () => import('../features/info/PrivacyPolicyPage') },
  { path: '/termsUse', login: true, page: () => import('../features/info/TermsUsePage') },
  { path: '/product', login: true, page: () => import('../features/products/ProductsPage') },
  // React Router matches case-insensitively: /AddProduct also answers /addProduct.
  { path: '/AddProduct', login: true, page: () => import('../features/products/AddProductPage') },
  { path: '/create-product', login: true, page: () => import('../features/products/AddProductPage') },
  { path: '/edit-product', login: true, page: () => import('../features/products/EditProductPage') },
  // Posts and the feed (issue 4). /create-post is the home feed with the add-post sheet open.
  { path: '/create-post', login: true, page: async () => homePage },
  { path: '/comments', login: false, page: () => import('../features/posts/CommentsPage') },
  { path: '/post', login: true, page: () => import('../features/posts/MyPostsPage') },
  { path: '/myContent', login: true, page: () => import('../features/posts/MyContentPage') },
  { path: '/edit-post', login: true, page: () => import('../features/posts/EditPostPage') },
  {
    path: '/createCollection',
    login: true,
    page: () => import('../features/collections/CreateCollectionPage'),
  },
  // Saved collections (issue 11; docs/decisions/0060): /savedContent?id=… opens one collection.
  { path: '/savedContent', login: true, page: () => import('../features/saved/SavedContentPage') },
  { path: '/collectionName', login: true, page: () => import('../features/saved/CollectionNamePage') },
  { path: '/editCollection', login: true, page: () => import('../features/saved/EditCollectionPage') },
  // Market, cart and orders (issue 5; docs/decisions/0030-market-public.md): browsing and the cart need no login.
  { path: '/market', login: false, page: () => import('../features/market/MarketPage') },
  { path: '/market-product', login: false, page: () => import('../features/market/MarketProductPage') },
  { path: '/market-img', login: false, page: () => import('../features/market/MarketImagePage') },
  // A seller's public shop page (issue 19; docs/decisions/0092-shop-page.md): no login needed.
  { path: '/shop', login: false, page: () => import('../features/shops/ShopPage') },
  { path: '/searchSuggestion', login: false, page: () => import('../features/market/SearchSuggestionPage') },
  { path: '/shoping', login: false, page: () => import('../features/cart/CartPage') },
  { path: '/checkout', login: true, page: () => import('../features/cart/CheckoutPage') },
  { path: '/shipping', login: true, page: () => import('../features/addresses/ShippingPage') },
  { path: '/order', login: true, page: () => import('../features/orders/OrdersPage') },
  { path: '/orderDetail', login: true, page: () => import('../features/orders/OrderDetailPage') },
  { path: '/productDetail', login: true, page: () => import('../features/orders/ProductDetailPage') },
  // Point of sale, payment codes and sales records (issue 6): seller screens, the pages check the role.
  { path: '/pos', login: true, page: () => import('../features/pos/PosPage') },
  { path: '/pay-option', login: true, page: () => import('../features/pos/PayOptionPage') },
  { path: '/payment', login: true, page: () => import('../features/pos/PaymentPage') },
  { path: '/pos-pay', login: true, page: () => import('../features/pos/CashPaymentPage') },
  { path: '/finish-pay', login: true, page: () => import('../features/pos/FinishPayPage') },
  { path: '/payment-codes', login: true, page: () => import('../features/payment-codes/PaymentCodesPage') },
  { path: '/mySale', login: true, page: () => import('../features/sales/SalesPage') },
  { path: '/MySaleDetail', login: true, page: () => import('../features/sales/SaleDetailPage') },
  // Issue 14 (docs/decisions/0041-ways-in.md, 0042-add-post-page.md, 0043-developer-pages.md): the add-post flow as a
  // page, sellers' store-pickup addresses, and the demo and test pages of docs/product.md §2 over the real mechanisms.
  { path: '/addPost', login: true, page: () => import('../features/posts/AddPostPage') },
  { path: '/post-upload-img', login: true, page: () => import('../features/posts/AddPostPage') },
  { path: '/store-pickup', login: true, page: () => import('../features/addresses/StorePickupPage') },
  { path: '/cache-demo', login: true, page: () => import('../features/devtools/CacheDemoPage') },
  { path: '/scroll-test', login: true, page: () => import('../features/devtools/ScrollTestPage') },
  { path: '/threads-demo', login: false, page: () => import('../features/devtools/ThreadsDemoPage') },
  { path: '/demo', login: false, page: () => import('../features/devtools/DemoPage') },
  // Profile and settings (issue 9; docs/decisions/0055).
  { path: '/myProfile', login: true, page: () => import('../features/profile/MyProfilePage') },
  { path: '/changeMyProfile', login: true, page: () => import('../features/profile/ChangeMyProfilePage') },
  // Notifications (issue 11; docs/decisions/0065, 0066): reached from the bell of the home header.
  { path: '/notification', login: true, page: () => import('../features/notifications/NotificationsPage') },
];

export const plainRoutes: AppRoute[] = [
  { path: '/login', login: false, page: () => import('../features/auth/LoginPage') },
  { path: '/register', login: false, page: () => import('../features/auth/RegisterPage') },
  { path: '/signup', login: false, page: () => import('../features/auth/RegisterPage') },
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
  { path: '/language', login: false, page: () => import('../features/settings/LanguagePage') },
  // Accounts, auth side (issue 9; docs/decisions/0050-0053): reset by mail, verification, security.
  { path: '/forgot', login: false, page: () => import('../features/account/ForgotPasswordPage') },
  {
    path: '/login-forgot-password',
    login: false,
    page: () => import('../features/account/ForgotPasswordPage'),
  },
  {
    path: '/login-reset-password',
    login: false,
    page: () => import('../features/account/ResetPasswordPage'),
  },
  { path: '/forgot-set-password', login: false, page: () => import('../features/account/ResetPasswordPage') },
  { path: '/verify-email', login: false, page: () => import('../features/account/VerifyEmailPage') },
  { path: '/security', login: true, page: () => import('../features/account/SecurityPage') },
  { path: '/signup-set-password', login: true, page: () => import('../features/account/SetPasswordPage') },
  // Wallet sign-up and sign-in (issue 10; docs/decisions/0100, 0101): the wallet crypto loads with these pages only.
  // Logged in (from /security) the same screens link a wallet to the account.
  {
    path: '/signup-login-wallet',
    login: false,
    page: () => import('../features/wallet/SignupLoginWalletPage'),
  },
  {
    path: '/create-wallet-phrase',
    login: false,
    page: () => import('../features/wallet/CreateWalletPhrasePage'),
  },
  {
    path: '/enter-sercet-phrase',
    login: false,
    page: () => import('../features/wallet/EnterSecretPhrasePage'),
  },
];

/** The handle each route carries, read by the guard. */
export interface RouteHandle {
  login: boolean;
}
