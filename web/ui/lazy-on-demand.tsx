import { type ComponentType, lazy, Suspense, useState } from 'react';

/**
 * A component whose code loads the first time it is `active` (an overlay opened, a sheet shown), not
 * with the page that holds it. Once loaded it stays mounted, so it can animate closed; it reads
 * `active` itself where it needs to.
 */
export function lazyOnDemand<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P & { active: boolean }> {
  const Lazy = lazy(async () => ({ default: await load() }));
  // biome-ignore lint/correctness/noComponentHookFactories: called once per module, at module level, so the component is stable
  return function OnDemand(props: P & { active: boolean }) {
    const [used, setUsed] = useState(props.active);
    if (props.active && !used) setUsed(true);
    if (!used) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
