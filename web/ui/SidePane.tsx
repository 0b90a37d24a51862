import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Skeleton } from './Skeleton';

/**
 * A list beside an open item on a laptop (docs/decisions/0273-laptop-back-office.md): the orders beside an order,
 * the inbox beside a conversation. Its heading leads to the list's own screen; two skeleton rows while it loads.
 * Hidden below the laptop breakpoint (the phone has the list's own screen).
 */
export function SidePane({
  label,
  pane,
  title,
  to,
  loading,
  rowClassName,
  tone,
  children,
  footer,
}: {
  label: string;
  /** `data-pane`, for tests and styles */
  pane: string;
  title: string;
  /** the list's own screen */
  to: string;
  loading: boolean;
  /** the skeleton rows' size and shape */
  rowClassName: string;
  tone: 'gray' | 'white';
  children: ReactNode;
  footer: ReactNode;
}) {
  // whole class names, as Tailwind finds them in the source
  const bg = tone === 'gray' ? 'bg-gray-50' : 'bg-white';
  const headBg = tone === 'gray' ? 'bg-gray-50/95' : 'bg-white/95';
  return (
    <aside
      aria-label={label}
      data-pane={pane}
      className={`sticky top-0 hidden h-dvh w-80 shrink-0 flex-col overflow-y-auto border-r border-gray-200 ${bg} lg:flex`}
    >
      <h2
        className={`sticky top-0 z-10 flex h-14 shrink-0 items-center border-b border-gray-100 ${headBg} px-4 text-base font-semibold text-gray-900`}
      >
        <Link to={to} className="rounded hover:underline focus-visible:outline-2 focus-visible:outline-brand">
          {title}
        </Link>
      </h2>
      {loading ? (
        <div className="flex flex-col gap-2 p-3">
          <Skeleton className={`w-full ${rowClassName}`} />
          <Skeleton className={`w-full ${rowClassName}`} />
        </div>
      ) : (
        children
      )}
      {footer}
    </aside>
  );
}
