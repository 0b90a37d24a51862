import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { imageSrcSet, imageUrl } from '../../../../contract/media';
import { useTranslation } from '../../../i18n/use-translation';
import { EmptyState } from '../../../ui/EmptyState';
import { parseItemParam } from './product-param';

/** `/market-img?item=<JSON product>&index=n`: the product's photos full screen (swipe, counter, close). */
export default function MarketImagePage() {
  const { t } = useTranslation('market');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const product = parseItemParam(params.get('item'));
  const images = product?.imagePaths ?? [];
  const start = Math.min(Math.max(0, Number(params.get('index')) || 0), Math.max(0, images.length - 1));
  const [index, setIndex] = useState(start);
  const strip = useRef<HTMLUListElement>(null);

  function close() {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else
      navigate(product ? `/market-product?id=${encodeURIComponent(product._id)}` : '/market', {
        replace: true,
      });
  }

  function go(to: number) {
    const el = strip.current;
    if (!el || to < 0 || to >= images.length) return;
    el.scrollTo({ left: to * el.clientWidth, behavior: 'smooth' });
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: only the first position
  useEffect(() => {
    const el = strip.current;
    if (el) el.scrollLeft = start * el.clientWidth;
  }, []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close();
      else if (e.key === 'ArrowRight') go(index + 1);
      else if (e.key === 'ArrowLeft') go(index - 1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label={product ? t('viewer', { name: product.name }) : t('viewerEmpty')}
      className="fixed inset-0 z-50 flex flex-col bg-black text-white"
    >
      <div className="flex h-14 shrink-0 items-center justify-between px-2 pt-[env(safe-area-inset-top)]">
        <span aria-live="polite" className="pl-3 text-sm font-medium tabular-nums">
          {images.length > 0 && t('counter', { n: index + 1, total: images.length })}
        </span>
        <button
          type="button"
          onClick={close}
          aria-label={t('close')}
          className="flex size-11 items-center justify-center rounded-full hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white"
        >
          <X aria-hidden="true" className="size-6" />
        </button>
      </div>
      {images.length === 0 ? (
        <div className="flex flex-1 items-center justify-center [&_h2]:text-white">
          <EmptyState title={t('noPhotos')} action={{ label: t('close'), onClick: close }} />
        </div>
      ) : (
        <div className="relative min-h-0 flex-1">
          <ul
            ref={strip}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling strip must be reachable by keyboard (axe scrollable-region-focusable)
            tabIndex={0}
            aria-label={t('photos')}
            onScroll={(e) =>
              setIndex(Math.round(e.currentTarget.scrollLeft / Math.max(1, e.currentTarget.clientWidth)))
            }
            className="flex size-full snap-x snap-mandatory overflow-x-auto [scrollbar-width:none]"
          >
            {images.map((path, i) => (
              <li key={path} className="flex size-full shrink-0 snap-center items-center justify-center">
                <img
                  src={imageUrl(path)}
                  srcSet={imageSrcSet(path)}
                  sizes="100vw"
                  alt={t('photoAlt', { name: product?.name ?? '', n: i + 1, total: images.length })}
                  className="max-h-full max-w-full object-contain"
                  loading={Math.abs(i - start) <= 1 ? 'eager' : 'lazy'}
                />
              </li>
            ))}
          </ul>
          {index > 0 && (
            <button
              type="button"
              onClick={() => go(index - 1)}
              aria-label={t('previous')}
              className="absolute top-1/2 left-2 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-black/50 hover:bg-black/70"
            >
              <ChevronLeft aria-hidden="true" className="size-6" />
            </button>
          )}
          {index < images.length - 1 && (
            <button
              type="button"
              onClick={() => go(index + 1)}
              aria-label={t('next')}
              className="absolute top-1/2 right-2 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-black/50 hover:bg-black/70"
            >
              <ChevronRight aria-hidden="true" className="size-6" />
            </button>
          )}
        </div>
      )}
      {images.length > 1 && (
        <div
          aria-hidden="true"
          className="flex shrink-0 justify-center gap-1.5 py-4 pb-[max(1rem,env(safe-area-inset-bottom))]"
        >
          {images.map((path, i) => (
            <span
              key={path}
              className={`size-1.5 rounded-full ${i === index ? 'bg-white' : 'bg-white/35'}`}
            />
          ))}
        </div>
      )}
    </div>
  );
}
