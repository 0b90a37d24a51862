import { TriangleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { REVIEW_TEXT_MAX } from '../../../../contract/reviews';
import { useTranslation } from '../../../i18n/use-translation';
import { useOrder } from '../../../shared/orders/useOrder';
import { ProductImage } from '../../../shared/ProductImage';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { FormAlert } from '../../../ui/FormAlert';
import { PageHeader } from '../../../ui/PageHeader';
import { SkeletonStatus } from '../../../ui/Skeleton';
import { useToast } from '../../../ui/toast';
import { ReviewPhotosField } from './ReviewPhotosField';
import { StarPicker } from './StarPicker';
import { useCreateReview } from './useCreateReview';
import { useMyReviews } from './useMyReviews';
import { useUpdateReview } from './useUpdateReview';

/**
 * `/write-review?order=&product=[&variant=]`: rate one line of a completed order, or change its review within 30
 * days (docs/decisions/0242-reviews.md). Reached from the order's "Rate" / "Edit review".
 */
export default function WriteReviewPage() {
  const { t } = useTranslation('reviews');
  const toast = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orderId = params.get('order');
  const productId = params.get('product');
  const variantId = params.get('variant');
  const order = useOrder(orderId);
  const mine = useMyReviews(orderId);
  const create = useCreateReview();
  const update = useUpdateReview();
  const line = order.data?.items.find(
    (l) => l.product_id === productId && (l.variant_id ?? null) === (variantId ?? null),
  );
  const existing = mine.data?.find((r) => r.product_id === productId && r.variant_id === (variantId ?? null));
  const [stars, setStars] = useState(0);
  const [text, setText] = useState('');
  const [photos, setPhotos] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const parent = `/orderDetail?id=${encodeURIComponent(orderId ?? '')}`;

  // an existing review fills the form once
  const seeded = useRef(false);
  useEffect(() => {
    if (seeded.current || !existing) return;
    seeded.current = true;
    setStars(existing.stars);
    setText(existing.text);
    setPhotos(existing.imagePaths);
  }, [existing]);

  const closed = existing?.editable_until ? Date.parse(existing.editable_until) < Date.now() : false;
  const saving = create.isPending || update.isPending;

  function done() {
    toast.show(existing ? t('form.updated') : t('form.thanks'), { tone: 'success' });
    // back to the order: in history when it is there, else in place of this page (no loop through Back)
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    void (idx > 0 ? navigate(-1) : navigate(parent, { replace: true }));
  }

  function submit(e: React.FormEvent) {
    e.preventDefault();
    if (stars === 0) {
      setProblem(t('form.pickStars'));
      return;
    }
    setProblem(null);
    const body = { stars, text, imagePaths: photos };
    const onError = (err: Error) => setProblem(err.message);
    if (existing) update.mutate({ id: existing._id, ...body }, { onSuccess: done, onError });
    else
      create.mutate(
        {
          order_id: orderId!,
          product_id: productId!,
          ...(variantId ? { variant_id: variantId } : {}),
          ...body,
        },
        { onSuccess: done, onError },
      );
  }

  return (
    <>
      <PageHeader title={existing ? t('form.editTitle') : t('form.title')} back={parent} />
      <main className="flex flex-col gap-4 px-4 pt-3 pb-10">
        {order.isPending || mine.isPending ? (
          <SkeletonStatus
            label={t('form.loading')}
            className="flex flex-col gap-3"
            blocks={['h-16 w-full rounded-2xl', 'h-40 w-full rounded-2xl']}
          />
        ) : !line ? (
          <EmptyState
            icon={<TriangleAlert />}
            title={t('form.notFound')}
            action={{ label: t('form.backToOrders'), to: '/order' }}
          />
        ) : (
          <form onSubmit={submit} className="flex flex-col gap-5" noValidate>
            <div className="flex items-center gap-3 rounded-2xl bg-white p-3 ring-1 ring-gray-200/80">
              <ProductImage path={line.thumbnail} sizes="56px" className="size-14 shrink-0 rounded-xl" />
              <p className="min-w-0 flex-1">
                <span className="line-clamp-2 text-sm font-medium text-gray-900">{line.name}</span>
                <span className="block text-xs text-gray-500">{order.data?.seller_name}</span>
              </p>
            </div>
            {closed && <FormAlert>{t('form.closed')}</FormAlert>}
            <StarPicker value={stars} onChange={setStars} />
            <label className="flex flex-col gap-1 text-sm font-medium text-gray-900">
              {t('form.text')}
              <textarea
                value={text}
                onChange={(e) => setText(e.target.value)}
                maxLength={REVIEW_TEXT_MAX}
                rows={5}
                placeholder={t('form.textHint')}
                className="rounded-xl border border-gray-300 px-3 py-2 text-base font-normal focus:border-brand focus:outline-none"
              />
            </label>
            <ReviewPhotosField value={photos} onChange={setPhotos} />
            {problem && <FormAlert>{problem}</FormAlert>}
            <p className="text-xs text-gray-500">{t('form.publicNote')}</p>
            <Button type="submit" size="lg" block loading={saving} disabled={closed}>
              {existing ? t('form.save') : t('form.submit')}
            </Button>
          </form>
        )}
      </main>
    </>
  );
}
