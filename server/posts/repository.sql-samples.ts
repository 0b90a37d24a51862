import type { SqlSamples } from '../db/sql-samples';
import type { PostsRepository } from './repository';

const post = {
  title: 'Dried scallops, new stock',
  description: 'Hokkaido, 2L size',
  tags: ['dried-goods', 'scallops'],
  imagePaths: ['p/scallops.webp'],
  linkedProductIds: ['product-1'],
};

// what npm run sql-snapshots runs these methods with (server/db/sql-samples.ts)
export const sqlSamples: { PostsRepository: SqlSamples<PostsRepository> } = {
  PostsRepository: {
    insertMany: {
      args: () => [
        [{ ...post, id: 'post-1', authorId: 'user-1', now: 0, likeCount: 3, commentCount: 1, shareCount: 0 }],
      ],
    },
    // a search of two terms, the second with a near spelling; the first page of one author's posts
    feedPage: {
      args: () => [
        { limit: 20, authorId: 'user-1', cursor: 'post-9', search: [['scallop'], ['dried', 'dryed']] },
      ],
    },
    isCommon: {
      args: () => [['scallop']],
      noQuery: { postgres: 'PostgreSQL’s planner weighs a common term itself, from pg_trgm’s statistics' },
    },
    toggleLike: { args: () => ['post-1', 'user-1', 0, async () => undefined] },
    addComment: {
      args: () => [
        {
          id: 'comment-2',
          postId: 'post-1',
          parentId: 'comment-1',
          userId: 'user-1',
          body: 'How much per catty?',
          now: 0,
        },
      ],
    },
    addShare: { args: () => [{ id: 'share-1', postId: 'post-1', userId: 'user-1', now: 0 }] },
  },
};
