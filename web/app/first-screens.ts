/**
 * The files a public page's first screen needs beyond the shell: its page module (absent when the page ships in
 * the entry) and the text namespaces it shows (docs/decisions/0251-first-answers.md).
 * - The build lists each page's chunks and text files in each language (`scripts/vite-first-screens.ts`); the
 *   server preloads them from the page's HTML, so they load beside the entry instead of one after another.
 * - The router starts loading a page's namespaces with its module, in the reader's language, instead of one
 *   per component as each suspends.
 * `e2e/first-screen.spec.ts` fails when a page's first screen fetches a text or chunk not named here.
 */

/** the shell's own namespaces (web/i18n): every page needs them */
export const SHELL_TEXT = ['common', 'ui'] as const;

/** the text namespaces each public page shows on its first screen */
export const FIRST_SCREEN_TEXT: Readonly<Record<string, readonly string[]>> = {
  '/': ['posts'],
  '/comments': ['posts', 'messages'],
  '/market': ['market', 'cart', 'cache', 'reviews', 'products', 'wishlist'],
  '/market-product': ['market', 'cart', 'messages', 'wishlist', 'products', 'reviews', 'delivery'],
  '/shop': ['shops', 'profile', 'market', 'cart', 'reviews', 'products', 'wishlist'],
  '/login': ['auth', 'passkeys'],
};

/**
 * Each public page's module, from web/ (the router's lazy import of that path); `/` ships in the entry. Apart
 * from the text, so the app's own first load (which reads only the text) does not carry these names.
 */
export const FIRST_SCREEN_PAGES: Readonly<Record<string, string>> = {
  '/comments': 'features/social/posts/CommentsPage.tsx',
  '/market': 'features/shop/market/MarketPage.tsx',
  '/market-product': 'features/shop/market/MarketProductPage.tsx',
  '/shop': 'features/shop/shops/ShopPage.tsx',
  '/login': 'features/account/auth/LoginPage.tsx',
};
