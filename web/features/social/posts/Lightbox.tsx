import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { imageSrcSet, imageUrl } from '../../../../contract/media';
import { useTranslation } from '../../../i18n/use-translation';
import { useModalDialog } from '../../../ui/ConfirmDialog';

export interface LightboxProps {
  images: string[];
  /** The image to show first; null keeps it closed. */
  start: number | null;
  title: string;
  onClose(): void;
}

/** Full-screen photo viewer: close, prev/next, a counter, Escape and arrow keys, and swipe. */
export function Lightbox(props: LightboxProps) {
  return props.start === null ? null : <OpenLightbox {...props} start={props.start} />;
}

const SWIPE_PX = 40;

function OpenLightbox({ images, start, title, onClose }: LightboxProps & { start: number }) {
  const { t } = useTranslation('posts');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const [index, setIndex] = useState(start);
  const [dragX, setDragX] = useState(0);
  const touch = useRef<{ x: number; y: number } | null>(null);
  useModalDialog(dialogRef, closeRef, onClose);

  const count = images.length;
  const go = (delta: number) => setIndex((i) => Math.min(count - 1, Math.max(0, i + delta)));

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowRight') {
        e.preventDefault();
        setIndex((i) => Math.min(count - 1, i + 1));
      } else if (e.key === 'ArrowLeft') {
        e.preventDefault();
        setIndex((i) => Math.max(0, i - 1));
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [count]);

  const path = images[index]!;
  const navButton =
    'absolute top-1/2 flex size-12 -translate-y-1/2 items-center justify-center rounded-full bg-black/45 text-white backdrop-blur focus-visible:outline-2 focus-visible:outline-white disabled:opacity-0';

  return (
    <dialog
      ref={dialogRef}
      aria-label={t('lightbox.label', { title })}
      aria-roledescription={t('lightbox.role')}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-black p-0 text-white backdrop:bg-black"
    >
      <div
        className="relative flex h-full w-full touch-pan-y items-center justify-center overflow-hidden select-none"
        onTouchStart={(e) => {
          const p = e.touches[0]!;
          touch.current = { x: p.clientX, y: p.clientY };
        }}
        onTouchMove={(e) => {
          const start = touch.current;
          const p = e.touches[0]!;
          if (start && Math.abs(p.clientX - start.x) > Math.abs(p.clientY - start.y))
            setDragX(p.clientX - start.x);
        }}
        onTouchEnd={() => {
          if (dragX <= -SWIPE_PX) go(1);
          else if (dragX >= SWIPE_PX) go(-1);
          touch.current = null;
          setDragX(0);
        }}
      >
        <img
          key={path}
          src={imageUrl(path)}
          srcSet={imageSrcSet(path)}
          sizes="100vw"
          alt={t('lightbox.imageAlt', { n: index + 1, count, title })}
          style={{ transform: `translateX(${dragX}px)` }}
          className="max-h-full max-w-full object-contain transition-transform duration-75"
          draggable={false}
        />
        <div className="absolute inset-x-0 top-0 flex items-center justify-between bg-gradient-to-b from-black/60 to-transparent px-2 pt-[max(0.5rem,env(safe-area-inset-top))] pb-6">
          <p
            aria-live="polite"
            className="px-3 text-sm font-semibold tabular-nums"
            data-testid="lightbox-counter"
          >
            {t('lightbox.counter', { n: index + 1, count })}
          </p>
          <button
            ref={closeRef}
            type="button"
            onClick={onClose}
            aria-label={t('lightbox.close')}
            className="flex size-12 items-center justify-center rounded-full text-white hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white"
          >
            <X aria-hidden="true" className="size-7" />
          </button>
        </div>
        {count > 1 && (
          <>
            <button
              type="button"
              onClick={() => go(-1)}
              disabled={index === 0}
              aria-label={t('lightbox.previous')}
              className={`${navButton} left-2`}
            >
              <ChevronLeft aria-hidden="true" className="size-7" />
            </button>
            <button
              type="button"
              onClick={() => go(1)}
              disabled={index === count - 1}
              aria-label={t('lightbox.next')}
              className={`${navButton} right-2`}
            >
              <ChevronRight aria-hidden="true" className="size-7" />
            </button>
            <div
              aria-hidden="true"
              className="absolute inset-x-0 bottom-[max(1.25rem,env(safe-area-inset-bottom))] flex justify-center gap-1.5"
            >
              {images.map((p, i) => (
                <span
                  key={p}
                  className={`size-1.5 rounded-full ${i === index ? 'bg-white' : 'bg-white/40'}`}
                />
              ))}
            </div>
          </>
        )}
      </div>
    </dialog>
  );
}
