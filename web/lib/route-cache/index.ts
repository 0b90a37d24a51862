/**
 * Per-route data cache and scroll restoration: one mechanism shared by the list screens. The cursor-paged list
 * hook (`./useCachedCursorList`) is imported from its own file: only list pages use it, and this index is part
 * of the first load.
 */
export { routeCache, scrollRestorer, scrollToTopSmoothly, setRouteCacheSource } from './instance';
export { clearOfflineCopies, isNoConnection, readOfflineCopy, saveOfflineCopy } from './offline-copies';
export {
  BACKGROUND_CHECK_MS,
  type CacheEntry,
  deepEqual,
  differs,
  EXPIRY_MS,
  type LoadPlan,
  MAX_ENTRIES,
  PURGE_PROBABILITY,
  RESTORE_DELAY_MS,
  RouteCache,
  type RouteCacheDeps,
  SCROLL_MAX_AGE_MS,
  SCROLL_SAVE_DEBOUNCE_MS,
  type ScrollPosition,
  type ScrollRecord,
} from './policy';
export { RestoreCoordinator, type RestoreDeps } from './restore';
export { ScrollRestoration, type ScrollRestorationProps } from './ScrollRestoration';
export { UpdateBanner, type UpdateBannerProps } from './UpdateBanner';
export {
  type RouteCachedData,
  type RouteCachedDataOptions,
  type RouteDataStatus,
  useRouteCachedData,
} from './useRouteCachedData';
