import { describe, expect, it } from 'vitest';
import type { Collection } from '../../contract/collections';
import {
  createCollection,
  createPost,
  expectError,
  selectedPost,
  uploadPostImages,
} from '../posts/test-helpers';
import { serverWithSeller } from '../testing/file-server';
import { signUp } from '../testing/test-server';

const { server, seller } = await serverWithSeller();
const ada = await signUp(server, 'c');
const ben = await signUp(server, 'c');
const images = await uploadPostImages(server, seller.token, 3);

type Saved = { message: string; collection: string; moved: boolean };
const listOf = async (token: string, prefix = '/user/saved') =>
  (await server.call<Collection[]>(`${prefix}/list_collection`, {}, { token })).data;
const save = (id: string, collection: string, token: string, prefix = '/user/saved') =>
  server.call<Saved>(`${prefix}/save_content`, { id, collection }, { token });

describe('collections', () => {
  it('creates collections with unique names per user regardless of case (409), lists them newest first', async () => {
    const gifts = await createCollection(server, ada.token, '  Gift   ideas ');
    expect(gifts).toMatchObject({ name: 'Gift ideas', count: 0, cover: null });
    const res = await server.call(
      '/user/saved/create_collection',
      { name: 'GIFT IDEAS' },
      { token: ada.token },
    );
    expect(expectError(res, 409, 40900)).toMatch(/already have a collection with this name/);
    // another user may use the same name
    await createCollection(server, ben.token, 'Gift ideas');
    const later = await createCollection(server, ada.token, 'Later');
    expect((await listOf(ada.token)).map((c) => c._id)).toEqual([later._id, gifts._id]);
    expectError(
      await server.call('/user/saved/create_collection', { name: '' }, { token: ada.token }),
      400,
      40000,
    );
    expectError(
      await server.call('/user/saved/create_collection', { name: 'n'.repeat(51) }, { token: ada.token }),
      400,
    );
    expectError(await server.call('/user/saved/create_collection', { name: 'x' }), 401, 40015);
    expectError(await server.call('/user/saved/list_collection', {}), 401, 40015);
  });

  it('saves a post (isSaved), into several collections, counts and covers follow; /collection/ is an alias', async () => {
    const a = await createCollection(server, ada.token, 'Food');
    const b = await createCollection(server, ada.token, 'Crafts');
    const post = await createPost(server, seller.token, { imagePaths: [images[1]!, images[2]!] });
    expect((await save(post.id, a._id, ada.token)).data).toEqual({
      message: 'saved',
      collection: a._id,
      moved: false,
    });
    expect((await selectedPost(server, post.id, ada.token)).isSaved).toBe(true);
    let mine = await listOf(ada.token);
    expect(mine.find((c) => c._id === a._id)).toMatchObject({ count: 1, cover: images[1] });

    // saved again into another collection: now in both (docs/decisions/0060)
    expect((await save(post.id, b._id, ada.token, '/collection')).data).toMatchObject({ moved: false });
    mine = await listOf(ada.token, '/collection');
    expect(mine.find((c) => c._id === a._id)).toMatchObject({ count: 1, cover: images[1] });
    expect(mine.find((c) => c._id === b._id)).toMatchObject({ count: 1, cover: images[1] });
    // saving into the same collection twice is harmless
    expect((await save(post.id, b._id, ada.token)).data.moved).toBe(false);
    expect((await listOf(ada.token)).find((c) => c._id === b._id)?.count).toBe(1);

    // unsave: gone from the card and the counts; unknown ids are ignored
    const un = await server.call<{ message: string; removed: number }>(
      '/collection/unsaved_content',
      { ids: [post.id, 'never-saved'] },
      { token: ada.token },
    );
    expect(un.data).toEqual({ message: 'Unsaved', removed: 1 });
    expect((await selectedPost(server, post.id, ada.token)).isSaved).toBe(false);
    expect((await listOf(ada.token)).find((c) => c._id === b._id)?.count).toBe(0);
    expectError(await server.call('/user/saved/unsaved_content', { ids: [] }, { token: ada.token }), 400);
  });

  it('is private: another user’s collection is invisible and cannot be saved into (404)', async () => {
    const adas = await createCollection(server, ada.token, 'Private');
    const post = await createPost(server, seller.token, { imagePaths: [images[0]!] });
    const res = await save(post.id, adas._id, ben.token);
    expect(expectError(res, 404, 40400)).toMatch(/Collection not found/);
    expect((await listOf(ben.token)).some((c) => c._id === adas._id)).toBe(false);
    expect((await listOf(ada.token)).find((c) => c._id === adas._id)?.count).toBe(0);
    // an unknown collection answers exactly the same
    const unknown = await save(post.id, 'no-such-collection', ben.token);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(res.body);
    // ben's unsave cannot touch ada's saves
    await save(post.id, adas._id, ada.token).then((r) => r.data);
    await server
      .call('/user/saved/unsaved_content', { ids: [post.id] }, { token: ben.token })
      .then((r) => r.data);
    expect((await selectedPost(server, post.id, ada.token)).isSaved).toBe(true);
  });

  it('a removed post cannot be saved and drops out of its collection’s count', async () => {
    const c = await createCollection(server, ben.token, 'Soon gone');
    const keep = await createPost(server, seller.token, { imagePaths: [images[0]!] });
    const gone = await createPost(server, seller.token, { imagePaths: [images[2]!] });
    await save(keep.id, c._id, ben.token).then((r) => r.data);
    await save(gone.id, c._id, ben.token).then((r) => r.data);
    expect((await listOf(ben.token)).find((x) => x._id === c._id)).toMatchObject({
      count: 2,
      cover: images[2],
    });
    await server.call('/res/post/remove', { id: gone.id }, { token: seller.token }).then((r) => r.data);
    expect((await listOf(ben.token)).find((x) => x._id === c._id)).toMatchObject({
      count: 1,
      cover: images[0],
    });
    const other = await createCollection(server, ben.token, 'Other');
    expectError(await save(gone.id, other._id, ben.token), 404, 40400);
    expectError(await save('no-such-post', other._id, ben.token), 404, 40400);
  });

  it('concurrent saves of one post keep one save per collection', async () => {
    const c1 = await createCollection(server, ada.token, 'Race 1');
    const c2 = await createCollection(server, ada.token, 'Race 2');
    const post = await createPost(server, seller.token, { imagePaths: [images[0]!] });
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => save(post.id, i % 2 ? c1._id : c2._id, ada.token)),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    const counts = (await listOf(ada.token))
      .filter((c) => c._id === c1._id || c._id === c2._id)
      .map((c) => c.count);
    expect(counts).toEqual([1, 1]);
  });
});
