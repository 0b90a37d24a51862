import type { ReactNode } from 'react';
import { Navigate, useLocation, useMatches } from 'react-router';
import { loginHref } from '../lib/login-href';
import { useSession } from '../lib/session';
import type { RouteHandle } from './route-table';

/** Sends a logged-out visitor of a login-only route to /login, remembering where they were going. */
export function RequireLogin({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const matches = useMatches();
  const needsLogin = matches.some((m) => (m.handle as RouteHandle | undefined)?.login);
  if (needsLogin && !session) {
    // A screen still on show while the app moves away (a lazy next screen keeps it up during the transition)
    // is not the one the person is going to: logging out from My profile must land on `/` (issue 25), not be
    // sent to /login?redirect=/myProfile by the screen it just left.
    if (window.location.pathname !== location.pathname) return null;
    const target = `${location.pathname}${location.search}`;
    return <Navigate to={loginHref(target)} replace />;
  }
  return children;
}
