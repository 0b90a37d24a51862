import { createRemoteJWKSet, decodeProtectedHeader, errors, jwtVerify } from 'jose';

/**
 * The ID token's signature, checked against the provider's published keys (docs/decisions/0102-single-sign-on.md).
 * openid-client takes a token from the token endpoint on trust of the TLS connection and does not check its
 * signature; we do: a changed payload, a key the provider does not publish, `alg: none`, or an algorithm the
 * provider does not list for ID tokens is refused. When the token names a key (`kid`) the cached key set lacks,
 * the set is fetched again once (the provider rotated its keys); a kid still unknown after that is refused.
 *
 * Only asymmetric algorithms are accepted: a token signed with the client secret (HS256…) proves nothing the
 * provider's key set can check, and no provider we support needs it.
 */
const ASYMMETRIC = /^(RS|PS|ES)(256|384|512)$|^EdDSA$|^Ed25519$/;

export class IdTokenSignature {
  private readonly keys: ReturnType<typeof createRemoteJWKSet>;
  private readonly algorithms: string[];

  constructor(jwksUri: string, providerAlgorithms: string[] | undefined) {
    // no cooldown: a rotation is seen at the first token signed with the new key (the refetch is bounded below)
    this.keys = createRemoteJWKSet(new URL(jwksUri), { cooldownDuration: 0, cacheMaxAge: 10 * 60_000 });
    // the provider's list (OpenID Discovery: default RS256), asymmetric only
    this.algorithms = (providerAlgorithms?.length ? providerAlgorithms : ['RS256']).filter((a) =>
      ASYMMETRIC.test(a),
    );
  }

  /** Resolves when the signature is good; rejects with the reason otherwise. */
  async verify(idToken: string): Promise<void> {
    const { alg } = decodeProtectedHeader(idToken);
    if (!alg || !this.algorithms.includes(alg))
      throw new Error(`ID token algorithm ${alg ?? 'none'} is not accepted`);
    try {
      await jwtVerify(idToken, this.keys, { algorithms: this.algorithms });
    } catch (err) {
      if (!(err instanceof errors.JWKSNoMatchingKey)) throw err;
      // a key we have not seen: fetch the set again, once
      await this.keys.reload();
      await jwtVerify(idToken, this.keys, { algorithms: this.algorithms });
    }
  }
}
