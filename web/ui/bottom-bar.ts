/**
 * Where a page's action bar (the cart's total, the till's sale) sits: flush on the bottom navigation (3.5rem and
 * its 1px top border, web/app/BottomNav.tsx), as wide as the app's column, so nothing of the page shows between
 * the two. Classes for the bar's own element; the page adds its colours and padding.
 */
export const ON_BOTTOM_NAV =
  'fixed inset-x-0 bottom-[calc(3.5rem+1px+env(safe-area-inset-bottom))] z-30 mx-auto max-w-[480px] border-t border-gray-200';
