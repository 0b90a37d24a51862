import { randomBytes } from 'node:crypto';
import * as oidc from 'openid-client';
import type { Role } from '../../../contract/common';
import type { CounterStore } from '../../counters/counter-store';
import { isUniqueViolation } from '../../db/errors';
import { newId } from '../../db/ids';
import { AppError } from '../../http/app-error';
import type { SessionUser } from '../../http/context';
import { type LoginThrottle, loginAccountKey } from '../core/login-throttle';
import { verifyPassword } from '../core/passwords';
import type { AuthService, SessionOut } from '../core/service';
import { hashToken } from '../credentials/tokens';
import type { WayInGuardApi } from '../ways-in/way-in-guard';
import { IdTokenSignature } from './id-token-signature';
import type { SsoRepository } from './repository';

/** an attempt (state, nonce) and a pending link work this long */
export const SSO_ATTEMPT_TTL_MS = 10 * 60_000;
export const SSO_STARTS_PER_MINUTE = 60;

export interface SsoSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /**
   * How the client proves itself at the token endpoint: HTTP Basic (the OpenID default), or the id and secret in
   * the form body, for providers that do not form-decode a Basic header (client ids with `:` or spaces)
   */
  clientAuth: 'client_secret_basic' | 'client_secret_post';
  /** the web page the provider sends the person back to (registered at the provider) */
  redirectUri: () => string;
  name: string;
}

export type SsoAnswer =
  | (SessionOut & { new_account: boolean; link_required: false })
  | { link_required: true; email: string; link_token: string };

/** how the provider's answer failed, for the log (the person gets one message) */
export interface SsoLog {
  warn(obj: object, msg: string): void;
}

/**
 * Single sign-on with an OpenID Connect provider (issue 10; docs/decisions/0102-single-sign-on.md).
 * openid-client does the protocol: discovery, the code exchange with PKCE, and the ID token's claims (iss,
 * aud, exp, nonce); its signature is checked here against the provider's key set (./id-token-signature.ts);
 * this service keeps state and nonce (single use, 10 minutes), maps identities to accounts and never links an
 * existing account without proof.
 */
export class SsoService {
  private discovered: Promise<oidc.Configuration> | null = null;
  private signatures: IdTokenSignature | null = null;

  constructor(
    private readonly repo: SsoRepository,
    private readonly auth: AuthService,
    private readonly throttle: LoginThrottle,
    private readonly settings: SsoSettings | null,
    private readonly log: SsoLog,
    private readonly counters: CounterStore,
    /** linking an identity needs a fresh proof, is mailed and listed (docs/decisions/0255-ways-in.md) */
    private readonly waysIn: WayInGuardApi,
    private readonly now: () => number = Date.now,
  ) {
    // the mailed undo link of an identity just linked removes it; ref is `issuer subject`
    waysIn.registerRemover('sso', async (userId, ref) => {
      const space = ref.indexOf(' ');
      await this.repo.removeIdentity(userId, ref.slice(0, space), ref.slice(space + 1));
    });
  }

  status(): { enabled: boolean; name: string | null } {
    return { enabled: this.settings !== null, name: this.settings?.name ?? null };
  }

  /** one client address may start SSO_STARTS_PER_MINUTE sign-ins a minute (each is a stored row; 429 above) */
  async start(
    input: { code_challenge: string; role: Role; link?: boolean },
    address: string,
    user: SessionUser | null = null,
  ): Promise<{ authorization_url: string }> {
    const settings = this.mustHave();
    // linking the identity to the signed-in account: a new way in (docs/decisions/0255-ways-in.md)
    if (input.link) {
      if (!user) throw new AppError('sessionInvalid');
      await this.waysIn.assertMayChangeWaysIn(user);
    }
    if ((await this.counters.increment(`sso:start:${address}`, 60_000)) > SSO_STARTS_PER_MINUTE)
      throw new AppError('rateLimited');
    const config = await this.configuration();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const now = this.now();
    await this.repo.insertAttempt({
      stateHash: hashToken(state),
      nonce,
      codeChallenge: input.code_challenge,
      role: input.role,
      now,
      expiresAt: now + SSO_ATTEMPT_TTL_MS,
      linkUserId: input.link && user ? user.id : null,
    });
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: settings.redirectUri(),
      scope: 'openid email profile',
      state,
      nonce,
      code_challenge: input.code_challenge,
      code_challenge_method: 'S256',
    });
    return { authorization_url: url.href };
  }

  async finish(
    input: { code: string; state: string; iss?: string; code_verifier: string; locale?: string },
    userAgent: string | null,
  ): Promise<SsoAnswer> {
    const settings = this.mustHave();
    const config = await this.configuration();
    const stateHash = hashToken(input.state);
    const attempt = await this.repo.takeAttempt(stateHash, this.now());
    if (!attempt) throw new AppError('ssoStateInvalid');
    // the verifier must be the one whose challenge started this attempt (the provider checks it again)
    if ((await oidc.calculatePKCECodeChallenge(input.code_verifier)) !== attempt.code_challenge)
      throw new AppError('ssoStateInvalid');

    const callback = new URL(settings.redirectUri());
    callback.searchParams.set('code', input.code);
    callback.searchParams.set('state', input.state);
    if (input.iss) callback.searchParams.set('iss', input.iss);
    let claims: oidc.IDToken;
    let accessToken: string;
    try {
      const tokens = await oidc.authorizationCodeGrant(this.judgedByOurClock(config), callback, {
        pkceCodeVerifier: input.code_verifier,
        expectedState: input.state,
        expectedNonce: attempt.nonce,
        idTokenExpected: true,
      });
      const idClaims = tokens.claims();
      if (!idClaims || !tokens.id_token) throw new Error('no ID token');
      await this.signatureCheck(config).verify(tokens.id_token);
      claims = idClaims;
      accessToken = tokens.access_token;
    } catch (err) {
      this.log.warn({ err: explain(err) }, 'single sign-on refused the provider answer');
      if (isUnreachable(err)) throw new AppError('ssoUnavailable');
      throw new AppError('ssoRefused');
    }

    const issuer = claims.iss;
    const subject = claims.sub;
    const known = await this.repo.accountOf(issuer, subject);
    if (attempt.link_user_id) return this.finishLink(attempt.link_user_id, known, issuer, subject, userAgent);
    if (known)
      return {
        // the session remembers when this identity was linked (docs/decisions/0255-ways-in.md)
        ...(await this.auth.startSession(known, userAgent, { wayAddedAt: Number(known.linked_at) })),
        new_account: false,
        link_required: false,
      };

    const email = await this.verifiedEmail(config, claims, accessToken);
    if (email) {
      const existing = await this.repo.accountByEmail(email);
      if (existing) {
        // never linked silently: the person proves the existing account first (sso_link)
        const linkToken = randomBytes(32).toString('base64url');
        await this.repo.setPendingLink(stateHash, {
          tokenHash: hashToken(linkToken),
          issuer,
          subject,
          userId: existing.id,
          expiresAt: this.now() + SSO_ATTEMPT_TTL_MS,
        });
        return { link_required: true, email: existing.email, link_token: linkToken };
      }
    }
    const id = newId();
    try {
      // with a verified email the account has it (verified); without one it stays empty, keyed `sso:<id>`
      await this.auth.createPasswordlessAccount(
        {
          id,
          email,
          emailKey: email ? email.toLowerCase() : `sso:${id}`,
          role: attempt.role,
          locale: input.locale,
        },
        (trx, now) => this.repo.addIdentity(issuer, subject, id, now, trx),
      );
    } catch (err) {
      // the same identity finishing twice at once: the identity's primary key decides, the other logs in
      if (!isUniqueViolation(err)) throw err;
      const winner = await this.repo.accountOf(issuer, subject);
      if (!winner) throw new AppError('emailTaken');
      return {
        ...(await this.auth.startSession(winner, userAgent, { wayAddedAt: Number(winner.linked_at) })),
        new_account: false,
        link_required: false,
      };
    }
    const session = await this.auth.startSession({ id, email: email ?? '', role: attempt.role }, userAgent);
    return { ...session, new_account: true, link_required: false };
  }

  async link(input: { link_token: string; passwd: string }, address: string, userAgent: string | null) {
    const tokenHash = hashToken(input.link_token);
    const pending = await this.repo.pendingLink(tokenHash, this.now());
    if (!pending?.link_user_id || !pending.link_issuer || !pending.link_subject)
      throw new AppError('ssoStateInvalid');
    const account = await this.repo.accountById(pending.link_user_id);
    if (!account) throw new AppError('ssoStateInvalid');
    // a sign-in with the account's password: counted with its other sign-ins
    // (docs/decisions/0258-login-throttles-and-data-folder-lock.md)
    const key = loginAccountKey(account.id, '');
    if (await this.throttle.isBlocked(key, address)) throw new AppError('rateLimited');
    const ok = account.has_password === 1 && (await verifyPassword(account.password_hash, input.passwd));
    if (!ok) {
      await this.throttle.recordFailure(key, address);
      throw new AppError('authWrongPassword');
    }
    await this.throttle.recordSuccess(key);
    if (!(await this.repo.consumeLink(tokenHash))) throw new AppError('ssoStateInvalid');
    try {
      await this.repo.addIdentity(pending.link_issuer, pending.link_subject, account.id, this.now());
      // proven by the account's password just now; the owner hears of it (docs/decisions/0255-ways-in.md)
      await this.waysIn.added(account, this.wayIn(pending.link_issuer, pending.link_subject));
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      const owner = await this.repo.accountOf(pending.link_issuer, pending.link_subject);
      if (owner?.id !== account.id) throw new AppError('conflict');
    }
    return this.auth.startSession(account, userAgent);
  }

  /**
   * The end of a link started by a signed-in account (sso_start with link, after a fresh proof): the identity
   * joins that account, which is mailed, and the answer is a session of it proven by this new identity (which
   * proves nothing for payout changes for 7 days).
   */
  private async finishLink(
    userId: string,
    known: { id: string } | undefined,
    issuer: string,
    subject: string,
    userAgent: string | null,
  ): Promise<SsoAnswer> {
    if (known && known.id !== userId) throw new AppError('ssoIdentityTaken');
    const account = await this.repo.accountById(userId);
    if (!account) throw new AppError('ssoStateInvalid');
    let linkedAt = this.now();
    if (!known) {
      try {
        await this.repo.addIdentity(issuer, subject, userId, linkedAt);
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        throw new AppError('ssoIdentityTaken');
      }
      await this.waysIn.added(account, this.wayIn(issuer, subject));
    } else {
      linkedAt = Number((await this.repo.accountOf(issuer, subject))?.linked_at ?? linkedAt);
    }
    return {
      ...(await this.auth.startSession(account, userAgent, { wayAddedAt: linkedAt })),
      new_account: false,
      link_required: false,
    };
  }

  private wayIn(issuer: string, subject: string) {
    return { kind: 'sso' as const, ref: `${issuer} ${subject}`, label: this.settings?.name ?? issuer };
  }

  /** the email the provider vouches for (email_verified true), from the ID token or else its userinfo */
  private async verifiedEmail(
    config: oidc.Configuration,
    claims: oidc.IDToken,
    accessToken: string,
  ): Promise<string | null> {
    let email = claims.email;
    let verified = claims.email_verified;
    if (typeof email !== 'string') {
      try {
        const info = await oidc.fetchUserInfo(config, accessToken, claims.sub);
        email = info.email;
        verified = info.email_verified;
      } catch (err) {
        this.log.warn({ err: explain(err) }, 'single sign-on: userinfo failed');
        return null;
      }
    }
    return typeof email === 'string' && verified === true && email.includes('@') ? email : null;
  }

  /**
   * The ID token's exp and iat are judged by this service's clock: the discovered configuration when that is
   * the system clock, else a copy told the difference (tests move the clock to expire tokens).
   */
  private judgedByOurClock(config: oidc.Configuration): oidc.Configuration {
    const skew = Math.round((this.now() - Date.now()) / 1000);
    if (skew === 0) return config;
    const settings = this.mustHave();
    const moved = new oidc.Configuration(
      config.serverMetadata(),
      settings.clientId,
      { client_secret: settings.clientSecret, [oidc.clockSkew]: skew },
      this.clientAuthentication(),
    );
    if (isLoopback(settings.issuer)) oidc.allowInsecureRequests(moved);
    return moved;
  }

  /** the provider's key set, from its discovery document; one per service, its keys cached */
  private signatureCheck(config: oidc.Configuration): IdTokenSignature {
    const meta = config.serverMetadata();
    if (!meta.jwks_uri) throw new Error('the provider publishes no key set (jwks_uri)');
    this.signatures ??= new IdTokenSignature(meta.jwks_uri, meta.id_token_signing_alg_values_supported);
    return this.signatures;
  }

  private clientAuthentication(): oidc.ClientAuth {
    const { clientSecret, clientAuth } = this.mustHave();
    return clientAuth === 'client_secret_post'
      ? oidc.ClientSecretPost(clientSecret)
      : oidc.ClientSecretBasic(clientSecret);
  }

  private mustHave(): SsoSettings {
    if (!this.settings) throw new AppError('ssoNotConfigured');
    return this.settings;
  }

  /** the provider's discovery document, fetched once (again after a failure) */
  private configuration(): Promise<oidc.Configuration> {
    const settings = this.mustHave();
    this.discovered ??= oidc
      .discovery(
        new URL(settings.issuer),
        settings.clientId,
        settings.clientSecret,
        // client_secret_basic by default: the method OpenID Connect providers must support
        this.clientAuthentication(),
        // plain http only for a provider on this machine (development and tests)
        isLoopback(settings.issuer) ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((err: unknown) => {
        this.discovered = null;
        this.log.warn({ err: explain(err) }, 'single sign-on: discovery failed');
        throw new AppError('ssoUnavailable');
      });
    return this.discovered;
  }
}

function isLoopback(url: string): boolean {
  const host = new URL(url).hostname;
  return host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
}

function isUnreachable(err: unknown): boolean {
  return err instanceof TypeError && /fetch failed/i.test(err.message);
}

function explain(err: unknown): string {
  // openid-client wraps the protocol library's error, whose message names the claim (iss, aud, nonce, exp…)
  const parts: string[] = [];
  let e: unknown = err;
  for (let depth = 0; e instanceof Error && depth < 3; depth++) {
    const code = (e as { code?: unknown }).code;
    parts.push(`${e.name}${code ? ` ${String(code)}` : ''}: ${e.message}`);
    e = e.cause;
  }
  return parts.length ? parts.join(' <- ') : String(err);
}
