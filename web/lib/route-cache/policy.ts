/**
 * Per-route data cache and scroll records (docs/product.md §3 "Client cache entry per route", "Scroll record
 * per route"; §4 "Data cache per route", "Scroll restore"; §9 numbers).
 *
 * Pure logic: no DOM, no React, no timers. Time and chance are injected so tests can drive them.
 * React reads it through `subscribe` + `get` (entries are replaced, never mutated, so an entry
 * object is a valid `useSyncExternalStore` snapshot).
 */

export const MAX_ENTRIES = 10;
export const EXPIRY_MS = 300_000; // 5 minutes
export const RESTORE_DELAY_MS = 50;
export const BACKGROUND_CHECK_MS = 1000;
export const SCROLL_SAVE_DEBOUNCE_MS = 100;
export const SCROLL_MAX_AGE_MS = 1_800_000; // 30 minutes
export const PURGE_PROBABILITY = 0.1;

export interface ScrollPosition {
  x: number;
  y: number;
}

export interface ScrollRecord extends ScrollPosition {
  timestamp: number;
}

export interface CacheEntry<T = unknown> {
  readonly data: T;
  /** When `data` was fetched (or confirmed unchanged by a background check). */
  readonly timestamp: number;
  /** Mirrors the last saved scroll of `route`; reset to the top by `refresh`. */
  readonly scrollPosition: ScrollPosition | null;
  /** Absolute time (ms) from which the entry is stale and must be fetched anew. */
  readonly expiry: number;
  /** A background check found different data, held in `pendingData` until refresh. */
  readonly updateAvailable: boolean;
  /** Whether the banner shows; dismissing hides it but keeps the pending data. */
  readonly showUpdateBanner: boolean;
  readonly pendingData?: T;
  /** The route (pathname+search) that shows this entry, so scroll saves can mirror into it. */
  readonly route?: string;
}

export interface RouteCacheDeps {
  now?: () => number;
  random?: () => number;
}

/** What a hook should do when asked for `key`: serve the cached data, or fetch. */
export type LoadPlan<T> = { kind: 'cached'; data: T } | { kind: 'fetch' };

export class RouteCache {
  private readonly now: () => number;
  private readonly random: () => number;
  // Map order = write order, so the first key is always the oldest (eviction candidate).
  private readonly entries = new Map<string, CacheEntry>();
  private readonly scroll = new Map<string, ScrollRecord>();
  private readonly marked = new Set<string>();
  private readonly listeners = new Set<() => void>();

  constructor(deps: RouteCacheDeps = {}) {
    this.now = deps.now ?? Date.now;
    this.random = deps.random ?? Math.random;
  }

  // ---- subscription -------------------------------------------------------------------------

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private notify(): void {
    for (const listener of [...this.listeners]) listener();
  }

  // ---- data entries -------------------------------------------------------------------------

  get size(): number {
    return this.entries.size;
  }

  keys(): string[] {
    return [...this.entries.keys()];
  }

  /** The entry, fresh or not (callers that must not show stale data check `isFresh`). */
  get<T>(key: string): CacheEntry<T> | undefined {
    return this.entries.get(key) as CacheEntry<T> | undefined;
  }

  /** Fresh strictly before the expiry: at exactly 5 minutes the entry is expired. */
  isFresh(key: string): boolean {
    const entry = this.entries.get(key);
    return entry !== undefined && this.now() < entry.expiry;
  }

  /** Fresh data is served without a fetch; missing, expired or forced loads fetch anew. */
  plan<T>(key: string, opts: { force?: boolean } = {}): LoadPlan<T> {
    const entry = this.get<T>(key);
    if (!opts.force && entry && this.isFresh(key)) return { kind: 'cached', data: entry.data };
    return { kind: 'fetch' };
  }

  set<T>(key: string, data: T, route?: string): CacheEntry<T> {
    const previous = this.entries.get(key);
    const at = this.now();
    const entry: CacheEntry<T> = {
      data,
      timestamp: at,
      expiry: at + EXPIRY_MS,
      scrollPosition: previous?.scrollPosition ?? null,
      updateAvailable: false,
      showUpdateBanner: false,
      route: route ?? previous?.route,
    };
    this.write(key, entry, true);
    return entry;
  }

  /** Records newer data found in the background and raises the banner. False if no entry. */
  flagUpdate<T>(key: string, newer: T): boolean {
    const entry = this.entries.get(key);
    if (!entry) return false;
    this.write(key, { ...entry, updateAvailable: true, showUpdateBanner: true, pendingData: newer });
    return true;
  }

  /**
   * The 1 s background comparison: raises the banner only when `fetched` differs from the cached
   * data. Equal data renews the timestamp instead, since it was just confirmed current.
   */
  checkForUpdate<T>(key: string, fetched: T): boolean {
    const entry = this.entries.get(key);
    if (!entry) return false;
    if (differs(entry.data, fetched)) return this.flagUpdate(key, fetched);
    const at = this.now();
    this.write(key, { ...entry, timestamp: at, expiry: at + EXPIRY_MS });
    return false;
  }

  /** Hides the banner; the data shown and the pending newer data stay. */
  dismissBanner(key: string): void {
    const entry = this.entries.get(key);
    if (!entry?.showUpdateBanner) return;
    this.write(key, { ...entry, showUpdateBanner: false });
  }

  /**
   * Replaces the data with `data` (or the pending newer data), clears the flags and resets the
   * scroll to the top, since the screen scrolls to the top on refresh. Undefined if nothing to apply.
   */
  refresh<T>(key: string, ...data: [] | [T]): CacheEntry<T> | undefined {
    const entry = this.entries.get(key) as CacheEntry<T> | undefined;
    const hasNew = data.length > 0;
    if (!hasNew && !entry?.updateAvailable) return undefined;
    const at = this.now();
    const next: CacheEntry<T> = {
      data: hasNew ? (data[0] as T) : (entry!.pendingData as T),
      timestamp: at,
      expiry: at + EXPIRY_MS,
      scrollPosition: { x: 0, y: 0 },
      updateAvailable: false,
      showUpdateBanner: false,
      route: entry?.route,
    };
    if (next.route !== undefined) this.scroll.set(next.route, { x: 0, y: 0, timestamp: at });
    this.write(key, next, true);
    return next;
  }

  clear(key: string): boolean {
    const removed = this.entries.delete(key);
    if (removed) this.notify();
    return removed;
  }

  /** Everything, scroll records included (e.g. on logout: cached data belongs to the user). */
  clearAll(): void {
    this.entries.clear();
    this.scroll.clear();
    this.marked.clear();
    this.notify();
  }

  private write(key: string, entry: CacheEntry, renewOrder = false): void {
    // A new write makes the key the newest; flag changes keep its age order.
    if (renewOrder) this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
    this.notify();
  }

  // ---- scroll records -----------------------------------------------------------------------

  scrollRecord(route: string): ScrollRecord | undefined {
    return this.scroll.get(route);
  }

  /** Every saved scroll record with its mark, oldest first (the /scroll-test page shows them). */
  scrollRecords(): { route: string; record: ScrollRecord; marked: boolean }[] {
    return [...this.scroll].map(([route, record]) => ({ route, record, marked: this.marked.has(route) }));
  }

  saveScroll(route: string, x: number, y: number): void {
    this.scroll.set(route, { x, y, timestamp: this.now() });
    // Mirror into the entries that route shows, without a notify: nothing renders scroll.
    for (const [key, entry] of this.entries) {
      if (entry.route === route) this.entries.set(key, { ...entry, scrollPosition: { x, y } });
    }
  }

  markForRestore(route: string): void {
    this.marked.add(route);
  }

  isMarked(route: string): boolean {
    return this.marked.has(route);
  }

  /** The record to restore, once: the mark is cleared whether or not a record exists. */
  takeRestore(route: string): ScrollRecord | null {
    if (!this.marked.delete(route)) return null;
    return this.scroll.get(route) ?? null;
  }

  /** Drops scroll records older than 30 minutes (and their marks). Returns how many. */
  purgeOld(): number {
    const cutoff = this.now() - SCROLL_MAX_AGE_MS;
    let removed = 0;
    for (const [route, record] of this.scroll) {
      if (record.timestamp < cutoff) {
        this.scroll.delete(route);
        this.marked.delete(route);
        removed += 1;
      }
    }
    return removed;
  }

  /** Called on every navigation: about 1 in 10 purges old scroll records. True if it purged. */
  onNavigation(): boolean {
    if (this.random() >= PURGE_PROBABILITY) return false;
    this.purgeOld();
    return true;
  }
}

/**
 * Deep inequality for JSON-shaped API data (plus Date). Maps, Sets and class instances are
 * compared by reference, erring towards "differs": a needless banner beats a missed update.
 */
export function differs(a: unknown, b: unknown): boolean {
  return !deepEqual(a, b);
}

export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b || (Number.isNaN(a) && Number.isNaN(b))) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (a instanceof Date || b instanceof Date) {
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  }
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, i) => deepEqual(item, b[i]));
  }
  if (!isPlainObject(a) || !isPlainObject(b)) return false;
  const keysA = Object.keys(a);
  if (keysA.length !== Object.keys(b).length) return false;
  return keysA.every((k) => Object.hasOwn(b, k) && deepEqual(a[k], b[k]));
}

function isPlainObject(value: object): value is Record<string, unknown> {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
