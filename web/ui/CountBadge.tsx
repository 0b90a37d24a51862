/** The red count on a header icon (unread notifications, unread messages): nothing at 0, 99+ above 99. */
export function CountBadge({ count, testId }: { count: number; testId: string }) {
  if (count <= 0) return null;
  return (
    <span
      data-testid={testId}
      aria-hidden="true"
      className="absolute top-1.5 right-1.5 min-w-4.5 rounded-full bg-red-600 px-1 text-center text-[11px] leading-4.5 font-bold text-white"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
