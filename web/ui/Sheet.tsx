import type { ReactNode } from 'react';
import { lazyOnDemand } from './lazy-on-demand';

export interface SheetProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: string;
  children?: ReactNode;
  /** Keep the title for screen readers only (the content shows its own heading). */
  hideTitle?: boolean;
}

// The drawer library (vaul + Radix, ~22 KB gzip) loads the first time any sheet opens, not with the page.
const SheetPanel = lazyOnDemand<SheetProps>(() => import('./SheetPanel').then((m) => m.default));

/** Bottom sheet with backdrop and handle (docs/product.md §2). Stays mounted after the first open so it can animate closed. */
export function Sheet(props: SheetProps) {
  return <SheetPanel {...props} active={props.open} />;
}
