import type { z } from 'zod';
import type { CallDef } from './call';
import { COMMENTS_PAGE, comments, FEED_PAGE_DEFAULT, list as postList, selectedPost } from './posts';
import {
  PRODUCT_PAGE_SIZE,
  filter as productFilter,
  get as productGet,
  list as productList,
} from './products';
import { publicProfile } from './profile';
import { listReviews, REVIEWS_PAGE } from './reviews';
import { getShop } from './shops';
import { ssoConfig } from './sso';

/** One call a page makes as it opens, with the input it sends. */
export interface FirstCall<C extends CallDef = CallDef> {
  call: C;
  input: z.input<C['input']>;
}

function firstCall<C extends CallDef>(call: C, input: z.input<C['input']>): FirstCall {
  return { call, input };
}

/**
 * One first call's answer, as a page's HTML carries it (docs/decisions/0251-first-answers.md) and the server's
 * first render draws from it (docs/decisions/0254-server-first-paint.md): the call's path, the input the app
 * sends, and the answer's `data`.
 */
export interface FirstAnswer {
  path: string;
  input: unknown;
  data: unknown;
}

/** the feed's first page, as `/` asks for it */
export const FEED_FIRST_PAGE = { cursor: null, limit: FEED_PAGE_DEFAULT } as const;

/** the market's first page with no search, category or sort chosen, as `/market` asks for it */
export const MARKET_FIRST_PAGE = {
  category: [] as string[],
  search: '',
  // newest first, as a shop's page opens (docs/decisions/0271-market-sort-filter-and-paying.md)
  sort: -1 as const,
  cursor: null,
  limit: PRODUCT_PAGE_SIZE,
};

/** the address parameters the market keeps its sort and filters in (web/features/shop/market/market-order.ts) */
export const MARKET_ORDER_PARAMS = ['sort', 'district', 'min', 'max', 'in_stock'] as const;

/** A page's first calls for the query string it was opened with; none when it opens with other calls. */
export type FirstCalls = (params: URLSearchParams) => readonly FirstCall[];

const firstReviews = (subject: { product_id: string } | { seller_id: string }) =>
  firstCall(listReviews, { ...subject, sort: 'newest', filter: 'all', cursor: null, limit: REVIEWS_PAGE });

/**
 * The calls a public page makes as it opens, for a visitor who is not signed in: the server answers them into
 * the page's HTML, and the app takes those answers instead of asking again (docs/decisions/0251-first-answers.md).
 * The pages' hooks send exactly these inputs; `e2e/first-screen.spec.ts` fails when one of them asks anew.
 * A search, a tag or a tab in the address asks other calls: the page then gets none. Parameters the page does
 * not read (`lang` of a shared link, what Instagram or WhatsApp add) change nothing.
 */
export const FIRST_SCREEN_CALLS: Readonly<Record<string, FirstCalls>> = {
  // a tag shows another feed
  '/': (params) => (params.has('tag') ? [] : [firstCall(postList, FEED_FIRST_PAGE)]),
  // a search, a category, or an order or filter of the address (docs/decisions/0271-market-sort-filter-and-paying.md),
  // asks other calls
  '/market': (params) =>
    params.has('search') || params.has('category') || MARKET_ORDER_PARAMS.some((name) => params.has(name))
      ? []
      : [firstCall(productList, MARKET_FIRST_PAGE), firstCall(productFilter, {})],
  // a shared product link (`?item=` carries the product itself)
  '/market-product': (params) => {
    const id = params.get('id');
    return id && !params.has('item') ? [firstCall(productGet, { id }), firstReviews({ product_id: id })] : [];
  },
  // a shared post with its comments
  '/comments': (params) => {
    const id = params.get('id');
    return id
      ? [firstCall(selectedPost, { id }), firstCall(comments, { id, cursor: null, limit: COMMENTS_PAGE })]
      : [];
  },
  // the login screen (where a visitor's "Log in" and every login-only page lead): whether it offers single sign-on;
  // back from the provider (`state` with `code` or `error`) it finishes that sign-in instead
  '/login': (params) =>
    params.has('state') && (params.has('code') || params.has('error')) ? [] : [firstCall(ssoConfig, {})],
  // a shared shop link, on its products tab
  '/shop': (params) => {
    const id = params.get('id');
    const tab = params.get('tab');
    if (!id || (tab && tab !== 'products')) return [];
    return [
      firstCall(getShop, { id }),
      firstCall(publicProfile, { user_id: id }),
      firstReviews({ seller_id: id }),
      firstCall(productList, {
        seller_id: id,
        search: '',
        sort: -1,
        category: [],
        cursor: null,
        limit: PRODUCT_PAGE_SIZE,
      }),
    ];
  },
};
