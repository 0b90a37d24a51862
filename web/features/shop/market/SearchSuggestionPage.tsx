import { Clock, Search, X } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { BackButton } from '../../../ui/BackButton';
import { SearchInput } from '../../../ui/SearchInput';
import { Spinner } from '../../../ui/Spinner';
import { clearRecent, forgetSearch, readRecent, rememberSearch } from './recent-searches';
import { useProductSuggestions } from './useProductSuggestions';

const DEBOUNCE_MS = 200;

/** `/searchSuggestion`: recent searches and matching product names; a choice searches the market. */
export default function SearchSuggestionPage() {
  const { t } = useTranslation('market');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const [term, setTerm] = useState(text);
  const [recent, setRecent] = useState(readRecent);
  const input = useRef<HTMLInputElement>(null);
  const suggestions = useProductSuggestions(term);

  useEffect(() => {
    const timer = setTimeout(() => setTerm(text), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  useEffect(() => {
    input.current?.focus();
  }, []);

  function choose(value: string) {
    const v = value.trim();
    if (v) rememberSearch(v);
    navigate(v ? `/market?search=${encodeURIComponent(v)}` : '/market', { replace: true });
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    choose(text);
  }

  const typed = text.trim();
  const names = typed ? (suggestions.data ?? []) : [];

  return (
    <>
      <header className="sticky top-0 z-30 border-b border-gray-100 bg-white pt-[env(safe-area-inset-top)]">
        {/* biome-ignore lint/a11y/useSemanticElements: <search> is not in React's JSX types yet */}
        <form role="search" onSubmit={submit} className="flex h-14 items-center gap-1 pr-3 pl-1">
          <BackButton
            onClick={() =>
              ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0
                ? navigate(-1)
                : navigate('/market', { replace: true })
            }
          />
          <SearchInput
            look="pill"
            inputRef={input}
            value={text}
            onChange={setText}
            label={t('searchLabel')}
            placeholder={t('searchPlaceholder')}
            clearLabel={t('clearSearch')}
          />
          <button
            type="submit"
            className="ml-1 min-h-10 shrink-0 rounded-full px-3 text-[15px] font-semibold text-nav-product hover:bg-cyan-50 focus-visible:outline-2 focus-visible:outline-brand"
          >
            {t('searchSubmit')}
          </button>
        </form>
      </header>

      <main className="px-4 pt-2 pb-8">
        {typed && (
          <section aria-label={t('suggestions')}>
            {suggestions.isFetching && names.length === 0 && (
              <div className="flex justify-center py-6">
                <Spinner label={t('searching')} className="text-brand" />
              </div>
            )}
            {suggestions.isError && <p className="py-4 text-sm text-red-700">{t('suggestionsFailed')}</p>}
            {!suggestions.isFetching && !suggestions.isError && names.length === 0 && term === text && (
              <p className="py-4 text-sm text-gray-500">{t('noSuggestions', { term: typed })}</p>
            )}
            <ul className="divide-y divide-gray-100">
              {names.map((name) => (
                <li key={name}>
                  <button
                    type="button"
                    onClick={() => choose(name)}
                    className="flex min-h-12 w-full items-center gap-3 text-left text-[15px] text-gray-900 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand"
                  >
                    <Search aria-hidden="true" className="size-4 shrink-0 text-gray-400" />
                    <Highlighted text={name} term={typed} />
                  </button>
                </li>
              ))}
            </ul>
          </section>
        )}

        {!typed && (
          <section aria-labelledby="recent-heading">
            <div className="flex items-center justify-between py-2">
              <h2 id="recent-heading" className="text-sm font-semibold text-gray-900">
                {t('recent')}
              </h2>
              {recent.length > 0 && (
                <button
                  type="button"
                  onClick={() => setRecent(clearRecent())}
                  className="min-h-10 rounded-full px-2 text-sm font-medium text-gray-600 hover:text-gray-900"
                >
                  {t('clearRecent')}
                </button>
              )}
            </div>
            {recent.length === 0 ? (
              <p className="py-6 text-center text-sm text-gray-500">{t('noRecent')}</p>
            ) : (
              <ul className="divide-y divide-gray-100">
                {recent.map((r) => (
                  <li key={r} className="flex items-center">
                    <button
                      type="button"
                      onClick={() => choose(r)}
                      className="flex min-h-12 min-w-0 flex-1 items-center gap-3 text-left text-[15px] text-gray-900 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand"
                    >
                      <Clock aria-hidden="true" className="size-4 shrink-0 text-gray-400" />
                      <span className="truncate">{r}</span>
                    </button>
                    <button
                      type="button"
                      onClick={() => setRecent(forgetSearch(r))}
                      aria-label={t('forget', { term: r })}
                      className="flex size-10 shrink-0 items-center justify-center rounded-full text-gray-400 hover:bg-gray-100 hover:text-gray-700"
                    >
                      <X aria-hidden="true" className="size-4" />
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </section>
        )}
      </main>
    </>
  );
}

/** The name with the typed part in bold. */
function Highlighted({ text, term }: { text: string; term: string }) {
  const at = text.toLowerCase().indexOf(term.toLowerCase());
  if (at < 0 || !term) return <span className="truncate">{text}</span>;
  return (
    <span className="truncate">
      {text.slice(0, at)}
      <strong className="font-semibold">{text.slice(at, at + term.length)}</strong>
      {text.slice(at + term.length)}
    </span>
  );
}
