import { describe, expect, it } from 'vitest';
import { inbox } from '../notifications/test-helpers';
import { serverWithSeller } from '../testing/file-server';
import { signUp } from '../testing/test-server';
import { createPost, expectError, selectedPost, uploadPostImages } from './test-helpers';

const { server, seller } = await serverWithSeller();
const customer = await signUp(server, 'c');
const image = await uploadPostImages(server, seller.token, 1);

type LikeOut = { message: string; liked: boolean; like: number };
const like = (id: string, token: string) => server.call<LikeOut>('/res/post/like', { id }, { token });

describe('like', () => {
  it('toggles: like, then unlike, with the message and new state', async () => {
    const post = await createPost(server, seller.token, { imagePaths: image });
    expect((await like(post.id, customer.token)).data).toEqual({ message: 'Liked', liked: true, like: 1 });
    expect(await selectedPost(server, post.id, customer.token)).toMatchObject({ like: 1, hasLiked: true });
    expect((await like(post.id, customer.token)).data).toEqual({ message: 'Unliked', liked: false, like: 0 });
    expect(await selectedPost(server, post.id, customer.token)).toMatchObject({ like: 0, hasLiked: false });
    expectError(await server.call('/res/post/like', { id: post.id }), 401, 40015);
  });

  it('set with liked (a like made offline, sent again): true twice is one like, false twice is none', async () => {
    const post = await createPost(server, seller.token, { imagePaths: image });
    const set = (liked: boolean) =>
      server.call<LikeOut>('/res/post/like', { id: post.id, liked }, { token: customer.token });
    expect((await set(true)).data).toMatchObject({ liked: true, like: 1 });
    expect((await set(true)).data).toMatchObject({ liked: true, like: 1 });
    // sent twice at once, as two tabs draining one queue might
    const both = await Promise.all([set(true), set(true)]);
    expect(both.map((r) => r.data.like)).toEqual([1, 1]);
    expect(await selectedPost(server, post.id, customer.token)).toMatchObject({ like: 1, hasLiked: true });
    // the seller is told of one liker, not one a send
    const told = (await inbox(server, seller.token)).items.filter((n) => n.params.post_id === post.id);
    expect(told.map((n) => [n.kind, n.count])).toEqual([['post_liked', 1]]);
    expect((await set(false)).data).toMatchObject({ liked: false, like: 0 });
    expect((await set(false)).data).toMatchObject({ liked: false, like: 0 });
    // without liked it still toggles
    expect((await like(post.id, customer.token)).data).toMatchObject({ liked: true, like: 1 });
  });

  it('20 concurrent taps from one user end at 0 or 1 like, matching hasLiked', async () => {
    const post = await createPost(server, seller.token, { imagePaths: image });
    const results = await Promise.all(Array.from({ length: 20 }, () => like(post.id, customer.token)));
    for (const r of results) expect(r.status).toBe(200);
    const after = await selectedPost(server, post.id, customer.token);
    expect([0, 1]).toContain(after.like);
    expect(after.hasLiked).toBe(after.like === 1);
    // every answer's count was a real state: 0 or 1, never more
    for (const r of results) expect([0, 1]).toContain(r.data.like);
    // the stored like rows agree with the counter: one more tap flips it to the other state
    const flip = (await like(post.id, customer.token)).data;
    expect(flip.like).toBe(1 - after.like);
  });

  it('likes from 20 users at once count 20, and 20 unlikes bring it back to 0', async () => {
    const post = await createPost(server, seller.token, { imagePaths: image });
    const users = await Promise.all(Array.from({ length: 20 }, () => signUp(server, 'c')));
    const liked = await Promise.all(users.map((u) => like(post.id, u.token)));
    expect(liked.every((r) => r.data.liked)).toBe(true);
    expect(new Set(liked.map((r) => r.data.like)).size).toBe(20); // each saw a distinct count 1..20
    expect((await selectedPost(server, post.id)).like).toBe(20);
    await Promise.all(users.map((u) => like(post.id, u.token)));
    expect((await selectedPost(server, post.id)).like).toBe(0);
  });

  it('a removed post cannot be liked or shared (404)', async () => {
    const post = await createPost(server, seller.token, { imagePaths: image });
    await server.call('/res/post/remove', { id: post.id }, { token: seller.token }).then((r) => r.data);
    expectError(await like(post.id, customer.token), 404, 40400);
    expectError(await server.call('/res/post/shared', { id: post.id }), 404, 40400);
  });
});

describe('shared', () => {
  it('records each share, also anonymous ones, and the card shows the count', async () => {
    const post = await createPost(server, seller.token, { imagePaths: image });
    const first = await server.call<{ message: string; share: number }>(
      '/res/post/shared',
      { id: post.id },
      { token: customer.token },
    );
    expect(first.data).toEqual({ message: 'Shared', share: 1 });
    const results = await Promise.all(
      Array.from({ length: 10 }, () => server.call('/res/post/shared', { id: post.id })),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect((await selectedPost(server, post.id)).share).toBe(11);
  });
});
