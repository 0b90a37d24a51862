import { describe, expect, it } from 'vitest';
import type { Collection } from '../../contract/collections';
import type { Comment } from '../../contract/posts';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import { serverForFile } from '../testing/file-server';
import type { PostPage } from './test-helpers';

const server = await serverForFile({ SEED_DEMO: 'on' });

describe('demo data', () => {
  it('has posts by both demo sellers with galleries, linked products, likes, comments with replies, and Ada’s saved post', async () => {
    const login = await server.call<{ token: string }>('/auth/user/login', {
      email: 'ada@stallfeed.demo',
      passwd: DEMO_PASSWORD,
    });
    const token = login.data.token;
    const feed = (await server.call<PostPage>('/res/post/list', { limit: 50 }, { token })).data;
    const posts = feed.items;
    expect(posts.length).toBeGreaterThanOrEqual(6);
    // a seller's posts carry her shop name (issue 25: one public name for a seller everywhere)
    expect(new Set(posts.map((p) => p.creater))).toEqual(
      new Set(['Mei’s Dried Goods 美記海味', 'Kenji Crafts']),
    );
    // every gallery layout: 1, 2, 3 and 4+, with some over 4 (the +N tile)
    const sizes = new Set(posts.map((p) => Math.min(p.imagePaths.length, 4)));
    expect(sizes).toEqual(new Set([1, 2, 3, 4]));
    expect(posts.some((p) => p.imagePaths.length >= 5)).toBe(true);
    expect(posts.every((p) => p.linkedProducts.length > 0)).toBe(true);
    expect(posts.some((p) => p.hasLiked)).toBe(true);
    // Ada saved 6 posts (server/collections/seed.ts) and unsaved one of them, now in her Recently deleted
    expect(posts.filter((p) => p.isSaved)).toHaveLength(5);

    // images and linked products point at real stored images
    const img = await fetch(`${server.url}/img/${posts[0]!.imagePaths[0]}`);
    expect(img.status).toBe(200);

    // the most discussed post has a thread with replies
    const discussed = [...posts].sort((a, b) => b.total_comments - a.total_comments)[0]!;
    const comments = (
      await server.call<{ items: Comment[] }>('/res/post/comments', { id: discussed.id }, { token })
    ).data.items;
    expect(comments.some((c) => c.replies.length > 0)).toBe(true);

    const collections = (await server.call<Collection[]>('/user/saved/list_collection', {}, { token })).data;
    // the collections seed step (server/collections/seed.ts) adds to the posts step's Gift ideas
    expect(collections.map((c) => c.name).sort()).toEqual(['Gift ideas', 'Snacks to try']);
    const gifts = collections.find((c) => c.name === 'Gift ideas')!;
    expect(gifts.count).toBe(5);
    expect(gifts.cover).toMatch(/^[0-9a-f]{32}\/1280\.webp$/);

    // "Recently deleted" shows a deleted collection and an unsaved post, so /savedContent shows both parts
    const bin = (
      await server.call<{ collections: Collection[]; unsaved: { _id: string }[] }>(
        '/user/saved/list_recently_deleted',
        {},
        { token },
      )
    ).data;
    expect(bin.collections.map((c) => c.name)).toEqual(['Old wishlist']);
    expect(bin.unsaved).toHaveLength(1);
    expect(posts.find((p) => p.id === bin.unsaved[0]!._id)?.isSaved).toBe(false);
  });

  // not posts, but the same demo server: Mei's own search words (server/search/seed.ts, decision 0290)
  it('finds Mei’s dried scallops by her customers’ word 瑤柱, and only hers', async () => {
    const found = await server.call<{ name: string; seller_id: string }[]>('/res/product/list', {
      search: '瑤柱',
    });
    expect(found.data.map((p) => p.name).sort()).toEqual(
      ['Hokkaido dried scallops 北海道元貝', 'Loose dried scallops 散裝元貝'].sort(),
    );
  });
});
