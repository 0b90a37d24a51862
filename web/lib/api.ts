import type { z } from 'zod';
import { type CallDef, DEFAULT_TIMEOUT_MS } from '../../contract/call';
import { decodeLocalizedMessage, SESSION_INVALID_CODE } from '../../contract/localized-message';
import { storedLocale } from '../i18n/locales';
import { reportAnswer, reportNoAnswer } from './connectivity';
import { takeFirstAnswer } from './first-answers';
import { clearSession, getToken } from './session';
import { transportMessage } from './transport-errors';

/** A failed call, normalized as docs/product.md §8 says: message from error, else data, else "unknown error". */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: number | undefined,
    readonly status: number,
    /** with 40350 (a till member lacks a permission): the one a manager may approve */
    readonly permission?: string,
  ) {
    super(message);
  }
}

export type Envelope = {
  success?: boolean;
  data?: unknown;
  error?: { message?: string; code?: number; permission?: string };
};

let onSessionExpired: () => void = () => window.location.assign('/login');

/** The server's "prove it is you first" (a payout change with an old sign-in: docs/decisions/0222). */
export const REAUTH_REQUIRED_CODE = 40331;
let onReauthRequired: (() => Promise<boolean>) | null = null;

/**
 * The app shell installs the re-authentication sheet here: a call refused with 40331 opens it, and when the
 * person has proved who they are the call is sent once more, so every sensitive screen gets the same flow.
 */
export function setReauthHandler(handler: (() => Promise<boolean>) | null): void {
  onReauthRequired = handler;
  if (handler) for (const wake of handlerWaiters.splice(0)) wake();
}

// The sheet's host loads after the first paint; a person quicker than that must still get the sheet.
const handlerWaiters: (() => void)[] = [];
let requestHost: () => void = () => {};

/** The shell tells how to mount the host at once when a call needs it before it has loaded. */
export function setReauthHostRequester(request: () => void): void {
  requestHost = request;
}

async function reauthHandler(): Promise<(() => Promise<boolean>) | null> {
  if (onReauthRequired) return onReauthRequired;
  requestHost();
  await new Promise<void>((resolve) => {
    handlerWaiters.push(resolve);
    setTimeout(resolve, 10_000);
  });
  return onReauthRequired;
}

/** sends, and once more after a re-authentication when the server asks for one */
async function withReauth<T>(attempt: () => Promise<T>): Promise<T> {
  try {
    return await attempt();
  } catch (err) {
    if (!(err instanceof ApiError) || err.code !== REAUTH_REQUIRED_CODE) throw err;
    const handler = await reauthHandler();
    if (!handler || !(await handler())) throw err;
    return attempt();
  }
}

let loggingOut = false;

/**
 * Logging out revokes the token on the server first: requests still in flight with it answer 40015 then, which
 * is no reason to send the person to /login?redirect=… (issue 25). Set while the logout call runs.
 */
export function markLoggingOut(value: boolean): void {
  loggingOut = value;
}

/** A 40015: the session this request was sent with is over. Only when it is still the one held, say so. */
export function sessionFailed(sentWith: string | null): void {
  if (loggingOut || !sentWith || getToken() !== sentWith) return;
  clearSession();
  onSessionExpired();
}

/** The router installs a handler that navigates to /login without a full reload. */
export function setSessionExpiredHandler(handler: () => void): void {
  onSessionExpired = handler;
}

export function normalizeFailure(body: Envelope | null, status: number): ApiError {
  const data = (body?.data ?? {}) as { message?: unknown; code?: unknown };
  const raw =
    body?.error?.message ?? (typeof data.message === 'string' ? data.message : undefined) ?? 'unknown error';
  const code = body?.error?.code ?? (typeof data.code === 'number' ? data.code : undefined);
  const permission = typeof body?.error?.permission === 'string' ? body.error.permission : undefined;
  return new ApiError(decodeLocalizedMessage(raw, storedLocale()), code, status, permission);
}

export function isSessionFailure(body: Envelope | null): boolean {
  const dataCode = (body?.data as { code?: unknown } | undefined)?.code;
  return body?.error?.code === SESSION_INVALID_CODE || dataCode === SESSION_INVALID_CODE || dataCode === 401;
}

async function send(path: string, init: RequestInit, timeoutMs: number): Promise<unknown> {
  // the token the caller's headers were just made with (callApi builds them right before)
  const sentWith = getToken();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let res: Response;
  try {
    res = await fetch(`/api${path}`, { ...init, method: 'POST', signal: controller.signal });
    reportAnswer();
  } catch {
    reportNoAnswer();
    throw new ApiError(
      controller.signal.aborted ? transportMessage('timeout') : transportMessage('network'),
      undefined,
      0,
    );
  } finally {
    clearTimeout(timer);
  }
  let body: Envelope | null = null;
  try {
    body = (await res.json()) as Envelope;
  } catch {
    body = null;
  }
  if (isSessionFailure(body)) sessionFailed(sentWith);
  if (!res.ok || !body || body.success === false) throw normalizeFailure(body, res.status);
  return body.data;
}

/**
 * the shared till's member token (web/features/sell/staff, decision 0280), sent beside the session; kept in the
 * tab's session storage, so a screen loaded afresh (a sale opened after a reload) still acts as that member
 */
const TILL_KEY = 'stallfeed.till.headers';
let till: Record<string, string> = readTill();
function readTill(): Record<string, string> {
  try {
    return JSON.parse(sessionStorage.getItem(TILL_KEY) ?? '{}') as Record<string, string>;
  } catch {
    return {};
  }
}
export function setTillHeaders(headers: Record<string, string>): void {
  till = headers;
  try {
    sessionStorage.setItem(TILL_KEY, JSON.stringify(headers));
  } catch {
    // no storage (a private window's limits): this page still sends them
  }
}

export function authHeader(): Record<string, string> {
  const token = getToken();
  return token ? { authorization: `Bearer ${token}`, ...till } : {};
}

/** Calls one contract call: POST /api<path> with {data}, the stored token, and the call's timeout. */
export function callApi<C extends CallDef>(
  call: C,
  input: z.input<C['input']>,
): Promise<z.output<C['output']>> {
  // the page's HTML may already hold this answer, made for a visitor without a session (decision 0251)
  const inlined = getToken() ? undefined : takeFirstAnswer(call.path, input);
  if (inlined) return Promise.resolve(inlined.data as z.output<C['output']>);
  return withReauth(
    () =>
      send(
        call.path,
        {
          headers: { 'content-type': 'application/json', ...authHeader() },
          body: JSON.stringify({ data: input }),
        },
        call.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      ) as Promise<z.output<C['output']>>,
  );
}

/**
 * Multipart upload call: repeated `files` fields plus the `token` field the spec's upload calls carry.
 * XHR rather than fetch, because only XHR reports upload progress (the progress bar of /product).
 */
export function uploadFiles<C extends CallDef>(
  call: C,
  files: File[],
  opts: { query?: Record<string, string>; onProgress?: (fraction: number) => void } = {},
): Promise<z.output<C['output']>> {
  return withReauth(() => uploadOnce(call, files, opts));
}

function uploadOnce<C extends CallDef>(
  call: C,
  files: File[],
  opts: { query?: Record<string, string>; onProgress?: (fraction: number) => void },
): Promise<z.output<C['output']>> {
  const form = new FormData();
  const token = getToken();
  if (token) form.append('token', token);
  for (const file of files) form.append('files', file, file.name);
  const query = opts.query ? `?${new URLSearchParams(opts.query)}` : '';
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api${call.path}${query}`);
    xhr.timeout = call.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) opts.onProgress?.(e.loaded / e.total);
    };
    xhr.ontimeout = () => {
      reportNoAnswer();
      reject(new ApiError(transportMessage('timeout'), undefined, 0));
    };
    xhr.onerror = () => {
      reportNoAnswer();
      reject(new ApiError(transportMessage('network'), undefined, 0));
    };
    xhr.onload = () => {
      reportAnswer();
      let body: Envelope | null = null;
      try {
        body = JSON.parse(xhr.responseText) as Envelope;
      } catch {
        body = null;
      }
      if (isSessionFailure(body)) sessionFailed(token);
      if (xhr.status >= 400 || !body || body.success === false) reject(normalizeFailure(body, xhr.status));
      else resolve(body.data as z.output<C['output']>);
    };
    xhr.send(form);
  });
}
