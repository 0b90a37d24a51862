import type { QueryClient } from '@tanstack/react-query';
import { postFeedQuery } from '../features/social/posts';

interface DrawnPage {
  /**
   * An address of the page that opens with its first calls and is still not drawn. Which addresses have first
   * calls is the contract's (`FIRST_SCREEN_CALLS`, contract/first-screens.ts): the server draws only a page whose
   * first answers it has (server/http/first-screen.ts), and the browser hydrates only a page the server drew.
   */
  notDrawn?(params: URLSearchParams): boolean;
  /**
   * The queries its first screen shows, fetched into the caches (the query cache, the route cache). A page's
   * queries are imported module by module when it is opened, not with the first load (the import of a feature's
   * index would bring its whole surface into the entry): the page's own module imports them too and the router
   * loads it first, so they cost no request.
   */
  fill(client: QueryClient, address: string, params: URLSearchParams): Promise<unknown>;
}

/**
 * The pages the server draws before the app's script runs (docs/decisions/0254-server-first-paint.md), each with
 * the queries its first screen shows to a visitor who is not signed in. Both sides fill their cache with them
 * before they render: the server from the answers it inlines, the browser from the same answers in the page
 * (web/lib/first-answers.ts), so the browser's first render is the server's and hydrates it.
 * Any other page, or address, is drawn by the browser, as before.
 */
const DRAWN_PAGES: Readonly<Record<string, DrawnPage>> = {
  '/': {
    // a shared post's feed opens with that post on top: the app asks for it before it draws
    notDrawn: (params) => params.has('post'),
    fill: (client) => client.fetchInfiniteQuery(postFeedQuery('anon')),
  },
  '/market': {
    fill: async (client, address) => {
      const [{ fillMarketFirstPage }, { productCategoriesQuery }] = await Promise.all([
        import('../features/shop/market/useMarketProducts'),
        import('../features/back-office/products/useProductCategories'),
      ]);
      return Promise.all([fillMarketFirstPage(address), client.fetchQuery(productCategoriesQuery(false))]);
    },
  },
  // a shared product link: the product and its first reviews
  '/market-product': {
    fill: async (client, _address, params) => {
      const id = params.get('id')!;
      const [{ productQuery }, { reviewsQuery }] = await Promise.all([
        import('../features/back-office/products/useProduct'),
        import('../features/shop/reviews/useReviews'),
      ]);
      return Promise.all([
        client.fetchQuery(productQuery(id)),
        client.fetchInfiniteQuery(reviewsQuery({ productId: id }, 'newest', 'anon')),
      ]);
    },
  },
  // a shared post with its comments
  '/comments': {
    fill: async (client, _address, params) => {
      const id = params.get('id')!;
      const [{ postQuery }, { commentsQuery }] = await Promise.all([
        import('../features/social/posts/usePost'),
        import('../features/social/posts/useComments'),
      ]);
      return Promise.all([
        client.fetchQuery(postQuery(id, 'anon')),
        client.fetchInfiniteQuery(commentsQuery(id, 'anon')),
      ]);
    },
  },
  // the login screen, also drawn for a visitor of a login-only page (`loginAddressOf`)
  '/login': {
    fill: async (client) => {
      const { ssoConfigQuery } = await import('../features/account/auth/useSsoConfig');
      return client.fetchQuery(ssoConfigQuery());
    },
  },
  // a shared shop link, on its products tab (newest first, as the tab opens)
  '/shop': {
    fill: async (client, _address, params) => {
      const id = params.get('id')!;
      const [{ shopQuery }, { shopProductsQuery }, { publicProfileQuery }, { reviewsQuery }] =
        await Promise.all([
          import('../features/shop/shops/useShop'),
          import('../features/shop/shops/useShopProducts'),
          import('../features/social/profile/usePublicProfile'),
          import('../features/shop/reviews/useReviews'),
        ]);
      return Promise.all([
        client.fetchQuery(shopQuery(id)),
        client.fetchQuery(publicProfileQuery(id, 'anon')),
        client.fetchInfiniteQuery(reviewsQuery({ sellerId: id }, 'newest', 'anon')),
        client.fetchInfiniteQuery(shopProductsQuery(id, '', -1)),
      ]);
    },
  },
};

/** whether the server draws this page (its path and address), given that it has its first answers */
export function isServerDrawn(pathname: string, params: URLSearchParams): boolean {
  return Object.hasOwn(DRAWN_PAGES, pathname) && !DRAWN_PAGES[pathname]!.notDrawn?.(params);
}

/** Fills the cache with the page's first screen; false when one of its answers cannot be had. */
export async function fillFirstScreen(
  client: QueryClient,
  pathname: string,
  search: string,
): Promise<boolean> {
  if (!isServerDrawn(pathname, new URLSearchParams(search))) return false;
  try {
    // the address as the page's router reads it (`pathname + search`): the route its list's scroll belongs to
    await DRAWN_PAGES[pathname]!.fill(client, pathname + search, new URLSearchParams(search));
    return true;
  } catch {
    return false;
  }
}
