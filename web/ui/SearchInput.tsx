import { Search, X } from 'lucide-react';
import type { Ref } from 'react';

const LOOKS = {
  /** in a page's header, under its title (the catalogue, the till) */
  field: {
    input:
      'h-11 rounded-xl border border-gray-200 bg-gray-50 pr-11 pl-10 placeholder:text-gray-400 focus:border-brand focus:bg-white focus:ring-2 focus:ring-brand/25',
    icon: 'left-3 size-5',
    clear: 'size-11 hover:text-gray-800',
  },
  /** the market's search page, beside its Back and Search buttons */
  pill: {
    input:
      'h-10 rounded-full bg-gray-100 pr-10 pl-9 placeholder:text-gray-500 focus:bg-white focus:ring-2 focus:ring-brand/30',
    icon: 'left-3 size-4.5',
    clear: 'size-10 hover:text-gray-900',
  },
};

/**
 * A search box: the magnifier, the text, and a clear button once something is typed (which keeps the keyboard
 * up). The browser's own clear button is hidden, so every browser shows the same one.
 */
export function SearchInput({
  value,
  onChange,
  label,
  placeholder,
  clearLabel,
  inputRef,
  look = 'field',
}: {
  value: string;
  onChange(text: string): void;
  label: string;
  placeholder: string;
  clearLabel: string;
  inputRef: Ref<HTMLInputElement> & { current: HTMLInputElement | null };
  look?: keyof typeof LOOKS;
}) {
  const styles = LOOKS[look];
  return (
    <div className="relative min-w-0 flex-1">
      <Search
        aria-hidden="true"
        className={`pointer-events-none absolute top-1/2 -translate-y-1/2 text-gray-400 ${styles.icon}`}
      />
      <input
        ref={inputRef}
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-label={label}
        placeholder={placeholder}
        enterKeyHint="search"
        maxLength={100}
        autoComplete="off"
        className={`w-full text-base text-gray-900 focus:outline-none [&::-webkit-search-cancel-button]:hidden ${styles.input}`}
      />
      {value && (
        <button
          type="button"
          onClick={() => {
            onChange('');
            inputRef.current?.focus();
          }}
          aria-label={clearLabel}
          className={`absolute top-0 right-0 flex items-center justify-center rounded-full text-gray-500 ${styles.clear}`}
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
    </div>
  );
}
