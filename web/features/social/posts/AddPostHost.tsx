import { lazy, Suspense, useEffect, useState } from 'react';
import { useSession } from '../../../lib/session';
import { closeAddPost, useAddPostState } from './add-post-store';

const AddPostSheet = lazy(() => import('./AddPostSheet'));

/** Spec §9: the sheet opens 50 ms after it is asked for. */
export const OPEN_DELAY_MS = 50;

/**
 * Mounted once in the home layout. Loads the add-post sheet the first time a seller asks for it,
 * then opens it 50 ms later so the slide-up always animates from a mounted, closed sheet.
 */
export function AddPostHost() {
  const { open, session: opening } = useAddPostState();
  const session = useSession();
  const [loaded, setLoaded] = useState(false);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (!open) {
      setShown(false);
      return;
    }
    setLoaded(true);
    const timer = setTimeout(() => setShown(true), OPEN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open]);

  // Logging out (or a customer) never keeps the sheet.
  useEffect(() => {
    if (open && session?.role !== 's') closeAddPost();
  }, [open, session?.role]);

  if (!loaded || session?.role !== 's') return null;
  return (
    <Suspense fallback={null}>
      <AddPostSheet open={shown} opening={opening} onClose={closeAddPost} />
    </Suspense>
  );
}
