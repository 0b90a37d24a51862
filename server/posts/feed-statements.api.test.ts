import { describe, expect, it } from 'vitest';
import { countedServer } from '../testing/counted-server';
import { signUp } from '../testing/test-server';
import { createPost, createProduct, feedPage, selectedPost, uploadPostImages } from './test-helpers';

// A page of posts is one statement for a reader who is not signed in, its authors and its linked products' cards
// with it (the author_cards and product_cards views; docs/decisions/0294-postgresql-statements-are-the-cost.md):
// on PostgreSQL each statement is a round trip, and the feed is the most read page. The cards keep each post's
// order of its products, leave out a product removed since, and say what the catalogue says.
const { server, counter } = await countedServer();
const seller = await signUp(server, 's');
const ada = await signUp(server, 'c');

describe('a page of posts with their linked products', () => {
  it('is one statement signed out, and shows each post its live products in its own order', async () => {
    const image = await uploadPostImages(server, seller.token, 1);
    const scallops = await createProduct(server, seller.token, {
      name: 'Scallops',
      price: 188.5,
      discount: 10,
    });
    const shiitake = await createProduct(server, seller.token, { name: 'Shiitake', price: 48, discount: 0 });
    const abalone = await createProduct(server, seller.token, { name: 'Abalone', price: 320, discount: 25 });
    const linked = await createPost(server, seller.token, {
      title: 'Three things',
      imagePaths: image,
      linkedProducts: [shiitake._id, scallops._id, abalone._id],
    });
    await createPost(server, seller.token, { title: 'Nothing linked', imagePaths: image });
    const removed = await server.call('/res/product/remove', { ids: [abalone._id] }, { token: seller.token });
    expect(removed.status).toBe(200);

    const signedOut = await counter.countedAll(() => feedPage(server, { limit: 2 }));
    expect(signedOut.queries, signedOut.sql.join('\n')).toBe(1);
    const [bare, withLinks] = signedOut.result.items;
    expect(bare?.title).toBe('Nothing linked');
    expect(bare?.linkedProducts).toEqual([]);
    expect(withLinks?.id).toBe(linked.id);
    // the post's order (shiitake first), the removed abalone gone, each card as the catalogue shows the product
    const card = (p: typeof scallops) => ({
      id: p._id,
      name: p.name,
      description: p.description,
      price: p.price,
      discounted_price: p.discounted_price,
      image: p.imagePaths[0],
    });
    expect(withLinks?.linkedProducts).toEqual([card(shiitake), card(scallops)]);
    expect(card(scallops)).toMatchObject({ price: 188.5, discounted_price: 169.65 });

    // one post alone reads the same cards
    expect((await selectedPost(server, linked.id)).linkedProducts).toEqual(withLinks?.linkedProducts);

    // signed in: her session, then the page with which of its posts she likes and has saved
    const signedIn = await counter.countedAll(() => feedPage(server, { limit: 2 }, ada.token));
    expect(signedIn.queries, signedIn.sql.join('\n')).toBe(2);
    expect(signedIn.result.items).toEqual(signedOut.result.items);
  });
});
