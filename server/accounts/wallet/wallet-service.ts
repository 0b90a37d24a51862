import { randomBytes } from 'node:crypto';
import type { Role } from '../../../contract/common';
import {
  SIWE_CHAIN_ID,
  SIWE_LINK_STATEMENT,
  SIWE_NONCE_TTL_MS,
  SIWE_REAUTH_STATEMENT,
  SIWE_STATEMENT,
} from '../../../contract/wallet';
import type { CounterStore } from '../../counters/counter-store';
import { isUniqueViolation } from '../../db/errors';
import { newId } from '../../db/ids';
import { AppError } from '../../http/app-error';
import type { SessionUser } from '../../http/context';
import type { AuthService, SessionOut } from '../core/service';
import type { WayInGuardApi } from '../ways-in/way-in-guard';
import type { WalletRepository } from './repository';
import { checkSiwe } from './siwe';

/** nonces (rows) one client address may ask for a minute: plenty for people, a ceiling for floods */
export const NONCES_PER_MINUTE = 60;

/**
 * Wallet sign-up, sign-in and linking (issue 10; docs/decisions/0101-sign-in-with-ethereum.md).
 * The server never sees a phrase or a key: only a signed EIP-4361 message, checked by siwe.ts, with a
 * nonce it issued (single use, 10 minutes). Sessions are started by AuthService like every login.
 */
export class WalletService {
  constructor(
    private readonly repo: WalletRepository,
    private readonly auth: AuthService,
    /** this server's web origins (PUBLIC_URL, else its own loopback addresses) */
    private readonly origins: () => string[],
    private readonly counters: CounterStore,
    /** linking and unlinking need a fresh proof, are mailed and listed (docs/decisions/0255-ways-in.md) */
    private readonly waysIn: WayInGuardApi,
    private readonly now: () => number = Date.now,
  ) {
    // the mailed undo link of a wallet just linked removes it
    waysIn.registerRemover('wallet', async (userId, address) => {
      await this.repo.unlink(userId, address);
    });
  }

  /** a nonce per sign-in attempt; one client address may ask for NONCES_PER_MINUTE a minute (429 above) */
  async nonce(address: string): Promise<{ nonce: string; expires_at: number; chain_id: number }> {
    if ((await this.counters.increment(`wallet:nonce:${address}`, 60_000)) > NONCES_PER_MINUTE)
      throw new AppError('rateLimited');
    const now = this.now();
    // 128 random bits; EIP-4361 wants letters and digits only
    const nonce = randomBytes(16).toString('hex');
    await this.repo.insertNonce(nonce, now, now + SIWE_NONCE_TTL_MS);
    return { nonce, expires_at: now + SIWE_NONCE_TTL_MS, chain_id: SIWE_CHAIN_ID };
  }

  async login(
    input: { message: string; signature: string; role: Role; locale?: string },
    userAgent: string | null,
  ): Promise<SessionOut & { new_account: boolean }> {
    const address = await this.verified(input.message, input.signature, SIWE_STATEMENT);
    const known = await this.repo.ownerOf(address);
    // the session remembers when this wallet was linked: a young one proves less (docs/decisions/0255-ways-in.md)
    if (known)
      return {
        ...(await this.auth.startSession(known, userAgent, { wayAddedAt: Number(known.linked_at) })),
        new_account: false,
      };
    const id = newId();
    try {
      await this.auth.createPasswordlessAccount(
        {
          id,
          email: null,
          emailKey: `wallet:${address.toLowerCase()}`,
          role: input.role,
          locale: input.locale,
        },
        (trx, now) => this.repo.link(id, address, now, trx),
      );
    } catch (err) {
      // the same wallet signing up twice at once: the address's primary key decides, the other logs in
      if (!isUniqueViolation(err)) throw err;
      const winner = await this.repo.ownerOf(address);
      if (!winner) throw err;
      return {
        ...(await this.auth.startSession(winner, userAgent, { wayAddedAt: Number(winner.linked_at) })),
        new_account: false,
      };
    }
    // no proof given: the account's creation, which is when this wallet was linked
    const session = await this.auth.startSession({ id, email: '', role: input.role }, userAgent);
    return { ...session, new_account: true };
  }

  async list(user: SessionUser) {
    const rows = await this.repo.walletsOf(user.id);
    // viem loads on first use, not at every start (docs/decisions/0249-compiled-start.md)
    const { getAddress } = await import('viem');
    return {
      wallets: rows.map((r) => ({ address: getAddress(r.address), created_at: Number(r.created_at) })),
    };
  }

  async link(user: SessionUser, input: { message: string; signature: string }) {
    // before the message is checked: its nonce stays unused, so the app sends it again after "confirm it's you"
    await this.waysIn.assertMayChangeWaysIn(user);
    const address = await this.verified(input.message, input.signature, SIWE_LINK_STATEMENT);
    const owner = await this.repo.ownerOf(address);
    if (owner && owner.id !== user.id) throw new AppError('walletTaken');
    if (!owner) {
      try {
        await this.repo.link(user.id, address, this.now());
      } catch (err) {
        if (isUniqueViolation(err)) throw new AppError('walletTaken');
        throw err;
      }
      await this.waysIn.added(user, wayIn(address));
    }
    const linked = (await this.repo.walletsOf(user.id)).find((w) => w.address === address.toLowerCase());
    return { address, created_at: Number(linked?.created_at ?? this.now()) };
  }

  /** a fresh signature of a wallet linked to this account proves the session's person again */
  async reprove(
    user: SessionUser,
    input: { message: string; signature: string },
  ): Promise<{ proven_at: number }> {
    const address = await this.verified(input.message, input.signature, SIWE_REAUTH_STATEMENT);
    const wallet = (await this.repo.walletsOf(user.id)).find((w) => w.address === address.toLowerCase());
    if (!wallet) throw new AppError('walletNotLinked');
    return this.auth.markProven(user, { wayAddedAt: Number(wallet.created_at) });
  }

  async unlink(user: SessionUser, address: string): Promise<{ message: string }> {
    await this.waysIn.assertMayChangeWaysIn(user);
    const wallets = await this.repo.walletsOf(user.id);
    if (!wallets.some((w) => w.address === address.toLowerCase())) throw new AppError('walletNotLinked');
    // never lock a person out: the last way into the account stays (a passkey, a password or SSO lets the wallet go)
    if (await this.waysIn.isLastWayIn(user.id)) throw new AppError('walletLastWayIn');
    if (!(await this.repo.unlink(user.id, address))) throw new AppError('walletNotLinked');
    await this.waysIn.removed(user, wayIn(address));
    return { message: 'Wallet unlinked' };
  }

  /** the address that signed a valid message; its nonce is used up only when everything else holds */
  private async verified(message: string, signature: string, statement: string): Promise<string> {
    const now = this.now();
    const result = await checkSiwe(message, signature, {
      origins: this.origins(),
      chainId: SIWE_CHAIN_ID,
      statement,
      now,
    });
    if (!result.ok) throw new AppError(result.error);
    if (!(await this.repo.consumeNonce(result.nonce, now))) throw new AppError('walletNonceInvalid');
    return result.address;
  }
}

/** a wallet as the ways-in activity and mail name it: 0x12Ab…cdEf */
function wayIn(address: string) {
  return {
    kind: 'wallet' as const,
    ref: address.toLowerCase(),
    label: `${address.slice(0, 6)}…${address.slice(-4)}`,
  };
}
