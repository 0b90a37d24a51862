import type { PrivateKeyAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import type { TestServer } from '../../../testing/test-server';

/** what a sign-in message may say otherwise than the web app's, to break one rule at a time */
export type SiweFields = Partial<Parameters<typeof createSiweMessage>[0]>;

/**
 * A wallet's sign-in message (EIP-4361, docs/decisions/0101) as the web app builds it, and `key`'s signature of it:
 * for the site at `origin`, with `statement`, under a fresh nonce from the server, issued at `now` and valid five
 * minutes; `over` replaces any of those fields. The wallet, ways-in, payout and passkey tests each built the same
 * message; this is the one copy.
 */
export async function signedSiwe(
  server: TestServer,
  key: PrivateKeyAccount,
  statement: string,
  { origin, now = Date.now(), over = {} }: { origin: string; now?: number; over?: SiweFields },
): Promise<{ message: string; signature: `0x${string}` }> {
  const site = new URL(origin);
  const message = createSiweMessage({
    address: key.address,
    chainId: 1,
    domain: site.host,
    uri: site.origin,
    version: '1',
    nonce: over.nonce ?? (await server.call<{ nonce: string }>('/auth/user/wallet_nonce')).data.nonce,
    statement,
    issuedAt: new Date(now),
    expirationTime: new Date(now + 5 * 60_000),
    ...over,
  });
  return { message, signature: await key.signMessage({ message }) };
}
