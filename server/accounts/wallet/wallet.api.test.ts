import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIWE_LINK_STATEMENT, SIWE_STATEMENT } from '../../../contract/wallet';
import { expectError } from '../../testing/expect-error';
import { signUp, startTestServer, TEST_PASSWORD, type TestServer } from '../../testing/test-server';
import { type SiweFields, signedSiwe } from './testing/signed-siwe';

// Wallet sign-in (docs/decisions/0101-sign-in-with-ethereum.md): keys made here, messages signed here,
// every check of the server tried with a message that breaks exactly one rule.
type WalletSession = { token: string; user_id: string; role: 's' | 'c'; email: string; new_account: boolean };

let server: TestServer;
let clockOffset = 0;

beforeAll(async () => {
  server = await startTestServer({}, { now: () => Date.now() + clockOffset });
});
afterAll(async () => {
  await server.close();
});

function newKey() {
  return privateKeyToAccount(generatePrivateKey());
}

/** a message as the web app builds it, with fields overridable to break one rule at a time */
function signedMessage(key: ReturnType<typeof newKey>, over: SiweFields = {}, statement = SIWE_STATEMENT) {
  return signedSiwe(server, key, statement, { origin: server.url, over });
}

async function sessionCount(userId: string): Promise<number> {
  const rows = await server.db.kysely
    .selectFrom('sessions')
    .select('id')
    .where('user_id', '=', userId)
    .execute();
  return rows.length;
}

async function totalSessions(): Promise<number> {
  return (await server.db.kysely.selectFrom('sessions').select('id').execute()).length;
}

describe(`wallet sign-in (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  it('a new address creates an account; the same address signs in to the same account', async () => {
    const key = newKey();
    const first = await server.call<WalletSession>('/auth/user/wallet_login', {
      ...(await signedMessage(key)),
      role: 's',
    });
    expect(first.data.new_account).toBe(true);
    expect(first.data.role).toBe('s');
    expect(first.data.email).toBe('');
    const me = await server.call<{ user_id: string }>('/auth/user/me', {}, { token: first.data.token });
    expect(me.data.user_id).toBe(first.data.user_id);

    const second = await server.call<WalletSession>('/auth/user/wallet_login', await signedMessage(key));
    expect(second.data.new_account).toBe(false);
    expect(second.data.user_id).toBe(first.data.user_id);
    expect(second.data.role).toBe('s');
    expect(second.data.token).not.toBe(first.data.token);

    const wallets = await server.call<{ wallets: { address: string }[] }>(
      '/auth/user/wallets',
      {},
      { token: second.data.token },
    );
    expect(wallets.data.wallets.map((w) => w.address)).toEqual([key.address]);
    // no password: the account status says so and /security offers to set one
    const status = await server.call<{ has_password: boolean; email: string }>(
      '/auth/user/account',
      {},
      { token: first.data.token },
    );
    expect(status.data).toMatchObject({ has_password: false, email: '' });
  });

  it('a replayed message (its nonce used) is refused and starts no session', async () => {
    const key = newKey();
    const signed = await signedMessage(key);
    const ok = await server.call<WalletSession>('/auth/user/wallet_login', signed);
    const before = await sessionCount(ok.data.user_id);
    expectError(await server.call('/auth/user/wallet_login', signed), 400, 40021);
    expect(await sessionCount(ok.data.user_id)).toBe(before);
  });

  it('a nonce the server never issued is refused', async () => {
    const before = await totalSessions();
    expectError(
      await server.call(
        '/auth/user/wallet_login',
        await signedMessage(newKey(), { nonce: 'a1b2c3d4e5f6a7b8' }),
      ),
      400,
      40021,
    );
    expect(await totalSessions()).toBe(before);
  });

  it('an expired message is refused, and so is a nonce older than 10 minutes', async () => {
    const before = await totalSessions();
    const now = Date.now();
    const expired = await signedMessage(newKey(), {
      issuedAt: new Date(now - 20 * 60_000),
      expirationTime: new Date(now - 60_000),
    });
    expectError(await server.call('/auth/user/wallet_login', expired), 400, 40022);

    const key = newKey();
    const old = await signedMessage(key, { expirationTime: new Date(now + 60 * 60_000) });
    clockOffset = 11 * 60_000;
    try {
      expectError(await server.call('/auth/user/wallet_login', old), 400, 40021);
    } finally {
      clockOffset = 0;
    }
    expect(await totalSessions()).toBe(before);
  });

  it('a message for another domain, URI or chain is refused', async () => {
    const before = await totalSessions();
    const key = newKey();
    expectError(
      await server.call('/auth/user/wallet_login', await signedMessage(key, { domain: 'evil.example' })),
      400,
      40023,
    );
    expectError(
      await server.call(
        '/auth/user/wallet_login',
        await signedMessage(key, { uri: 'https://evil.example/login' }),
      ),
      400,
      40023,
    );
    expectError(
      await server.call('/auth/user/wallet_login', await signedMessage(key, { chainId: 137 })),
      400,
      40023,
    );
    expect(await totalSessions()).toBe(before);
  });

  it('a signature of another address, a tampered message or a foreign statement is refused', async () => {
    const before = await totalSessions();
    const victim = newKey();
    const attacker = newKey();
    // a message naming the victim, signed by the attacker
    const { message } = await signedMessage(victim);
    const signature = await attacker.signMessage({ message });
    expectError(await server.call('/auth/user/wallet_login', { message, signature }), 401, 40120);

    // a correctly signed message, changed afterwards (the expiration pushed out)
    const signed = await signedMessage(victim);
    const later = new Date(Date.now() + 9 * 86_400_000).toISOString();
    const tampered = signed.message.replace(/Expiration Time: .*/, `Expiration Time: ${later}`);
    expect(tampered).not.toBe(signed.message);
    expectError(
      await server.call('/auth/user/wallet_login', { message: tampered, signature: signed.signature }),
      401,
      40120,
    );
    // text added after the fields
    expectError(
      await server.call('/auth/user/wallet_login', {
        message: `${signed.message}\nResources:\n- https://evil.example`,
        signature: signed.signature,
      }),
      401,
      40120,
    );
    // a message signed for linking is not a sign-in
    expectError(
      await server.call('/auth/user/wallet_login', await signedMessage(victim, {}, SIWE_LINK_STATEMENT)),
      400,
      40020,
    );
    // not a sign-in message at all
    const junk = 'Hello, this is not an EIP-4361 message at all, just a friendly string.';
    expectError(
      await server.call('/auth/user/wallet_login', {
        message: junk,
        signature: await victim.signMessage({ message: junk }),
      }),
      400,
      40020,
    );
    expect(await totalSessions()).toBe(before);
    // the untouched message still works: its nonce was not spent by the failures
    expect((await server.call('/auth/user/wallet_login', signed)).status).toBe(200);
  });

  it('links a wallet to an email account, which then signs in with it; one address, one account', async () => {
    const user = await signUp(server);
    const key = newKey();
    const linked = await server.call<{ address: string }>(
      '/auth/user/wallet_link',
      await signedMessage(key, {}, SIWE_LINK_STATEMENT),
      { token: user.token },
    );
    expect(linked.data.address).toBe(key.address);
    const login = await server.call<WalletSession>('/auth/user/wallet_login', await signedMessage(key));
    expect(login.data).toMatchObject({ user_id: user.user_id, email: user.email, new_account: false });

    // another account cannot take it
    const other = await signUp(server);
    expectError(
      await server.call('/auth/user/wallet_link', await signedMessage(key, {}, SIWE_LINK_STATEMENT), {
        token: other.token,
      }),
      409,
      40920,
    );
    // nor can an account created by another wallet
    const walletUser = await server.call<WalletSession>(
      '/auth/user/wallet_login',
      await signedMessage(newKey()),
    );
    expectError(
      await server.call('/auth/user/wallet_link', await signedMessage(key, {}, SIWE_LINK_STATEMENT), {
        token: walletUser.data.token,
      }),
      409,
      40920,
    );
    // linking needs a session and a signature of the address itself
    expectError(
      await server.call('/auth/user/wallet_link', await signedMessage(newKey(), {}, SIWE_LINK_STATEMENT)),
      401,
      40015,
    );

    // unlinked, the address is free again: signing in with it makes a new account
    expect(
      (await server.call('/auth/user/wallet_unlink', { address: key.address }, { token: user.token })).status,
    ).toBe(200);
    expectError(
      await server.call('/auth/user/wallet_unlink', { address: key.address }, { token: user.token }),
      404,
      40420,
    );
    const fresh = await server.call<WalletSession>('/auth/user/wallet_login', await signedMessage(key));
    expect(fresh.data.new_account).toBe(true);
    expect(fresh.data.user_id).not.toBe(user.user_id);
  });

  it('a wallet-only account keeps its last wallet until it has a password', async () => {
    const key = newKey();
    const session = (await server.call<WalletSession>('/auth/user/wallet_login', await signedMessage(key)))
      .data;
    expectError(
      await server.call('/auth/user/wallet_unlink', { address: key.address }, { token: session.token }),
      409,
      40921,
    );
    expect(
      (await server.call('/auth/user/set_password', { passwd: TEST_PASSWORD }, { token: session.token }))
        .status,
    ).toBe(200);
    expect(
      (await server.call('/auth/user/wallet_unlink', { address: key.address }, { token: session.token }))
        .status,
    ).toBe(200);
  });

  it('nonces are limited per client address (each is a stored row): 429 above 60 a minute', async () => {
    const own = await startTestServer();
    try {
      const answers = [];
      for (let i = 0; i < 61; i++) answers.push((await own.call('/auth/user/wallet_nonce')).status);
      expect(answers.slice(0, 60).every((s) => s === 200)).toBe(true);
      expectError(await own.call('/auth/user/wallet_nonce'), 429, 42900);
    } finally {
      await own.close();
    }
  });

  it('two sign-ups of one new address at once make one account', async () => {
    const key = newKey();
    const [a, b] = await Promise.all([
      server.call<WalletSession>('/auth/user/wallet_login', await signedMessage(key)),
      server.call<WalletSession>('/auth/user/wallet_login', await signedMessage(key)),
    ]);
    expect(a.data.user_id).toBe(b.data.user_id);
    expect([a.data.new_account, b.data.new_account].filter(Boolean)).toHaveLength(1);
  });
});
