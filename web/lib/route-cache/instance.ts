import { RouteCache } from './policy';
import { RestoreCoordinator } from './restore';

/**
 * The app-wide instances. Memory only, on purpose: cached lists are per user and per tab, a full
 * reload should fetch anew anyway, and sessionStorage would lose Dates and cost a JSON round trip
 * on every scroll save. Call `routeCache.clearAll()` on logout.
 */
const browserCache = new RouteCache();
/** the server's first render: one cache per render (web/entry-server.tsx), never one shared by its visitors */
let renderCache: (() => RouteCache | undefined) | null = null;

export function setRouteCacheSource(source: () => RouteCache | undefined): void {
  renderCache = source;
}

/**
 * The app's route cache. On the server (no window) every use goes to the cache of the render it is part of, so
 * renders running side by side each draw from their own page's answers (docs/decisions/0254-server-first-paint.md).
 */
export const routeCache: RouteCache =
  typeof window === 'undefined'
    ? new Proxy(browserCache, {
        get(target, property) {
          const cache = renderCache?.() ?? target;
          const value = Reflect.get(cache, property, cache) as unknown;
          return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(cache) : value;
        },
      })
    : browserCache;

export const scrollRestorer = new RestoreCoordinator({
  scrollTo: (x, y) => window.scrollTo(x, y),
});

/** Refresh goes to the top smoothly; any waiting restore would fight it, so it is dropped. */
export function scrollToTopSmoothly(): void {
  scrollRestorer.cancel();
  window.scrollTo({ top: 0, left: 0, behavior: 'smooth' });
}
