import { useEffect, useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';
import { routeCache, scrollRestorer } from './instance';
import { SCROLL_SAVE_DEBOUNCE_MS, type ScrollPosition } from './policy';

export interface ScrollRestorationProps {
  /**
   * 'return' (default, docs/product.md §2): any return to a route left earlier restores its position once.
   * 'pop': only back/forward restores; links and redirects always start at the top.
   */
  restoreOn?: 'return' | 'pop';
}

/**
 * Mount once inside the router (e.g. in the root layout). Use instead of React Router's own
 * <ScrollRestoration>, never both.
 *
 * Per route (pathname+search): saves the window scroll 100 ms after scrolling stops and again
 * when the route is left (then marks it for restoration); on arrival either restores once or
 * starts at the top, and runs the ~10% purge of old positions.
 *
 * Only `scrollRestorer` ever applies a position: this component hands it the position to
 * restore, and pages using `useRouteCachedData` hold it while their data loads, so the restore
 * happens 50 ms after the content exists, not against an empty page.
 */
export function ScrollRestoration({ restoreOn = 'return' }: ScrollRestorationProps) {
  const { pathname, search } = useLocation();
  const navigationType = useNavigationType();
  const route = pathname + search;
  // Last position seen on this route. Reading window.scrollY when leaving is too late: the next
  // page has already rendered and the browser may have clamped the scroll to its height.
  const last = useRef<ScrollPosition>({ x: 0, y: 0 });

  useEffect(() => {
    if (!('scrollRestoration' in window.history)) return;
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual'; // the browser's own restore would fight ours
    return () => {
      window.history.scrollRestoration = previous;
    };
  }, []);

  useLayoutEffect(() => {
    routeCache.onNavigation();
    let record = routeCache.takeRestore(route);
    if (restoreOn === 'pop' && navigationType !== NavigationType.Pop) record = null;
    last.current = record ? { x: record.x, y: record.y } : { x: 0, y: 0 };
    scrollRestorer.arrive(record);

    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      last.current = { x: window.scrollX, y: window.scrollY };
      clearTimeout(timer);
      timer = setTimeout(() => {
        // While a restore waits for data, scroll events come from the short page: not the user.
        if (!scrollRestorer.pendingPosition()) routeCache.saveScroll(route, last.current.x, last.current.y);
      }, SCROLL_SAVE_DEBOUNCE_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });

    return () => {
      window.removeEventListener('scroll', onScroll);
      clearTimeout(timer);
      // Left before the restore applied: keep the position it was going to restore.
      const at = scrollRestorer.pendingPosition() ?? last.current;
      routeCache.saveScroll(route, at.x, at.y);
      routeCache.markForRestore(route);
    };
  }, [route, navigationType, restoreOn]);

  return null;
}
