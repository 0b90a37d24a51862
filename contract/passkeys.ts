import { z } from 'zod';
import { Session } from './auth';
import { defineCall } from './call';
import { Empty, Message } from './common';

/**
 * Passkeys (WebAuthn): register one on a phone or computer, sign in with it without a password or a name,
 * and prove it is you with one touch before a payout change. The key stays in the authenticator; the server
 * keeps its public key. docs/decisions/0256-passkeys.md.
 */

/** a challenge works once, for this long after it was issued */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60_000;
/** a passkey's name as shown on the security screen */
export const PASSKEY_LABEL_MAX = 60;

const B64url = z.string().regex(/^[A-Za-z0-9_-]*$/, { message: 'not base64url' });
/** what an authenticator may say about how it is reached (WebAuthn AuthenticatorTransport) */
const Transports = z.array(z.string().max(20)).max(10);
const CredentialDescriptor = z.object({
  id: z.string(),
  type: z.string(),
  transports: Transports.optional(),
});

/** PublicKeyCredentialCreationOptionsJSON: handed as is to the browser (navigator.credentials.create) */
export const PasskeyCreationOptions = z.object({
  rp: z.object({ name: z.string(), id: z.string().optional() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  challenge: z.string(),
  pubKeyCredParams: z.array(z.object({ alg: z.number().int(), type: z.literal('public-key') })),
  timeout: z.number().int().optional(),
  excludeCredentials: z.array(CredentialDescriptor).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: z.string().optional(),
      requireResidentKey: z.boolean().optional(),
      residentKey: z.string().optional(),
      userVerification: z.string().optional(),
    })
    .optional(),
  hints: z.array(z.string()).optional(),
  attestation: z.string().optional(),
  extensions: z.object({ credProps: z.boolean().optional() }).optional(),
});

/** PublicKeyCredentialRequestOptionsJSON: handed as is to the browser (navigator.credentials.get) */
export const PasskeyRequestOptions = z.object({
  challenge: z.string(),
  timeout: z.number().int().optional(),
  rpId: z.string().optional(),
  allowCredentials: z.array(CredentialDescriptor).optional(),
  userVerification: z.string().optional(),
  hints: z.array(z.string()).optional(),
});

// The browser's answers (RegistrationResponseJSON, AuthenticationResponseJSON). Browsers add fields over the
// years (new extensions' results, hints): those are ignored, not refused (docs/decisions/0256-passkeys.md).
const ExtensionResults = z.looseObject({});

/** RegistrationResponseJSON: what navigator.credentials.create() answered, as JSON */
export const PasskeyRegistration = z.looseObject({
  id: B64url.min(1).max(1400),
  rawId: B64url.min(1).max(1400),
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: B64url.max(4000),
    attestationObject: B64url.max(40_000),
    authenticatorData: B64url.max(20_000).optional(),
    transports: Transports.optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: B64url.max(4000).optional(),
  }),
  authenticatorAttachment: z.string().max(40).optional(),
  clientExtensionResults: ExtensionResults,
});

/** AuthenticationResponseJSON: what navigator.credentials.get() answered, as JSON */
export const PasskeyAssertion = z.looseObject({
  id: B64url.min(1).max(1400),
  rawId: B64url.min(1).max(1400),
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: B64url.max(4000),
    authenticatorData: B64url.max(20_000),
    signature: B64url.max(2000),
    userHandle: B64url.max(200).optional(),
  }),
  authenticatorAttachment: z.string().max(40).optional(),
  clientExtensionResults: ExtensionResults,
});

export const PasskeyInfo = z.object({
  /** the credential id (base64url) */
  id: z.string(),
  /** a name for the owner: the device it was made on unless they named it */
  label: z.string(),
  created_at: z.number().int(),
  last_used_at: z.number().int().nullable(),
});
export type PasskeyInfo = z.infer<typeof PasskeyInfo>;

export const passkeyRegisterOptions = defineCall({
  path: '/auth/passkey/register_options',
  summary:
    'Start adding a passkey to the caller’s account: WebAuthn creation options with a single-use challenge (5 minutes). Adding a way in needs a fresh proof of who you are (40331 otherwise).',
  auth: 'required',
  input: Empty,
  output: PasskeyCreationOptions,
});

export const passkeyRegister = defineCall({
  path: '/auth/passkey/register',
  summary:
    'Add a passkey: the browser’s answer to register_options (origin, relying party, challenge and signature checked). A fresh proof of who you are is needed; the owner is told by mail. 409 when the passkey is already registered.',
  auth: 'required',
  input: z.strictObject({
    credential: PasskeyRegistration,
    label: z.string().trim().min(1).max(PASSKEY_LABEL_MAX).optional(),
  }),
  output: PasskeyInfo,
});

export const passkeyLoginOptions = defineCall({
  path: '/auth/passkey/login_options',
  summary:
    'Start signing in with a passkey: WebAuthn request options with a single-use challenge (5 minutes) and no list of credentials, so the device offers the passkeys it keeps for this site (no name typed).',
  auth: 'optional',
  input: Empty,
  output: PasskeyRequestOptions,
});

export const passkeyLogin = defineCall({
  path: '/auth/passkey/login',
  summary:
    'Sign in with a passkey: the browser’s answer to login_options. Answers like login. Not counted by the password throttle: a passkey cannot be guessed.',
  auth: 'optional',
  input: z.strictObject({ credential: PasskeyAssertion }),
  output: Session,
});

export const passkeyReauthOptions = defineCall({
  path: '/auth/user/passkey_reauth_options',
  summary:
    'Start proving again who you are with one of the account’s passkeys: request options naming them, with a single-use challenge (5 minutes).',
  auth: 'required',
  input: Empty,
  output: PasskeyRequestOptions,
});

export const passkeyReauth = defineCall({
  path: '/auth/user/passkey_reauth',
  summary:
    'Prove again who you are with a passkey of this account (the browser’s answer to passkey_reauth_options, user presence checked): sensitive changes such as where payments go need such a proof from the last 5 minutes; a passkey added in the last 7 days does not count for those (docs/decisions/0222-payout-changes.md, 0256-passkeys.md).',
  auth: 'required',
  input: z.strictObject({ credential: PasskeyAssertion }),
  output: z.object({ proven_at: z.number().int() }),
});

export const listPasskeys = defineCall({
  path: '/auth/user/passkeys',
  summary: 'The passkeys registered to the caller’s account, oldest first.',
  auth: 'required',
  input: Empty,
  output: z.object({ passkeys: z.array(PasskeyInfo) }),
});

export const removePasskey = defineCall({
  path: '/auth/user/passkey_remove',
  summary:
    'Remove a passkey from the caller’s account. Removing a way in needs a fresh proof of who you are (40331); refused (409) when it is the account’s last way in.',
  auth: 'required',
  input: z.strictObject({ id: B64url.min(1).max(1400) }),
  output: Message,
});
