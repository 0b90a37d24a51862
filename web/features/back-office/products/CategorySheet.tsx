import { Plus, X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { CATEGORIES_MAX, CATEGORY_MAX_LENGTH, normalizeCategory } from '../../../../contract/categories';
import { checkCategory } from '../../../../contract/prohibited-terms';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../ui/Button';
import { Sheet } from '../../../ui/Sheet';
import { useToast } from '../../../ui/toast';
import { CategoryNameFields } from './CategoryNameFields';

export interface CategorySheetProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The chosen categories (or hashtags). */
  value: string[];
  onChange(next: string[]): void;
  /** Names offered with one tap (e.g. the seller's existing categories); chosen ones are hidden. */
  suggestions?: readonly string[];
  /** Wording: product categories (default) or post hashtags. */
  kind?: 'category' | 'hashtag';
  /** Most entries allowed; default 10 (the contract's limit). */
  max?: number;
}

/**
 * Bottom sheet to add and remove categories or hashtags: a text field with Add, the four outcomes
 * of docs/product.md §5 as toasts (empty → warning, prohibited word → danger, duplicate → warning,
 * added → success), removable chips, and suggestions.
 */
export function CategorySheet({
  open,
  onOpenChange,
  value,
  onChange,
  suggestions = [],
  kind = 'category',
  max = CATEGORIES_MAX,
}: CategorySheetProps) {
  const { t } = useTranslation('products');
  const toast = useToast();
  const [text, setText] = useState('');
  const inputId = useId();
  const chosenId = useId();
  const messages =
    kind === 'hashtag'
      ? {
          empty: t('category.hashtag_empty_warning'),
          prohibited: t('category.hashtag_prohibited_warning'),
          exists: t('category.hashtag_exists_warning'),
          ok: t('category.hashtag_added_success'),
        }
      : {
          empty: t('category.category_empty_warning'),
          prohibited: t('category.category_prohibited_warning'),
          exists: t('category.category_exists_warning'),
          ok: t('category.category_added_success'),
        };

  function add(typed: string): boolean {
    // a hashtag typed with its # (or a full-width ＃) is the same hashtag: shown once as #tag (issue 25)
    const raw = kind === 'hashtag' ? withoutHash(typed) : typed;
    const outcome = checkCategory(raw, value);
    if (outcome === 'empty') toast.show(messages.empty, { tone: 'warning' });
    else if (outcome === 'prohibited') toast.show(messages.prohibited, { tone: 'danger' });
    else if (outcome === 'exists') toast.show(messages.exists, { tone: 'warning' });
    else if (value.length >= max) toast.show(t('category.tooMany', { max }), { tone: 'warning' });
    else {
      onChange([...value, normalizeCategory(raw)]);
      toast.show(messages.ok, { tone: 'success' });
      return true;
    }
    return false;
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (add(text)) setText('');
  }

  const chosen = new Set(value.map((v) => v.toLowerCase()));
  const offered = [...new Set(suggestions)].filter((s) => s && !chosen.has(s.toLowerCase()));
  const empty = text.trim() === '';
  // a category's names for other languages, once products are filed under it (decision 0270)
  const filed = new Set(suggestions.map((s) => s.toLowerCase()));
  const named = value.filter((v) => filed.has(v.toLowerCase()));

  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title={kind === 'hashtag' ? t('category.hashtagTitle') : t('category.sheetTitle')}
      description={kind === 'hashtag' ? t('category.hashtagDescription') : t('category.sheetDescription')}
    >
      <form onSubmit={submit} className="flex items-end gap-2 pt-1" noValidate>
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <label htmlFor={inputId} className="text-sm font-medium text-gray-800">
            {kind === 'hashtag' ? t('category.hashtagInputLabel') : t('category.inputLabel')}
          </label>
          <input
            id={inputId}
            value={text}
            onChange={(e) => setText(e.target.value)}
            maxLength={CATEGORY_MAX_LENGTH}
            placeholder={t('category.placeholder')}
            enterKeyHint="done"
            autoComplete="off"
            className="h-11 w-full rounded-xl border border-gray-300 bg-white px-3.5 text-base text-gray-900 shadow-xs placeholder:text-gray-400 focus:border-brand focus:ring-2 focus:ring-brand/25 focus:outline-none"
          />
        </div>
        {/* Greyed while empty, but still pressable: an empty Add explains itself with a warning. */}
        <Button
          type="submit"
          variant={empty ? 'secondary' : 'primary'}
          className={empty ? 'text-gray-400!' : ''}
        >
          {t('category.add')}
        </Button>
      </form>

      <section aria-labelledby={chosenId} className="mt-5">
        <h3 id={chosenId} className="text-sm font-semibold text-gray-700">
          {t('category.selected')}{' '}
          <span className="font-normal text-gray-500">
            ({value.length}/{max})
          </span>
        </h3>
        {value.length === 0 ? (
          <p className="mt-2 text-sm text-gray-500">{t('category.none')}</p>
        ) : (
          <ul className="mt-2 flex flex-wrap gap-2">
            {value.map((name) => (
              <li key={name}>
                <CategoryChip name={name} onRemove={() => onChange(value.filter((v) => v !== name))} />
              </li>
            ))}
          </ul>
        )}
      </section>

      {offered.length > 0 && (
        <section className="mt-5">
          <h3 className="text-sm font-semibold text-gray-700">{t('category.suggestions')}</h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {offered.map((name) => (
              <li key={name}>
                <button
                  type="button"
                  onClick={() => add(name)}
                  aria-label={t('category.addSuggestion', { name })}
                  className="inline-flex min-h-11 items-center gap-1 rounded-full border border-dashed border-gray-300 px-3.5 text-sm text-gray-700 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand"
                >
                  <Plus aria-hidden="true" className="size-4" />
                  {name}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}

      {kind === 'category' && named.length > 0 && (
        <details className="mt-5">
          <summary className="flex min-h-11 cursor-pointer items-center text-sm font-semibold text-gray-700">
            {t('category.namesTitle')}
          </summary>
          <p className="mb-3 text-sm text-gray-500">{t('category.namesHint')}</p>
          <div className="flex flex-col gap-3">
            {named.map((name) => (
              <CategoryNameFields key={name} category={name} />
            ))}
          </div>
        </details>
      )}

      <Button block className="mt-6" onClick={() => onOpenChange(false)}>
        {t('category.done')}
      </Button>
    </Sheet>
  );
}

export interface CategoryChipProps {
  name: string;
  /** Shows a remove button labelled "Remove {name}". */
  onRemove?: () => void;
}

/** A chosen category or hashtag, with an optional remove button (44 px tap area). */
export function CategoryChip({ name, onRemove }: CategoryChipProps) {
  const { t } = useTranslation('products');
  return (
    <span className="inline-flex min-h-9 max-w-full items-center rounded-full bg-cyan-50 pl-3 text-sm font-medium text-cyan-900 ring-1 ring-cyan-200">
      <span className="min-w-0 truncate py-1">{name}</span>
      {onRemove ? (
        <button
          type="button"
          onClick={onRemove}
          aria-label={t('category.remove', { name })}
          className="-my-1 ml-0.5 flex size-11 shrink-0 items-center justify-center rounded-full text-cyan-800 hover:bg-cyan-100 focus-visible:outline-2 focus-visible:outline-brand"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      ) : (
        <span className="pr-3" />
      )}
    </span>
  );
}

/** `#新貨`, `＃新貨` and `新貨` are one hashtag */
export function withoutHash(text: string): string {
  return text
    .trim()
    .replace(/^[#＃]+/, '')
    .trim();
}
