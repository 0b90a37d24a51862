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
