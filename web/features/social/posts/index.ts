// The public surface of this feature: what other features may use (docs/decisions/0094-web-feature-boundaries.md).
export { Avatar } from './Avatar';
export { openAddPost } from './add-post-store';
export { CommentSection } from './CommentsPage';
export { feedTags } from './feed-tags';
export { Lightbox } from './Lightbox';
export { PostCard, PostCardSkeleton } from './PostCard';
export { PostGallery } from './PostGallery';
export { PostList, PostListSkeleton } from './PostList';
export { COMMENTS_PAGE, useComments } from './useComments';
export { useFilteredFeed } from './useFilteredFeed';
export { usePost } from './usePost';
export { FEED_STALE_MS, feedOfflineAsOf, postFeedQuery, usePostFeed } from './usePostFeed';
