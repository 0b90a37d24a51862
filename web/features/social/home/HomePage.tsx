import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { useSession } from '../../../lib/session';
import { OfflineMark } from '../../../shared/OfflineMark';
import { flattenPages } from '../../../shared/posts/post-cache';
import { EmptyState } from '../../../ui/EmptyState';
import {
  feedOfflineAsOf,
  feedTags,
  openAddPost,
  PostList,
  PostListSkeleton,
  useFilteredFeed,
  usePost,
  usePostFeed,
} from '../posts';
import { FeedTagChips } from './FeedTagChips';
import { HomeHeader } from './HomeHeader';

// shown only to a feed with no posts: loaded then, not with the first paint (page weight)
const EmptyFeed = lazy(() => import('./EmptyFeed').then((m) => ({ default: m.EmptyFeed })));

// logged in: tabs (For you, Following, communities) and follow buttons, loaded after login (docs/decisions/0059);
// its code is asked for on the first render, beside the feed's first page
const SignedInFeed = lazy(() => import('../profile/SignedInFeed'));

/**
 * `/`: the home feed (no login needed), infinite scroll by cursor. `?post=<id>` (after publishing)
 * shows that post first even before the feed's first page holds it. `/create-post` is this page with
 * the add-post sheet open; closing the sheet goes back to `/`. `?tag=` narrows the feed to one hashtag through
 * `/res/post/filter` (the chips under the header; docs/decisions/0041-ways-in.md).
 */
export default function HomePage() {
  const { t } = useTranslation('posts');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const feed = usePostFeed();
  const tag = params.get('tag');
  const filtered = useFilteredFeed(tag);
  const newId = params.get('post');
  const inFeed = flattenPages(feed.data).some((p) => p.id === newId);
  const fresh = usePost(newId, { enabled: Boolean(newId) && feed.isSuccess && !inFeed });
  const pinned = newId ? (flattenPages(feed.data).find((p) => p.id === newId) ?? fresh.data ?? null) : null;

  const creating = pathname.toLowerCase() === '/create-post';
  useEffect(() => {
    if (!creating || session?.role !== 's') return;
    openAddPost({ onClosed: () => navigate('/', { replace: true }) });
  }, [creating, session?.role, navigate]);

  // A just-published post is shown at the top: make sure the top is what is seen.
  useEffect(() => {
    if (newId) window.scrollTo({ top: 0 });
  }, [newId]);

  const empty = (
    <Suspense fallback={null}>
      <EmptyFeed onCreatePost={() => openAddPost()} />
    </Suspense>
  );
  const plain = <PostList query={feed} label={t('list.feedLabel')} pinned={pinned} empty={empty} />;

  return (
    <>
      <HomeHeader />
      <FeedTagChips
        tags={feedTags(flattenPages(feed.data))}
        loading={feed.isPending}
        selected={tag}
        onSelect={(next) => setParams(next ? { tag: next } : {}, { replace: true })}
      />
      {tag || feedOfflineAsOf(feed.data) === null ? null : (
        <div className="pb-2">
          <OfflineMark asOf={feedOfflineAsOf(feed.data)} />
        </div>
      )}
      {tag ? (
        <main>
          <PostList
            query={filtered}
            label={t('list.feedLabel')}
            empty={
              <EmptyState
                title={t('feedChips.emptyTitle', { tag })}
                message={t('feedChips.emptyText')}
                action={{ label: t('feedChips.showAll'), onClick: () => setParams({}, { replace: true }) }}
              />
            }
          />
        </main>
      ) : session ? (
        // Until its code is in, a skeleton rather than the plain list: a list swapped for another under a
        // finger loses the tap (the Save sheet opened on a card that is then replaced).
        <Suspense
          fallback={
            <main>
              <PostListSkeleton />
            </main>
          }
        >
          <SignedInFeed forYou={feed} pinned={pinned} label={t('list.feedLabel')} empty={empty} />
        </Suspense>
      ) : (
        <main>{plain}</main>
      )}
    </>
  );
}
