import { useState } from 'react';
import { getSession } from '../../../lib/session';

/**
 * The wallet screens sign in when nobody is logged in, and link the wallet to the account when someone is
 * (reached from /security). Decided once when the screen opens, so signing in midway does not switch it.
 */
export type WalletMode = 'login' | 'link';

export function useWalletMode(): WalletMode {
  const [mode] = useState<WalletMode>(() => (getSession() ? 'link' : 'login'));
  return mode;
}

/** 0x1234…abcd */
export function shortAddress(address: string): string {
  return `${address.slice(0, 6)}…${address.slice(-4)}`;
}
