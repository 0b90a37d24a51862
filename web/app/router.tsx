import { useEffect } from 'react';
import {
  createBrowserRouter,
  type HydrationState,
  matchRoutes,
  Outlet,
  type RouteObject,
  useNavigate,
} from 'react-router';
import { loadText } from '../i18n';
import { setSessionExpiredHandler } from '../lib/api';
import { useHistoryTrail } from '../lib/history-trail';
import { loginHref } from '../lib/login-href';
import { ScrollRestoration } from '../lib/route-cache';
import { FIRST_SCREEN_TEXT } from './first-screens';
import { HomeLayout, PlainLayout } from './layouts';
import RouteError from './RouteError';
import { type AppRoute, homeRoutes, plainRoutes, type RouteHandle } from './route-table';

function EmptyFallback() {
  return null;
}

function toRoute(route: AppRoute) {
  const handle: RouteHandle = { login: route.login };
  return {
    path: route.path,
    handle,
    // a public page's text starts loading with its module, all of it at once (web/app/first-screens.ts); the
    // page does not wait for it here: a navigation commits as soon as the module is in, as before, and each
    // component suspends only until its own file, already on its way, arrives
    lazy: async () => {
      const text = FIRST_SCREEN_TEXT[route.path];
      if (text) void loadText(text);
      return { Component: (await route.page()).default };
    },
    // shown while the first page's module loads (the shell is already painted): nothing, and React Router
    // no longer warns "No HydrateFallback element provided" on every load (issue 19)
    HydrateFallback: EmptyFallback,
  };
}

/** Root: lets the API client send an expired session to /login without a full reload. */
function Root() {
  const navigate = useNavigate();
  useHistoryTrail();
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
      <Outlet />
    </>
  );
}

/** The app's route tree: the browser's router and the server's first render (web/entry-server.tsx) share it. */
export const appRoutes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <RouteError />,
    children: [
      { element: <HomeLayout />, children: homeRoutes.map(toRoute) },
      { element: <PlainLayout />, children: plainRoutes.map(toRoute) },
      // loaded when first needed: its header and Back button stay out of the first load (page weight)
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./NotFoundPage')).default }),
        HydrateFallback: EmptyFallback,
      },
    ],
  },
];

/**
 * The browser's router. A page the server drew (docs/decisions/0254-server-first-paint.md) passes its hydration
 * state, and its matched routes have their modules in already (`resolveMatchedRoutes`), so the first render
 * draws the same page instead of the empty fallback.
 */
export function createAppRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(appRoutes, hydrationData ? { hydrationData } : undefined);
}

/**
 * Loads the modules of the routes this address matches and puts them on the routes themselves, as the server's
 * render had them: the router then draws the page at once, as hydration needs, instead of its empty fallback.
 */
export async function resolveMatchedRoutes(pathname: string): Promise<void> {
  const matches = matchRoutes(appRoutes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}
