import { useEffect, useState } from 'react';
import { routeCache } from '../../../lib/route-cache';

/** The saved scroll records (route, x, y, time, marked), re-read every half second: saves do not notify. */
export function useScrollRecords() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(timer);
  }, []);
  return { now, records: routeCache.scrollRecords() };
}
