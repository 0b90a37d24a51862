import { describe, expect, it } from 'vitest';
import type { FeedPost } from '../../contract/posts';
import { serverWithSeller } from '../testing/file-server';
import { signUp } from '../testing/test-server';
import {
  createCollection,
  createPost,
  expectError,
  feedPage,
  type PostPage,
  selectedPost,
  uploadPostImages,
} from './test-helpers';

const { server, seller } = await serverWithSeller();
const seller2 = await signUp(server, 's');
const ada = await signUp(server, 'c');
const ben = await signUp(server, 'c');
const image = await uploadPostImages(server, seller.token, 1);

describe('the home feed', () => {
  it('pages newest first, each post exactly once, while new posts arrive between pages', async () => {
    const initial: string[] = [];
    for (let i = 0; i < 25; i += 1) {
      initial.push(
        (
          await createPost(server, i % 2 ? seller.token : seller2.token, {
            title: `Post ${i}`,
            imagePaths: image,
          })
        ).id,
      );
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: PostPage = await feedPage(server, { limit: 4, cursor });
      seen.push(...page.items.map((p) => p.id));
      cursor = page.next_cursor;
      pages += 1;
      // someone posts while the reader scrolls: the new post is above, never inside the pages still to come
      if (pages <= 3)
        await createPost(server, seller.token, { title: `Arrived during page ${pages}`, imagePaths: image });
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual([...initial].reverse());
    expect(pages).toBe(7);

    // a fresh first page starts with the newest
    const top = await feedPage(server, { limit: 3 });
    expect(top.items.map((p) => p.title)).toEqual([
      'Arrived during page 3',
      'Arrived during page 2',
      'Arrived during page 1',
    ]);
  });

  it('defaults to 20 per page and needs no login; limits above 50 are refused', async () => {
    const page = await feedPage(server);
    expect(page.items).toHaveLength(20);
    expect(page.next_cursor).toBe(page.items[19]!.id);
    expectError(await server.call('/res/post/list', { limit: 51 }), 400, 40000);
    expectError(await server.call('/res/post/list', { limit: 5, offset: 3 }), 400, 40000);
  });

  it('an empty feed answers no items and no cursor', async () => {
    const page = await feedPage(server, { cursor: '0' });
    expect(page).toEqual({ items: [], next_cursor: null });
  });

  it('filter by tag (case-insensitive, # allowed), by search in title/description/tags, by author', async () => {
    const a = await createPost(server, seller.token, {
      title: 'Matcha kit',
      tags: ['Tea Time'],
      description: 'Uji powder',
      imagePaths: image,
    });
    const b = await createPost(server, seller2.token, {
      title: 'Bamboo whisk',
      tags: ['Tools'],
      description: 'For 100% matcha',
      imagePaths: image,
    });
    const byTag = (await server.call<PostPage>('/res/post/filter', { tag: '#tea time' })).data;
    expect(byTag.items.map((p) => p.id)).toEqual([a.id]);
    const bySearch = (await server.call<PostPage>('/res/post/filter', { search: 'MATCHA' })).data;
    expect(bySearch.items.map((p) => p.id)).toEqual([b.id, a.id]);
    const percent = (await server.call<PostPage>('/res/post/filter', { search: '100%' })).data;
    expect(percent.items.map((p) => p.id)).toEqual([b.id]);
    const byTagText = (await server.call<PostPage>('/res/post/filter', { search: 'tools' })).data;
    expect(byTagText.items.map((p) => p.id)).toEqual([b.id]);
    const both = (
      await server.call<PostPage>('/res/post/filter', { search: 'matcha', creater_id: seller2.user_id })
    ).data;
    expect(both.items.map((p) => p.id)).toEqual([b.id]);
    const accented = await createPost(server, seller.token, {
      title: 'CAFÉ ÉLAN 咖啡',
      tags: [],
      imagePaths: image,
    });
    const unicode = (await server.call<PostPage>('/res/post/filter', { search: 'café élan' })).data;
    expect(unicode.items.map((p) => p.id)).toEqual([accented.id]);
    expect(
      (await server.call<PostPage>('/res/post/filter', { search: '咖啡' })).data.items.map((p) => p.id),
    ).toEqual([accented.id]);
    const none = (await server.call<PostPage>('/res/post/filter', { search: '%' })).data;
    expect(none.items.every((p) => `${p.title}${p.description}`.includes('%'))).toBe(true);
  });

  it('my_content lists only the caller’s own posts, paged', async () => {
    const first = (
      await server.call<PostPage>('/res/post/my_content', { limit: 5 }, { token: seller2.token })
    ).data;
    expect(first.items.length).toBe(5);
    expect(first.items.every((p) => p.creater_id === seller2.user_id)).toBe(true);
    const all: FeedPost[] = [...first.items];
    let cursor = first.next_cursor;
    while (cursor) {
      const next = (
        await server.call<PostPage>('/res/post/my_content', { limit: 5, cursor }, { token: seller2.token })
      ).data;
      all.push(...next.items);
      cursor = next.next_cursor;
    }
    expect(all.every((p) => p.creater_id === seller2.user_id)).toBe(true);
    expect(all.length).toBe(13 + 1); // 13 of the 25 paged above (even indexes) plus the whisk
    const empty = (await server.call<PostPage>('/res/post/my_content', {}, { token: ada.token })).data;
    expect(empty).toEqual({ items: [], next_cursor: null });
    expectError(await server.call('/res/post/my_content', {}), 401, 40015);
  });
});

describe('hasLiked and isSaved are the caller’s', () => {
  it('differ per caller and are false for anonymous readers', async () => {
    const post = await createPost(server, seller.token, { title: 'Per caller', imagePaths: image });
    await server.call('/res/post/like', { id: post.id }, { token: ada.token }).then((r) => r.data);
    const collection = await createCollection(server, ben.token, 'Wishlist');
    await server
      .call('/user/saved/save_content', { id: post.id, collection: collection._id }, { token: ben.token })
      .then((r) => r.data);

    const forAda = (await feedPage(server, { limit: 1 }, ada.token)).items[0]!;
    const forBen = (await feedPage(server, { limit: 1 }, ben.token)).items[0]!;
    const forNobody = (await feedPage(server, { limit: 1 })).items[0]!;
    expect(forAda).toMatchObject({ id: post.id, like: 1, hasLiked: true, isSaved: false });
    expect(forBen).toMatchObject({ id: post.id, like: 1, hasLiked: false, isSaved: true });
    expect(forNobody).toMatchObject({ id: post.id, like: 1, hasLiked: false, isSaved: false });
    expect(await selectedPost(server, post.id, ben.token)).toMatchObject({ hasLiked: false, isSaved: true });
    expect(await selectedPost(server, post.id, ada.token)).toMatchObject({ hasLiked: true, isSaved: false });

    // an unsaved post waits in her bin, and is not saved meanwhile; unliked, it is not liked
    await server.call('/user/saved/unsaved_content', { ids: [post.id] }, { token: ben.token });
    await server.call('/res/post/like', { id: post.id }, { token: ada.token });
    expect((await feedPage(server, { limit: 1 }, ben.token)).items[0]).toMatchObject({ isSaved: false });
    expect(await selectedPost(server, post.id, ada.token)).toMatchObject({ like: 0, hasLiked: false });

    // an unknown token on this open call reads the feed as a stranger
    const stale = await server.call<PostPage>('/res/post/list', { limit: 1 }, { token: 'not-a-token' });
    expect(stale.status).toBe(200);
    expect(stale.data.items[0]).toMatchObject({ hasLiked: false, isSaved: false });
  });
});
