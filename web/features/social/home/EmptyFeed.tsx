import { Newspaper } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { useSession } from '../../../lib/session';
import { EmptyState } from '../../../ui/EmptyState';

/** The empty feed (docs/product.md §2): sellers are prompted to publish their first post; shoppers are told what will come. */
export function EmptyFeed({ onCreatePost }: { onCreatePost(): void }) {
  const { t } = useTranslation('home');
  const session = useSession();
  if (session?.role === 's') {
    return (
      <EmptyState
        icon={<Newspaper />}
        title={t('emptyTitle')}
        message={t('sellerEmpty')}
        action={{ label: t('createPost'), onClick: onCreatePost }}
      />
    );
  }
  return <EmptyState icon={<Newspaper />} title={t('emptyTitle')} message={t('customerEmpty')} />;
}
