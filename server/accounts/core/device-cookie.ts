import type { RequestContext } from '../../http/context';
import { DEVICE_TTL_MS, type DeviceCookie } from './login-throttle';

/**
 * The sign-in's device cookie (docs/decisions/0258-login-throttles-and-data-folder-lock.md): a random token the
 * browser keeps and sends back to the login call only (its Path), never readable by scripts (HttpOnly), not sent on other sites' requests
 * (SameSite=Lax), and only over https when the server is reached that way (behind a proxy: X-Forwarded-Proto,
 * with TRUST_PROXY). The web client calls the API on its own origin, so fetch sends and keeps it by default.
 */
export const DEVICE_COOKIE = 'stallfeed_device';
export const DEVICE_COOKIE_PATH = '/api/auth/user/login';

const TOKEN = /^[A-Za-z0-9_-]{16,100}$/;

/** the named cookie's value in a Cookie header, if well formed */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const value = part.slice(eq + 1).trim();
    if (TOKEN.test(value)) return value;
  }
  return undefined;
}

export function deviceCookieHeader(token: string, secure: boolean): string {
  return [
    `${DEVICE_COOKIE}=${token}`,
    `Path=${DEVICE_COOKIE_PATH}`,
    `Max-Age=${Math.floor(DEVICE_TTL_MS / 1000)}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** the request's device cookie, and a way to set it on the answer */
export function deviceCookieOf(ctx: RequestContext): DeviceCookie {
  return {
    presented: cookieValue(ctx.request.headers.cookie, DEVICE_COOKIE),
    issue: (token) => {
      ctx.reply.header('set-cookie', deviceCookieHeader(token, ctx.request.protocol === 'https'));
    },
  };
}
