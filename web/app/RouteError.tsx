import { TriangleAlert } from 'lucide-react';
import { useTranslation } from '../i18n/use-translation';
import { EmptyState } from '../ui/EmptyState';

/** Shown when a page fails to load or render (e.g. a chunk missing after a new deploy): offer a reload. */
export default function RouteError() {
  const { t } = useTranslation('common');
  return (
    <div className="app-column">
      <EmptyState
        icon={<TriangleAlert />}
        title={t('errorTitle')}
        message={t('errorText')}
        action={{ label: t('reload'), onClick: () => window.location.reload() }}
      />
    </div>
  );
}
