import { z } from 'zod';
import { MailLocale, Session } from './auth';
import { defineCall } from './call';
import { Empty, Message, Role } from './common';

/**
 * Wallet sign-up and sign-in (issue 10): Sign-In with Ethereum (EIP-4361). The phrase and the key stay
 * on the device; the server only sees a signed message. Decisions: docs/decisions/0100-wallet-on-the-device.md,
 * docs/decisions/0101-sign-in-with-ethereum.md.
 */

/** the chain every Stallfeed sign-in message names (Ethereum mainnet); signing costs nothing and sends nothing */
export const SIWE_CHAIN_ID = 1;
/** a nonce works once, for this long after it was issued */
export const SIWE_NONCE_TTL_MS = 10 * 60_000;
/** the statement of every sign-in message, so the wallet shows the person what they sign */
export const SIWE_STATEMENT = 'Sign in to Stallfeed. This costs nothing and sends no transaction.';
export const SIWE_LINK_STATEMENT = 'Link this wallet to my Stallfeed account.';
export const SIWE_REAUTH_STATEMENT = 'Confirm it is me, to change where my Stallfeed payments go.';

export const WalletAddress = z
  .string()
  .trim()
  .regex(/^0x[0-9a-fA-F]{40}$/, { message: 'not an Ethereum address' });

/** an EIP-4361 message as the wallet signed it (a few hundred characters) */
const SiweText = z.string().min(50).max(2000);
/** 65-byte secp256k1 signature, hex */
const Signature = z.string().regex(/^0x[0-9a-fA-F]{130}$/, { message: 'not a signature' });

export const walletNonce = defineCall({
  path: '/auth/user/wallet_nonce',
  summary:
    'A fresh single-use nonce for a Sign-In with Ethereum message (expires in 10 minutes), with the chain id the message must name.',
  auth: 'optional',
  input: Empty,
  output: z.object({ nonce: z.string(), expires_at: z.number().int(), chain_id: z.number().int() }),
});

export const walletLogin = defineCall({
  path: '/auth/user/wallet_login',
  summary:
    'Sign in with a wallet: an EIP-4361 message and its signature. Domain, URI, chain, nonce (single use) and expiry are checked. A new address creates an account (new_account true, role as asked), a known one logs in. Answers like login.',
  auth: 'optional',
  input: z.strictObject({
    message: SiweText,
    signature: Signature,
    role: Role.default('c'),
    locale: MailLocale.optional(),
  }),
  output: Session.extend({ new_account: z.boolean() }),
});

export const LinkedWallet = z.object({ address: z.string(), created_at: z.number().int() });
export type LinkedWallet = z.infer<typeof LinkedWallet>;

export const listWallets = defineCall({
  path: '/auth/user/wallets',
  summary: 'The wallet addresses linked to the caller’s account (checksummed).',
  auth: 'required',
  input: Empty,
  output: z.object({ wallets: z.array(LinkedWallet) }),
});

export const linkWallet = defineCall({
  path: '/auth/user/wallet_link',
  summary:
    'Link a wallet to the caller’s account with a freshly signed EIP-4361 message (same checks as wallet_login). An address belongs to one account: 409 when another has it.',
  auth: 'required',
  input: z.strictObject({ message: SiweText, signature: Signature }),
  output: LinkedWallet,
});

export const unlinkWallet = defineCall({
  path: '/auth/user/wallet_unlink',
  summary:
    'Unlink a wallet from the caller’s account; refused (409) when it is the account’s last way in (no password, no other wallet, no single sign-on).',
  auth: 'required',
  input: z.strictObject({ address: WalletAddress }),
  output: Message,
});

export const walletReauth = defineCall({
  path: '/auth/user/wallet_reauth',
  summary:
    'Prove again who you are with a wallet linked to the account (a freshly signed EIP-4361 message with the re-authentication statement): sensitive changes such as where payments go need such a proof from the last 5 minutes (docs/decisions/0222-payout-changes.md).',
  auth: 'required',
  input: z.strictObject({ message: SiweText, signature: Signature }),
  output: z.object({ proven_at: z.number().int() }),
});
