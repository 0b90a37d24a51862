import { Bookmark } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';

/** The account sheet's entry to /savedContent (docs/decisions/0060). */
export function SavedLink({ onNavigate }: { onNavigate(): void }) {
  const { t } = useTranslation('saved');
  return (
    <Link
      to="/savedContent"
      onClick={onNavigate}
      className="flex min-h-12 w-full items-center gap-3 rounded-xl px-4 text-left text-base font-medium text-gray-900 hover:bg-gray-50 active:bg-gray-100"
    >
      <Bookmark aria-hidden="true" className="size-5" />
      {t('title')}
    </Link>
  );
}
