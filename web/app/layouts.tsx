import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AddPostHost } from '../features/social/posts/AddPostHost';
import { openAddPost } from '../features/social/posts/add-post-store';
import { useSession } from '../lib/session';
import { BottomNav } from './BottomNav';
import { navVisible } from './nav-items';
import { PageFallback } from './PageFallback';
import { PageTakenOver } from './PageTakenOver';
import { wideKind } from './wide-layout';

// a back-office screen's frame, with a laptop's side navigation and panes (docs/decisions/0273-laptop-back-office.md)
const WideFrame = lazy(() => import('./WideFrame'));

/** Group 1: pages with the bottom navigation (docs/product.md §2); login flags enforced by RequireLogin around each login-only page (router.tsx). */
export function HomeLayout() {
  const session = useSession();
  const { pathname } = useLocation();
  const withNav = navVisible(session?.role ?? 'c', pathname);
  // the back office on a laptop: a side navigation in place of the bottom bar, the screen beside it (decision 0273)
  const wide = wideKind(pathname);
  const page = (
    <Suspense fallback={<PageFallback />}>
      <Outlet />
      <PageTakenOver />
    </Suspense>
  );
  return (
    <div
      className={`app-column ${wide ? 'app-column-wide' : ''} ${withNav ? `pb-20 ${wide ? 'lg:pb-0' : ''}` : ''}`}
    >
      {wide ? (
        <Suspense fallback={<PageFallback />}>
          <WideFrame wide={wide} path={pathname.toLowerCase()} role={session?.role}>
            {page}
          </WideFrame>
        </Suspense>
      ) : (
        page
      )}
      <BottomNav onAddPost={() => openAddPost()} />
      <AddPostHost />
    </div>
  );
}

/** Group 2: sign-in, onboarding and settings pages, no navigation bar. */
export function PlainLayout() {
  return (
    <div className="app-column">
      <Suspense fallback={<PageFallback />}>
        <Outlet />
        <PageTakenOver />
      </Suspense>
    </div>
  );
}
