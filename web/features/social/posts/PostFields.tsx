import { Hash, Pencil, X } from 'lucide-react';
import { useState } from 'react';
import {
  type LinkedProduct,
  POST_DESCRIPTION_MAX,
  POST_TAGS_MAX,
  POST_TITLE_MAX,
} from '../../../../contract/posts';
import { useTranslation } from '../../../i18n/use-translation';
import { formatPrice } from '../../../shared/Price';
import { ProductImage } from '../../../shared/ProductImage';
import { TextArea, TextField } from '../../../ui/TextField';
import { CategoryChip, CategorySheet } from '../../back-office/products';
import { usePostAssist } from '../../platform/ai';
import { PostImagesField } from './PostImagesField';

export interface PostDraft {
  images: string[];
  title: string;
  description: string;
  tags: string[];
  products: LinkedProduct[];
}

export const EMPTY_DRAFT: PostDraft = { images: [], title: '', description: '', tags: [], products: [] };

/** Spec §5: Post needs a title and at least one image (the description check is always true). */
export function canPublish(draft: PostDraft): boolean {
  return draft.title.trim() !== '' && draft.images.length > 0;
}

export function toPostInput(draft: PostDraft) {
  return {
    title: draft.title.trim(),
    description: draft.description.trim(),
    tags: draft.tags,
    imagePaths: draft.images,
    linkedProducts: draft.products.map((p) => p.id),
  };
}

export interface PostFieldsProps {
  draft: PostDraft;
  onChange(change: Partial<PostDraft>): void;
  onUploadingChange(uploading: boolean): void;
  /** Change the linked products (step 1, or the picker sheet on the edit screen). */
  onEditProducts(): void;
}

/** Step 2 of the add-post sheet and the edit-post form: images, title, description, hashtags, linked products. */
export function PostFields({ draft, onChange, onUploadingChange, onEditProducts }: PostFieldsProps) {
  const { t } = useTranslation('posts');
  const [tagsOpen, setTagsOpen] = useState(false);
  const ai = usePostAssist(draft, onChange);

  return (
    <div className="flex flex-col gap-5">
      <PostImagesField
        value={draft.images}
        onChange={(images) => onChange({ images })}
        onUploadingChange={onUploadingChange}
      />
      {ai.button}
      <TextField
        label={t('compose.title')}
        placeholder={t('compose.titlePlaceholder')}
        value={draft.title}
        maxLength={POST_TITLE_MAX}
        hint={ai.hint('title')}
        onChange={(e) => {
          ai.edited('title');
          onChange({ title: e.target.value });
        }}
        enterKeyHint="next"
      />
      <TextArea
        label={t('compose.description')}
        placeholder={t('compose.descriptionPlaceholder')}
        value={draft.description}
        maxLength={POST_DESCRIPTION_MAX}
        rows={4}
        hint={ai.hint('description')}
        onChange={(e) => {
          ai.edited('description');
          onChange({ description: e.target.value });
        }}
      />

      <section aria-labelledby="post-tags-heading">
        <div className="flex items-center justify-between">
          <h3 id="post-tags-heading" className="text-sm font-medium text-gray-800">
            {t('compose.hashtags')}
          </h3>
          <button
            type="button"
            onClick={() => setTagsOpen(true)}
            className="inline-flex min-h-11 items-center gap-1 rounded-full px-3 text-sm font-semibold text-brand-dark hover:bg-pink-50 focus-visible:outline-2 focus-visible:outline-brand"
          >
            <Hash aria-hidden="true" className="size-4" />
            {t('compose.addHashtag')}
          </button>
        </div>
        {draft.tags.length === 0 ? (
          <p className="text-sm text-gray-500">{t('compose.noHashtags')}</p>
        ) : (
          <ul className="mt-1 flex flex-wrap gap-2">
            {draft.tags.map((tag) => (
              <li key={tag}>
                <CategoryChip
                  name={`#${tag}`}
                  onRemove={() => onChange({ tags: draft.tags.filter((x) => x !== tag) })}
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="post-products-heading">
        <div className="flex items-center justify-between">
          <h3 id="post-products-heading" className="text-sm font-medium text-gray-800">
            {t('compose.linkedProducts', { count: draft.products.length })}
          </h3>
          <button
            type="button"
            onClick={onEditProducts}
            className="inline-flex min-h-11 items-center gap-1 rounded-full px-3 text-sm font-semibold text-brand-dark hover:bg-pink-50 focus-visible:outline-2 focus-visible:outline-brand"
          >
            <Pencil aria-hidden="true" className="size-4" />
            {t('compose.changeProducts')}
          </button>
        </div>
        {draft.products.length === 0 ? (
          <p className="text-sm text-gray-500">{t('compose.noProducts')}</p>
        ) : (
          <ul className="mt-1 flex flex-col gap-2">
            {draft.products.map((p) => (
              <li key={p.id} className="flex items-center gap-3 rounded-xl border border-gray-200 p-2">
                <ProductImage path={p.image} sizes="48px" className="size-12 shrink-0 rounded-lg" />
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium text-gray-900">{p.name}</span>
                  <span className="text-sm tabular-nums text-gray-600">
                    {formatPrice(p.discounted_price)}
                  </span>
                </span>
                <button
                  type="button"
                  onClick={() => onChange({ products: draft.products.filter((x) => x.id !== p.id) })}
                  aria-label={t('compose.unlink', { name: p.name })}
                  className="flex size-11 shrink-0 items-center justify-center rounded-full text-gray-500 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand"
                >
                  <X aria-hidden="true" className="size-5" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <CategorySheet
        open={tagsOpen}
        onOpenChange={setTagsOpen}
        value={draft.tags}
        onChange={(tags) => onChange({ tags })}
        kind="hashtag"
        max={POST_TAGS_MAX}
      />
    </div>
  );
}
