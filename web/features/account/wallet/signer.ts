import type { LocalAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { walletNonce } from '../../../../contract/wallet';
import { callApi } from '../../../lib/api';

/**
 * Who signs the sign-in message (docs/decisions/0101-sign-in-with-ethereum.md): the key made on this
 * device, or the person's own browser wallet (window.ethereum, EIP-1193). Either way only the message
 * and its signature go to the server.
 */
export interface WalletSigner {
  address: `0x${string}`;
  signMessage(message: string): Promise<`0x${string}`>;
}

export function localSigner(account: LocalAccount): WalletSigner {
  return { address: account.address, signMessage: (message) => account.signMessage({ message }) };
}

interface Eip1193Provider {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>;
}

function injected(): Eip1193Provider | null {
  const eth = (window as { ethereum?: unknown }).ethereum;
  return eth && typeof (eth as Eip1193Provider).request === 'function' ? (eth as Eip1193Provider) : null;
}

export function hasBrowserWallet(): boolean {
  return injected() !== null;
}

/** asks the browser wallet for its account; the wallet itself shows and signs the message */
export async function browserSigner(): Promise<WalletSigner> {
  const eth = injected();
  if (!eth) throw new Error('no browser wallet');
  const accounts = (await eth.request({ method: 'eth_requestAccounts' })) as string[];
  const address = accounts[0] as `0x${string}` | undefined;
  if (!address) throw new Error('the browser wallet shared no account');
  return {
    address,
    signMessage: async (message) => {
      const hex = `0x${Array.from(new TextEncoder().encode(message), (b) => b.toString(16).padStart(2, '0')).join('')}`;
      return (await eth.request({ method: 'personal_sign', params: [hex, address] })) as `0x${string}`;
    },
  };
}

/** a fresh nonce from the server, the EIP-4361 message for this site, and its signature */
export async function signInMessage(signer: WalletSigner, statement: string) {
  const { nonce, expires_at, chain_id } = await callApi(walletNonce, {});
  const message = createSiweMessage({
    domain: window.location.host,
    uri: window.location.origin,
    address: signer.address,
    chainId: chain_id,
    nonce,
    statement,
    version: '1',
    issuedAt: new Date(),
    expirationTime: new Date(expires_at),
  });
  return { message, signature: await signer.signMessage(message) };
}
