import { beforeAll, describe, expect, it } from 'vitest';
import type { Comment, FeedPost } from '../../contract/posts';
import { serverWithSeller } from '../testing/file-server';
import { signUp } from '../testing/test-server';
import { createPost, expectError, selectedPost, uploadPostImages } from './test-helpers';

const { server, seller } = await serverWithSeller();
const ada = await signUp(server, 'c');
const ben = await signUp(server, 'c');
const image = await uploadPostImages(server, seller.token, 1);

type CommentsPage = { items: Comment[]; next_cursor: string | null; total_comments: number };
type Added = { comment: Comment; total_comments: number };

const add = (id: string, text: string, token: string, parent_id?: string) =>
  server.call<Added>('/res/post/add_comment', { id, text, ...(parent_id ? { parent_id } : {}) }, { token });
const list = (data: Record<string, unknown>, token?: string) =>
  server.call<CommentsPage>('/res/post/comments', data, { token });

describe('comments', () => {
  let post: FeedPost;
  beforeAll(async () => {
    post = await createPost(server, seller.token, { imagePaths: image });
  });

  it('adds a comment and a reply; the card counts both', async () => {
    const first = await add(post.id, '  Is it still available?  ', ada.token);
    expect(first.data.total_comments).toBe(1);
    expect(first.data.comment).toMatchObject({
      post_id: post.id,
      parent_id: null,
      text: 'Is it still available?',
      user_id: ada.user_id,
      username: `user-${ada.user_id.slice(-6)}`,
      profile_pic: null,
      canRemove: true,
      replies: [],
      reply_count: 0,
    });
    const reply = await add(post.id, 'Yes, 3 left.', seller.token, first.data.comment.id);
    expect(reply.data).toMatchObject({ total_comments: 2, comment: { parent_id: first.data.comment.id } });
    // answering a reply joins the same thread: one level only
    const nested = await add(post.id, 'Great, thanks!', ada.token, reply.data.comment.id);
    expect(nested.data.comment.parent_id).toBe(first.data.comment.id);
    expect((await selectedPost(server, post.id)).total_comments).toBe(3);

    const page = (await list({ id: post.id })).data;
    expect(page.total_comments).toBe(3);
    expect(page.items).toHaveLength(1);
    expect(page.items[0]!.reply_count).toBe(2);
    expect(page.items[0]!.replies.map((r) => r.text)).toEqual(['Yes, 3 left.', 'Great, thanks!']);
  });

  it('pages top-level comments oldest first with 3 replies each; the rest of a thread via parent_id', async () => {
    const p = await createPost(server, seller.token, { imagePaths: image });
    const tops: string[] = [];
    for (let i = 0; i < 5; i += 1)
      tops.push((await add(p.id, `Comment ${i}`, i % 2 ? ada.token : ben.token)).data.comment.id);
    for (let i = 0; i < 5; i += 1) await add(p.id, `Reply ${i}`, seller.token, tops[1]);

    const first = (await list({ id: p.id, limit: 2 })).data;
    expect(first.items.map((c) => c.text)).toEqual(['Comment 0', 'Comment 1']);
    expect(first.items[1]!.reply_count).toBe(5);
    expect(first.items[1]!.replies.map((r) => r.text)).toEqual(['Reply 0', 'Reply 1', 'Reply 2']);
    expect(first.total_comments).toBe(10);
    const second = (await list({ id: p.id, limit: 2, cursor: first.next_cursor })).data;
    expect(second.items.map((c) => c.text)).toEqual(['Comment 2', 'Comment 3']);
    const third = (await list({ id: p.id, limit: 2, cursor: second.next_cursor })).data;
    expect(third.items.map((c) => c.text)).toEqual(['Comment 4']);
    expect(third.next_cursor).toBeNull();

    const restCursor = first.items[1]!.replies[2]!.id;
    const rest = (await list({ id: p.id, parent_id: tops[1], cursor: restCursor })).data;
    expect(rest.items.map((c) => c.text)).toEqual(['Reply 3', 'Reply 4']);
    expect(rest.items.every((c) => c.replies.length === 0)).toBe(true);
    // a parent that is not a top-level comment of this post answers 404
    expectError(await list({ id: post.id, parent_id: tops[1] }), 404);
  });

  it('refuses empty and over-long text, anonymous callers, and parents of another post', async () => {
    expectError(await add(post.id, '   ', ada.token), 400, 40000);
    expectError(await add(post.id, 'x'.repeat(1001), ada.token), 400, 40000);
    expectError(await server.call('/res/post/add_comment', { id: post.id, text: 'hi' }), 401, 40015);
    const other = await createPost(server, seller.token, { imagePaths: image });
    const foreign = (await add(other.id, 'elsewhere', ben.token)).data.comment;
    expectError(await add(post.id, 'cross-thread', ada.token, foreign.id), 404);
    expectError(await add('no-such-post', 'hi', ada.token), 404, 40400);
  });

  it('stores HTML verbatim as text (a <script> or onerror comes back unchanged)', async () => {
    const texts = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(document.cookie)>',
      '"quoted" & \'single\'',
    ];
    for (const t of texts) expect((await add(post.id, t, ben.token)).data.comment.text).toBe(t);
    const page = (await list({ id: post.id, limit: 100 })).data;
    for (const t of texts) expect(page.items.some((c) => c.text === t)).toBe(true);
  });

  it('a removed post refuses comments, listing and removal (404)', async () => {
    const p = await createPost(server, seller.token, { imagePaths: image });
    const c = (await add(p.id, 'before', ada.token)).data.comment;
    await server.call('/res/post/remove', { id: p.id }, { token: seller.token }).then((r) => r.data);
    expectError(await add(p.id, 'after', ada.token), 404, 40400);
    expectError(await add(p.id, 'reply after', ada.token, c.id), 404, 40400);
    expectError(await list({ id: p.id }), 404, 40400);
    expectError(await server.call('/res/post/remove_comment', { id: c.id }, { token: ada.token }), 404);
  });
});

describe('remove_comment', () => {
  it('the writer and the post’s author may; another user may not; replies go with their comment', async () => {
    const p = await createPost(server, seller.token, { imagePaths: image });
    const byAda = (await add(p.id, 'ada says', ada.token)).data.comment;
    const reply1 = (await add(p.id, 'ben answers', ben.token, byAda.id)).data.comment;
    await add(p.id, 'seller answers', seller.token, byAda.id);
    const byBen = (await add(p.id, 'ben says', ben.token)).data.comment;

    // canRemove as each caller sees it
    const asBen = (await list({ id: p.id }, ben.token)).data.items;
    expect(asBen.map((c) => c.canRemove)).toEqual([false, true]);
    expect(asBen[0]!.replies.map((r) => r.canRemove)).toEqual([true, false]);
    const asSeller = (await list({ id: p.id }, seller.token)).data.items;
    expect(asSeller.every((c) => c.canRemove)).toBe(true);
    const anonymous = (await list({ id: p.id })).data.items;
    expect(anonymous.every((c) => !c.canRemove)).toBe(true);

    const remove = (id: string, token?: string) =>
      server.call<{ message: string; total_comments: number }>('/res/post/remove_comment', { id }, { token });
    expectError(await remove(byAda.id, ben.token), 403, 40300);
    expectError(await remove(byAda.id), 401, 40015);
    expect((await remove(reply1.id, ben.token)).data).toEqual({
      message: 'Comment deleted',
      total_comments: 3,
    });
    // the post's author removes ada's comment, with its remaining reply
    expect((await remove(byAda.id, seller.token)).data.total_comments).toBe(1);
    expect((await selectedPost(server, p.id)).total_comments).toBe(1);
    const left = (await list({ id: p.id })).data;
    expect(left.items.map((c) => c.id)).toEqual([byBen.id]);
    expectError(await remove(byAda.id, ada.token), 404);
  });

  it('concurrent comments keep an exact count', async () => {
    const p = await createPost(server, seller.token, { imagePaths: image });
    await Promise.all(
      Array.from({ length: 15 }, (_, i) => add(p.id, `c${i}`, i % 2 ? ada.token : ben.token)),
    );
    expect((await selectedPost(server, p.id)).total_comments).toBe(15);
    expect((await list({ id: p.id, limit: 100 })).data.items).toHaveLength(15);
  });
});
