import { privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage, parseSiweMessage } from 'viem/siwe';
import { describe, expect, it } from 'vitest';
import { checkSiwe } from './siwe';

// docs/decisions/0101-sign-in-with-ethereum.md: EIP-4361's own example message, and the checks of checkSiwe.

/** the example message of EIP-4361 (https://eips.ethereum.org/EIPS/eip-4361#example-message) */
const EIP_EXAMPLE = `service.invalid wants you to sign in with your Ethereum account:
0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2

I accept the ServiceOrg Terms of Service: https://service.invalid/tos

URI: https://service.invalid/login
Version: 1
Chain ID: 1
Nonce: 32891756
Issued At: 2021-09-30T16:25:24Z
Resources:
- ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/
- https://example.com/my-web2-claim.json`;

// Hardhat's first well-known test key (never holds anything): a fixed signer for fixed vectors
const KEY = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
const ORIGIN = 'https://stallfeed.example';
const NOW = Date.parse('2026-01-01T12:00:00Z');
const STATEMENT = 'Sign in to the test.';

function message(over: Partial<Parameters<typeof createSiweMessage>[0]> = {}) {
  return createSiweMessage({
    address: KEY.address,
    chainId: 1,
    domain: 'stallfeed.example',
    uri: ORIGIN,
    version: '1',
    nonce: 'abcdef0123456789',
    statement: STATEMENT,
    issuedAt: new Date(NOW - 1000),
    expirationTime: new Date(NOW + 5 * 60_000),
    ...over,
  });
}

const expectations = { origins: [ORIGIN], chainId: 1, statement: STATEMENT, now: NOW };

describe('EIP-4361 messages', () => {
  it('parses the EIP example and writes it back byte for byte', () => {
    const fields = parseSiweMessage(EIP_EXAMPLE);
    expect(fields).toMatchObject({
      domain: 'service.invalid',
      address: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
      statement: 'I accept the ServiceOrg Terms of Service: https://service.invalid/tos',
      uri: 'https://service.invalid/login',
      version: '1',
      chainId: 1,
      nonce: '32891756',
    });
    expect(fields.issuedAt?.toISOString()).toBe('2021-09-30T16:25:24.000Z');
    expect(fields.resources).toHaveLength(2);
    expect(
      createSiweMessage({
        ...(fields as Parameters<typeof createSiweMessage>[0]),
        // EIP-4361 writes the time as given; the example has no milliseconds
      }).replace('2021-09-30T16:25:24.000Z', '2021-09-30T16:25:24Z'),
    ).toBe(EIP_EXAMPLE);
  });

  it('accepts a message signed by the address it names, for this site, in time', async () => {
    const text = message();
    const result = await checkSiwe(text, await KEY.signMessage({ message: text }), expectations);
    expect(result).toMatchObject({ ok: true, address: KEY.address, nonce: 'abcdef0123456789' });
  });

  it('the EIP example (no expiration, another site) is refused', async () => {
    const result = await checkSiwe(
      EIP_EXAMPLE,
      await KEY.signMessage({ message: EIP_EXAMPLE }),
      expectations,
    );
    expect(result).toMatchObject({ ok: false, error: 'walletMessageInvalid' });
  });

  it('refuses each broken rule with its own error', async () => {
    const cases: [string, Parameters<typeof message>[0], string][] = [
      ['another domain', { domain: 'evil.example' }, 'walletWrongSite'],
      ['another URI', { uri: 'https://evil.example/' }, 'walletWrongSite'],
      ['http instead of https', { uri: 'http://stallfeed.example' }, 'walletWrongSite'],
      ['another chain', { chainId: 5 }, 'walletWrongSite'],
      ['expired', { expirationTime: new Date(NOW - 1) }, 'walletMessageExpired'],
      [
        'issued in the future',
        { issuedAt: new Date(NOW + 10 * 60_000), expirationTime: new Date(NOW + 20 * 60_000) },
        'walletMessageInvalid',
      ],
      ['not valid yet', { notBefore: new Date(NOW + 5 * 60_000) }, 'walletMessageInvalid'],
      ['another statement', { statement: 'Something else' }, 'walletMessageInvalid'],
    ];
    for (const [name, over, error] of cases) {
      const text = message(over);
      const result = await checkSiwe(text, await KEY.signMessage({ message: text }), expectations);
      expect({ name, result }).toMatchObject({ name, result: { ok: false, error } });
    }
  });

  it('refuses a tampered text, a signature of another key, and a malformed signature', async () => {
    const text = message();
    const signature = await KEY.signMessage({ message: text });
    const tampered = text.replace('Nonce: abcdef0123456789', 'Nonce: abcdef0123456788');
    expect(await checkSiwe(tampered, signature, expectations)).toMatchObject({
      ok: false,
      error: 'walletSignatureInvalid',
    });
    // extra whitespace: not the canonical text of its fields
    expect(await checkSiwe(`${text}\n`, signature, expectations)).toMatchObject({
      ok: false,
      error: 'walletMessageInvalid',
    });
    const other = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
    expect(await checkSiwe(text, await other.signMessage({ message: text }), expectations)).toMatchObject({
      ok: false,
      error: 'walletSignatureInvalid',
    });
    expect(await checkSiwe(text, `0x${'00'.repeat(65)}`, expectations)).toMatchObject({
      ok: false,
      error: 'walletSignatureInvalid',
    });
  });
});
