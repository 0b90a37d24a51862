import { lazy, Suspense } from 'react';

export interface UpdateBannerProps {
  visible: boolean;
  onRefresh: () => void;
  onDismiss: () => void;
}

// its code and text load when an update arrives: most first screens never show it (e2e/page-weight.spec.ts)
const UpdateBannerView = lazy(() => import('./UpdateBannerView'));

/** "New updates available" with Refresh and Dismiss, while `visible`. */
export function UpdateBanner(props: UpdateBannerProps) {
  if (!props.visible) return null;
  return (
    <Suspense fallback={null}>
      <UpdateBannerView {...props} />
    </Suspense>
  );
}
