import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { FeedPost } from '../../../../contract/posts';
import type { CommunityId } from '../../../../contract/profile';
import { useTranslation } from '../../../i18n/use-translation';
import type { PostPage } from '../../../shared/posts/post-cache';
import { EmptyState } from '../../../ui/EmptyState';
import { PostList } from '../posts';
import { type FeedTab, FeedTabs } from './FeedTabs';
import { FollowButton } from './FollowButton';
import { useCommunities } from './useCommunities';
import { useCommunityFeed } from './useCommunityFeed';
import { useFollowingFeed } from './useFollowingFeed';

/**
 * The home feed of a logged-in person: "For you", "Following" and their interest communities as tabs
 * (docs/decisions/0059), with a follow button on each card. Loaded only after login, so the first load of
 * `/` for visitors stays within its budget.
 */
export default function SignedInFeed({
  forYou,
  pinned,
  label,
  empty,
}: {
  forYou: UseInfiniteQueryResult<InfiniteData<PostPage>>;
  pinned: FeedPost | null;
  label: string;
  empty: ReactNode;
}) {
  const { t } = useTranslation('profile');
  const [params, setParams] = useSearchParams();
  const tab = (params.get('feed') as FeedTab | null) ?? 'for-you';
  const communities = useCommunities();
  const following = useFollowingFeed(tab === 'following');
  const community = useCommunityFeed(
    tab.startsWith('community:') ? (tab.slice('community:'.length) as CommunityId) : null,
  );
  const feed = tab === 'following' ? following : tab === 'for-you' ? forYou : community;

  return (
    <>
      <FeedTabs
        tab={tab}
        communities={communities.data?.communities ?? []}
        onChange={(next) => setParams(next === 'for-you' ? {} : { feed: next }, { replace: true })}
      />
      <main>
        <PostList
          query={feed}
          label={label}
          pinned={tab === 'for-you' ? pinned : null}
          headerAction={(post) => <FollowButton userId={post.creater_id} name={post.creater} />}
          empty={
            tab === 'for-you' ? (
              empty
            ) : (
              <EmptyState title={t(tab === 'following' ? 'feed.followingEmpty' : 'feed.communityEmpty')} />
            )
          }
        />
      </main>
    </>
  );
}
