/** Multi-select category filter (docs/product.md §2): "All" clears the choice; a chip toggles its category. */
export function toggleCategory(selected: readonly string[], name: string | null): string[] {
  if (name === null) return [];
  return selected.includes(name) ? selected.filter((c) => c !== name) : [...selected, name];
}

export interface CategoryChipsProps {
  names: readonly string[];
  selected: readonly string[];
  onChange(next: string[]): void;
  /** accessible name of the list */
  label: string;
  /** a category's name as the reader reads it (the market's names in her language); the name itself when absent */
  labelOf?: (name: string) => string;
  allLabel: string;
  /** the active chip's colours: each screen uses its navigation colour */
  activeClass?: string;
  className?: string;
}

/** A horizontally scrolling row of category chips, All first. */
export function CategoryChips({
  names,
  selected,
  onChange,
  label,
  allLabel,
  labelOf = (name) => name,
  activeClass = 'bg-nav-product text-white',
  className = 'flex min-w-0 flex-1 gap-2 overflow-x-auto pr-4 [scrollbar-width:none]',
}: CategoryChipsProps) {
  return (
    <ul aria-label={label} className={className}>
      {[null, ...names].map((name) => {
        const active = name === null ? selected.length === 0 : selected.includes(name);
        return (
          <li key={name ?? '\u0000all'} className="shrink-0">
            <button
              type="button"
              aria-pressed={active}
              onClick={() => onChange(toggleCategory(selected, name))}
              className={`flex min-h-11 items-center rounded-full px-3.5 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-brand ${
                active ? activeClass : 'bg-gray-100 text-gray-700 hover:bg-gray-200'
              }`}
            >
              {name === null ? allLabel : labelOf(name)}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
