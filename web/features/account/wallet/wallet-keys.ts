import { HDKey } from '@scure/bip32';
import { generateMnemonic, mnemonicToSeedWebcrypto, validateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { bytesToHex } from 'viem';
import {
  type HDAccount,
  mnemonicToAccount,
  type PrivateKeyAccount,
  privateKeyToAccount,
} from 'viem/accounts';

/**
 * The wallet made on the device (docs/decisions/0100-wallet-on-the-device.md): a BIP-39 phrase from
 * the English list and the Ethereum account on the standard path m/44'/60'/0'/0/0. Nothing here
 * touches the network; only lazily loaded wallet pages import this module (docs/quality.md budget).
 */
export const ETH_PATH = "m/44'/60'/0'/0/0";
export const WORDLIST: readonly string[] = wordlist;

/** a new phrase: 12 words (128 bits of entropy) or 24 (256 bits), from the browser's secure random source */
export function newPhrase(words: 12 | 24 = 12): string {
  return generateMnemonic(wordlist, words === 24 ? 256 : 128);
}

/** words of a typed or pasted phrase: lower case, any spacing, numbering ("1. abandon") dropped */
export function splitPhrase(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/\b\d+[.)]/g, ' ')
    .split(/[^a-z]+/)
    .filter(Boolean);
}

export type PhraseCheck =
  | { ok: true; phrase: string }
  | { ok: false; reason: 'count'; count: number }
  | { ok: false; reason: 'unknown'; unknown: { index: number; word: string; suggestions: string[] }[] }
  | { ok: false; reason: 'checksum' };

const WORDS = new Set(wordlist);

/** checks a phrase: 12 or 24 words, every one from the list (misspelt ones with suggestions), and the checksum */
export function checkPhrase(text: string): PhraseCheck {
  const words = splitPhrase(text);
  const unknown = words
    .map((word, index) => ({ word, index }))
    .filter(({ word }) => !WORDS.has(word))
    .map(({ word, index }) => ({ word, index, suggestions: suggestWords(word) }));
  if (unknown.length > 0) return { ok: false, reason: 'unknown', unknown };
  if (words.length !== 12 && words.length !== 24) return { ok: false, reason: 'count', count: words.length };
  const phrase = words.join(' ');
  if (!validateMnemonic(phrase, wordlist)) return { ok: false, reason: 'checksum' };
  return { ok: true, phrase };
}

/**
 * Words of the list close to a misspelt one (at most 4): one edit away first, then those sharing its first
 * four letters (the list's words are unique by them), then two edits away.
 */
export function suggestWords(word: string, max = 4): string[] {
  const w = word.toLowerCase();
  const byPrefix =
    w.length >= 3 ? wordlist.filter((c) => c.startsWith(w.slice(0, Math.min(4, w.length)))) : [];
  const scored = wordlist
    .map((c) => ({ c, d: editDistance(w, c, 2) }))
    .filter(({ d }) => d <= 2)
    .sort((a, b) => a.d - b.d || a.c.localeCompare(b.c))
    .map(({ c }) => c);
  const close = scored.filter((c) => editDistance(w, c, 1) <= 1);
  return [...new Set([...close, ...byPrefix, ...scored])].slice(0, max);
}

/**
 * Edit distance counting a swap of two neighbouring letters as one edit (optimal string alignment), since
 * "yaer" for "year" is the commonest slip; gives up (returning limit + 1) once it exceeds `limit`.
 */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, rows[i - 2]![j - 2]! + 1);
      row.push(v);
      rowMin = Math.min(rowMin, v);
    }
    if (rowMin > limit) return limit + 1;
    rows.push(row);
  }
  return rows[a.length]![b.length]!;
}

/** the phrase's Ethereum account (m/44'/60'/0'/0/0): it signs locally, its key never leaves this object */
export function accountFromPhrase(phrase: string): HDAccount {
  return mnemonicToAccount(phrase, { path: ETH_PATH });
}

/**
 * The same account without holding up the screen: the seed's 2048 PBKDF2-SHA-512 rounds run in the browser's
 * native WebCrypto instead of JavaScript on the main thread (the screens use this one).
 */
export async function deriveAccount(phrase: string): Promise<PrivateKeyAccount> {
  const seed = await mnemonicToSeedWebcrypto(phrase);
  const key = HDKey.fromMasterSeed(seed).derive(ETH_PATH).privateKey;
  if (!key) throw new Error('no private key at the path');
  return privateKeyToAccount(bytesToHex(key));
}
