import { BellRing } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../ui/Button';
import { useToast } from '../../../ui/toast';
import { pushSupported, turnOnPush } from './push-subscription';

/** "Tell me when the app is closed": offered once the browser can push and has not been asked yet. */
export function PushPrompt() {
  const { t } = useTranslation('messages');
  const toast = useToast();
  const [asked, setAsked] = useState(() => !pushSupported() || Notification.permission !== 'default');
  const [busy, setBusy] = useState(false);
  // said yes before (another account, or before a logout released this device): told again, without asking
  useEffect(() => {
    if (pushSupported() && Notification.permission === 'granted') turnOnPush().catch(() => undefined);
  }, []);
  if (asked) return null;
  return (
    <div className="mx-3 mt-2 flex items-center gap-3 rounded-2xl bg-teal-50 px-3 py-2.5 text-sm text-teal-900 ring-1 ring-teal-200">
      <BellRing aria-hidden="true" className="size-5 shrink-0" />
      <p className="flex-1">{t('push.offer')}</p>
      <Button
        size="sm"
        loading={busy}
        onClick={() => {
          setBusy(true);
          turnOnPush()
            .then((on) => toast.show(on ? t('push.on') : t('push.off'), { tone: on ? 'success' : 'warning' }))
            .catch(() => toast.show(t('push.failed'), { tone: 'danger' }))
            .finally(() => {
              setBusy(false);
              setAsked(true);
            });
        }}
      >
        {t('push.action')}
      </Button>
    </div>
  );
}
