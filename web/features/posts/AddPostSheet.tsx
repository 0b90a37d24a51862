import { ArrowLeft, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Drawer } from 'vaul';
import type { LinkedProduct } from '../../../contract/posts';
import { Button } from '../../ui/Button';
import { TOAST_MS, useToast } from '../../ui/toast';
import { finishAddPost } from './add-post-store';
import { canPublish, EMPTY_DRAFT, type PostDraft, PostFields, toPostInput } from './PostFields';
import { ProductPicker } from './ProductPicker';
import { useCreatePost } from './useCreatePost';

/** Spec §9: the sheet's close animation (and its slide-up) take 400 ms. */
export const CLOSE_ANIMATION_MS = 400;

export interface AddPostSheetProps {
  open: boolean;
  /** A new value for every opening: the sheet starts over at step 1 with an empty draft. */
  opening: number;
  onClose(): void;
}

/**
 * The add-post sheet (spec §2/§4): step 1 picks products from the seller's catalogue, step 2 composes
 * the post. Closes by the backdrop, the handle (tap or swipe), Escape or the close button.
 */
export default function AddPostSheet({ open, opening, onClose }: AddPostSheetProps) {
  return (
    <Drawer.Root open={open} onOpenChange={(next) => !next && onClose()} autoFocus>
      <Drawer.Portal>
        <Drawer.Overlay className="fixed inset-0 z-50 bg-black/40 [animation-duration:400ms]! [transition-duration:400ms]!" />
        <Drawer.Content
          aria-describedby={undefined}
          data-testid="add-post-sheet"
          className="fixed inset-x-0 bottom-0 z-50 mx-auto flex h-[92dvh] max-w-[480px] flex-col rounded-t-2xl bg-white shadow-2xl outline-none [animation-duration:400ms]! [transition-duration:400ms]!"
        >
          {/* Keyed by the opening: every opening is a fresh step 1 with an empty draft. */}
          <Composer key={opening} onClose={onClose} />
        </Drawer.Content>
      </Drawer.Portal>
    </Drawer.Root>
  );
}

function Composer({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('posts');
  const navigate = useNavigate();
  const toast = useToast();
  const create = useCreatePost();
  const [step, setStep] = useState<1 | 2>(1);
  const [draft, setDraft] = useState<PostDraft>(EMPTY_DRAFT);
  const [uploading, setUploading] = useState(false);
  const pressAt = useRef<{ x: number; y: number } | null>(null);
  const change = (c: Partial<PostDraft>) => setDraft((d) => ({ ...d, ...c }));

  function toggle(product: LinkedProduct) {
    setDraft((d) => ({
      ...d,
      products: d.products.some((p) => p.id === product.id)
        ? d.products.filter((p) => p.id !== product.id)
        : [...d.products, product],
    }));
  }

  function publish() {
    if (!canPublish(draft) || uploading) return;
    create.mutate(toPostInput(draft), {
      onSuccess: ({ id }) => {
        finishAddPost();
        toast.show(t('sheet.posted'), { tone: 'success', durationMs: TOAST_MS.quick });
        setTimeout(() => navigate(`/?post=${encodeURIComponent(id)}`), TOAST_MS.quick);
      },
      onError: (error) => toast.show(error.message, { tone: 'danger' }),
    });
  }

  const headerButton =
    'flex size-11 shrink-0 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand';

  return (
    <>
      <div className="flex justify-center pt-2.5 pb-1">
        {/* A tap on the handle closes; the click that ends a drag does not (vaul handles the drag). */}
        <Drawer.Handle
          className="h-1.5! w-10! bg-gray-300!"
          aria-label={t('sheet.close')}
          onPointerDownCapture={(e) => {
            pressAt.current = { x: e.clientX, y: e.clientY };
          }}
          onClick={(e) => {
            const start = pressAt.current;
            pressAt.current = null;
            if (!start || Math.hypot(e.clientX - start.x, e.clientY - start.y) < 8) onClose();
          }}
        />
      </div>
      <div className="flex items-center gap-1 px-2 pb-2">
        {step === 2 ? (
          <button
            type="button"
            onClick={() => setStep(1)}
            aria-label={t('sheet.back')}
            className={headerButton}
          >
            <ArrowLeft aria-hidden="true" className="size-6" />
          </button>
        ) : (
          <span className="size-11 shrink-0" />
        )}
        <div className="min-w-0 flex-1 text-center">
          <Drawer.Title className="truncate text-[17px] font-semibold text-gray-900">
            {step === 1 ? t('sheet.step1Title') : t('sheet.step2Title')}
          </Drawer.Title>
          <p className="text-xs text-gray-500">{t('sheet.stepOf', { n: step, count: 2 })}</p>
        </div>
        <Drawer.Close aria-label={t('sheet.close')} className={headerButton}>
          <X aria-hidden="true" className="size-5" />
        </Drawer.Close>
      </div>

      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 pb-4">
        {step === 1 ? (
          <ProductPicker selected={draft.products} onToggle={toggle} onAddProduct={onClose} />
        ) : (
          <PostFields
            draft={draft}
            onChange={change}
            onUploadingChange={setUploading}
            onEditProducts={() => setStep(1)}
          />
        )}
      </div>

      <div className="border-t border-gray-100 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
        {step === 1 ? (
          <Button block size="lg" disabled={draft.products.length === 0} onClick={() => setStep(2)}>
            {draft.products.length > 0
              ? t('sheet.nextCount', { count: draft.products.length })
              : t('sheet.next')}
          </Button>
        ) : (
          <Button
            block
            size="lg"
            disabled={!canPublish(draft) || uploading}
            loading={create.isPending}
            onClick={publish}
          >
            {t('sheet.post')}
          </Button>
        )}
      </div>
    </>
  );
}
