import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
        <div className="flex flex-col gap-1.5">
          <label htmlFor={fileId} className="text-sm font-medium text-gray-800">
            {t('screenshot')}
          </label>
          <input
            id={fileId}
            type="file"
            accept="image/*"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            className="text-sm text-gray-700 file:mr-3 file:min-h-10 file:rounded-lg file:border-0 file:bg-gray-100 file:px-3 file:font-medium"
          />
        </div>
        <Button type="submit" block size="lg" loading={claim.isPending}>
          {t('confirmPaid')}
        </Button>
      </form>
    </Sheet>
  );
}
