import { EyeOff, Pencil, Store } from 'lucide-react';
import { Link } from 'react-router';
import { imageUrl } from '../../../../contract/media';
import type { Review } from '../../../../contract/reviews';
import { useTranslation } from '../../../i18n/use-translation';
import { ProductImage } from '../../../shared/ProductImage';
import { LocalTime } from '../../../ui/LocalTime';
import { ReviewActions } from './ReviewActions';
import { Stars } from './Stars';
import { writeReviewHref } from './write-review-href';

/**
 * One review: who (public name), stars, when, what was bought (on a shop's list), the words and photos, the shop's
 * reply, and what the reader may do with it (ReviewActions). A reported one says so; its words stay with its
 * writer and the shop until the shop looks.
 */
export function ReviewItem({ review, showProduct }: { review: Review; showProduct: boolean }) {
  const { t, i18n } = useTranslation('reviews');
  const reply = review.reply;
  const date = (iso: string) =>
    new Date(iso).toLocaleDateString(i18n.language, { year: 'numeric', month: 'short', day: 'numeric' });
  return (
    <article className="flex flex-col gap-2 py-4" data-testid="review">
      <header className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="font-semibold text-gray-900">{review.reviewer_name}</span>
        <Stars value={review.stars} size="sm" />
        <span className="text-xs text-gray-500">
          <LocalTime iso={review.created_at} text={() => date(review.created_at)} />
          {review.edited_at && ` · ${t('edited')}`}
        </span>
      </header>
      {showProduct && (
        <Link
          to={`/market-product?id=${encodeURIComponent(review.product_id)}`}
          className="w-fit text-xs text-gray-600 underline underline-offset-2"
        >
          {review.product_name}
        </Link>
      )}
      {!showProduct && review.variant_id && <p className="text-xs text-gray-500">{review.product_name}</p>}
      {review.hidden && (
        <p className="flex items-center gap-1.5 rounded-lg bg-gray-100 px-2.5 py-1.5 text-xs text-gray-700">
          <EyeOff aria-hidden="true" className="size-3.5 shrink-0" />
          {t('hidden')}
        </p>
      )}
      {review.text && (
        <p className="text-[15px] leading-relaxed whitespace-pre-line text-gray-800">{review.text}</p>
      )}
      {review.imagePaths.length > 0 && (
        <ul aria-label={t('photos')} className="flex gap-2 overflow-x-auto [scrollbar-width:none]">
          {review.imagePaths.map((path, i) => (
            <li key={path} className="shrink-0">
              <a
                href={imageUrl(path, 1280)}
                target="_blank"
                rel="noreferrer"
                aria-label={t('openPhoto', { n: i + 1 })}
                className="block rounded-xl focus-visible:outline-2 focus-visible:outline-brand"
              >
                <ProductImage path={path} sizes="80px" className="size-20 rounded-xl ring-1 ring-black/5" />
              </a>
            </li>
          ))}
        </ul>
      )}
      {reply && (
        <div className="rounded-xl bg-gray-50 px-3 py-2.5 ring-1 ring-gray-200/70">
          <p className="mb-0.5 flex items-center gap-1 text-xs font-semibold text-gray-700">
            <Store aria-hidden="true" className="size-3.5 text-nav-product" />
            {t('replyFromShop')} · <LocalTime iso={reply.at} text={() => date(reply.at)} />
          </p>
          <p className="text-sm whitespace-pre-line text-gray-800">{reply.text}</p>
        </div>
      )}
      {review.mine &&
        review.order_id &&
        review.editable_until &&
        Date.parse(review.editable_until) > Date.now() && (
          <Link
            to={writeReviewHref(review.order_id, review.product_id, review.variant_id)}
            className="flex min-h-10 w-fit items-center gap-1.5 text-sm font-medium text-brand-dark"
          >
            <Pencil aria-hidden="true" className="size-4" />
            {t('edit')}
          </Link>
        )}
      <ReviewActions review={review} />
    </article>
  );
}
