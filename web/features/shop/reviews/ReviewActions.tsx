import { Flag, ThumbsUp } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { REVIEW_REPLY_MAX, type Review } from '../../../../contract/reviews';
import { useTranslation } from '../../../i18n/use-translation';
import { useLoginHrefHere } from '../../../lib/login-href';
import { useSession } from '../../../lib/session';
import { Button } from '../../../ui/Button';
import { Sheet } from '../../../ui/Sheet';
import { useToast } from '../../../ui/toast';
import { useHelpfulReview } from './useHelpfulReview';
import { useReplyReview } from './useReplyReview';
import { useReportReview } from './useReportReview';
import { useRestoreReview } from './useRestoreReview';

const REASONS = ['abuse', 'off_topic', 'personal', 'spam'] as const;

/**
 * What a reader may do with a review (docs/decisions/0242-reviews.md): others mark it helpful or report it; the
 * shop replies once and shows a reported one again. The writer and the shop do not judge it.
 */
export function ReviewActions({ review }: { review: Review }) {
  const { t } = useTranslation('reviews');
  const toast = useToast();
  const session = useSession();
  const loginHere = useLoginHrefHere();
  const helpful = useHelpfulReview();
  const report = useReportReview();
  const restore = useRestoreReview();
  const [reporting, setReporting] = useState(false);
  const isShop = session?.user_id === review.seller_id;
  const judge = !review.mine && !isShop;
  const fail = (e: Error) => toast.show(e.message, { tone: 'danger' });
  const helpfulText = review.helpful > 0 ? t('helpful', { count: review.helpful }) : t('helpfulNone');

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-1">
        {!session ? (
          <Link
            to={loginHere}
            className="flex min-h-10 items-center gap-1.5 rounded-full px-2 text-sm text-gray-600"
          >
            <ThumbsUp aria-hidden="true" className="size-4" />
            {helpfulText}
          </Link>
        ) : judge ? (
          <button
            type="button"
            aria-pressed={review.voted}
            disabled={helpful.isPending}
            onClick={() => helpful.mutate({ id: review._id, helpful: !review.voted }, { onError: fail })}
            className="flex min-h-10 items-center gap-1.5 rounded-full px-2 text-sm text-gray-600 aria-pressed:font-semibold aria-pressed:text-brand-dark focus-visible:outline-2 focus-visible:outline-brand"
          >
            <ThumbsUp aria-hidden="true" className="size-4" fill={review.voted ? 'currentColor' : 'none'} />
            {helpfulText}
          </button>
        ) : (
          review.helpful > 0 && <span className="px-2 text-sm text-gray-600">{helpfulText}</span>
        )}
        {session && judge && !review.hidden && (
          <button
            type="button"
            onClick={() => setReporting(true)}
            className="ml-auto flex min-h-10 items-center gap-1.5 rounded-full px-2 text-sm text-gray-600 focus-visible:outline-2 focus-visible:outline-brand"
          >
            <Flag aria-hidden="true" className="size-4" />
            {t('report')}
          </button>
        )}
        {isShop && review.hidden && (
          <Button
            variant="secondary"
            size="sm"
            className="ml-auto"
            loading={restore.isPending}
            onClick={() =>
              restore.mutate(
                { id: review._id },
                { onSuccess: () => toast.show(t('restored'), { tone: 'success' }), onError: fail },
              )
            }
          >
            {t('restore')}
          </Button>
        )}
      </div>
      {isShop && !review.reply && <ReplyForm reviewId={review._id} />}
      <Sheet
        open={reporting}
        onOpenChange={setReporting}
        title={t('reportTitle')}
        description={t('reportHint')}
      >
        <ul className="flex flex-col gap-2 pb-2">
          {REASONS.map((reason) => (
            <li key={reason}>
              <Button
                variant="secondary"
                block
                loading={report.isPending && report.variables?.reason === reason}
                onClick={() =>
                  report.mutate(
                    { id: review._id, reason },
                    {
                      onSuccess: () => {
                        setReporting(false);
                        toast.show(t('reported'), { tone: 'success' });
                      },
                      onError: fail,
                    },
                  )
                }
              >
                {t(`reasons.${reason}`)}
              </Button>
            </li>
          ))}
        </ul>
      </Sheet>
    </div>
  );
}

/** The shop's one public reply, written under the review. */
function ReplyForm({ reviewId }: { reviewId: string }) {
  const { t } = useTranslation('reviews');
  const toast = useToast();
  const reply = useReplyReview();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <Button variant="ghost" size="sm" className="w-fit" onClick={() => setOpen(true)}>
        {t('replyAction')}
      </Button>
    );
  }
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        if (!text.trim()) return;
        reply.mutate(
          { id: reviewId, text },
          {
            onSuccess: () => toast.show(t('replied'), { tone: 'success' }),
            onError: (err) => toast.show(err.message, { tone: 'danger' }),
          },
        );
      }}
    >
      <label className="flex flex-col gap-1 text-sm font-medium text-gray-900">
        {t('replyLabel')}
        <textarea
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={REVIEW_REPLY_MAX}
          rows={3}
          className="rounded-xl border border-gray-300 px-3 py-2 text-base font-normal focus:border-brand focus:outline-none"
        />
      </label>
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={() => setOpen(false)}>
          {t('cancel')}
        </Button>
        <Button type="submit" size="sm" loading={reply.isPending} disabled={!text.trim()}>
          {t('postReply')}
        </Button>
      </div>
    </form>
  );
}
