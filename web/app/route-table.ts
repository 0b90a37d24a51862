import type { ComponentType } from 'react';
// The cart merge must be registered before any login (issue 5); the module itself is tiny.
import '../features/cart/register';
// The home feed is where most visits start: it ships with the shell instead of after it (one file
// and one round trip fewer for the first paint of `/`, QUALITY.md's page-weight budget).
import * as homePage from '../features/home/HomePage';

/**
 * The app's routes with their login flags (spec §2). Two groups: the home layout (bottom
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
  // Market, cart and orders (issue 5; docs/decisions/0030-market-public.md): browsing and the cart need no login.
  { path: '/market', login: false, page: () => import('../features/market/MarketPage') },
  { path: '/market-product', login: false, page: () => import('../features/market/MarketProductPage') },
  { path: '/market-img', login: false, page: () => import('../features/market/MarketImagePage') },
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
];

export const plainRoutes: AppRoute[] = [
  { path: '/login', login: false, page: () => import('../features/auth/LoginPage') },
  { path: '/register', login: false, page: () => import('../features/auth/RegisterPage') },
  { path: '/signup', login: false, page: () => import('../features/auth/RegisterPage') },
  { path: '/signup-terms-condition', login: false, page: () => import('../features/info/TermsUsePage') },
  { path: '/language', login: false, page: () => import('../features/settings/LanguagePage') },
];

/** The handle each route carries, read by the guard. */
export interface RouteHandle {
  login: boolean;
}
