import type { QueryClient } from '@tanstack/react-query';
import { productCategoriesQuery, productQuery } from '../features/back-office/products';
import { fillMarketFirstPage } from '../features/shop/market';
import { reviewsQuery } from '../features/shop/reviews';
import { shopProductsQuery, shopQuery } from '../features/shop/shops';
import { commentsQuery, postFeedQuery, postQuery } from '../features/social/posts';
import { publicProfileQuery } from '../features/social/profile';

interface DrawnPage {
  /** whether this address opens with the queries below (a tag or a pinned post asks others) */
  drawn(params: URLSearchParams): boolean;
  /** the queries its first screen shows, fetched into the caches (the query cache, the route cache) */
  fill(client: QueryClient, address: string, params: URLSearchParams): Promise<unknown>[];
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
    drawn: (params) => !params.has('tag') && !params.has('post'),
    fill: (client) => [client.fetchInfiniteQuery(postFeedQuery('anon'))],
  },
  '/market': {
    // a search shows other products; category and sort are the page's own, and start as these
    drawn: (params) => !params.has('search'),
    fill: (client, address) => [
      fillMarketFirstPage(address),
      client.fetchQuery(productCategoriesQuery(false)),
    ],
  },
  // a shared product link: the product and its first reviews (`?item=` carries the product itself: not drawn)
  '/market-product': {
    drawn: (params) => Boolean(params.get('id')) && !params.has('item'),
    fill: (client, _address, params) => {
      const id = params.get('id')!;
      return [
        client.fetchQuery(productQuery(id)),
        client.fetchInfiniteQuery(reviewsQuery({ productId: id }, 'newest', 'anon')),
      ];
    },
  },
  // a shared post with its comments
  '/comments': {
    drawn: (params) => Boolean(params.get('id')),
    fill: (client, _address, params) => {
      const id = params.get('id')!;
      return [client.fetchQuery(postQuery(id, 'anon')), client.fetchInfiniteQuery(commentsQuery(id, 'anon'))];
    },
  },
  // a shared shop link, on its products tab (newest first, as the tab opens)
  '/shop': {
    drawn: (params) => Boolean(params.get('id')) && (params.get('tab') ?? 'products') === 'products',
    fill: (client, _address, params) => {
      const id = params.get('id')!;
      return [
        client.fetchQuery(shopQuery(id)),
        client.fetchQuery(publicProfileQuery(id, 'anon')),
        client.fetchInfiniteQuery(reviewsQuery({ sellerId: id }, 'newest', 'anon')),
        client.fetchInfiniteQuery(shopProductsQuery(id, '', -1)),
      ];
    },
  },
};

/** whether the server draws this page (its path and address) */
export function isServerDrawn(pathname: string, params: URLSearchParams): boolean {
  return Object.hasOwn(DRAWN_PAGES, pathname) && DRAWN_PAGES[pathname]!.drawn(params);
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
    await Promise.all(DRAWN_PAGES[pathname]!.fill(client, pathname + search, new URLSearchParams(search)));
    return true;
  } catch {
    return false;
  }
}
