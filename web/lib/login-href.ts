import { useLocation } from 'react-router';

/**
 * `/login?redirect=<to>`: where a visitor is sent to log in, and brought back to `to` afterwards (the login page
 * reads it through `safeRedirect`). The one place that address is written.
 */
export function loginHref(to: string): string {
  return `/login?redirect=${encodeURIComponent(to)}`;
}

/**
 * The login address that brings the reader back to the page on screen. It reads the router's address, not the
 * window's: the server draws such links too, and has no window (docs/decisions/0254-server-first-paint.md).
 */
export function useLoginHrefHere(): string {
  const { pathname, search } = useLocation();
  return loginHref(`${pathname}${search}`);
}
