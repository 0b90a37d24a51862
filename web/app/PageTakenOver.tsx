import { useEffect } from 'react';
import { APP_HYDRATED_EVENT } from '../../contract/first-paint';

/**
 * Says on `document` that the app has taken over the page the server drew (docs/decisions/0254-server-first-paint.md):
 * the page's gate then taps again the buttons tapped before (web/app/first-paint-gate.ts). It sits after the page
 * in the layout's Suspense boundary, so its effect runs once the page itself is hydrated, not only the layout
 * around it (a page is hydrated in a pass of its own, and a tap replayed before would reach no handler). It
 * draws nothing; on a page the browser drew, nobody listens.
 */
export function PageTakenOver() {
  useEffect(() => {
    document.dispatchEvent(new Event(APP_HYDRATED_EVENT));
  }, []);
  return null;
}
