import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';

export interface TableColumn<T> {
  key: string;
  header: string;
  cell(row: T): ReactNode;
  /** the value a click on the header sorts by; no sort when absent */
  sortValue?(row: T): string | number;
  align?: 'left' | 'right';
}

/**
 * A table for the back office on a laptop (docs/decisions/0175-laptop-back-office.md): headers sort the rows
 * (a second click reverses, `aria-sort` says which), the first column usually holds the row's link.
 */
export function SortableTable<T>({
  rows,
  columns,
  rowKey,
  caption,
  sortLabel,
}: {
  rows: T[];
  columns: TableColumn<T>[];
  rowKey(row: T): string;
  caption: string;
  /** "Sort by {{column}}" */
  sortLabel(column: string): string;
}) {
  const [sort, setSort] = useState<{ key: string; dir: 1 | -1 } | null>(null);
  const sorted = useMemo(() => {
    const column = columns.find((c) => c.key === sort?.key);
    if (!sort || !column?.sortValue) return rows;
    const value = column.sortValue;
    return [...rows].sort((a, b) => {
      const x = value(a);
      const y = value(b);
      return (
        (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y))) *
        sort.dir
      );
    });
  }, [rows, columns, sort]);

  // a table wider than its box scrolls sideways, with a visible scroll bar, and its first column (the row's name
  // or link) stays in view (docs/decisions/0273-laptop-back-office.md); the box can be reached by keyboard
  return (
    <section
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard (axe scrollable-region-focusable)
      tabIndex={0}
      data-table-scroll=""
      className="overflow-x-auto [scrollbar-gutter:auto] focus-visible:outline-2 focus-visible:outline-brand"
    >
      <table className="w-full border-separate border-spacing-0 text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c, i) => {
              const active = sort?.key === c.key;
              return (
                <th
                  key={c.key}
                  scope="col"
                  aria-sort={active ? (sort.dir === 1 ? 'ascending' : 'descending') : undefined}
                  className={`sticky top-0 border-b border-gray-200 bg-gray-50 px-3 py-2 font-semibold whitespace-nowrap text-gray-700 ${i === 0 ? 'left-0 z-20 shadow-[1px_0_0_var(--color-gray-200)]' : 'z-10'} ${c.align === 'right' ? 'text-right' : ''}`}
                >
                  {c.sortValue ? (
                    <button
                      type="button"
                      aria-label={sortLabel(c.header)}
                      onClick={() =>
                        setSort(
                          active ? { key: c.key, dir: sort.dir === 1 ? -1 : 1 } : { key: c.key, dir: 1 },
                        )
                      }
                      className="inline-flex items-center gap-1 rounded hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-brand"
                    >
                      {c.header}
                      {active ? (
                        sort.dir === 1 ? (
                          <ArrowUp aria-hidden="true" className="size-3.5" />
                        ) : (
                          <ArrowDown aria-hidden="true" className="size-3.5" />
                        )
                      ) : (
                        <ArrowUpDown aria-hidden="true" className="size-3.5 text-gray-400" />
                      )}
                    </button>
                  ) : (
                    c.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {sorted.map((row) => (
            <tr key={rowKey(row)} className="group">
              {columns.map((c, i) => (
                <td
                  key={c.key}
                  className={`border-b border-gray-100 bg-white px-3 py-2 group-hover:bg-gray-50 ${i === 0 ? 'sticky left-0 z-[1] shadow-[1px_0_0_var(--color-gray-200)]' : ''} ${c.align === 'right' ? 'text-right tabular-nums whitespace-nowrap' : ''}`}
                >
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
