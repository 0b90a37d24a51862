/**
 * The files a public page's first screen needs beyond the shell: its page module (absent when the page ships in
 * the entry) and the text namespaces it shows (docs/decisions/0251-first-answers.md).
 * - The build lists each page's chunks and English text files (`scripts/vite-first-screens.ts`); the server
 *   preloads them from the page's HTML, so they load beside the entry instead of one after another.
 * - The router loads a page's namespaces together with its module, in the reader's language, instead of one
 *   per component as each suspends.
 * `e2e/first-screen.spec.ts` fails when a page's first screen fetches a text or chunk not named here.
 */
export interface FirstScreenFiles {
  /** the page module, from web/ (the router's lazy import of that path) */
  page?: string;
  text: readonly string[];
}

/** the shell's own namespaces (web/i18n): every page needs them */
export const SHELL_TEXT = ['common', 'ui'] as const;

export const FIRST_SCREEN_FILES: Readonly<Record<string, FirstScreenFiles>> = {
  '/': { text: ['posts'] },
  '/market': {
    page: 'features/shop/market/MarketPage.tsx',
    text: ['market', 'cart', 'cache', 'reviews', 'products', 'wishlist'],
  },
  '/market-product': {
    page: 'features/shop/market/MarketProductPage.tsx',
    text: ['market', 'cart', 'messages', 'wishlist', 'products', 'reviews', 'delivery'],
  },
  '/shop': {
    page: 'features/shop/shops/ShopPage.tsx',
    text: ['shops', 'profile', 'market', 'cart', 'reviews', 'products', 'wishlist'],
  },
};
