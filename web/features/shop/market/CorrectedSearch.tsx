import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { useSearchSuggestions } from './useSearchSuggestions';

/** the address parameter naming what she typed, when the market shows the results of its correction */
const FROM = 'corrected_from';
/** the address parameter of a search to run as typed, never corrected */
const EXACT = 'exact';

/**
 * A market search that found nothing shows the results of its best correction at once
 * (docs/decisions/0270-search-that-forgives.md): the address becomes the corrected search, keeping its other
 * parameters, with what she typed kept beside it for "Search instead for …". A search asked as typed is not
 * corrected again.
 */
export function useCorrectEmptySearch(search: string, foundNothing: boolean): void {
  const [params, setParams] = useSearchParams();
  const asTyped = params.get(EXACT) === '1' || params.has(FROM);
  const near = useSearchSuggestions(asTyped ? '' : search);
  const best = near.data?.[0];
  useEffect(() => {
    if (!foundNothing || asTyped || !best) return;
    const next = new URLSearchParams(params);
    next.set('search', best);
    next.set(FROM, search);
    setParams(next, { replace: true });
  }, [foundNothing, asTyped, best, search, params, setParams]);
}

/** "Showing results for mushrooms · Search instead for mushrom", above the corrected results */
export function ShowingResultsFor({ search }: { search: string }) {
  const { t } = useTranslation('market');
  const [params] = useSearchParams();
  const from = params.get(FROM);
  if (!from) return null;
  const instead = new URLSearchParams(params);
  instead.delete(FROM);
  instead.set('search', from);
  instead.set(EXACT, '1');
  return (
    <p className="mb-2 px-1 text-sm text-gray-700" data-testid="showing-results-for">
      {t('showingResultsFor')} <strong className="font-semibold text-gray-900">{search}</strong>
      <br />
      <span className="text-gray-600">{t('searchInsteadFor')} </span>
      <Link
        to={`/market?${instead.toString()}`}
        replace
        className="inline-flex min-h-6 items-center font-semibold text-brand-dark underline underline-offset-2"
      >
        {from}
      </Link>
    </p>
  );
}
