import type {
  AuthenticationResponseJSON,
  RegistrationResponseJSON,
  WebAuthnCredential,
} from '@simplewebauthn/server';
import type { z } from 'zod';
import {
  PASSKEY_CHALLENGE_TTL_MS,
  PASSKEY_LABEL_MAX,
  type PasskeyAssertion,
  type PasskeyCreationOptions,
  type PasskeyInfo,
  type PasskeyRegistration,
  type PasskeyRequestOptions,
} from '../../../contract/passkeys';
import type { CounterStore } from '../../counters/counter-store';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../http/app-error';
import type { SessionUser } from '../../http/context';
import { parseDevice } from '../core/device';
import type { AuthService, SessionOut } from '../core/service';
import type { WayInGuardApi } from '../ways-in/way-in-guard';
import type { ChallengePurpose, PasskeyRepository } from './repository';

/** option requests one client address may make a minute (sign-in is open to anyone): a ceiling for floods */
export const PASSKEY_OPTIONS_PER_MINUTE = 60;
const RP_NAME = 'Stallfeed';

type Registration = z.infer<typeof PasskeyRegistration>;
type Assertion = z.infer<typeof PasskeyAssertion>;

/** an IP literal is no relying party id (WebAuthn §5.1.4: a valid domain); loopback addresses use `localhost` */
const isIpHost = (host: string) => /^[\d.]+$/.test(host) || host.startsWith('[');

/**
 * Passkeys (WebAuthn; docs/decisions/0256-passkeys.md) with @simplewebauthn/server: registering one (a way in,
 * so guarded by the ways-in rules of docs/decisions/0255-ways-in.md), signing in with one without a name or a
 * password (a discoverable credential), and proving again who you are with one touch. Each ceremony's challenge
 * is stored here, for one purpose (and one account when signed in), and used up once the answer checks out.
 * The relying party is this server's origin (PUBLIC_URL, else its loopback names, as for wallet sign-in).
 */
export class PasskeyService {
  constructor(
    private readonly repo: PasskeyRepository,
    private readonly auth: AuthService,
    private readonly waysIn: WayInGuardApi,
    /** this server's web origins (PUBLIC_URL, else its own loopback addresses) */
    private readonly origins: () => string[],
    private readonly counters: CounterStore,
    private readonly now: () => number = Date.now,
  ) {
    // the undo link of the "passkey added" mail removes it (docs/decisions/0255-ways-in.md)
    waysIn.registerRemover('passkey', async (userId, ref) => {
      await this.repo.remove(userId, ref);
    });
  }

  /** the relying party ids a response may name: the hosts of this server's origins that are domains */
  private rpIds(): string[] {
    const hosts = this.origins().map((o) => new URL(o).hostname);
    const ids = [...new Set(hosts.filter((h) => !isIpHost(h)))];
    return ids.length ? ids : ['localhost'];
  }

  private async lib() {
    // loaded on first use, not at every start (docs/decisions/0249-compiled-start.md)
    return import('@simplewebauthn/server');
  }

  async registerOptions(user: SessionUser): Promise<z.input<typeof PasskeyCreationOptions>> {
    await this.waysIn.assertMayChangeWaysIn(user);
    const { generateRegistrationOptions } = await this.lib();
    const existing = await this.repo.passkeysOf(user.id);
    const name = user.email || (await this.auth.displayNames([user.id])).get(user.id) || RP_NAME;
    const options = await generateRegistrationOptions({
      rpName: RP_NAME,
      rpID: this.rpIds()[0] as string,
      userName: name,
      userDisplayName: name,
      // the user handle a discoverable passkey gives back at sign-in: the account's opaque id
      userID: new TextEncoder().encode(user.id),
      timeout: PASSKEY_CHALLENGE_TTL_MS,
      attestationType: 'none',
      excludeCredentials: existing.map((p) => ({
        id: p.credential_id,
        transports: transportsOf(p.transports),
      })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
    await this.storeChallenge(options.challenge, 'register', user.id);
    return options;
  }

  async register(
    user: SessionUser,
    input: { credential: Registration; label?: string },
    userAgent: string | null,
  ): Promise<PasskeyInfo> {
    await this.waysIn.assertMayChangeWaysIn(user);
    const { verifyRegistrationResponse } = await this.lib();
    const now = this.now();
    const challenge = this.challengeCheck('register', user.id, now);
    let result: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
    try {
      result = await verifyRegistrationResponse({
        response: input.credential as unknown as RegistrationResponseJSON,
        expectedChallenge: challenge.check,
        expectedOrigin: this.origins(),
        expectedRPID: this.rpIds(),
        requireUserVerification: false,
      });
    } catch {
      throw new AppError(challenge.refused ? 'passkeyChallengeInvalid' : 'passkeyInvalid');
    }
    if (!result.verified) throw new AppError('passkeyInvalid');
    const { credential } = result.registrationInfo;
    if (!(await this.repo.consumeChallenge(challenge.value, 'register', now)))
      throw new AppError('passkeyChallengeInvalid');
    const label = input.label ?? deviceLabel(userAgent);
    try {
      await this.repo.insertPasskey({
        credentialId: credential.id,
        userId: user.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        signCount: credential.counter,
        transports: credential.transports?.length ? JSON.stringify(credential.transports) : null,
        label,
        now,
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError('passkeyTaken');
      throw err;
    }
    await this.waysIn.added(user, { kind: 'passkey', ref: credential.id, label: label || 'Passkey' });
    return { id: credential.id, label, created_at: now, last_used_at: null };
  }

  /** sign-in options: open to anyone, so counted per client address like wallet nonces */
  async loginOptions(address: string): Promise<z.input<typeof PasskeyRequestOptions>> {
    if ((await this.counters.increment(`passkey:options:${address}`, 60_000)) > PASSKEY_OPTIONS_PER_MINUTE)
      throw new AppError('rateLimited');
    const { generateAuthenticationOptions } = await this.lib();
    const options = await generateAuthenticationOptions({
      rpID: this.rpIds()[0] as string,
      timeout: PASSKEY_CHALLENGE_TTL_MS,
      userVerification: 'preferred',
    });
    await this.storeChallenge(options.challenge, 'login', null);
    return options;
  }

  /**
   * Sign-in with a passkey. The password throttle is not consulted (docs/decisions/0256-passkeys.md): a
   * passkey cannot be guessed, and a locked-out owner must still get in with hers.
   */
  async login(input: { credential: Assertion }, userAgent: string | null): Promise<SessionOut> {
    const { passkey } = await this.verifiedAssertion(input.credential, 'login', null);
    return this.auth.startSession(
      { id: passkey.user_id, email: passkey.email, role: passkey.role },
      userAgent,
      { wayAddedAt: Number(passkey.created_at) },
    );
  }

  async reauthOptions(user: SessionUser): Promise<z.input<typeof PasskeyRequestOptions>> {
    const passkeys = await this.repo.passkeysOf(user.id);
    if (passkeys.length === 0) throw new AppError('passkeyNotFound');
    const { generateAuthenticationOptions } = await this.lib();
    const options = await generateAuthenticationOptions({
      rpID: this.rpIds()[0] as string,
      timeout: PASSKEY_CHALLENGE_TTL_MS,
      userVerification: 'preferred',
      allowCredentials: passkeys.map((p) => ({
        id: p.credential_id,
        transports: transportsOf(p.transports),
      })),
    });
    await this.storeChallenge(options.challenge, 'reauth', user.id);
    return options;
  }

  /** one touch proves the session's person again; the proof dates from when this passkey was added */
  async reprove(user: SessionUser, input: { credential: Assertion }): Promise<{ proven_at: number }> {
    const { passkey } = await this.verifiedAssertion(input.credential, 'reauth', user.id);
    return this.auth.markProven(user, { wayAddedAt: Number(passkey.created_at) });
  }

  async list(user: SessionUser): Promise<{ passkeys: PasskeyInfo[] }> {
    // the security screen and the "Confirm it's you" sheet list passkeys before a ceremony: the library loads
    // meanwhile, not while the person waits for the browser's passkey sheet
    void this.lib().catch(() => undefined);
    const rows = await this.repo.passkeysOf(user.id);
    return {
      passkeys: rows.map((r) => ({
        id: r.credential_id,
        label: r.label,
        created_at: Number(r.created_at),
        last_used_at: r.last_used_at === null ? null : Number(r.last_used_at),
      })),
    };
  }

  async remove(user: SessionUser, id: string): Promise<{ message: string }> {
    const passkeys = await this.repo.passkeysOf(user.id);
    const passkey = passkeys.find((p) => p.credential_id === id);
    if (!passkey) throw new AppError('passkeyNotFound');
    await this.waysIn.assertMayChangeWaysIn(user);
    // never lock a person out: the last way into an account stays
    if (await this.waysIn.isLastWayIn(user.id)) throw new AppError('passkeyLastWayIn');
    if (!(await this.repo.remove(user.id, id))) throw new AppError('passkeyNotFound');
    await this.waysIn.removed(user, { kind: 'passkey', ref: id, label: passkey.label || 'Passkey' });
    return { message: 'Passkey removed' };
  }

  private async storeChallenge(challenge: string, purpose: ChallengePurpose, userId: string | null) {
    const now = this.now();
    await this.repo.insertChallenge({
      challenge,
      purpose,
      userId,
      now,
      expiresAt: now + PASSKEY_CHALLENGE_TTL_MS,
    });
  }

  /** the challenge check handed to the library: it remembers the challenge and whether it was refused */
  private challengeCheck(purpose: ChallengePurpose, userId: string | null, now: number) {
    const state = {
      value: '',
      refused: false,
      check: async (challenge: string) => {
        state.value = challenge;
        const open = await this.repo.challengeOpen(challenge, purpose, userId, now);
        state.refused = !open;
        return open;
      },
    };
    return state;
  }

  /**
   * An assertion checked against the stored public key: its challenge (issued for this purpose and account,
   * unused, unexpired), origin, relying party, user presence, signature and signature counter; then the
   * challenge is used up and the counter moved, each once (a replay, even a simultaneous one, fails).
   */
  private async verifiedAssertion(credential: Assertion, purpose: ChallengePurpose, userId: string | null) {
    const passkey = await this.repo.find(credential.id);
    if (!passkey) throw new AppError('passkeyUnknown');
    if (userId !== null && passkey.user_id !== userId) throw new AppError('passkeyNotFound');
    // a discoverable passkey names its account: it must be the one the credential belongs to
    const handle = credential.response.userHandle;
    if (handle && Buffer.from(handle, 'base64url').toString('utf8') !== passkey.user_id)
      throw new AppError('passkeyInvalid');
    const { verifyAuthenticationResponse } = await this.lib();
    const now = this.now();
    const challenge = this.challengeCheck(purpose, userId, now);
    const stored: WebAuthnCredential = {
      id: passkey.credential_id,
      publicKey: new Uint8Array(Buffer.from(passkey.public_key, 'base64url')),
      counter: Number(passkey.sign_count),
      transports: transportsOf(passkey.transports),
    };
    let result: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
    try {
      result = await verifyAuthenticationResponse({
        response: credential as unknown as AuthenticationResponseJSON,
        expectedChallenge: challenge.check,
        expectedOrigin: this.origins(),
        expectedRPID: this.rpIds(),
        credential: stored,
        requireUserVerification: false,
      });
    } catch {
      throw new AppError(challenge.refused ? 'passkeyChallengeInvalid' : 'passkeyInvalid');
    }
    if (!result.verified) throw new AppError('passkeyInvalid');
    if (!(await this.repo.consumeChallenge(challenge.value, purpose, now)))
      throw new AppError('passkeyChallengeInvalid');
    if (
      !(await this.repo.recordUse(
        passkey.credential_id,
        stored.counter,
        result.authenticationInfo.newCounter,
        now,
      ))
    )
      throw new AppError('passkeyInvalid');
    return { passkey };
  }
}

function transportsOf(json: string | null): string[] | undefined {
  if (!json) return undefined;
  try {
    const list = JSON.parse(json) as unknown;
    return Array.isArray(list) ? list.filter((t): t is string => typeof t === 'string') : undefined;
  } catch {
    return undefined;
  }
}

/** a passkey's name when its owner gives none: the device it was made on ("Chrome · Android"), else empty */
function deviceLabel(userAgent: string | null): string {
  const d = parseDevice(userAgent);
  return [d.browser, d.os]
    .filter((p): p is string => p !== null)
    .join(' · ')
    .slice(0, PASSKEY_LABEL_MAX);
}
