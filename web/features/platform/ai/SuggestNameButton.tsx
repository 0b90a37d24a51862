import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useToast } from '../../../ui/toast';
import { AiButton } from './AiButton';
import { useGenerateCollectionName } from './useGenerateCollectionName';

/**
 * "Suggest a name" for a collection screen: asks for names from the collection's posts (or the given posts) and
 * offers them as chips; tapping one hands it to `onPick`. Errors (e.g. No content generated) are danger toasts.
 */
export function SuggestNameButton({
  collectionId,
  postIds,
  onPick,
}: {
  collectionId?: string;
  postIds?: string[];
  onPick(name: string): void;
}) {
  const { t } = useTranslation('ai');
  const toast = useToast();
  const generate = useGenerateCollectionName();
  const [names, setNames] = useState<string[]>([]);
  const nothingToAsk = !collectionId && !postIds?.length;

  return (
    <div className="flex flex-col gap-2">
      <div>
        <AiButton
          label={t('suggestName')}
          busy={generate.isPending}
          disabled={nothingToAsk}
          onClick={() =>
            generate.mutate(
              { collectionId, postIds },
              {
                onSuccess: ({ items }) => setNames(items.map((i) => i.name)),
                onError: (error) => toast.show(error.message, { tone: 'danger' }),
              },
            )
          }
        />
      </div>
      {names.length > 0 && (
        <ul aria-label={t('nameSuggestions')} className="flex flex-wrap gap-2">
          {names.map((name) => (
            <li key={name}>
              <button
                type="button"
                onClick={() => onPick(name)}
                className="min-h-11 rounded-full bg-violet-100 px-3 text-sm font-medium text-violet-900"
              >
                {name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
