import { ArrowLeft, Maximize2, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Drawer } from 'vaul';
import { useTranslation } from '../../../i18n/use-translation';
import { TOAST_MS } from '../../../ui/toast';
import { AddPostAction, type AddPostStep, AddPostStepBody, useAddPostComposer } from './AddPostSteps';
import { ADD_POST_FLOW_STATE, writePageDraft } from './add-post-page-draft';
import { finishAddPost } from './add-post-store';
import { EMPTY_DRAFT, type PostDraft } from './PostFields';

/** docs/product.md §9: the sheet's close animation (and its slide-up) take 400 ms. */
export const CLOSE_ANIMATION_MS = 400;

export interface AddPostSheetProps {
  open: boolean;
  /** A new value for every opening: the sheet starts over at step 1 with an empty draft. */
  opening: number;
  onClose(): void;
}

/**
 * The add-post sheet (docs/product.md §2/§4): step 1 picks products from the seller's catalogue, step 2 composes
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
  const [step, setStep] = useState<AddPostStep>(1);
  const [draft, setDraft] = useState<PostDraft>(EMPTY_DRAFT);
  const composer = useAddPostComposer(draft, setDraft);
  const pressAt = useRef<{ x: number; y: number } | null>(null);

  function publish() {
    composer.publish((id) => {
      finishAddPost();
      setTimeout(() => navigate(`/?post=${encodeURIComponent(id)}`), TOAST_MS.quick);
    });
  }

  /** The same flow as a page (`/addPost`, `/post-upload-img`), carrying the draft over. */
  function openAsPage() {
    writePageDraft(draft);
    finishAddPost();
    navigate(step === 2 && draft.products.length > 0 ? '/post-upload-img' : '/addPost', {
      state: ADD_POST_FLOW_STATE,
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
        {/* balances the two buttons on the right, so the title stays centred */}
        <span className="size-11 shrink-0" />
        <div className="min-w-0 flex-1 text-center">
          <Drawer.Title className="truncate text-[17px] font-semibold text-gray-900">
            {step === 1 ? t('sheet.step1Title') : t('sheet.step2Title')}
          </Drawer.Title>
          <p className="text-xs text-gray-500">{t('sheet.stepOf', { n: step, count: 2 })}</p>
        </div>
        <button type="button" onClick={openAsPage} aria-label={t('sheet.openPage')} className={headerButton}>
          <Maximize2 aria-hidden="true" className="size-5" />
        </button>
        <Drawer.Close aria-label={t('sheet.close')} className={headerButton}>
          <X aria-hidden="true" className="size-5" />
        </Drawer.Close>
      </div>

      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 pb-4">
        <AddPostStepBody
          step={step}
          composer={composer}
          onBackToProducts={() => setStep(1)}
          onAddProduct={onClose}
        />
      </div>

      <div className="border-t border-gray-100 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
        <AddPostAction step={step} composer={composer} onNext={() => setStep(2)} onPublish={publish} />
      </div>
    </>
  );
}
