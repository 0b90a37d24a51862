import { Bookmark, FolderPlus, ListChecks, Pencil, Plus } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { ALL_SAVED } from '../../../../contract/collections';
import { useTranslation } from '../../../i18n/use-translation';
import { useOfflineAsOf } from '../../../lib/route-cache/offline-query';
import { useSession } from '../../../lib/session';
import { OfflineMark } from '../../../shared/OfflineMark';
import { PostGrid, PostGridSkeleton } from '../../../shared/posts/PostGrid';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadFailed, QueryFailed } from '../../../ui/LoadFailed';
import { LoadMoreOf } from '../../../ui/LoadMore';
import { PageHeader } from '../../../ui/PageHeader';
import { Skeleton } from '../../../ui/Skeleton';
import {
  collectionCopyName,
  collectionsCopyName,
  useCollectionItems,
  useCollections,
  useInvalidateCollections,
} from '../collections';
import { CollectionTile } from './CollectionTile';
import { PullToRefresh } from './PullToRefresh';
import { RecentlyDeleted } from './RecentlyDeleted';

const iconLink =
  'flex size-11 items-center justify-center rounded-full text-gray-800 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand';

/**
 * `/savedContent`: "All saved" and the caller's collections as tiles, then "Recently deleted";
 * `/savedContent?id=<collection or all>`: one collection as a grid of its posts (docs/decisions/0060).
 */
export default function SavedContentPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  return id ? <CollectionView id={id} /> : <Overview />;
}

function Overview() {
  const { t } = useTranslation('saved');
  const collections = useCollections();
  const all = useCollectionItems(ALL_SAVED);
  const invalidate = useInvalidateCollections();
  const allSaved = all.data?.pages[0]?.collection;
  const list = collections.data ?? [];
  // offline, the phone's copies with their time (decision 0269)
  const viewer = useSession()?.user_id;
  const asOf = useOfflineAsOf(collectionsCopyName(viewer), collectionCopyName(viewer, ALL_SAVED));
  const refreshing = (collections.isFetching || all.isFetching) && !collections.isPending;

  return (
    <>
      <PageHeader
        title={t('title')}
        back
        right={
          <Link to="/createCollection" aria-label={t('newCollection')} className={iconLink}>
            <Plus aria-hidden="true" className="size-6" />
          </Link>
        }
      />
      <OfflineMark asOf={asOf} />
      <PullToRefresh onRefresh={() => void invalidate()} refreshing={refreshing}>
        <main className="pb-10">
          {collections.isPending || all.isPending ? (
            <ul aria-busy="true" aria-label={t('loading')} className="grid grid-cols-2 gap-4 p-4">
              {[0, 1, 2, 3].map((i) => (
                <li key={i}>
                  <Skeleton className="aspect-square rounded-2xl" />
                  <Skeleton className="mt-2 h-4 w-2/3" />
                </li>
              ))}
            </ul>
          ) : collections.isError || all.isError ? (
            <LoadFailed
              title={t('loadError')}
              error={collections.error ?? all.error}
              onRetry={() => void invalidate()}
            />
          ) : (allSaved?.count ?? 0) === 0 && list.length === 0 ? (
            <EmptyState
              icon={<Bookmark />}
              title={t('emptyTitle')}
              message={t('empty')}
              action={{ label: t('browse'), to: '/' }}
            />
          ) : (
            <ul aria-label={t('collectionsLabel')} className="grid grid-cols-2 gap-x-4 gap-y-5 p-4">
              <li>
                <CollectionTile
                  to={`/savedContent?id=${ALL_SAVED}`}
                  name={t('allSaved')}
                  count={allSaved?.count ?? 0}
                  covers={allSaved?.covers ?? []}
                />
              </li>
              {list.map((c) => (
                <li key={c._id}>
                  <CollectionTile
                    to={`/savedContent?id=${encodeURIComponent(c._id)}`}
                    name={c.name}
                    count={c.count}
                    covers={c.covers}
                  />
                </li>
              ))}
              <li>
                <Link
                  to="/createCollection"
                  className="flex aspect-square flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-pink-200 font-semibold text-brand-dark focus-visible:outline-2 focus-visible:outline-brand"
                >
                  <FolderPlus aria-hidden="true" className="size-7" />
                  {t('newCollection')}
                </Link>
              </li>
            </ul>
          )}
          <RecentlyDeleted />
        </main>
      </PullToRefresh>
    </>
  );
}

function CollectionView({ id }: { id: string }) {
  const { t } = useTranslation('saved');
  const items = useCollectionItems(id);
  const invalidate = useInvalidateCollections();
  const collection = items.data?.pages[0]?.collection;
  const name = id === ALL_SAVED ? t('allSaved') : (collection?.name ?? '');
  const list = items.data?.pages.flatMap((p) => p.items) ?? [];
  const q = encodeURIComponent(id);
  const asOf = useOfflineAsOf(collectionCopyName(useSession()?.user_id, id));

  return (
    <>
      <PageHeader
        title={name || t('title')}
        back="/savedContent"
        right={
          collection && (
            <div className="flex">
              {id !== ALL_SAVED && (
                <Link to={`/collectionName?id=${q}`} aria-label={t('rename')} className={iconLink}>
                  <Pencil aria-hidden="true" className="size-5" />
                </Link>
              )}
              <Link to={`/editCollection?id=${q}`} aria-label={t('edit')} className={iconLink}>
                <ListChecks aria-hidden="true" className="size-5" />
              </Link>
            </div>
          )
        }
      />
      <OfflineMark asOf={asOf} />
      <PullToRefresh onRefresh={() => void invalidate()} refreshing={items.isRefetching}>
        <main className="pb-10">
          {items.isPending ? (
            <PostGridSkeleton label={t('loading')} />
          ) : items.isError ? (
            <QueryFailed title={t('loadError')} query={items} />
          ) : list.length === 0 ? (
            <EmptyState
              icon={<Bookmark />}
              title={t('collectionEmpty')}
              message={t('collectionEmptyHint')}
              action={{ label: t('browse'), to: '/' }}
            />
          ) : (
            <>
              <p className="px-4 py-2 text-sm text-gray-500">
                {t('count', { count: collection?.count ?? 0 })}
              </p>
              <PostGrid items={list} label={t('gridLabel', { name })} />
              <LoadMoreOf query={items} />
            </>
          )}
        </main>
      </PullToRefresh>
    </>
  );
}
