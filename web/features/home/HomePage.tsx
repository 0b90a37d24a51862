import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../../lib/session';
import { openAddPost } from '../posts/add-post-store';
import { flattenPages } from '../posts/keys';
import { PostList } from '../posts/PostList';
import { usePost } from '../posts/usePost';
import { usePostFeed } from '../posts/usePostFeed';
import { EmptyFeed } from './EmptyFeed';
import { HomeHeader } from './HomeHeader';

/**
 * `/`: the home feed (no login needed), infinite scroll by cursor. `?post=<id>` (after publishing)
 * shows that post first even before the feed's first page holds it. `/create-post` is this page with
 * the add-post sheet open; closing the sheet goes back to `/`.
 */
export default function HomePage() {
  const { t } = useTranslation('posts');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const session = useSession();
  const [params] = useSearchParams();
  const feed = usePostFeed();
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

  return (
    <>
      <HomeHeader />
      <main>
        <PostList
          query={feed}
          label={t('list.feedLabel')}
          pinned={pinned}
          empty={<EmptyFeed onCreatePost={() => openAddPost()} />}
        />
      </main>
    </>
  );
}
