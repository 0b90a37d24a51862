import { describe, expect, it } from 'vitest';
import type { Notification } from '../../../contract/notifications';
import { newProduct } from '../../orders/testing/test-helpers';
import { createPost, uploadPostImages } from '../../posts/test-helpers';
import { serverWithCast } from '../../testing/file-server';
import type { TestSession } from '../../testing/test-server';

/**
 * Shop news (docs/decisions/0247-shop-news.md), on SQLite and PostgreSQL: a shop's followers get one notification
 * that counts its new posts and products while unread, and starts again once read; nobody else is told.
 */
const { server, seller, buyer, otherBuyer } = await serverWithCast();

async function news(who: TestSession): Promise<Notification[]> {
  const res = await server.call<{ items: Notification[] }>(
    '/user/notification/list',
    {},
    { token: who.token },
  );
  return res.data.items.filter((n) => n.kind === 'shop_news');
}

/** the news once it shows what the test waits for (followers are told just after each save, in the background) */
async function settled(who: TestSession, done: (n: Notification) => boolean): Promise<Notification[]> {
  for (let i = 0; i < 60; i += 1) {
    const found = await news(who);
    if (found[0] && done(found[0])) return found;
    await new Promise((r) => setTimeout(r, 50));
  }
  return news(who);
}

describe(`shop news (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  it('followers are told of new posts and products in one notification that counts them until read', async () => {
    await server.call('/user/follow', { user_id: seller.user_id }, { token: buyer.token });
    await newProduct(server, seller.token, { name: 'Dried longan' });
    let told = await settled(buyer, (n) => n.params.title === 'Dried longan');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      count: 1,
      actor: { id: seller.user_id },
      params: { title: 'Dried longan' },
    });

    await createPost(server, seller.token, {
      title: 'New stock today',
      imagePaths: await uploadPostImages(server, seller.token, 1),
    });
    await newProduct(server, seller.token, { name: 'Goji berries' });
    // the post's and the product's news may land in either order: both are counted
    told = await settled(buyer, (n) => n.count === 3);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ count: 3, read: false });
    expect(['Goji berries', 'New stock today']).toContain(told[0]!.params.title);

    // once read, the count starts again
    await server.call('/user/notification/marked_as_read', { ids: [told[0]!._id] }, { token: buyer.token });
    await newProduct(server, seller.token, { name: 'Red dates' });
    told = await settled(buyer, (n) => n.params.title === 'Red dates');
    expect(told[0]).toMatchObject({ count: 1, read: false, params: { title: 'Red dates' } });

    // not following: nothing; the shop itself: nothing
    expect(await news(otherBuyer)).toEqual([]);
    expect(await news(seller)).toEqual([]);
  });
});
