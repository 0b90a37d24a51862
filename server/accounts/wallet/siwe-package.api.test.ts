import { SiweMessage } from 'siwe';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { SIWE_STATEMENT } from '../../../contract/wallet';
import { expectError } from '../../testing/expect-error';
import { serverForFile } from '../../testing/file-server';

/**
 * Sign-In with Ethereum with messages another library writes (docs/decisions/0101-sign-in-with-ethereum.md):
 * the `siwe` package (Spruce's reference implementation), as wallets other than viem's users send them — times
 * without fractional seconds, or with a +08:00 offset — signed by a local account. Every refusal that held
 * for viem's messages holds for these.
 */
const server = await serverForFile();

type Session = { token: string; user_id: string; new_account: boolean };

async function nonce(): Promise<string> {
  return (await server.call<{ nonce: string }>('/auth/user/wallet_nonce')).data.nonce;
}

/** `2026-11-24T10:22:23Z` (no fraction) or `2026-11-24T18:22:23+08:00` (Hong Kong offset) */
function isoAt(ms: number, style: 'z' | 'offset'): string {
  const seconds = new Date(Math.floor(ms / 1000) * 1000);
  if (style === 'z') return seconds.toISOString().replace('.000Z', 'Z');
  return `${new Date(seconds.getTime() + 8 * 3_600_000).toISOString().slice(0, 19)}+08:00`;
}

async function siweMessage(
  key = privateKeyToAccount(generatePrivateKey()),
  over: Partial<ConstructorParameters<typeof SiweMessage>[0] & object> = {},
  style: 'z' | 'offset' = 'z',
) {
  const origin = new URL(server.url);
  const now = Date.now();
  const message = new SiweMessage({
    domain: origin.host,
    address: key.address,
    statement: SIWE_STATEMENT,
    uri: origin.origin,
    version: '1',
    chainId: 1,
    nonce: await nonce(),
    issuedAt: isoAt(now - 1000, style),
    expirationTime: isoAt(now + 5 * 60_000, style),
    ...over,
  }).prepareMessage();
  return { key, message, signature: await key.signMessage({ message }) };
}

const login = (m: { message: string; signature: string }) =>
  server.call<Session>('/auth/user/wallet_login', { message: m.message, signature: m.signature });

describe(`Sign-In with Ethereum, messages of the siwe package (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  it('times without fractional seconds sign in', async () => {
    const m = await siweMessage();
    expect(m.message).toMatch(/Issued At: \d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ\n/);
    const res = await login(m);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.data.new_account).toBe(true);
  });

  it('times with a +08:00 offset sign in; the same wallet again is the same account', async () => {
    const first = await siweMessage(undefined, {}, 'offset');
    expect(first.message).toMatch(/Expiration Time: .*\+08:00/);
    const a = await login(first);
    expect(a.status, JSON.stringify(a.body)).toBe(200);
    const b = await login(await siweMessage(first.key, {}, 'offset'));
    expect(b.data.user_id).toBe(a.data.user_id);
  });

  it('the refusals hold: replayed nonce, wrong domain, wrong chain, expired, not yet valid, wrong signer', async () => {
    const used = await siweMessage();
    expect((await login(used)).status).toBe(200);
    expectError(await login(used), 400, 40021);
    expectError(await login(await siweMessage(undefined, { domain: 'evil.example' })), 400, 40023);
    expectError(await login(await siweMessage(undefined, { chainId: 5 })), 400, 40023);
    const past = {
      issuedAt: isoAt(Date.now() - 20 * 60_000, 'z'),
      expirationTime: isoAt(Date.now() - 60_000, 'z'),
    };
    expectError(await login(await siweMessage(undefined, past)), 400, 40022);
    const early = { notBefore: isoAt(Date.now() + 10 * 60_000, 'offset') };
    expectError(await login(await siweMessage(undefined, early)), 400, 40020);
    const m = await siweMessage();
    const stranger = privateKeyToAccount(generatePrivateKey());
    const forged = { message: m.message, signature: await stranger.signMessage({ message: m.message }) };
    expectError(await login(forged), 401, 40120);
  });
});
