import { BadgeCheck, ImageIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../ui/Button';
import { Sheet } from '../../../ui/Sheet';
import { TextField } from '../../../ui/TextField';
import { useToast } from '../../../ui/toast';
import { useClaimScreenshot } from './useClaimScreenshot';
import { usePaymentClaim } from './usePaymentClaim';
import { useRejectPayment } from './useRejectPayment';

/**
 * The seller's view of the buyer's "I have paid": reference and screenshot, and Reject (with a reason).
 * Confirming is the existing "Mark payment received" below it (received_payment).
 */
export function ClaimReview({ orderId }: { orderId: string }) {
  const { t } = useTranslation('orderPay');
  const toast = useToast();
  const claim = usePaymentClaim(orderId, true);
  const reject = useRejectPayment();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const c = claim.data?.claim;
  // private to the buyer and the seller: read with the session, not from the public /img (decision 0259)
  const shot = useClaimScreenshot(c?.state === 'claimed' ? c.screenshot : null);
  if (c?.state !== 'claimed') return null;

  return (
    <section
      aria-labelledby="claim-heading"
      data-testid="claim-review"
      className="rounded-2xl bg-teal-50 p-4 ring-1 ring-teal-200"
    >
      <h2 id="claim-heading" className="flex items-center gap-2 text-base font-semibold text-teal-950">
        <BadgeCheck aria-hidden="true" className="size-5" />
        {t('review.title')}
      </h2>
      <p className="mt-1 text-sm text-teal-900">{t('review.intro', { at: c.claimed_at })}</p>
      {c.reference && (
        <p className="mt-2 text-sm text-gray-900">
          {t('review.reference')} <span className="font-mono font-semibold">{c.reference}</span>
        </p>
      )}
      {shot.src && (
        <a
          href={shot.src}
          target="_blank"
          rel="noreferrer"
          className="mt-2 flex flex-col items-start gap-1 text-sm font-semibold text-teal-800 underline"
        >
          <img
            src={shot.src}
            alt=""
            data-testid="claim-screenshot"
            className="max-h-48 w-auto rounded-lg ring-1 ring-teal-200"
          />
          <span className="inline-flex min-h-10 items-center gap-2">
            <ImageIcon aria-hidden="true" className="size-4" />
            {t('review.screenshot')}
          </span>
        </a>
      )}
      {c.screenshot && shot.error && <p className="mt-2 text-sm text-red-700">{shot.error.message}</p>}
      <p className="mt-2 text-xs text-teal-900">{t('review.check')}</p>
      <Button variant="secondary" block className="mt-3 text-red-700" onClick={() => setOpen(true)}>
        {t('review.reject')}
      </Button>
      <Sheet
        open={open}
        onOpenChange={setOpen}
        title={t('review.rejectTitle')}
        description={t('review.rejectIntro')}
      >
        <form
          className="flex flex-col gap-4 px-4 pb-[calc(env(safe-area-inset-bottom)+1rem)]"
          onSubmit={(e) => {
            e.preventDefault();
            reject.mutate(
              { id: orderId, reason: reason.trim() || undefined },
              {
                onSuccess: () => {
                  setOpen(false);
                  toast.show(t('review.rejected'), { tone: 'success' });
                },
                onError: (err) => toast.show(err.message, { tone: 'danger' }),
              },
            );
          }}
        >
          <TextField
            label={t('review.reason')}
            value={reason}
            maxLength={200}
            onChange={(e) => setReason(e.target.value)}
          />
          <Button type="submit" variant="danger" block size="lg" loading={reject.isPending}>
            {t('review.rejectConfirm')}
          </Button>
        </form>
      </Sheet>
    </section>
  );
}
