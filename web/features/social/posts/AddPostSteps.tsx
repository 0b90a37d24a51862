import { useState } from 'react';
import type { LinkedProduct } from '../../../../contract/posts';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../ui/Button';
import { TOAST_MS, useToast } from '../../../ui/toast';
import { canPublish, type PostDraft, PostFields, toPostInput } from './PostFields';
import { ProductPicker } from './ProductPicker';
import { useCreatePost } from './useCreatePost';

/**
 * The add-post flow's steps, shared by the sheet (AddPostSheet.tsx) and the page (`/addPost`, `/post-upload-img`,
 * AddPostPage.tsx): ONE implementation of the steps and their rules (docs/product.md §2, §4, §5;
 * docs/decisions/0042-add-post-page.md). The host keeps the draft (React state in the sheet, the page's draft
 * store on the page) and decides where step changes and a successful post lead.
 */
export type AddPostStep = 1 | 2;

export interface AddPostComposer {
  draft: PostDraft;
  change(c: Partial<PostDraft>): void;
  toggle(product: LinkedProduct): void;
  uploading: boolean;
  setUploading(uploading: boolean): void;
  publishing: boolean;
  /** Publishes when the draft may be posted; `onPosted` runs after the success toast was raised. */
  publish(onPosted: (id: string) => void): void;
}

/** The draft's editing and the create call, over a draft held by the host. */
export function useAddPostComposer(draft: PostDraft, setDraft: (next: (d: PostDraft) => PostDraft) => void) {
  const { t } = useTranslation('posts');
  const toast = useToast();
  const create = useCreatePost();
  const [uploading, setUploading] = useState(false);
  const composer: AddPostComposer = {
    draft,
    change: (c) => setDraft((d) => ({ ...d, ...c })),
    toggle: (product) =>
      setDraft((d) => ({
        ...d,
        products: d.products.some((p) => p.id === product.id)
          ? d.products.filter((p) => p.id !== product.id)
          : [...d.products, product],
      })),
    uploading,
    setUploading,
    publishing: create.isPending,
    publish(onPosted) {
      if (!canPublish(draft) || uploading || create.isPending) return;
      create.mutate(toPostInput(draft), {
        onSuccess: ({ id }) => {
          toast.show(t('sheet.posted'), { tone: 'success', durationMs: TOAST_MS.quick });
          onPosted(id);
        },
        onError: (error) => toast.show(error.message, { tone: 'danger' }),
      });
    },
  };
  return composer;
}

/** The body of a step: step 1 picks products, step 2 composes. */
export function AddPostStepBody({
  step,
  composer,
  onBackToProducts,
  onAddProduct,
}: {
  step: AddPostStep;
  composer: AddPostComposer;
  onBackToProducts(): void;
  /** Leaving for the add-product screen (the sheet closes first). */
  onAddProduct?: () => void;
}) {
  return step === 1 ? (
    <ProductPicker
      selected={composer.draft.products}
      onToggle={composer.toggle}
      onAddProduct={onAddProduct}
    />
  ) : (
    <PostFields
      draft={composer.draft}
      onChange={composer.change}
      onUploadingChange={composer.setUploading}
      onEditProducts={onBackToProducts}
    />
  );
}

/** The step's action: Next (at least one product, docs/product.md §5) or Post (a title and an image, docs/product.md §5). */
export function AddPostAction({
  step,
  composer,
  onNext,
  onPublish,
}: {
  step: AddPostStep;
  composer: AddPostComposer;
  onNext(): void;
  onPublish(): void;
}) {
  const { t } = useTranslation('posts');
  const { draft } = composer;
  return step === 1 ? (
    <Button block size="lg" disabled={draft.products.length === 0} onClick={onNext}>
      {draft.products.length > 0 ? t('sheet.nextCount', { count: draft.products.length }) : t('sheet.next')}
    </Button>
  ) : (
    <Button
      block
      size="lg"
      disabled={!canPublish(draft) || composer.uploading}
      loading={composer.publishing}
      onClick={onPublish}
    >
      {t('sheet.post')}
    </Button>
  );
}
