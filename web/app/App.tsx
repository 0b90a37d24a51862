import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { setReauthHostRequester } from '../lib/api';
import { ToastProvider } from '../ui/toast';
import type { createAppRouter } from './router';

// the service worker and its update prompt load after the first paint (docs/decisions/0080-installable-app.md)
const UpdatePrompt = lazy(() => import('../features/platform/pwa/UpdatePrompt'));
// "confirm it's you" (docs/decisions/0222-payout-changes.md): its host is installed with the update prompt
const ReauthHost = lazy(() => import('../features/account/security/ReauthHost'));
// the live stream and what it keeps true on screen (docs/decisions/0225-live-facts.md)
const LiveFacts = lazy(() => import('./LiveFacts'));

/** The app's data cache: one per page in the browser, one per render on the server (web/entry-server.tsx). */
export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}

/** What wraps every page, in the browser and in the server's first render alike, so both draw the same tree. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        {children}
        <LaterUpdatePrompt />
      </ToastProvider>
    </QueryClientProvider>
  );
}

export function App({
  queryClient,
  router,
}: {
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
}) {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

/**
 * The worker is registered once the first page has loaded and the browser is idle (2 s after `load` at the
 * latest): its script and workbox-window stay out of the first load's budget (docs/decisions/0004, 0080).
 */
function LaterUpdatePrompt() {
  const [ready, setReady] = useState(false);
  // a call that needs "confirm it's you" before the idle moment mounts the hosts at once
  useEffect(() => setReauthHostRequester(() => setReady(true)), []);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = () => {
      timer = setTimeout(() => {
        if ('requestIdleCallback' in window)
          window.requestIdleCallback(() => setReady(true), { timeout: 2000 });
        else setReady(true);
      }, 2000);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      if (timer) clearTimeout(timer);
    };
  }, []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePrompt />
      <ReauthHost />
      <LiveFacts />
    </Suspense>
  );
}
