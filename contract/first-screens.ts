import type { z } from 'zod';
import type { CallDef } from './call';
import { FEED_PAGE_DEFAULT, list as postList } from './posts';
import { PRODUCT_PAGE_SIZE, filter as productFilter, list as productList } from './products';

/** One call a page makes as it opens, with the input it sends. */
export interface FirstCall<C extends CallDef = CallDef> {
  call: C;
  input: z.input<C['input']>;
}

function firstCall<C extends CallDef>(call: C, input: z.input<C['input']>): FirstCall {
  return { call, input };
}

/** the feed's first page, as `/` asks for it */
export const FEED_FIRST_PAGE = { cursor: null, limit: FEED_PAGE_DEFAULT } as const;

/** the market's first page with no search, category or sort chosen, as `/market` asks for it */
export const MARKET_FIRST_PAGE = {
  category: [] as string[],
  search: '',
  sort: 1 as const,
  cursor: null,
  limit: PRODUCT_PAGE_SIZE,
};

/**
 * The calls a public page makes as it opens, for a visitor who is not signed in: the server answers them into
 * the page's HTML, and the app takes those answers instead of asking again (docs/decisions/0251-first-answers.md).
 * The pages' hooks send exactly these inputs; `e2e/first-screen.spec.ts` fails when one of them asks anew.
 */
export const FIRST_SCREEN_CALLS: Readonly<Record<string, readonly FirstCall[]>> = {
  '/': [firstCall(postList, FEED_FIRST_PAGE)],
  '/market': [firstCall(productList, MARKET_FIRST_PAGE), firstCall(productFilter, {})],
};
