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

export async function createPasskey(
  options: z.output<typeof PasskeyCreationOptions>,
): Promise<z.input<typeof PasskeyRegistration>> {
  if (!hasWebAuthn()) throw new PasskeyProblem('unsupported');
  const { startRegistration } = await import('@simplewebauthn/browser');
  try {
    // the contract's JSON is the WebAuthn JSON the library takes (its enums typed as plain strings)
    const answer = await startRegistration({
      optionsJSON: options as Parameters<typeof startRegistration>[0]['optionsJSON'],
    });
    return {
      ...answer,
      response: { ...answer.response },
      clientExtensionResults: { ...answer.clientExtensionResults },
    };
  } catch (err) {
    throw problemOf(err);
  }
}

export async function getPasskeyAssertion(
  options: z.output<typeof PasskeyRequestOptions>,
): Promise<z.input<typeof PasskeyAssertion>> {
  if (!hasWebAuthn()) throw new PasskeyProblem('unsupported');
  const { startAuthentication } = await import('@simplewebauthn/browser');
  try {
    const answer = await startAuthentication({
      optionsJSON: options as Parameters<typeof startAuthentication>[0]['optionsJSON'],
    });
    return {
      ...answer,
      response: { ...answer.response },
      clientExtensionResults: { ...answer.clientExtensionResults },
    };
  } catch (err) {
    throw problemOf(err);
  }
}
