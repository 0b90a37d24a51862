import type { ComponentType } from 'react';

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
