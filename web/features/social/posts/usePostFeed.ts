import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { FEED_PAGE_DEFAULT, list } from '../../../../contract/posts';
import { callApi } from '../../../lib/api';
import { isNoConnection, readOfflineCopy, saveOfflineCopy } from '../../../lib/route-cache/offline-copies';
import { useSession } from '../../../lib/session';
import { type PostPage, postKeys } from '../../../shared/posts/post-cache';

/** The feed stays as it was for 5 minutes (docs/product.md §4 cache expiry): coming back shows the same pages at once. */
export const FEED_STALE_MS = 5 * 60_000;

/** A first page read from the phone's copy carries the time it was loaded (docs/decisions/0227-offline-reading.md). */
export type FeedPageShown = PostPage & { offlineAsOf?: number };

/**
 * `/res/post/list`: the home feed, newest first, paged by cursor (no login needed). Its first page is kept on
 * the phone after every load; a load that gets no answer shows that copy, marked with its time, instead of an
 * error (issue 25 item 9). It runs whatever the browser thinks of the network (`networkMode: 'always'`): a
 * paused query would show a skeleton for ever where the copy can be read.
 */
/** The feed's query for one viewer: the hook's, and the server's first render of `/` (decision 0254). */
export function postFeedQuery(viewer: string) {
  const copyName = `feed:${viewer}`;
  return infiniteQueryOptions({
    queryKey: postKeys.feed(viewer),
    queryFn: async ({ pageParam }): Promise<FeedPageShown> => {
      try {
        const page = await callApi(list, { cursor: pageParam, limit: FEED_PAGE_DEFAULT });
        if (pageParam === null) saveOfflineCopy(copyName, page);
        return page;
      } catch (error) {
        const copy = pageParam === null && isNoConnection(error) ? readOfflineCopy<PostPage>(copyName) : null;
        if (!copy) throw error;
        // the copy has no next page: scrolling on offline would only show errors
        return { ...copy.data, next_cursor: null, offlineAsOf: copy.at };
      }
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    staleTime: FEED_STALE_MS,
    gcTime: FEED_STALE_MS,
    networkMode: 'always',
    // back online, a feed read from the copy is loaded again whatever its age
    refetchOnReconnect: (query) =>
      (query.state.data as { pages?: FeedPageShown[] } | undefined)?.pages?.[0]?.offlineAsOf
        ? 'always'
        : true,
  });
}

export function usePostFeed() {
  const session = useSession();
  return useInfiniteQuery(postFeedQuery(session?.user_id ?? 'anon'));
}

/** When the feed on show is the phone's copy: the time it was loaded, else null. */
export function feedOfflineAsOf(data: { pages: FeedPageShown[] } | undefined): number | null {
  return data?.pages[0]?.offlineAsOf ?? null;
}
