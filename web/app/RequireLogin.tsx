import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { loginHref } from '../lib/login-href';
import { useSession } from '../lib/session';

/**
 * Wraps a login-only page (its `login` flag in route-table.ts): sends a logged-out visitor to /login, remembering
 * where they were going.
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (!session) {
    // A screen still on show while the app moves away (a lazy next screen keeps it up during the transition)
    // is not the one the person is going to: logging out from My profile must land on `/` (issue 25), not be
    // sent to /login?redirect=/myProfile by the screen it just left.
    if (window.location.pathname !== location.pathname) return null;
    const target = `${location.pathname}${location.search}`;
    return <Navigate to={loginHref(target)} replace />;
  }
  return children;
}
