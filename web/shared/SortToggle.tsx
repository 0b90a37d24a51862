import { ArrowDownWideNarrow, ArrowUpNarrowWide } from 'lucide-react';

/**
 * The newest-first / oldest-first switch of a product list (market, catalogue, shop). It shows the order in
 * force; its accessible name adds what a tap does.
 */
export function SortToggle({
  oldestFirst,
  onToggle,
  text,
  actionLabel,
}: {
  oldestFirst: boolean;
  onToggle(): void;
  /** the order in force, e.g. "Newest" */
  text: string;
  /** what a tap does, e.g. "Show oldest first" */
  actionLabel: string;
}) {
  const Icon = oldestFirst ? ArrowUpNarrowWide : ArrowDownWideNarrow;
  return (
    <button
      type="button"
      onClick={onToggle}
      className="flex min-h-11 shrink-0 items-center gap-1.5 rounded-full border border-gray-200 bg-white px-3 text-sm font-medium text-gray-800 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand"
    >
      <Icon aria-hidden="true" className="size-4" />
      {text}
      {/* the name starts with what is seen (speech control users say "tap Newest"), then says what a tap does */}
      <span className="sr-only">: {actionLabel}</span>
    </button>
  );
}
