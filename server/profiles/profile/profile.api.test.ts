import { describe, expect, it } from 'vitest';
import type {
  BankInfo,
  FollowUser,
  Onboarding,
  OwnProfile,
  PublicProfile,
  SuggestedCreator,
} from '../../../contract/profile';
import { FREE_TRIAL_DAYS, TERMS_VERSION } from '../../../contract/profile';
import { solidImage } from '../../media/test-images';
import { inbox } from '../../notifications/test-helpers';
import { createPost, type PostPage } from '../../posts/test-helpers';
import { expectError } from '../../testing/expect-error';
import { serverWithCast } from '../../testing/file-server';
import { signUp } from '../../testing/test-server';

/** Profiles, bank info, free trial, onboarding, communities and follows (docs/decisions/0055–0059). */
const { server, seller, otherSeller, buyer, otherBuyer } = await serverWithCast();
// payout details need a verified email (docs/decisions/0057); the cast's sellers have proved theirs
for (const s of [seller, otherSeller]) await server.services.accounts.markVerifiedForSeed(s.user_id);

const kind = process.env.TEST_DB_KIND ?? 'sqlite';

async function uploadPic(token: string | undefined, query = '') {
  const form = new FormData();
  form.append(
    'files',
    new Blob([new Uint8Array(await solidImage(200, 200))], { type: 'image/png' }),
    'me.png',
  );
  const res = await fetch(`${server.url}/api/user/info/upload_pic${query}`, {
    method: 'POST',
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.status, body: (await res.json()) as { data: OwnProfile; error?: { code: number } } };
}

describe(`own profile (${kind})`, () => {
  it('answers the caller’s profile; anonymous gets 40015', async () => {
    const me = (await server.call<OwnProfile>('/user/info/get', {}, { token: buyer.token })).data;
    expect(me).toMatchObject({
      user_id: buyer.user_id,
      email: buyer.email,
      role: 'c',
      bio: '',
      avatar: null,
    });
    expect(me.display_name).not.toContain(buyer.email.split('@')[0]);
    expectError(await server.call('/user/info/get', {}), 401, 40015);
  });

  it('updates names, bio and shop name; the username stays unique', async () => {
    const t = { token: seller.token };
    const name = `mei_${Date.now().toString(36)}`;
    const res = await server.call<OwnProfile>(
      '/user/info/update',
      { nickname: 'Mei’s Bakery', username: name, bio: 'Fresh buns daily', shop_name: 'Mei Bakes' },
      t,
    );
    expect(res.data).toMatchObject({
      nickname: 'Mei’s Bakery',
      display_name: 'Mei’s Bakery',
      username: name,
      bio: 'Fresh buns daily',
      shop_name: 'Mei Bakes',
    });
    // only what is sent changes
    const again = await server.call<OwnProfile>('/user/info/update', { bio: 'New bio' }, t);
    expect(again.data).toMatchObject({ nickname: 'Mei’s Bakery', bio: 'New bio', username: name });
    // another user cannot take the name (any case); the owner may send it again
    expectError(
      await server.call('/user/info/update', { username: name.toUpperCase() }, { token: otherSeller.token }),
      409,
      40902,
    );
    expect((await server.call('/user/info/update', { username: name }, t)).status).toBe(200);
    const free = await server.call<{ available: boolean }>(
      '/user/info/check_username',
      { username: name },
      { token: otherSeller.token },
    );
    expect(free.data.available).toBe(false);
    const own = await server.call<{ available: boolean }>('/user/info/check_username', { username: name }, t);
    expect(own.data.available).toBe(true);
    expectError(await server.call('/user/info/check_username', { username: name }), 401, 40015);
  });

  it('refuses extra fields (role, user_id, email_verified) and bad values', async () => {
    const t = { token: buyer.token };
    for (const extra of [
      { role: 's' },
      { user_id: seller.user_id },
      { email_verified: true },
      { email: 'x@y.z' },
    ]) {
      expectError(await server.call('/user/info/update', { bio: 'hi', ...extra }, t), 400, 40000);
    }
    expectError(await server.call('/user/info/update', { username: 'no spaces allowed' }, t), 400, 40000);
    expectError(await server.call('/user/info/update', { bio: 'x'.repeat(301) }, t), 400, 40000);
    const me = (await server.call<OwnProfile>('/user/info/get', {}, t)).data;
    expect(me.role).toBe('c');
    expect(me.bio).toBe('');
    expectError(await server.call('/user/info/update', { bio: 'anon' }), 401, 40015);
  });

  it('uploads a profile picture and, for sellers, a shop picture', async () => {
    const avatar = await uploadPic(buyer.token);
    expect(avatar.status).toBe(200);
    expect(avatar.body.data.avatar).toMatch(/^[0-9a-f]{32}\/1280\.webp$/);
    // a customer has no shop picture
    expect((await uploadPic(buyer.token, '?kind=store')).body.error?.code).toBe(40301);
    expect((await uploadPic(undefined)).status).toBe(401);
    expect((await uploadPic(seller.token, '?kind=bogus')).status).toBe(400);
    const store = await uploadPic(seller.token, '?kind=store');
    expect(store.body.data.store_pic).toMatch(/1280\.webp$/);
    // the shop picture is public; own without user_id
    const anyone = await server.call<{ store_pic: string }>('/user/info/get_store_pic', {
      user_id: seller.user_id,
    });
    expect(anyone.data.store_pic).toBe(store.body.data.store_pic);
    const own = await server.call<{ user_id: string }>(
      '/user/info/get_store_pic',
      {},
      { token: seller.token },
    );
    expect(own.data.user_id).toBe(seller.user_id);
    expectError(await server.call('/user/info/get_store_pic', {}), 401, 40015);
    expectError(await server.call('/user/info/get_store_pic', { user_id: 'nobody' }), 404);
  });
});

describe(`public profile (${kind})`, () => {
  it('shows names, bio and counts to anyone, never email, bank or payment details', async () => {
    await server.call(
      '/user/info/edit_bank_info',
      {
        bank_name: 'HSBC',
        account_holder: 'Chan Tai Man',
        account_number: '123-456789-001',
        fps_id: '1234567',
      },
      { token: otherSeller.token },
    );
    for (const token of [undefined, buyer.token, otherSeller.token]) {
      const res = await server.call<PublicProfile>(
        '/user/info/public',
        { user_id: otherSeller.user_id },
        { token },
      );
      const text = JSON.stringify(res.body);
      expect(text).not.toContain(otherSeller.email);
      expect(text).not.toContain(otherSeller.email.split('@')[0]);
      expect(text).not.toContain('HSBC');
      expect(text).not.toContain('456789');
      expect(text).not.toMatch(/email|bank|account_number|fps/);
      expect(res.data.is_self).toBe(token === otherSeller.token);
    }
    expectError(await server.call('/user/info/public', { user_id: 'nobody' }), 404);
  });
});

describe(`bank info (${kind})`, () => {
  const bank = {
    bank_name: 'Hang Seng Bank',
    account_holder: 'Lee Mei',
    account_number: '024 123456 789',
    fps_id: '+852 9123 4567',
  };

  it('is validated, answered masked, readable only by its owner', async () => {
    const t = { token: seller.token };
    expect((await server.call('/user/info/get_bank_info', {}, t)).data).toBeNull();
    const saved = await server.call<BankInfo>('/user/info/edit_bank_info', bank, t);
    expect(saved.data).toMatchObject({
      bank_name: 'Hang Seng Bank',
      account_holder: 'Lee Mei',
      account_number_masked: '•••• 6789',
      fps_id_masked: '•••• 567',
    });
    const read = await server.call<BankInfo>('/user/info/get_bank_info', {}, t);
    expect(read.data.account_number_masked).toBe('•••• 6789');
    expect(JSON.stringify(read.body)).not.toContain('123456');
    // another seller reads their own (none here is theirs), a buyer and anonymous are refused
    const other = await server.call<BankInfo | null>(
      '/user/info/get_bank_info',
      {},
      { token: otherSeller.token },
    );
    expect(JSON.stringify(other.body)).not.toContain('Lee Mei');
    expectError(await server.call('/user/info/get_bank_info', {}, { token: buyer.token }), 403, 40301);
    expectError(await server.call('/user/info/get_bank_info', {}), 401, 40015);
    // there is no way to name another user's bank info
    expectError(
      await server.call(
        '/user/info/get_bank_info',
        { user_id: seller.user_id },
        { token: otherSeller.token },
      ),
      400,
      40000,
    );
    expectError(await server.call('/user/info/edit_bank_info', bank, { token: buyer.token }), 403, 40301);
    expectError(await server.call('/user/info/edit_bank_info', bank), 401, 40015);
  });

  it('takes an FPS identifier alone, or a whole bank account, never half of one (decision 0272)', async () => {
    const t = { token: seller.token };
    const fpsOnly = await server.call<BankInfo>('/user/info/edit_bank_info', { fps_id: '1234567' }, t);
    expect(fpsOnly.status).toBe(200);
    expect(fpsOnly.data).toMatchObject({
      bank_name: null,
      account_holder: null,
      account_number_masked: null,
      fps_id_masked: expect.stringContaining('567'),
    });
    expect((await server.call<BankInfo>('/user/info/get_bank_info', {}, t)).data.bank_name).toBeNull();
    for (const half of [{}, { fps_id: null }, { bank_name: 'HSBC', fps_id: '1234567' }]) {
      expectError(await server.call('/user/info/edit_bank_info', half, t), 400, 40000);
    }
    await server.call('/user/info/edit_bank_info', bank, t);
  });

  it('needs a verified email: an unverified seller gets 40374 until they verify', async () => {
    const fresh = await signUp(server, 's');
    const t = { token: fresh.token };
    expectError(await server.call('/user/info/edit_bank_info', bank, t), 403, 40374);
    expect((await server.call('/user/info/get_bank_info', {}, t)).data).toBeNull();
    await server.services.accounts.markVerifiedForSeed(fresh.user_id);
    const saved = await server.call<BankInfo>('/user/info/edit_bank_info', bank, t);
    expect(saved.data.account_number_masked).toBe('•••• 6789');
  });

  it('refuses bad account numbers, FPS ids and extra fields', async () => {
    const t = { token: seller.token };
    for (const bad of [
      { account_number: '12345' },
      { account_number: '12345678901234567' },
      { account_number: 'abc123456789' },
      { fps_id: 'not an id' },
      { bank_name: '' },
      { user_id: otherSeller.user_id },
    ]) {
      expectError(await server.call('/user/info/edit_bank_info', { ...bank, ...bad }, t), 400, 40000);
    }
    const email = await server.call<BankInfo>(
      '/user/info/edit_bank_info',
      { ...bank, fps_id: 'mei@shop.hk' },
      t,
    );
    expect(email.data.fps_id_masked).toBe('m•••@shop.hk');
  });
});

describe(`free trial (${kind})`, () => {
  it('turns a customer into a seller with a trial; a seller gets 409', async () => {
    const newcomer = await signUp(server, 'c');
    const t = { token: newcomer.token };
    const before = Date.now();
    const trial = await server.call<{
      role: string;
      trial_days: number;
      trial_ends_at: string;
      trial_started_at: string;
    }>('/user/info/get_free_trial', {}, t);
    expect(trial.data.role).toBe('s');
    expect(trial.data.trial_days).toBe(FREE_TRIAL_DAYS);
    const length = Date.parse(trial.data.trial_ends_at) - Date.parse(trial.data.trial_started_at);
    expect(length).toBe(FREE_TRIAL_DAYS * 86_400_000);
    expect(Date.parse(trial.data.trial_started_at)).toBeGreaterThanOrEqual(before - 1000);
    // the same session is a seller at once
    expect((await server.call('/user/info/get_bank_info', {}, t)).status).toBe(200);
    const me = (await server.call<OwnProfile>('/user/info/get', {}, t)).data;
    expect(me).toMatchObject({ role: 's', trial_ends_at: trial.data.trial_ends_at });
    expectError(await server.call('/user/info/get_free_trial', {}, t), 409, 40970);
    expectError(await server.call('/user/info/get_free_trial', {}, { token: seller.token }), 409, 40970);
    expectError(await server.call('/user/info/get_free_trial', {}), 401, 40015);
  });
});

describe(`onboarding (${kind})`, () => {
  it('records steps server side and resumes at the first one not done', async () => {
    const newcomer = await signUp(server, 's');
    const t = { token: newcomer.token };
    let state = (await server.call<Onboarding>('/user/onboarding/get', {}, t)).data;
    expect(state).toMatchObject({ done: [], next: 'terms', terms_version: null });
    // terms need the current version
    expectError(
      await server.call('/user/onboarding/done', { step: 'terms', terms_version: 'old' }, t),
      400,
      40072,
    );
    expectError(await server.call('/user/onboarding/done', { step: 'terms' }, t), 400, 40072);
    state = (
      await server.call<Onboarding>(
        '/user/onboarding/done',
        { step: 'terms', terms_version: TERMS_VERSION },
        t,
      )
    ).data;
    expect(state.next).toBe('post_warning');
    expect(state.terms_version).toBe(TERMS_VERSION);
    expect(Date.parse(state.terms_accepted_at!)).toBeGreaterThan(Date.now() - 60_000);
    state = (await server.call<Onboarding>('/user/onboarding/done', { step: 'nickname' }, t)).data;
    // a later step done (skipped ahead) does not hide an earlier one left
    expect(state.next).toBe('post_warning');
    expect(state.done).toEqual(['terms', 'nickname']);
    // another user's progress is their own
    expect(
      (await server.call<Onboarding>('/user/onboarding/get', {}, { token: buyer.token })).data.done,
    ).toEqual([]);
    expectError(await server.call('/user/onboarding/done', { step: 'bogus' }, t), 400, 40000);
    expectError(await server.call('/user/onboarding/get', {}), 401, 40015);
  });

  it('keeps interest communities and serves their feed', async () => {
    const t = { token: otherBuyer.token };
    const set = await server.call<{ communities: string[] }>(
      '/user/communities/set',
      { communities: ['food', 'crafts'] },
      t,
    );
    expect(set.data.communities).toEqual(['food', 'crafts']);
    expect(
      (await server.call<{ communities: string[] }>('/user/communities/get', {}, t)).data.communities,
    ).toEqual(['food', 'crafts']);
    expectError(await server.call('/user/communities/set', { communities: ['nope'] }, t), 400, 40000);
    expectError(await server.call('/user/communities/get', {}), 401, 40015);
    const bun = await createPost(server, otherSeller.token, { title: 'Pineapple buns', tags: ['Bakery'] });
    const gadget = await createPost(server, otherSeller.token, { title: 'USB lamp', tags: ['gadgets'] });
    const food = await server.call<PostPage>('/res/post/community', { community: 'food' });
    expect(food.data.items.map((p) => p.id)).toContain(bun.id);
    expect(food.data.items.map((p) => p.id)).not.toContain(gadget.id);
  });
});

describe(`following (${kind})`, () => {
  it('follows sellers only, counts, lists by cursor and feeds the Following view', async () => {
    const fan = await signUp(server, 'c');
    const t = { token: fan.token };
    expectError(await server.call('/user/follow', { user_id: fan.user_id }, t), 400, 40070);
    expectError(await server.call('/user/follow', { user_id: buyer.user_id }, t), 400, 40071);
    expectError(await server.call('/user/follow', { user_id: 'nobody' }, t), 404);
    expectError(await server.call('/user/follow', { user_id: seller.user_id }), 401, 40015);

    const post = await createPost(server, seller.token, { title: 'Followed seller’s post' });
    const stranger = await createPost(server, otherSeller.token, { title: 'Not followed' });
    // before following, the Following feed is empty
    expect((await server.call<PostPage>('/res/post/following', {}, t)).data.items).toEqual([]);

    const first = await server.call<{ following: boolean; followers: number }>(
      '/user/follow',
      { user_id: seller.user_id },
      t,
    );
    expect(first.data.following).toBe(true);
    // twice is harmless
    const twice = await server.call<{ followers: number }>('/user/follow', { user_id: seller.user_id }, t);
    expect(twice.data.followers).toBe(first.data.followers);
    await server.call('/user/follow', { user_id: otherSeller.user_id }, { token: buyer.token });
    await server.call('/user/follow', { user_id: seller.user_id }, { token: buyer.token });

    const feed = (await server.call<PostPage>('/res/post/following', {}, t)).data.items.map((p) => p.id);
    expect(feed).toContain(post.id);
    expect(feed).not.toContain(stranger.id);
    expectError(await server.call('/res/post/following', {}), 401, 40015);

    const pub = await server.call<PublicProfile>('/user/info/public', { user_id: seller.user_id }, t);
    expect(pub.data).toMatchObject({ is_following: true, followers: 2 });
    const anon = await server.call<PublicProfile>('/user/info/public', { user_id: seller.user_id });
    expect(anon.data.is_following).toBe(false);
    expect((await server.call<OwnProfile>('/user/info/get', {}, t)).data.following).toBe(1);

    // followers paged by cursor, newest first
    const one = await server.call<{ items: FollowUser[]; next_cursor: string | null }>('/user/followers', {
      user_id: seller.user_id,
      limit: 1,
    });
    expect(one.data.items.map((u) => u.user_id)).toEqual([buyer.user_id]);
    expect(JSON.stringify(one.body)).not.toContain(buyer.email);
    const two = await server.call<{ items: FollowUser[]; next_cursor: string | null }>('/user/followers', {
      user_id: seller.user_id,
      limit: 1,
      cursor: one.data.next_cursor,
    });
    expect(two.data.items.map((u) => u.user_id)).toEqual([fan.user_id]);
    expect(two.data.next_cursor).toBeNull();
    const following = await server.call<{ items: FollowUser[] }>(
      '/user/following',
      { user_id: buyer.user_id },
      t,
    );
    expect(following.data.items.map((u) => u.user_id)).toEqual([seller.user_id, otherSeller.user_id]);

    // unfollow
    const off = await server.call<{ following: boolean; followers: number }>(
      '/user/unfollow',
      { user_id: seller.user_id },
      t,
    );
    expect(off.data).toEqual({ following: false, followers: 1 });
    expect((await server.call<PostPage>('/res/post/following', {}, t)).data.items).toEqual([]);
    expectError(await server.call('/user/unfollow', { user_id: seller.user_id }), 401, 40015);
  });

  it('tells the followed seller of a new follower once; a repeated follow tells nobody again', async () => {
    const [star, fan] = await Promise.all([signUp(server, 's'), signUp(server, 'c')]);
    const t = { token: fan.token };
    await server.call('/user/follow', { user_id: star.user_id }, t);
    await server.call('/user/follow', { user_id: star.user_id }, t);
    const told = (await inbox(server, star.token)).items;
    expect(told.map((n) => [n.kind, n.actor?.id])).toEqual([['new_follower', fan.user_id]]);
    // the follower is not told of their own action
    expect((await inbox(server, fan.token)).items).toHaveLength(0);
    expectError(await server.call('/user/follow', { user_id: star.user_id }), 401, 40015);
    expect((await inbox(server, star.token)).items).toHaveLength(1);
  });

  it('suggests other sellers with their latest post images', async () => {
    const t = { token: otherBuyer.token };
    const list = (await server.call<SuggestedCreator[]>('/user/suggested_creators', {}, t)).data;
    const ids = list.map((c) => c.user_id);
    expect(ids).toContain(otherSeller.user_id);
    expect(ids).not.toContain(buyer.user_id);
    const mine = (
      await server.call<SuggestedCreator[]>('/user/suggested_creators', {}, { token: seller.token })
    ).data;
    expect(mine.map((c) => c.user_id)).not.toContain(seller.user_id);
    expect(list.find((c) => c.user_id === otherSeller.user_id)!.latest_images.length).toBeGreaterThan(0);
    expect(JSON.stringify(list)).not.toContain('@example.test');
    expectError(await server.call('/user/suggested_creators', {}), 401, 40015);
  });
});

describe(`profile pictures on posts (${kind})`, () => {
  it('a post card carries its author’s profile picture', async () => {
    const avatar = (await uploadPic(otherSeller.token)).body.data.avatar;
    const post = await createPost(server, otherSeller.token, { title: 'With avatar' });
    expect(post.creater_profile_pic).toBe(avatar);
  });
});
