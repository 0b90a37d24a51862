import { useRef, useState } from 'react';
import type { AiSource } from '../../../../contract/ai';
import { useTranslation } from '../../../i18n/use-translation';
import type { ProductDraft } from '../../../shared/product-draft';
import { useToast } from '../../../ui/toast';
import { AiButton } from './AiButton';
import { type ProductField, productFill } from './product-fill';
import { SourcesSheet } from './SourcesSheet';
import { useGenerateProductContent } from './useGenerateProductContent';
import type { Suggestions } from './useSuggestions';

/**
 * The AI row of the add and edit product screens: "Fill from photos" sends the form's photos, fills the fields
 * (marked suggested until edited), and "Why these?" shows every source. Errors are danger toasts.
 */
export function ProductAssist({
  mode,
  draft,
  onFill,
  suggestions,
}: {
  mode: 'add' | 'edit';
  draft: ProductDraft;
  onFill(patch: Partial<ProductDraft>): void;
  suggestions: Suggestions<ProductField>;
}) {
  const { t } = useTranslation('ai');
  const toast = useToast();
  const generate = useGenerateProductContent();
  const [sources, setSources] = useState<AiSource[]>([]);
  const [showSources, setShowSources] = useState(false);
  const noPhotos = draft.images.length === 0;
  // the form as it is when the answer comes, not as it was at the tap: what arrived meanwhile (the shop's trade
  // starting the form by the catty in Dried goods) is the seller's, kept and not marked suggested
  const draftNow = useRef(draft);
  draftNow.current = draft;

  function run() {
    generate.mutate(draft.images, {
      onSuccess: ({ items }) => {
        const item = items[0];
        if (!item) {
          toast.show(t('noContent'), { tone: 'danger' });
          return;
        }
        const { patch, fields, kept } = productFill(item, mode, draftNow.current);
        onFill(patch);
        suggestions.mark(fields, item.sources);
        setSources(item.sources);
        // what the seller typed stays: say so, rather than leave them wondering why a field did not change
        toast.show(kept.length > 0 ? t('filledKept') : t('filled'), { tone: 'success', durationMs: 2500 });
      },
      onError: (error) => toast.show(error.message, { tone: 'danger' }),
    });
  }

  return (
    <section
      aria-label={t('assistant')}
      className="flex flex-wrap items-center gap-2 rounded-2xl bg-violet-50 p-3"
    >
      <AiButton label={t('fillFromPhotos')} busy={generate.isPending} disabled={noPhotos} onClick={run} />
      {sources.length > 0 ? (
        <button
          type="button"
          className="min-h-11 px-2 text-sm font-medium text-violet-800 underline"
          onClick={() => setShowSources(true)}
        >
          {t('whyThese')}
        </button>
      ) : (
        <p className="min-w-0 flex-1 text-xs text-gray-600">
          {noPhotos ? t('addPhotoFirst') : mode === 'add' ? t('addHint') : t('editHint')}
        </p>
      )}
      <SourcesSheet open={showSources} onOpenChange={setShowSources} sources={sources} />
    </section>
  );
}
