import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** One of the data page's two cards (export, import): its heading with an icon, a line saying what it does. */
export function DataCard({
  id,
  icon: Icon,
  title,
  hint,
  children,
}: {
  /** the heading's id, which names the section */
  id: string;
  icon: LucideIcon;
  title: string;
  hint: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-gray-200"
    >
      <h2 id={id} className="flex items-center gap-2 text-base font-semibold">
        <Icon aria-hidden="true" className="size-5" />
        {title}
      </h2>
      <p className="text-sm text-gray-600">{hint}</p>
      {children}
    </section>
  );
}
