import { useEffect, useState } from 'react';
import { type CacheEntry, routeCache } from '../../../lib/route-cache';

/** The route cache's entries, oldest first, re-read on every cache change and every second (for the ages). */
export function useCacheEntries(): { now: number; entries: { key: string; entry: CacheEntry }[] } {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const bump = () => setNow(Date.now());
    const unsubscribe = routeCache.subscribe(bump);
    const timer = setInterval(bump, 1000);
    return () => {
      unsubscribe();
      clearInterval(timer);
    };
  }, []);
  const entries = routeCache.keys().flatMap((key) => {
    const entry = routeCache.get(key);
    return entry ? [{ key, entry }] : [];
  });
  return { now, entries };
}
