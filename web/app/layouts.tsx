import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AddPostHost } from '../features/social/posts/AddPostHost';
import { openAddPost } from '../features/social/posts/add-post-store';
import { useSession } from '../lib/session';
import { Spinner } from '../ui/Spinner';
import { BottomNav } from './BottomNav';
import { navVisible } from './nav-items';
import { PageTakenOver } from './PageTakenOver';
import { RequireLogin } from './RequireLogin';
import { WIDE_PATHS } from './route-table';

function PageFallback() {
  return (
    <div className="flex min-h-[60dvh] items-center justify-center">
      <Spinner size="lg" />
    </div>
  );
}

/** Group 1: pages with the bottom navigation (docs/product.md §2); login flags enforced by RequireLogin. */
export function HomeLayout() {
  const session = useSession();
  const { pathname } = useLocation();
  const withNav = navVisible(session?.role ?? 'c', pathname);
  const wide = WIDE_PATHS.has(pathname);
  return (
    <div className={`app-column ${wide ? 'app-column-wide' : ''} ${withNav ? 'pb-20' : ''}`}>
      <RequireLogin>
        <Suspense fallback={<PageFallback />}>
          <Outlet />
          <PageTakenOver />
        </Suspense>
      </RequireLogin>
      <BottomNav onAddPost={() => openAddPost()} />
      <AddPostHost />
    </div>
  );
}

/** Group 2: sign-in, onboarding and settings pages, no navigation bar. */
export function PlainLayout() {
  return (
    <div className="app-column">
      <RequireLogin>
        <Suspense fallback={<PageFallback />}>
          <Outlet />
          <PageTakenOver />
        </Suspense>
      </RequireLogin>
    </div>
  );
}
