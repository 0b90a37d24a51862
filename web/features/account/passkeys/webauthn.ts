import type { z } from 'zod';
import type {
  PasskeyAssertion,
  PasskeyCreationOptions,
  PasskeyRegistration,
  PasskeyRequestOptions,
} from '../../../../contract/passkeys';

/**
 * The browser's side of a passkey ceremony (docs/decisions/0256-passkeys.md), with @simplewebauthn/browser,
 * loaded only when a ceremony starts. What the browser refuses becomes a PasskeyProblem naming the sentence to
 * show in the person's language (the `passkeys` namespace).
 */
export type ProblemKey = 'unsupported' | 'cancelled' | 'alreadyRegistered' | 'wrongAddress' | 'failed';

export class PasskeyProblem extends Error {
  constructor(readonly key: ProblemKey) {
    super(key);
  }
}

/** whether this browser can make and use passkeys at all (no library needed to know) */
export function hasWebAuthn(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.PublicKeyCredential === 'function' &&
    typeof navigator.credentials?.create === 'function'
  );
}

/** the sentence for what the browser (or @simplewebauthn/browser) threw */
export function problemOf(err: unknown): PasskeyProblem {
  const e = err as { name?: string; code?: string; cause?: { name?: string } };
  const name = e.cause?.name ?? e.name;
  if (e.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || name === 'InvalidStateError')
    return new PasskeyProblem('alreadyRegistered');
  if (e.code === 'ERROR_INVALID_DOMAIN' || e.code === 'ERROR_INVALID_RP_ID' || name === 'SecurityError')
    return new PasskeyProblem('wrongAddress');
  // the person closed the browser's sheet, or it timed out (browsers do not tell which)
  if (name === 'NotAllowedError' || name === 'AbortError' || e.code === 'ERROR_CEREMONY_ABORTED')
    return new PasskeyProblem('cancelled');
  return new PasskeyProblem('failed');
}

type Copied<T> = { [K in keyof T]: T[K] };
type Answer = { response: object; clientExtensionResults: object };
/** the library's answer as the contract's plain JSON: its nested objects copied out of the library's types */
type PlainAnswer<A extends Answer> = Omit<A, 'response' | 'clientExtensionResults'> & {
  response: Copied<A['response']>;
  clientExtensionResults: Copied<A['clientExtensionResults']>;
};
/** the contract's JSON is the WebAuthn JSON the library takes (its enums typed as plain strings) */
type OptionsOf<Start extends (args: { optionsJSON: never }) => unknown> = Parameters<Start>[0]['optionsJSON'];

/**
 * A WebAuthn ceremony in the browser: the library loaded when first needed, its answer as plain JSON, what it
 * throws said as a PasskeyProblem.
 */
async function ceremony<A extends Answer>(
  run: (webauthn: typeof import('@simplewebauthn/browser')) => Promise<A>,
): Promise<PlainAnswer<A>> {
  if (!hasWebAuthn()) throw new PasskeyProblem('unsupported');
  const webauthn = await import('@simplewebauthn/browser');
  try {
    const answer = await run(webauthn);
    return {
      ...answer,
      response: { ...answer.response },
      clientExtensionResults: { ...answer.clientExtensionResults },
    } as PlainAnswer<A>; // TypeScript types a spread of a generic loosely: the copy has the same fields
  } catch (err) {
    throw problemOf(err);
  }
}

export function createPasskey(
  options: z.output<typeof PasskeyCreationOptions>,
): Promise<z.input<typeof PasskeyRegistration>> {
  return ceremony(({ startRegistration }) =>
    startRegistration({ optionsJSON: options as OptionsOf<typeof startRegistration> }),
  );
}

export function getPasskeyAssertion(
  options: z.output<typeof PasskeyRequestOptions>,
): Promise<z.input<typeof PasskeyAssertion>> {
  return ceremony(({ startAuthentication }) =>
    startAuthentication({ optionsJSON: options as OptionsOf<typeof startAuthentication> }),
  );
}
