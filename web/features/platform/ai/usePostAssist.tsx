import type { ReactNode } from 'react';
import { POST_TAGS_MAX } from '../../../../contract/posts';
import { useTranslation } from '../../../i18n/use-translation';
import { useToast } from '../../../ui/toast';
import { AiButton } from './AiButton';
import { SuggestedHint } from './SuggestedHint';
import { useGeneratePostContent } from './useGeneratePostContent';
import { useSuggestions } from './useSuggestions';

type PostField = 'title' | 'description' | 'tags';

interface PostLike {
  images: string[];
  title: string;
  description: string;
  tags: string[];
  products: Array<{ id: string }>;
}

/**
 * The AI generate icon of the post composer (add-post step 2, edit post): writes the title and description (and
 * hashtags when there are none) from the linked products and photos, marks them suggested until edited.
 */
export function usePostAssist(
  draft: PostLike,
  onChange: (change: Partial<Pick<PostLike, PostField>>) => void,
): { button: ReactNode; hint(field: PostField): ReactNode; edited(field: PostField): void } {
  const { t } = useTranslation('ai');
  const toast = useToast();
  const generate = useGeneratePostContent();
  const suggestions = useSuggestions<PostField>();
  const noProducts = draft.products.length === 0;

  function run() {
    generate.mutate(
      { productIds: draft.products.map((p) => p.id), paths: draft.images },
      {
        onSuccess: ({ items }) => {
          const item = items[0];
          if (!item?.title) {
            toast.show(t('noContent'), { tone: 'danger' });
            return;
          }
          const change: Partial<Pick<PostLike, PostField>> = {
            title: item.title,
            description: item.description,
          };
          const fields: PostField[] = ['title', 'description'];
          if (draft.tags.length === 0 && item.tags.length > 0) {
            change.tags = item.tags.slice(0, POST_TAGS_MAX);
            fields.push('tags');
          }
          onChange(change);
          suggestions.mark(fields, item.sources);
        },
        onError: (error) => toast.show(error.message, { tone: 'danger' }),
      },
    );
  }

  return {
    button: (
      <div className="flex items-center gap-2 rounded-2xl bg-violet-50 p-3">
        <AiButton label={t('writeWithAi')} busy={generate.isPending} disabled={noProducts} onClick={run} />
        <p className="min-w-0 flex-1 text-xs text-gray-600">{t('postHint')}</p>
      </div>
    ),
    hint: (field) =>
      suggestions.has(field) ? <SuggestedHint sources={suggestions.sourcesOf(field)} /> : undefined,
    edited: (field) => suggestions.edited([field]),
  };
}
