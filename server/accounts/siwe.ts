import { getAddress, type Hex, recoverMessageAddress } from 'viem';
import { createSiweMessage, parseSiweMessage } from 'viem/siwe';
import type { ErrorName } from '../../contract/errors';

/**
 * Checks a Sign-In with Ethereum (EIP-4361) message and its signature, without any network
 * (docs/decisions/0101-sign-in-with-ethereum.md): the message must be exactly the canonical text of its
 * fields, name one of this server's own origins (domain and URI), the expected chain and statement,
 * carry issued-at and expiration times with "now" between them, and be signed by the address it names.
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
  const fields = parseSiweMessage(message);
  if (
    !fields.address ||
    !fields.domain ||
    !fields.uri ||
    fields.version !== '1' ||
    !fields.chainId ||
    !fields.nonce ||
    !fields.issuedAt ||
    !fields.expirationTime
  )
    return fail('walletMessageInvalid', 'a field is missing');
  if (Number.isNaN(fields.issuedAt.getTime()) || Number.isNaN(fields.expirationTime.getTime()))
    return fail('walletMessageInvalid', 'a time is not valid');
  // the message must be exactly what its fields give: nothing added, reordered or changed around them
  let canonical: string;
  try {
    canonical = createSiweMessage({
      address: getAddress(fields.address),
      chainId: fields.chainId,
      domain: fields.domain,
      nonce: fields.nonce,
      uri: fields.uri,
      version: '1',
      ...(fields.scheme ? { scheme: fields.scheme } : {}),
      ...(fields.statement ? { statement: fields.statement } : {}),
      issuedAt: fields.issuedAt,
      expirationTime: fields.expirationTime,
      ...(fields.notBefore ? { notBefore: fields.notBefore } : {}),
      ...(fields.requestId ? { requestId: fields.requestId } : {}),
      ...(fields.resources ? { resources: fields.resources } : {}),
    });
  } catch {
    return fail('walletMessageInvalid', 'a field is not valid');
  }
  if (canonical !== message) return fail('walletMessageInvalid', 'not in the canonical form');
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

  const issuedAt = fields.issuedAt.getTime();
  const expiresAt = fields.expirationTime.getTime();
  if (expiresAt <= expect.now) return fail('walletMessageExpired', 'expired');
  if (issuedAt > expect.now + CLOCK_SKEW_MS) return fail('walletMessageInvalid', 'issued in the future');
  if (expiresAt <= issuedAt) return fail('walletMessageInvalid', 'expires before it was issued');
  if (fields.notBefore && fields.notBefore.getTime() > expect.now + CLOCK_SKEW_MS)
    return fail('walletMessageInvalid', 'not valid yet');

  let signer: string;
  try {
    signer = await recoverMessageAddress({ message, signature: signature as Hex });
  } catch {
    return fail('walletSignatureInvalid', 'signature does not recover');
  }
  const address = getAddress(fields.address);
  if (getAddress(signer) !== address) return fail('walletSignatureInvalid', 'signed by another address');
  return { ok: true, address, nonce: fields.nonce, expiresAt };
}
