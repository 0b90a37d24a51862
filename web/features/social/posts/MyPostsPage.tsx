import { Newspaper, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { useSession } from '../../../lib/session';
import { EmptyState } from '../../../ui/EmptyState';
import { PageHeader } from '../../../ui/PageHeader';
import { openAddPost } from './add-post-store';
import { PostList } from './PostList';
import { useMyPosts } from './useMyPosts';

/** `/post`: the seller's own posts as customers see them, with the empty state and Create Post. */
export default function MyPostsPage() {
  const { t } = useTranslation('posts');
  const session = useSession();
  const posts = useMyPosts();
  const seller = session?.role === 's';
  return (
    <>
      <PageHeader
        title={t('mine.title')}
        right={
          <>
            <Link
              to="/myContent"
              className="flex min-h-11 items-center rounded-full px-3 text-sm font-semibold text-brand-dark hover:bg-pink-50 focus-visible:outline-2 focus-visible:outline-brand"
            >
              {t('mine.manage')}
            </Link>
            {seller && (
              <button
                type="button"
                onClick={() => openAddPost()}
                aria-label={t('mine.create')}
                className="flex size-11 items-center justify-center rounded-full text-gray-800 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand"
              >
                <Plus aria-hidden="true" className="size-6" />
              </button>
            )}
          </>
        }
      />
      <main>
        <PostList
          query={posts}
          label={t('mine.title')}
          empty={
            <EmptyState
              icon={<Newspaper />}
              title={t('mine.emptyTitle')}
              message={seller ? t('mine.empty') : undefined}
              action={seller ? { label: t('mine.create'), onClick: () => openAddPost() } : undefined}
            />
          }
        />
      </main>
    </>
  );
}
