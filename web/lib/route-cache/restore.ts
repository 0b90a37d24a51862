import { RESTORE_DELAY_MS, type ScrollPosition } from './policy';

/**
 * The one place a saved scroll position is applied, so the router-level component and the data
 * hook never both scroll.
 *
 * - `ScrollRestoration` calls `arrive` on every route change: no position → top at once;
 *   a position → pending, applied after 50 ms.
 * - A page whose data is still loading `hold`s the restore (the page is too short to scroll yet);
 *   releasing the last hold applies it 50 ms later. Pages without cached data, or whose cached
 *   data rendered at once, never hold, so the 50 ms timer restores them.
 *
 * Timers and the scroll call are injected: no DOM here, so it is unit-testable.
 */
export interface RestoreDeps {
  scrollTo: (x: number, y: number) => void;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  delayMs?: number;
}

export class RestoreCoordinator {
  private pending: ScrollPosition | null = null;
  private holds = 0;
  private timer: unknown = null;
  private readonly deps: Required<RestoreDeps>;

  constructor(deps: RestoreDeps) {
    this.deps = {
      scrollTo: deps.scrollTo,
      setTimer: deps.setTimer ?? ((fn, ms) => setTimeout(fn, ms)),
      clearTimer: deps.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>)),
      delayMs: deps.delayMs ?? RESTORE_DELAY_MS,
    };
  }

  /** A new route is showing: restore `position` once ready, or start at the top. */
  arrive(position: ScrollPosition | null): void {
    this.cancel();
    if (!position) {
      this.deps.scrollTo(0, 0);
      return;
    }
    this.pending = { x: position.x, y: position.y };
    this.schedule();
  }

  /** Defers the pending restore until the returned release is called (idempotent). */
  hold(): () => void {
    this.holds += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.holds -= 1;
      if (this.holds === 0 && this.pending) this.schedule();
    };
  }

  /** The position still waiting to be applied: what the route really "is at" while loading. */
  pendingPosition(): ScrollPosition | null {
    return this.pending;
  }

  /** Drops a waiting restore (a new route, or the user asked to go to the top). */
  cancel(): void {
    this.pending = null;
    this.clearTimer();
  }

  private schedule(): void {
    this.clearTimer();
    this.timer = this.deps.setTimer(() => {
      this.timer = null;
      if (this.holds > 0 || !this.pending) return;
      const { x, y } = this.pending;
      this.pending = null;
      this.deps.scrollTo(x, y);
    }, this.deps.delayMs);
  }

  private clearTimer(): void {
    if (this.timer !== null) this.deps.clearTimer(this.timer);
    this.timer = null;
  }
}
