import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { useSearchSuggestions } from './useSearchSuggestions';

/** "Did you mean: dried scallops?" under a market search that found nothing; each a link that searches it. */
export function DidYouMean({ search }: { search: string }) {
  const { t } = useTranslation('market');
  const near = useSearchSuggestions(search);
  const options = near.data ?? [];
  if (options.length === 0) return null;
  return (
    <p className="mt-4 text-sm text-gray-700" data-testid="did-you-mean">
      {t('didYouMean')}{' '}
      {options.map((option, i) => (
        <span key={option}>
          {i > 0 && ' · '}
          <Link
            to={`/market?search=${encodeURIComponent(option)}`}
            replace
            className="font-semibold text-brand-dark underline underline-offset-2"
          >
            {option}
          </Link>
        </span>
      ))}
    </p>
  );
}
