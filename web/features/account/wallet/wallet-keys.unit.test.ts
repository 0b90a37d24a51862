import { entropyToMnemonic, mnemonicToSeedSync } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { bytesToHex } from 'viem';
import { describe, expect, it } from 'vitest';
import {
  accountFromPhrase,
  checkPhrase,
  deriveAccount,
  newPhrase,
  splitPhrase,
  suggestWords,
} from './wallet-keys';
import { openPhrase, sealPhrase } from './wallet-vault';

// docs/decisions/0100-wallet-on-the-device.md: phrase, account and the locked copy, against known vectors.
describe('BIP-39 and the Ethereum account', () => {
  it('matches the BIP-39 reference vector (Trezor): entropy, words and seed', () => {
    const phrase = entropyToMnemonic(new Uint8Array(16), wordlist);
    expect(phrase).toBe(
      'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about',
    );
    expect(bytesToHex(mnemonicToSeedSync(phrase, 'TREZOR'))).toBe(
      '0xc55257c360c07c72029aebc1b53c05ed0362ada38ead3e3e9efa3708e53495531f09a6987599d18264c1e1c92f2cf141630c7a3c4ab7c81b2f001698e7463b04',
    );
    const vector2 = entropyToMnemonic(new Uint8Array(16).fill(0x7f), wordlist);
    expect(vector2).toBe('legal winner thank year wave sausage worth useful legal winner thank yellow');
  });

  it("derives the well-known first account of m/44'/60'/0'/0/0", async () => {
    const account = accountFromPhrase('test test test test test test test test test test test junk');
    expect(account.address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
    expect(bytesToHex(account.getHdKey().privateKey!)).toBe(
      '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
    );
    // the screens' WebCrypto derivation gives the same account
    expect((await deriveAccount('test test test test test test test test test test test junk')).address).toBe(
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    );
    // the reference "abandon … about" phrase gives MetaMask's documented first address
    expect(accountFromPhrase(`${'abandon '.repeat(11)}about`).address).toBe(
      '0x9858EfFD232B4033E47d90003D41EC34EcaEda94',
    );
  });

  it('a new phrase has 12 (or 24) list words with a valid checksum, and restores to the same account', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const phrase = newPhrase();
      expect(phrase.split(' ')).toHaveLength(12);
      expect(seen.has(phrase)).toBe(false);
      seen.add(phrase);
      // typed back with capitals, numbering and odd spacing
      const typed = phrase
        .split(' ')
        .map((w, n) => `${n + 1}. ${n % 3 === 0 ? w.toUpperCase() : w}`)
        .join('  \n');
      const check = checkPhrase(typed);
      expect(check).toEqual({ ok: true, phrase });
      expect((await deriveAccount(check.ok ? check.phrase : '')).address).toBe(
        accountFromPhrase(phrase).address,
      );
    }
    expect(checkPhrase(newPhrase(24)).ok).toBe(true);
  });

  it('points out a misspelt word with suggestions, a wrong count, and a bad checksum', () => {
    const words = splitPhrase('legal winner thank year wave sausage worth useful legal winner thank yellow');
    const misspelt = [...words];
    misspelt[3] = 'yaer';
    const check = checkPhrase(misspelt.join(' '));
    expect(check.ok).toBe(false);
    if (check.ok || check.reason !== 'unknown') throw new Error('expected an unknown word');
    expect(check.unknown).toHaveLength(1);
    expect(check.unknown[0]).toMatchObject({ index: 3, word: 'yaer' });
    expect(check.unknown[0]!.suggestions).toContain('year');
    expect(suggestWords('sausge')).toContain('sausage');
    expect(suggestWords('abandn')[0]).toBe('abandon');

    expect(checkPhrase(words.slice(0, 11).join(' '))).toEqual({ ok: false, reason: 'count', count: 11 });
    // two words swapped: every word valid, the checksum is not
    const swapped = [...words];
    [swapped[0], swapped[1]] = [swapped[1]!, swapped[0]!];
    expect(checkPhrase(swapped.join(' '))).toEqual({ ok: false, reason: 'checksum' });
  });
});

describe('the locked copy on the device (PBKDF2 + AES-GCM)', () => {
  it('opens with the passcode only; the record holds no word of the phrase', async () => {
    const phrase = newPhrase();
    const address = accountFromPhrase(phrase).address;
    const record = await sealPhrase(phrase, 'my passcode', address, 1000);
    const stored = JSON.stringify(record);
    // a word as text (between spaces or quotes): a short word such as "add" can stand between "+" and "/"
    // inside base64 by chance, which failed a run here
    for (const word of phrase.split(' '))
      expect(stored).not.toMatch(new RegExp(`(^|[\\s"])${word}([\\s"]|$)`));
    const words = phrase.split(' ');
    for (let i = 1; i < words.length; i += 1) expect(stored).not.toContain(`${words[i - 1]} ${words[i]}`);
    expect(await openPhrase(record, 'my passcode')).toBe(phrase);
    expect(await openPhrase(record, 'my passcodf')).toBeNull();
    // another address swapped in (to show a wallet that is not the one inside) does not open
    expect(
      await openPhrase({ ...record, address: '0x0000000000000000000000000000000000000001' }, 'my passcode'),
    ).toBeNull();
    // salt and IV are fresh every time
    const again = await sealPhrase(phrase, 'my passcode', address, 1000);
    expect(again.salt).not.toBe(record.salt);
    expect(again.iv).not.toBe(record.iv);
    expect(again.data).not.toBe(record.data);
  });

  it('uses 600 000 PBKDF2 rounds by default', async () => {
    const record = await sealPhrase('x', 'passcode', '0x1');
    expect(record.iterations).toBe(600_000);
  });
});
