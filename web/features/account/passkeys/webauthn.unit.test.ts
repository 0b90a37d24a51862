import { describe, expect, it } from 'vitest';
import { problemOf } from './webauthn';

// What the person reads when the browser refuses a passkey ceremony (docs/decisions/0256-passkeys.md): the
// errors browsers throw, bare or wrapped by @simplewebauthn/browser (its WebAuthnError keeps them as `cause`).
const dom = (name: string) => Object.assign(new Error(name), { name });
const wrapped = (code: string, cause: Error) =>
  Object.assign(new Error(code), { name: cause.name, code, cause });

describe('passkey problems', () => {
  it('a closed or timed-out browser sheet is "cancelled"', () => {
    expect(problemOf(dom('NotAllowedError')).key).toBe('cancelled');
    expect(problemOf(wrapped('ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY', dom('NotAllowedError'))).key).toBe(
      'cancelled',
    );
    expect(problemOf(wrapped('ERROR_CEREMONY_ABORTED', dom('AbortError'))).key).toBe('cancelled');
  });

  it('a device that already has one, a wrong address, anything else', () => {
    expect(
      problemOf(wrapped('ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED', dom('InvalidStateError'))).key,
    ).toBe('alreadyRegistered');
    expect(problemOf(wrapped('ERROR_INVALID_DOMAIN', dom('SecurityError'))).key).toBe('wrongAddress');
    expect(problemOf(dom('SecurityError')).key).toBe('wrongAddress');
    expect(problemOf(new Error('boom')).key).toBe('failed');
  });
});
