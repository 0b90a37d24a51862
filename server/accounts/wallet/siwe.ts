import { ParsedMessage } from '@spruceid/siwe-parser';
import type { Hex } from 'viem';
import type { ErrorName } from '../../../contract/errors';

/**
 * Checks a Sign-In with Ethereum (EIP-4361) message and its signature, without any network
 * (docs/decisions/0101-sign-in-with-ethereum.md): the message is parsed by the EIP-4361 ABNF grammar
 * (@spruceid/siwe-parser: any valid wording, e.g. times without fractions or with an offset), then its fields
 * are checked: one of this server's own origins (domain and URI), the expected chain and statement, issued-at
 * and expiration times with "now" between them, and a signature by the address it names (EIP-191; contract
 * wallets, EIP-1271, are not supported: they need a call to the chain, and this server makes none).
 * The nonce is only read here; the caller consumes it (single use) once everything else holds.
 */
export interface SiweExpectations {
  /** this server's web origins, e.g. https://stallfeed.example (PUBLIC_URL) */
  origins: string[];
  chainId: number;
  statement: string;
  now: number;
}

export type SiweResult =
  | { ok: true; address: `0x${string}`; nonce: string; expiresAt: number }
  | { ok: false; error: ErrorName; reason: string };

/** issued-at may be this far in the future (clock differences between the phone and the server) */
const CLOCK_SKEW_MS = 60_000;

export async function checkSiwe(
  message: string,
  signature: string,
  expect: SiweExpectations,
): Promise<SiweResult> {
  const fail = (error: ErrorName, reason: string): SiweResult => ({ ok: false, error, reason });
  // viem loads on the first wallet sign-in, not at every start (docs/decisions/0249-compiled-start.md)
  const { getAddress, recoverMessageAddress } = await import('viem');
  let fields: ParsedMessage;
  try {
    fields = new ParsedMessage(message);
  } catch {
    return fail('walletMessageInvalid', 'not an EIP-4361 message');
  }
  if (fields.version !== '1') return fail('walletMessageInvalid', 'version is not 1');
  if (!fields.expirationTime) return fail('walletMessageInvalid', 'no expiration time');
  const issuedAt = Date.parse(fields.issuedAt);
  const expiresAt = Date.parse(fields.expirationTime);
  const notBefore = fields.notBefore ? Date.parse(fields.notBefore) : null;
  if (Number.isNaN(issuedAt) || Number.isNaN(expiresAt) || Number.isNaN(notBefore ?? 0))
    return fail('walletMessageInvalid', 'a time is not valid');
  if (fields.statement !== expect.statement) return fail('walletMessageInvalid', 'unexpected statement');

  const origin = expect.origins.find((o) => new URL(o).host === fields.domain);
  if (!origin) return fail('walletWrongSite', `domain ${fields.domain} is not this site`);
  let uriOrigin: string;
  try {
    uriOrigin = new URL(fields.uri).origin;
  } catch {
    return fail('walletMessageInvalid', 'uri is not a URL');
  }
  if (uriOrigin !== new URL(origin).origin)
    return fail('walletWrongSite', `uri ${fields.uri} is not this site`);
  if (fields.scheme && `${fields.scheme}:` !== new URL(origin).protocol)
    return fail('walletWrongSite', 'scheme is not this site’s');
  if (fields.chainId !== expect.chainId) return fail('walletWrongSite', `chain ${fields.chainId}`);

  if (expiresAt <= expect.now) return fail('walletMessageExpired', 'expired');
  if (issuedAt > expect.now + CLOCK_SKEW_MS) return fail('walletMessageInvalid', 'issued in the future');
  if (expiresAt <= issuedAt) return fail('walletMessageInvalid', 'expires before it was issued');
  if (notBefore !== null && notBefore > expect.now + CLOCK_SKEW_MS)
    return fail('walletMessageInvalid', 'not valid yet');

  let signer: string;
  try {
    signer = await recoverMessageAddress({ message, signature: signature as Hex });
  } catch {
    return fail('walletSignatureInvalid', 'signature does not recover');
  }
  let address: `0x${string}`;
  try {
    address = getAddress(fields.address);
  } catch {
    return fail('walletMessageInvalid', 'address is not valid');
  }
  if (getAddress(signer) !== address) return fail('walletSignatureInvalid', 'signed by another address');
  return { ok: true, address, nonce: fields.nonce, expiresAt };
}
