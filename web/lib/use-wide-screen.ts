import { useSyncExternalStore } from 'react';

/** The laptop breakpoint of the back office (Tailwind's `lg`, docs/decisions/0273-laptop-back-office.md). */
export const WIDE_QUERY = '(min-width: 1024px)';

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
  const list = window.matchMedia(WIDE_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/**
 * True on a laptop-wide window. Only for what should not even load on a phone (a second pane's data); the
 * look itself is CSS (`lg:`), one render for every width. False on the server and in the first hydration pass.
 */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => typeof window !== 'undefined' && Boolean(window.matchMedia?.(WIDE_QUERY).matches),
    () => false,
  );
}
