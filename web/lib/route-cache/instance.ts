import { RouteCache } from './policy';
import { RestoreCoordinator } from './restore';

/**
 * The app-wide instances. Memory only, on purpose: cached lists are per user and per tab, a full
 * reload should fetch anew anyway, and sessionStorage would lose Dates and cost a JSON round trip
 * on every scroll save. Call `routeCache.clearAll()` on logout.
 */
export const routeCache = new RouteCache();

export const scrollRestorer = new RestoreCoordinator({
  scrollTo: (x, y) => window.scrollTo(x, y),
});

/** Refresh goes to the top smoothly; any waiting restore would fight it, so it is dropped. */
export function scrollToTopSmoothly(): void {
  scrollRestorer.cancel();
  window.scrollTo({ top: 0, left: 0, behavior: 'smooth' });
}
