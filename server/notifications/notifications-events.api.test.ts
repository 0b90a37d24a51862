import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutCart } from '../orders/testing/online-orders';
import { addAddress, addToCart, idemKey, newProduct } from '../orders/testing/test-helpers';
import { createPost, uploadPostImages } from '../posts/test-helpers';
import { signUp, signUpCast, startTestServer, type TestServer } from '../testing/test-server';
import { inbox, secondDevice } from './test-helpers';

/**
 * Each event kind creates exactly one notification for the right reader and none for the actor, in the
 * causing transaction (docs/decisions/0065-notifications-events.md).
 */
describe(`notifications: events (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('likes: grouped per post, 20 concurrent likes make one notification with the right count; none for the author', async () => {
    const { seller } = await signUpCast(server);
    const image = await uploadPostImages(server, seller.token);
    const post = await createPost(server, seller.token, { imagePaths: image });
    const likers = await Promise.all(Array.from({ length: 20 }, () => signUp(server, 'c')));
    await server.call('/res/post/like', { id: post.id }, { token: seller.token }).then((r) => r.data);
    await Promise.all(
      likers.map((u) =>
        server.call('/res/post/like', { id: post.id }, { token: u.token }).then((r) => r.data),
      ),
    );
    const page = await inbox(server, seller.token);
    expect(page.items).toHaveLength(1);
    const [n] = page.items;
    expect(n!.kind).toBe('post_liked');
    expect(n!.count).toBe(20);
    expect(n!.params.post_id).toBe(post.id);
    expect(n!.params.thumb).toBe(image[0]);
    expect(likers.map((l) => l.user_id)).toContain(n!.actor!.id);
    expect(page.unread).toBe(1);
    for (const u of likers.slice(0, 3)) expect((await inbox(server, u.token)).items).toHaveLength(0);
  });

  it('comments and replies: the author hears of a comment, a writer of a reply; nobody of their own', async () => {
    const { seller, buyer, otherBuyer } = await signUpCast(server);
    const post = await createPost(server, seller.token);
    const comment = (
      await server.call<{ comment: { id: string } }>(
        '/res/post/add_comment',
        { id: post.id, text: 'Lovely glaze' },
        { token: buyer.token },
      )
    ).data.comment;
    // the author comments on their own post: nobody is told
    await server
      .call('/res/post/add_comment', { id: post.id, text: 'Thanks!' }, { token: seller.token })
      .then((r) => r.data);
    // another buyer replies to the first buyer's comment
    await server
      .call(
        '/res/post/add_comment',
        { id: post.id, text: 'Agreed', parent_id: comment.id },
        { token: otherBuyer.token },
      )
      .then((r) => r.data);

    const sellers = await inbox(server, seller.token);
    expect(sellers.items.map((n) => n.kind)).toEqual(['post_commented', 'post_commented']);
    expect(sellers.items.map((n) => n.actor?.id)).toEqual([otherBuyer.user_id, buyer.user_id]);
    expect(sellers.items[1]!.params.excerpt).toBe('Lovely glaze');
    const buyers = await inbox(server, buyer.token);
    expect(buyers.items).toHaveLength(1);
    expect(buyers.items[0]!.kind).toBe('comment_replied');
    expect(buyers.items[0]!.params).toMatchObject({ post_id: post.id, excerpt: 'Agreed' });
    expect((await inbox(server, otherBuyer.token)).items).toHaveLength(0);
  });

  it('orders: placed (seller), paid / shipped / cancelled (buyer), low stock once per crossing (seller)', async () => {
    const { seller, buyer } = await signUpCast(server);
    const product = await newProduct(server, seller.token, { price: 30, quantity: 7 });
    const addressId = await addAddress(server, buyer.token);
    const checkout = async (quantity: number) => {
      const cart = await addToCart(server, buyer.token, product._id, quantity);
      const placed = await checkoutCart(server, buyer.token, cart, { address_id: addressId });
      return placed.data.orders[0]!.order_id;
    };
    const first = await checkout(2); // 7 → 5: crosses the threshold
    let sellers = await inbox(server, seller.token);
    expect(sellers.items.map((n) => n.kind).sort()).toEqual(['low_stock', 'order_placed']);
    const placed = sellers.items.find((n) => n.kind === 'order_placed')!;
    expect(placed.actor?.id).toBe(buyer.user_id);
    expect(placed.params).toMatchObject({ order_id: first, total: 60 });
    expect(sellers.items.find((n) => n.kind === 'low_stock')!.params).toMatchObject({
      product_id: product._id,
      quantity: 5,
    });
    expect((await inbox(server, buyer.token)).items).toHaveLength(0);

    await checkout(1); // 5 → 4: already below, no second low-stock notification
    sellers = await inbox(server, seller.token);
    expect(sellers.items.filter((n) => n.kind === 'low_stock')).toHaveLength(1);
    expect(sellers.items.filter((n) => n.kind === 'order_placed')).toHaveLength(2);

    await server
      .call(
        '/res/order/received_payment',
        { id: first, method: 'cash', idempotency_key: idemKey() },
        { token: seller.token },
      )
      .then((r) => r.data);
    await server
      .call('/res/order/update_status', { id: first, status: 'shipped' }, { token: seller.token })
      .then((r) => r.data);
    const buyers = await inbox(server, buyer.token);
    expect(buyers.items.map((n) => n.kind)).toEqual(['order_shipped', 'order_paid']);
    expect(buyers.items.every((n) => n.actor?.id === seller.user_id && n.params.order_id === first)).toBe(
      true,
    );
    expect((await inbox(server, seller.token)).items).toHaveLength(3); // the seller's own acts add nothing
  });

  it('cancel: the other side of the order hears of it; ready for pickup reaches the buyer', async () => {
    const { seller, buyer } = await signUpCast(server);
    const product = await newProduct(server, seller.token, { quantity: 50 });
    const pickup = (
      await server.call<{ _id: string }>(
        '/user/info/add_store_pickup_address',
        { name: 'Studio', address: 'Shop 5, PMQ', hours: '12:00–19:00' },
        { token: seller.token },
      )
    ).data._id;
    const place = async () => {
      const cart = await addToCart(server, buyer.token, product._id, 1);
      return (
        await checkoutCart(server, buyer.token, cart, { pickup_address_ids: { [seller.user_id]: pickup } })
      ).data.orders[0]!.order_id;
    };
    const a = await place();
    const b = await place();
    await server.call('/res/order/cancel', { id: a }, { token: seller.token }).then((r) => r.data);
    await server.call('/res/order/cancel', { id: b }, { token: buyer.token }).then((r) => r.data);
    const c = await place();
    await server
      .call(
        '/res/order/received_payment',
        { id: c, method: 'cash', idempotency_key: idemKey() },
        { token: seller.token },
      )
      .then((r) => r.data);
    await server
      .call('/res/order/update_status', { id: c, status: 'ready_for_pickup' }, { token: seller.token })
      .then((r) => r.data);

    const buyers = await inbox(server, buyer.token);
    expect(buyers.items.map((n) => `${n.kind}:${n.params.order_id}`)).toEqual([
      `order_ready:${c}`,
      `order_paid:${c}`,
      `order_cancelled:${a}`,
    ]);
    const sellers = await inbox(server, seller.token);
    expect(sellers.items.filter((n) => n.kind === 'order_cancelled').map((n) => n.params.order_id)).toEqual([
      b,
    ]);
  });

  it('a POS sale reaches the seller’s other devices, not the one that recorded it; low stock reaches every device', async () => {
    const seller = await signUp(server, 's');
    const till = seller.token;
    const phone = await secondDevice(server, seller.email);
    const product = await newProduct(server, till, { price: 12, quantity: 6 });
    const sale = (
      await server.call<{ order_id: string }>(
        '/res/order/create',
        { order_type: 'POS-Sell', item: { product_id: product._id, quantity: 2 } },
        { token: till },
      )
    ).data.order_id;
    await server
      .call(
        '/res/order/received_payment',
        { id: sale, method: 'cash', idempotency_key: idemKey() },
        { token: till },
      )
      .then((r) => r.data);
    // the till is told of its own low stock too (issue 25), not of its own sale
    expect((await inbox(server, till)).items.map((n) => n.kind)).toEqual(['low_stock']);
    const other = await inbox(server, phone);
    expect(other.items.map((n) => n.kind).sort()).toEqual(['low_stock', 'pos_sale']);
    expect(other.items.find((n) => n.kind === 'pos_sale')!.params).toMatchObject({
      order_id: sale,
      total: 24,
    });
  });

  it('new follower: the hook for the following domain notifies the followed user, never oneself', async () => {
    const { seller, buyer } = await signUpCast(server);
    await server.services.notifications.notify({
      kind: 'new_follower',
      to: seller.user_id,
      actor: buyer.user_id,
      params: {},
    });
    await server.services.notifications.notify({
      kind: 'new_follower',
      to: buyer.user_id,
      actor: buyer.user_id,
      params: {},
    });
    const items = (await inbox(server, seller.token)).items;
    expect(items.map((n) => [n.kind, n.actor?.id])).toEqual([['new_follower', buyer.user_id]]);
    expect((await inbox(server, buyer.token)).items).toHaveLength(0);
  });

  it('names who did it as people see them: a seller by shop name, a shopper by display name, else the username', async () => {
    const { seller, buyer } = await signUpCast(server);
    const plain = await signUp(server, 'c');
    await server.call('/user/info/update', { shop_name: 'Mei’s Dried Goods' }, { token: seller.token });
    await server.call('/user/info/update', { nickname: 'Auntie Ling' }, { token: buyer.token });
    const reader = await signUp(server, 'c');
    for (const actor of [seller, buyer, plain]) {
      await server.services.notifications.notify({
        kind: 'new_follower',
        to: reader.user_id,
        actor: actor.user_id,
        params: {},
      });
    }
    const names = new Map((await inbox(server, reader.token)).items.map((n) => [n.actor?.id, n.actor?.name]));
    expect(names.get(seller.user_id)).toBe('Mei’s Dried Goods');
    expect(names.get(buyer.user_id)).toBe('Auntie Ling');
    const { data: account } = await server.call<{ username: string | null }>(
      '/user/info/get',
      {},
      {
        token: plain.token,
      },
    );
    expect(names.get(plain.user_id)).toBe(account.username ?? `user-${plain.user_id.slice(-6)}`);
  });
});
