import { MapPinOff } from 'lucide-react';
import { useTranslation } from '../i18n/use-translation';
import { EmptyState } from '../ui/EmptyState';
import { PageHeader } from '../ui/PageHeader';

export default function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <div className="app-column">
      <PageHeader title={t('notFoundTitle')} back />
      <EmptyState
        icon={<MapPinOff />}
        title={t('notFoundTitle')}
        message={t('notFoundText')}
        action={{ label: t('goHome'), to: '/' }}
      />
    </div>
  );
}
