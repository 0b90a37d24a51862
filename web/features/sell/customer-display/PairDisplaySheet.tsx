import { useEffect } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { QrCode } from '../../../shared/QrCode';
import { Button } from '../../../ui/Button';
import { FormAlert } from '../../../ui/FormAlert';
import { Sheet } from '../../../ui/Sheet';
import { Spinner } from '../../../ui/Spinner';
import { useToast } from '../../../ui/toast';
import { setTillHasDisplay } from './display-storage';
import { usePairDisplay, useUnpairDisplay } from './usePairDisplay';

/**
 * Pairing a customer display (docs/decisions/0278-customer-display.md): a one-use code as a QR; the second device
 * scans it (or opens the link) and shows this till's sale from then on. "Unpair" ends every display of this till.
 */
export default function PairDisplaySheet({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t, i18n } = useTranslation('customerDisplay');
  const toast = useToast();
  const pair = usePairDisplay();
  const unpair = useUnpairDisplay();
  const code = pair.data;
  const { mutate: ask, isIdle } = pair;

  // a fresh code each time the sheet opens
  useEffect(() => {
    if (open && isIdle) {
      ask({}, { onSuccess: () => setTillHasDisplay(true) });
    }
  }, [open, isIdle, ask]);
  useEffect(() => {
    if (!open) pair.reset();
  }, [open, pair.reset]);

  const expires = code
    ? new Date(code.expires_at).toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit' })
    : '';

  return (
    <Sheet open={open} onOpenChange={onOpenChange} title={t('pair.title')} description={t('pair.intro')}>
      <div className="flex flex-col items-center gap-4 px-4 pb-6">
        {pair.isPending && <Spinner label={t('pair.loading')} />}
        {pair.isError && (
          <>
            <FormAlert>{pair.error.message}</FormAlert>
            <Button variant="secondary" onClick={() => ask({}, { onSuccess: () => setTillHasDisplay(true) })}>
              {t('pair.retry')}
            </Button>
          </>
        )}
        {code && (
          <figure
            className="flex flex-col items-center gap-2"
            data-testid="display-pairing"
            data-url={code.url}
          >
            <QrCode
              data={code.url}
              size={220}
              alt={t('pair.qrAlt')}
              pending={t('pair.drawing')}
              failed={t('pair.failed')}
            />
            <figcaption className="text-center text-sm text-gray-700">
              <span className="block">{t('pair.scan')}</span>
              <span className="block pt-1 font-mono text-2xl font-bold tracking-widest text-gray-900">
                {code.code}
              </span>
              <span className="block text-gray-600">{t('pair.expires', { time: expires })}</span>
            </figcaption>
            <a
              href={code.url}
              target="_blank"
              rel="noreferrer"
              className="min-h-11 content-center text-sm font-semibold text-brand underline"
            >
              {t('pair.openHere')}
            </a>
          </figure>
        )}
        <Button
          variant="ghost"
          block
          disabled={unpair.isPending}
          onClick={() =>
            unpair.mutate(
              {},
              {
                onSuccess: (answer) => {
                  setTillHasDisplay(false);
                  toast.show(t('pair.unpaired', { count: answer.unpaired }), { tone: 'success' });
                  onOpenChange(false);
                },
                onError: (err) => toast.show(err.message, { tone: 'danger' }),
              },
            )
          }
        >
          {t('pair.unpair')}
        </Button>
      </div>
    </Sheet>
  );
}
