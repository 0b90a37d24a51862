import { describe, expect, it } from 'vitest';
import type { FeedPost } from '../../contract/posts';
import { serverWithSeller } from '../testing/file-server';
import { signUp } from '../testing/test-server';
import {
  createPost,
  createProduct,
  expectError,
  feedPage,
  imageForm,
  postForm,
  postPayload,
  selectedPost,
  uploadPostImages,
} from './test-helpers';

const { server, seller } = await serverWithSeller();
const otherSeller = await signUp(server, 's');
const customer = await signUp(server, 'c');
const images = await uploadPostImages(server, seller.token, 10);

const create = (data: unknown, token = seller.token) =>
  server.call<{ id: string; post: FeedPost }>('/res/post/create', data, { token });

describe('create', () => {
  it('publishes a post with everything the card needs, at the top of the feed', async () => {
    const product = await createProduct(server, seller.token, {
      name: 'Scallops 200 g',
      price: 100,
      discount: 10,
    });
    const res = await create(
      postPayload(images.slice(0, 3), {
        title: '  New stock  ',
        tags: ['Seafood', 'seafood', '  Dried   goods '],
        linkedProducts: [product._id, product._id],
      }),
    );
    expect(res.status).toBe(200);
    const post = res.data.post;
    expect(res.data.id).toBe(post.id);
    expect(post).toMatchObject({
      title: 'New stock',
      tags: ['Seafood', 'Dried goods'],
      imagePaths: images.slice(0, 3),
      creater_id: seller.user_id,
      creater_profile_pic: null,
      like: 0,
      total_comments: 0,
      share: 0,
      hasLiked: false,
      isSaved: false,
    });
    // no username yet: a neutral name, never a part of the email address
    expect(post.creater).toBe(`user-${seller.user_id.slice(-6)}`);
    expect(post.linkedProducts).toEqual([
      {
        id: product._id,
        name: 'Scallops 200 g',
        description: product.description,
        price: 100,
        discounted_price: 90,
        image: product.imagePaths[0],
      },
    ]);
    expect(new Date(post.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);

    // issue 25: a seller is named by her shop name, else her display name, on her posts too
    const shown = async () =>
      (await server.call<FeedPost>('/res/post/selected_post', { id: post.id }, { token: seller.token })).data
        .creater;
    await server.call('/user/info/update', { nickname: 'Mei' }, { token: seller.token });
    expect(await shown()).toBe('Mei');
    await server.call('/user/info/update', { shop_name: 'Mei’s Stall 美記' }, { token: seller.token });
    expect(await shown()).toBe('Mei’s Stall 美記');
    await server.call('/user/info/update', { shop_name: '', nickname: '' }, { token: seller.token });
    expect(await shown()).toBe(`user-${seller.user_id.slice(-6)}`);
    const feed = await feedPage(server);
    expect(feed.items[0]?.id).toBe(post.id);
  });

  it.each([
    ['no title', { title: undefined }, /title/],
    ['a blank title', { title: '   ' }, /title/],
    ['a 121-character title', { title: 'x'.repeat(121) }, /title/],
    ['no images', { imagePaths: [] }, /imagePaths/],
    ['11 images', { imagePaths: 'ELEVEN' }, /imagePaths/],
    ['a path that is not an upload', { imagePaths: ['../../etc/passwd'] }, /imagePaths\.0/],
    [
      'a well-formed path never uploaded',
      { imagePaths: [`${'cd'.repeat(16)}/1280.webp`] },
      /imagePaths\.0: this image was not uploaded/,
    ],
    ['a prohibited tag', { tags: ['Replica bags'] }, /tags\.0/],
    ['11 tags', { tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, /tags/],
    ['a 31-character tag', { tags: ['y'.repeat(31)] }, /tags\.0/],
    ['a 2001-character description', { description: 'z'.repeat(2001) }, /description/],
    ['an unknown field', { author_id: 'someone' }, /author_id/],
  ] as [string, Record<string, unknown>, RegExp][])(
    'refuses %s (400, nothing written)',
    async (_name, override, pattern) => {
      const before = await feedPage(server, { limit: 50 });
      const data = postPayload(images.slice(0, 1), override) as Record<string, unknown>;
      if (override.imagePaths === 'ELEVEN') data.imagePaths = [...images, images[0]];
      if ('title' in override && override.title === undefined) delete data.title;
      const message = expectError(await create(data), 400, 40000);
      expect(message).toMatch(pattern);
      const after = await feedPage(server, { limit: 50 });
      expect(after.items.map((p) => p.id)).toEqual(before.items.map((p) => p.id));
    },
  );

  it('accepts exactly 10 images', async () => {
    const res = await create(postPayload(images));
    expect(res.status).toBe(200);
    expect(res.data.post.imagePaths).toHaveLength(10);
  });

  it('refuses a linked product of another seller, a removed one and an unknown id (400)', async () => {
    const theirs = await createProduct(server, otherSeller.token);
    expect(
      expectError(
        await create(postPayload(images.slice(0, 1), { linkedProducts: [theirs._id] })),
        400,
        40000,
      ),
    ).toMatch(/linkedProducts\.0: link only your own products/);
    const mine = await createProduct(server, seller.token);
    const gone = await createProduct(server, seller.token);
    await server
      .call('/res/product/remove', { ids: [gone._id] }, { token: seller.token })
      .then((r) => r.data);
    expect(
      expectError(
        await create(postPayload(images.slice(0, 1), { linkedProducts: [mine._id, gone._id] })),
        400,
      ),
    ).toMatch(/linkedProducts\.1/);
    expectError(await create(postPayload(images.slice(0, 1), { linkedProducts: ['no-such-product'] })), 400);
  });

  it('a customer cannot post (403) nor upload post images; anonymous callers get 40015', async () => {
    expectError(await create(postPayload(images.slice(0, 1)), customer.token), 403, 40301);
    expectError(await server.call('/res/post/create', postPayload(images.slice(0, 1))), 401, 40015);
    const upload = await postForm(server, '/res/post/upload_img', await imageForm(customer.token, 1));
    expect(upload.status).toBe(403);
    const anonymous = await postForm(server, '/res/post/upload_img', await imageForm(null, 1));
    expect(anonymous.status).toBe(401);
  });

  it('upload_img refuses a non-image and more than 10 files', async () => {
    const form = new FormData();
    form.append('token', seller.token);
    form.append('files', new Blob(['<svg onload=alert(1)>'], { type: 'image/png' }), 'x.png');
    const bad = await postForm(server, '/res/post/upload_img', form);
    expect(bad.status).toBe(400);
    const tooMany = await postForm(server, '/res/post/upload_img', await imageForm(seller.token, 11));
    expect(tooMany.status).toBeGreaterThanOrEqual(400);
    expect(tooMany.status).toBeLessThan(500);
  });

  it('stores a title and description holding HTML verbatim, as text', async () => {
    const title = '<script>alert("x")</script>';
    const description = '<img src=x onerror="alert(document.cookie)"> & <b>bold</b>';
    const post = await createPost(server, seller.token, {
      title,
      description,
      imagePaths: images.slice(0, 1),
    });
    expect(post.title).toBe(title);
    const again = await selectedPost(server, post.id);
    expect(again.title).toBe(title);
    expect(again.description).toBe(description);
  });
});

describe('linked products show current values', () => {
  it('follows the product’s name and price, and drops it once removed', async () => {
    const a = await createProduct(server, seller.token, { name: 'Old name', price: 10, discount: 0 });
    const b = await createProduct(server, seller.token, { name: 'Second', price: 20, discount: 0 });
    const post = await createPost(server, seller.token, {
      imagePaths: images.slice(0, 1),
      linkedProducts: [b._id, a._id],
    });
    expect(post.linkedProducts.map((p) => p.id)).toEqual([b._id, a._id]);

    await server
      .call(
        '/res/product/update',
        {
          id: a._id,
          name: 'New name',
          description: a.description,
          price: 12.5,
          cost: 5,
          quantity: 3,
          discount: 0,
          category: [],
          imagePath: a.imagePaths,
        },
        { token: seller.token },
      )
      .then((r) => r.data);
    const renamed = await selectedPost(server, post.id);
    expect(renamed.linkedProducts.find((p) => p.id === a._id)).toMatchObject({
      name: 'New name',
      price: 12.5,
    });

    await server.call('/res/product/remove', { ids: [b._id] }, { token: seller.token }).then((r) => r.data);
    const after = await selectedPost(server, post.id);
    expect(after.linkedProducts.map((p) => p.id)).toEqual([a._id]);
  });
});

describe('update and remove', () => {
  it('only the author updates; the change shows in the feed', async () => {
    const post = await createPost(server, seller.token, { imagePaths: images.slice(0, 2) });
    const payload = { id: post.id, ...postPayload(images.slice(2, 4), { title: 'Edited', tags: ['Sale'] }) };

    expectError(await server.call('/res/post/update', payload, { token: otherSeller.token }), 403, 40300);
    expectError(await server.call('/res/post/update', payload, { token: customer.token }), 403, 40301);
    expectError(await server.call('/res/post/update', payload), 401, 40015);
    expect((await selectedPost(server, post.id)).title).toBe(post.title);

    const res = await server.call<{ id: string; post: FeedPost }>('/res/post/update', payload, {
      token: seller.token,
    });
    expect(res.data.post).toMatchObject({
      id: post.id,
      title: 'Edited',
      tags: ['Sale'],
      imagePaths: images.slice(2, 4),
    });
    expect((await selectedPost(server, post.id)).title).toBe('Edited');
    // same rules as create
    expectError(
      await server.call('/res/post/update', { ...payload, imagePaths: [] }, { token: seller.token }),
      400,
    );
  });

  it('only the author removes; a removed post leaves the feed and answers 404', async () => {
    const post = await createPost(server, seller.token, { imagePaths: images.slice(0, 1) });
    expectError(
      await server.call('/res/post/remove', { id: post.id }, { token: otherSeller.token }),
      403,
      40300,
    );
    expectError(await server.call('/res/post/remove', { id: post.id }, { token: customer.token }), 403);
    expectError(await server.call('/res/post/remove', { id: post.id }), 401, 40015);
    expect((await selectedPost(server, post.id)).id).toBe(post.id);

    const res = await server.call<{ message: string }>(
      '/res/post/remove',
      { id: post.id },
      { token: seller.token },
    );
    expect(res.data.message).toBe('Post removed');
    expectError(await server.call('/res/post/selected_post', { id: post.id }), 404, 40400);
    const feed = await feedPage(server, { limit: 50 });
    expect(feed.items.some((p) => p.id === post.id)).toBe(false);
    expectError(await server.call('/res/post/remove', { id: post.id }, { token: seller.token }), 404);
    expectError(
      await server.call(
        '/res/post/update',
        { id: post.id, ...postPayload(images.slice(0, 1)) },
        { token: seller.token },
      ),
      404,
    );
  });

  it('an unknown post answers 404', async () => {
    expectError(await server.call('/res/post/selected_post', { id: 'nope' }), 404, 40400);
    expectError(await server.call('/res/post/like', { id: 'nope' }, { token: customer.token }), 404);
  });
});
