import { useSyncExternalStore } from 'react';

/**
 * Whether the add-post sheet is asked for. Tiny on purpose: the bottom navigation imports it, and
 * the sheet itself loads only when first opened. `onClosed` runs once when that opening ends
 * (e.g. /create-post goes back to / then).
 */
interface State {
  open: boolean;
  /** Bumped on every opening: the sheet starts over at step 1 with an empty draft. */
  session: number;
}

let state: State = { open: false, session: 0 };
let closedCallback: (() => void) | null = null;
const listeners = new Set<() => void>();

function emit(next: State) {
  state = next;
  for (const l of listeners) l();
}

export function openAddPost(opts: { onClosed?: () => void } = {}): void {
  closedCallback = opts.onClosed ?? null;
  if (state.open) return;
  emit({ open: true, session: state.session + 1 });
}

export function closeAddPost(): void {
  if (!state.open) return;
  emit({ ...state, open: false });
  const cb = closedCallback;
  closedCallback = null;
  cb?.();
}

/** After a successful post the sheet closes without running `onClosed` (the poster navigates itself). */
export function finishAddPost(): void {
  closedCallback = null;
  closeAddPost();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAddPostState(): State {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}
