/**
 * Keeping the phrase on the device, encrypted (docs/decisions/0100-wallet-on-the-device.md): a key derived
 * from the person's passcode with PBKDF2-SHA-256 (600 000 rounds, 16-byte random salt) encrypts it with
 * AES-GCM (random 12-byte IV). Only this record is stored (local storage); the phrase and the passcode are
 * never stored and never sent. Anyone with the record still needs the passcode, and each guess costs the
 * 600 000 rounds.
 */
export const VAULT_STORAGE_KEY = 'stallfeed.wallet';
export const PBKDF2_ITERATIONS = 600_000;
export const PASSCODE_MIN = 6;

export interface VaultRecord {
  v: 1;
  /** the account's address (not secret: it shows which wallet this is before unlocking) */
  address: string;
  iterations: number;
  salt: string;
  iv: string;
  data: string;
}

function b64(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
}

function unb64(text: string): Uint8Array<ArrayBuffer> {
  const s = atob(text);
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}

async function keyFrom(
  passcode: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', new TextEncoder().encode(passcode), 'PBKDF2', false, [
    'deriveKey',
  ]);
  return crypto.subtle.deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

export async function sealPhrase(
  phrase: string,
  passcode: string,
  address: string,
  iterations = PBKDF2_ITERATIONS,
): Promise<VaultRecord> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const key = await keyFrom(passcode, salt, iterations);
  // the address is bound as additional data: a record with a swapped address does not open
  const data = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(address) },
    key,
    new TextEncoder().encode(phrase),
  );
  return { v: 1, address, iterations, salt: b64(salt), iv: b64(iv), data: b64(new Uint8Array(data)) };
}

/** the phrase, or null when the passcode is wrong (or the record was altered) */
export async function openPhrase(record: VaultRecord, passcode: string): Promise<string | null> {
  try {
    const key = await keyFrom(passcode, unb64(record.salt), record.iterations);
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: unb64(record.iv), additionalData: new TextEncoder().encode(record.address) },
      key,
      unb64(record.data),
    );
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}

export function storedVault(): VaultRecord | null {
  try {
    const raw = localStorage.getItem(VAULT_STORAGE_KEY);
    if (!raw) return null;
    const record = JSON.parse(raw) as VaultRecord;
    return record?.v === 1 && typeof record.address === 'string' ? record : null;
  } catch {
    return null;
  }
}

export function storeVault(record: VaultRecord): void {
  localStorage.setItem(VAULT_STORAGE_KEY, JSON.stringify(record));
}

export function forgetVault(): void {
  localStorage.removeItem(VAULT_STORAGE_KEY);
}
