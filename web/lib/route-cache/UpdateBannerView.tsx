import { X } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';

import type { UpdateBannerProps } from './UpdateBanner';

/** "New updates available" with Refresh and Dismiss; sticky so it shows wherever the list is scrolled. */
export default function UpdateBannerView({ onRefresh, onDismiss }: UpdateBannerProps) {
  const { t } = useTranslation('cache');
  return (
    <div
      role="status"
      className="sticky top-0 z-20 flex items-center gap-2 bg-brand-dark px-3 py-2 text-sm text-white shadow-md"
    >
      <span className="flex-1">{t('banner.message')}</span>
      <button
        type="button"
        onClick={onRefresh}
        className="rounded-full bg-white px-3 py-1 font-medium text-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        {t('banner.refresh')}
      </button>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={t('banner.dismiss')}
        title={t('banner.dismiss')}
        className="rounded-full p-1 hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
