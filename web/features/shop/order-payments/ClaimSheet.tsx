import { ImageUp } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../ui/Button';
import { Sheet } from '../../../ui/Sheet';
import { TextField } from '../../../ui/TextField';
import { useToast } from '../../../ui/toast';
import { useClaimPayment } from './useClaimPayment';

/** "I have paid": an optional reference and screenshot; the order then shows "payment claimed" to the seller. */
export function ClaimSheet(props: {
  open: boolean;
  onOpenChange(open: boolean): void;
  orderId: string;
  reference: string;
}) {
  const { t } = useTranslation('orderPay');
  const toast = useToast();
  const claim = useClaimPayment();
  const [reference, setReference] = useState(props.reference);
  const [file, setFile] = useState<File | null>(null);
  const fileId = useId();
  const labelId = useId();

  useEffect(() => {
    if (props.open) setReference(props.reference);
  }, [props.open, props.reference]);

  function submit(e: React.FormEvent) {
    e.preventDefault();
    claim.mutate(
      { id: props.orderId, reference: reference.trim(), screenshot: file },
      {
        onSuccess: (r) => {
          props.onOpenChange(false);
          setFile(null);
          toast.show(r.screenshotFailed ? t('claimedNoShot') : t('claimDone'), {
            tone: r.screenshotFailed ? 'warning' : 'success',
          });
        },
        onError: (err) => toast.show(err.message, { tone: 'danger' }),
      },
    );
  }

  return (
    <Sheet
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={t('sheetTitle')}
      description={t('sheetIntro')}
    >
      <form
        onSubmit={submit}
        className="flex flex-col gap-4 px-4 pb-[calc(env(safe-area-inset-bottom)+1rem)]"
      >
        <TextField
          label={t('reference')}
          hint={t('referenceHint')}
          value={reference}
          maxLength={100}
          onChange={(e) => setReference(e.target.value)}
        />
        {/* a button in her language, not the browser's "Choose File / No file chosen" */}
        <div className="flex flex-col gap-1.5">
          <span id={labelId} className="text-sm font-medium text-gray-800">
            {t('screenshot')}
          </span>
          <label className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-dashed border-gray-300 px-3 text-sm text-gray-800 hover:bg-gray-50 focus-within:outline-2 focus-within:outline-brand">
            <ImageUp aria-hidden="true" className="size-5 shrink-0 text-gray-600" />
            <span className="min-w-0 flex-1 truncate" data-testid="claim-file-name">
              {file ? file.name : t('chooseScreenshot')}
            </span>
            {file && <span className="shrink-0 font-medium text-brand">{t('changeScreenshot')}</span>}
            <input
              id={fileId}
              type="file"
              accept="image/*"
              aria-labelledby={labelId}
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              className="sr-only"
            />
          </label>
        </div>
        <Button type="submit" block size="lg" loading={claim.isPending}>
          {t('confirmPaid')}
        </Button>
      </form>
    </Sheet>
  );
}
