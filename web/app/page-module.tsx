import type { ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

/**
 * A page's module, loaded on first use; `load` starts it early (web/main.tsx, before hydrating a drawn page). React's
 * `lazy` suspends on its first render even when the module has already arrived, so a page the server drew would
 * hydrate a pass later; `RoutePage` draws it in the first pass once `load` has finished. A module that fails to
 * arrive throws its error to the route's error boundary (RouteError offers a reload) and is asked for again on the
 * next visit.
 */
const failed = new Set<PageModule>();

/**
 * Called by the error boundary once it shows the error: the pages that failed are asked for again when next drawn.
 * Not sooner: React renders a part that threw once more before it gives up, and a failure forgotten at once would
 * fetch the module again on every try, for ever.
 */
export function forgetPageFailures(): void {
  for (const module of failed) module.failure = undefined;
  failed.clear();
}

export class PageModule {
  Loaded: ComponentType | undefined;
  failure: { error: unknown } | undefined;
  private loading: Promise<void> | undefined;

  constructor(private readonly importPage: () => Promise<{ default: ComponentType }>) {}

  load = (): Promise<void> => {
    this.loading ??= this.importPage().then(
      (module) => {
        this.Loaded = module.default;
      },
      (error: unknown) => {
        this.failure = { error };
        failed.add(this);
        this.loading = undefined;
      },
    );
    return this.loading;
  };
}

/** A page drawn at once when its module is in, suspending until then (the layout's Suspense shows a spinner). */
export function RoutePage({ module }: { module: PageModule }) {
  const { Loaded, failure } = module;
  if (Loaded) return <Loaded />;
  if (failure) throw failure.error;
  throw module.load();
}

/** what a route object carries beside React Router's fields */
export interface PageRoute {
  /** the page's module, loaded ahead of a hydration by `preloadPage` (router.tsx) and ahead of a navigation by `PageModulesIn` */
  module?: PageModule;
  /** a login-only page: its module is not asked for without a session (RequireLogin sends the visitor away first) */
  login?: boolean;
}

/**
 * Waits, above the layouts, for the modules of the pages at `pathname`. A navigation is a transition, so waiting in
 * a boundary already on show keeps the old screen up until the next page can draw. Waiting only in the layout's own
 * boundary did that within one layout, but a navigation into the other layout mounts that layout's boundary anew,
 * and a new boundary shows its spinner on a blank screen (decision 0004, third update). A module that failed is left
 * to RoutePage, which throws it to the error boundary; a login-only page without a session is left to RequireLogin,
 * which sends the visitor to /login without asking for it.
 */
export function PageModulesIn({
  routes,
  pathname,
  signedIn,
}: {
  routes: (RouteObject & PageRoute)[];
  pathname: string;
  signedIn: boolean;
}) {
  const waits = (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) => {
    const { module, login } = route as PageRoute;
    if (!module || module.Loaded || module.failure || (login && !signedIn)) return [];
    return [module.load()];
  });
  if (waits.length === 0) return null;
  const all = Promise.all(waits);
  showPageLoading(all);
  throw all;
}

let pageLoads = 0;
/** the loading bar at the top of the kept screen (web/styles.css, `data-page-loading`) until every wait has settled */
function showPageLoading(wait: Promise<unknown>): void {
  if (typeof document === 'undefined') return;
  const html = document.documentElement;
  pageLoads += 1;
  html.dataset.pageLoading = '';
  void wait.finally(() => {
    pageLoads -= 1;
    if (pageLoads === 0) delete html.dataset.pageLoading;
  });
}
