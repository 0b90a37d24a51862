import { Suspense, useEffect } from 'react';
import {
  matchRoutes,
  type NonIndexRouteObject,
  Outlet,
  useLocation,
  useNavigate,
  useRoutes,
} from 'react-router';
import { loadText } from '../i18n';
import { setSessionExpiredHandler } from '../lib/api';
import { setFirstPaint } from '../lib/first-paint';
import { useHistoryTrail } from '../lib/history-trail';
import { loginHref } from '../lib/login-href';
import { ScrollRestoration } from '../lib/route-cache';
import { useSession } from '../lib/session';
import { FIRST_SCREEN_TEXT } from './first-screens';
import { HomeLayout, PlainLayout } from './layouts';
import { PageFallback } from './PageFallback';
import { PageModule, PageModulesIn, type PageRoute, RoutePage } from './page-module';
import { RequireLogin } from './RequireLogin';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { type AppRoute, homeRoutes, plainRoutes } from './route-table';

/**
 * The app's routes in React Router's declarative mode (`useRoutes` under `BrowserRouter`, or `StaticRouter` on the
 * server). The app never used the data router's loaders or actions, only its lazy routes (now `PageModule`,
 * page-module.tsx), and its core weighed ~16 KB gzip of the first load more (docs/decisions/0004-first-page-weight.md,
 * 2026-12-02 second update).
 */

interface AppRouteObject extends Omit<NonIndexRouteObject, 'children'>, PageRoute {
  children?: AppRouteObject[];
}

/** a page's module, with its first screen's text asked for at the same time (web/app/first-screens.ts) */
function pageModule(route: AppRoute): PageModule {
  const text = FIRST_SCREEN_TEXT[route.path];
  return new PageModule(() => {
    // the page does not wait for its text here: each component suspends only until its own file, already on its
    // way, arrives
    if (text) void loadText(text);
    return route.page();
  });
}

function toRoute(route: AppRoute): AppRouteObject {
  const module = pageModule(route);
  // a login-only page sends a visitor without a session to /login before its module is even asked for
  const page = <RoutePage module={module} />;
  return {
    path: route.path,
    element: route.login ? <RequireLogin>{page}</RequireLogin> : page,
    module,
    login: route.login,
  };
}

/**
 * Root: the scroll positions, the history trail, the session-expired handler, the error boundary, and the end of
 * the drawn page's first paint when the reader goes elsewhere.
 */
function Root() {
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = useSession() !== null;
  useHistoryTrail();
  useFirstPaintUntilLeft(location.key);
  useEffect(() => {
    setSessionExpiredHandler(() => {
      const here = `${window.location.pathname}${window.location.search}`;
      navigate(here.startsWith('/login') ? here : loginHref(here), {
        replace: true,
      });
    });
  }, [navigate]);
  return (
    <>
      <ScrollRestoration />
      <RouteErrorBoundary resetKey={location.key}>
        {/* above both layouts: a navigation that waits here keeps the old screen up, whichever layout it is in */}
        <Suspense fallback={<PageFallback />}>
          <PageModulesIn routes={appRoutes} pathname={location.pathname} signedIn={signedIn} />
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
    </>
  );
}

let openedKey: string | undefined;
/**
 * The page is drawn as the server drew it until the reader goes elsewhere (web/lib/first-paint.ts): a part hydrated
 * after the rest (inside a Suspense boundary) still matches, and a list drawn after a navigation is drawn whole. Set
 * while rendering, before the next page's lists read it; the first location seen is the one the page opened at.
 */
function useFirstPaintUntilLeft(key: string): void {
  openedKey ??= key;
  if (key !== openedKey) setFirstPaint(false);
}

const notFound = new PageModule(() => import('./NotFoundPage'));

/** The app's route tree: the browser's router and the server's first render (web/entry-server.tsx) share it. */
export const appRoutes: AppRouteObject[] = [
  {
    element: <Root />,
    children: [
      { element: <HomeLayout />, children: homeRoutes.map(toRoute) },
      { element: <PlainLayout />, children: plainRoutes.map(toRoute) },
      // loaded when first needed: its header and Back button stay out of the first load (page weight)
      { path: '*', element: <RoutePage module={notFound} />, module: notFound },
    ],
  },
];

/** The app's pages at the router's location (inside `BrowserRouter` or the server's `StaticRouter`). */
export function AppRoutes() {
  return useRoutes(appRoutes);
}

/**
 * Loads the modules of the routes this address matches, as the server's render had them: the first render then
 * draws the page at once, as hydration needs, instead of suspending. Without a session a login-only page's module is
 * not asked for: RequireLogin sends the visitor to /login.
 */
export async function preloadPage(pathname: string, signedIn: boolean): Promise<void> {
  const matches = matchRoutes(appRoutes, pathname) ?? [];
  await Promise.all(
    matches.map(({ route }) => {
      const { module, login } = route as AppRouteObject;
      return login && !signedIn ? undefined : module?.load();
    }),
  );
}
