import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { FeedPost } from '../../../contract/posts';

/** TanStack Query keys of the post calls. Everything lives under `posts`, so one predicate reaches every copy. */
export const postKeys = {
  all: ['posts'] as const,
  /** per viewer: hasLiked and isSaved are the caller's */
  feed: (viewer?: string) =>
    viewer === undefined ? (['posts', 'feed'] as const) : (['posts', 'feed', viewer] as const),
  mine: (viewer?: string) =>
    viewer === undefined ? (['posts', 'mine'] as const) : (['posts', 'mine', viewer] as const),
  one: (id: string) => ['posts', 'one', id] as const,
  comments: (id: string) => ['posts', 'comments', id] as const,
  replies: (postId: string, commentId: string) => ['posts', 'replies', postId, commentId] as const,
  catalogue: (search: string, category: string[], sort: 1 | -1) =>
    ['posts', 'catalogue', search, [...category].sort(), sort] as const,
  catalogueCategories: () => ['posts', 'catalogue-categories'] as const,
};

export interface PostPage {
  items: FeedPost[];
  next_cursor: string | null;
}

function isPostPages(data: unknown): data is InfiniteData<PostPage> {
  return (
    typeof data === 'object' &&
    data !== null &&
    Array.isArray((data as { pages?: unknown }).pages) &&
    (data as InfiniteData<PostPage>).pages.every((p) => Array.isArray(p?.items) && 'next_cursor' in p)
  );
}

function isPost(data: unknown): data is FeedPost {
  return typeof data === 'object' && data !== null && 'creater' in data && 'imagePaths' in data;
}

const POST_LISTS = [postKeys.feed(), postKeys.mine()];

/**
 * Changes one post wherever it is cached (feed, my posts, post detail), so a like on the detail
 * page shows on the feed card too. Returns the post as it was, for rolling back.
 */
export function patchPost(
  queryClient: QueryClient,
  id: string,
  change: (post: FeedPost) => FeedPost,
): FeedPost | undefined {
  let before: FeedPost | undefined;
  const apply = (post: FeedPost) => {
    if (post.id !== id) return post;
    before ??= post;
    return change(post);
  };
  for (const key of POST_LISTS) {
    queryClient.setQueriesData<InfiniteData<PostPage>>({ queryKey: key }, (data) =>
      isPostPages(data)
        ? { ...data, pages: data.pages.map((p) => ({ ...p, items: p.items.map(apply) })) }
        : data,
    );
  }
  queryClient.setQueriesData<FeedPost>({ queryKey: postKeys.one(id) }, (data) =>
    isPost(data) ? apply(data) : data,
  );
  return before;
}

/** Puts a just-created post at the top of the cached feed and my posts (without a refetch). */
export function prependPost(queryClient: QueryClient, post: FeedPost): void {
  for (const key of POST_LISTS) {
    queryClient.setQueriesData<InfiniteData<PostPage>>({ queryKey: key }, (data) => {
      if (!isPostPages(data) || data.pages.length === 0) return data;
      const [first, ...rest] = data.pages;
      const items = [post, ...first!.items.filter((p) => p.id !== post.id)];
      return { ...data, pages: [{ ...first!, items }, ...rest] };
    });
  }
}

/** Drops a removed post from every cached list. */
export function dropPost(queryClient: QueryClient, id: string): void {
  for (const key of POST_LISTS) {
    queryClient.setQueriesData<InfiniteData<PostPage>>({ queryKey: key }, (data) =>
      isPostPages(data)
        ? { ...data, pages: data.pages.map((p) => ({ ...p, items: p.items.filter((x) => x.id !== id) })) }
        : data,
    );
  }
  queryClient.removeQueries({ queryKey: postKeys.one(id) });
  queryClient.removeQueries({ queryKey: postKeys.comments(id) });
}

/** The loaded posts of an infinite list, each once (a post seen on two pages shows once). */
export function flattenPages(data: InfiniteData<PostPage> | undefined): FeedPost[] {
  if (!data) return [];
  const seen = new Set<string>();
  const out: FeedPost[] = [];
  for (const page of data.pages) {
    for (const post of page.items) {
      if (seen.has(post.id)) continue;
      seen.add(post.id);
      out.push(post);
    }
  }
  return out;
}
