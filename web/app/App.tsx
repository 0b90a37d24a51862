import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { setReauthHostRequester } from '../lib/api';
import { ToastProvider } from '../ui/toast';
import { AppRoutes } from './router';

/**
 * A part loaded after the first screen whose file did not arrive (the network went the moment it was asked for) is
 * left out, not the app with it: the failed import took the whole screen down, blank, when a shopper went offline in
 * the first seconds.
 */
const orNothing = (load: () => Promise<{ default: ComponentType }>) =>
  lazy(() => load().catch(() => ({ default: () => null })));

// the service worker and its update prompt load after the first paint (docs/decisions/0080-installable-app.md)
const UpdatePrompt = orNothing(() => import('../features/platform/pwa/UpdatePrompt'));
// "confirm it's you" (docs/decisions/0222-payout-changes.md): its host is installed with the update prompt
const ReauthHost = orNothing(() => import('../features/account/security/ReauthHost'));
// the live stream and what it keeps true on screen (docs/decisions/0225-live-facts.md)
const LiveFacts = orNothing(() => import('./LiveFacts'));

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
        <SoonLiveFacts />
      </ToastProvider>
    </QueryClientProvider>
  );
}

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}

/**
 * True `ms` after the page's `load` (and then at the browser's next idle moment, when `thenIdle`; offline, once the
 * network is back): for what must not slow the first screen. `now` makes it true at once.
 */
function useAfterLoad(ms: number, thenIdle = false): { ready: boolean; now: () => void } {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const online = () => setReady(true);
    // offline, what loads later waits for the network: its files would not arrive
    const go = () =>
      navigator.onLine ? setReady(true) : window.addEventListener('online', online, { once: true });
    const start = () => {
      timer = setTimeout(() => {
        if (thenIdle && 'requestIdleCallback' in window) window.requestIdleCallback(go, { timeout: 2000 });
        else go();
      }, ms);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      window.removeEventListener('online', online);
      if (timer) clearTimeout(timer);
    };
  }, [ms, thenIdle]);
  return { ready, now: () => setReady(true) };
}

/**
 * The worker is registered once the first page has loaded and the browser is idle (2 s after `load` at the
 * latest): its script and workbox-window stay out of the first load's budget (docs/decisions/0004, 0080).
 */
function LaterUpdatePrompt() {
  const { ready, now } = useAfterLoad(2000, true);
  // a call that needs "confirm it's you" before the idle moment mounts the hosts at once
  // biome-ignore lint/correctness/useExhaustiveDependencies: installed once; `now` only sets the state
  useEffect(() => setReauthHostRequester(now), []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePrompt />
      <ReauthHost />
    </Suspense>
  );
}

/**
 * The live stream opens soon after the first screen has loaded, not at the idle moment (up to 4 s later): a change
 * in that window was lost, and the order list stayed "Awaiting payment" (issue 51). Its first `ready` makes the
 * screens fetch anew what they show, so a change before it is not lost either
 * (docs/decisions/0268-live-stock-and-first-screen-updates.md). 700 ms after `load`: the first screen's own
 * requests go first.
 */
function SoonLiveFacts() {
  const { ready } = useAfterLoad(700);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <LiveFacts />
    </Suspense>
  );
}
