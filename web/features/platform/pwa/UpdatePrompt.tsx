import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';

/**
 * Registers the service worker after the first paint and, when a new version is installed and waiting,
 * offers "Update available — reload" (docs/decisions/0080-installable-app.md). The new worker takes over
 * only when the user taps it, then the page reloads: never a page half on the old build, half on the new.
 */
export default function UpdatePrompt() {
  const { t } = useTranslation('pwa');
  const [update, setUpdate] = useState<null | ((reload?: boolean) => Promise<void>)>(null);

  useEffect(() => {
    if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
    let live = true;
    void import('virtual:pwa-register').then(({ registerSW }) => {
      const updateSW = registerSW({
        onNeedRefresh() {
          if (live) setUpdate(() => updateSW);
        },
        onRegisteredSW(_url, registration) {
          // a long-open POS tab still learns of new deployments
          if (registration) setInterval(() => void registration.update(), 30 * 60_000);
        },
      });
    });
    return () => {
      live = false;
    };
  }, []);

  if (!update) return null;
  return (
    <div
      role="alert"
      className="fixed inset-x-3 bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-50 flex items-center gap-3 rounded-xl bg-gray-900 px-4 py-3 text-sm text-white shadow-lg"
    >
      <span className="flex-1">{t('updateAvailable')}</span>
      <button
        type="button"
        className="min-h-11 rounded-lg bg-white px-4 font-semibold text-gray-900"
        onClick={() => void update(true)}
      >
        {t('reload')}
      </button>
    </div>
  );
}
