import type { ReactNode } from 'react';
import { Spinner } from './Spinner';

/**
 * Placeholder blocks shown while content loads. They are aria-hidden: the list or page that
 * shows them should announce loading itself (e.g. aria-busy on the list, or a Spinner label).
 */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div aria-hidden="true" className={`animate-pulse rounded-lg bg-gray-200 ${className ?? 'h-4 w-full'}`} />
  );
}

/** Lines of placeholder text; the last line is shorter, like a real paragraph. */
export function SkeletonText({ lines = 3, className }: { lines?: number; className?: string }) {
  return (
    <div aria-hidden="true" className={`flex flex-col gap-2 ${className ?? ''}`}>
      {Array.from({ length: lines }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders, never reordered
        <Skeleton key={i} className={`h-3.5 ${i === lines - 1 && lines > 1 ? 'w-3/5' : 'w-full'}`} />
      ))}
    </div>
  );
}

/**
 * A loading placeholder that announces itself: a busy status named `label`, holding one skeleton block per class
 * string in `blocks` (the rough shape of what is coming).
 */
export function SkeletonStatus({
  label,
  className,
  blocks,
}: {
  label: string;
  className: string;
  blocks: string[];
}) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className={className}>
      {blocks.map((block, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders, never reordered
        <Skeleton key={i} className={block} />
      ))}
    </div>
  );
}

/**
 * A loading placeholder whose skeleton blocks are its children, announced by a visually hidden spinner named
 * `label` (the blocks themselves are aria-hidden).
 */
export function BusyPlaceholder({
  label,
  className,
  children,
}: {
  label: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <div aria-busy="true" className={className}>
      <Spinner label={label} className="sr-only" />
      {children}
    </div>
  );
}
