import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { setReauthHandler } from '../../../lib/api';

// the sheet itself loads only when the server asks for it (docs/decisions/0222-payout-changes.md)
const ReauthSheet = lazy(() => import('./ReauthSheet'));

/**
 * Answers the API's "re-authenticate first" (40331) with one sheet; calls refused meanwhile wait for the same
 * answer. Mounted by the app shell once the first page is idle, with the update prompt (initial JS budget).
 */
export default function ReauthHost() {
  const [settle, setSettle] = useState<((proven: boolean) => void) | null>(null);
  const asking = useRef<Promise<boolean> | null>(null);
  useEffect(() => {
    setReauthHandler(() => {
      asking.current ??= new Promise<boolean>((resolve) =>
        setSettle(() => (proven: boolean) => {
          asking.current = null;
          setSettle(null);
          resolve(proven);
        }),
      );
      return asking.current;
    });
    return () => setReauthHandler(null);
  }, []);
  if (!settle) return null;
  return (
    <Suspense fallback={null}>
      <ReauthSheet onDone={settle} />
    </Suspense>
  );
}
