import { useTranslation } from '../../../i18n/use-translation';
import { Sheet } from '../../../ui/Sheet';
import { CollectionThumb, useCollections } from '../collections';

/** Choose the collection to move the selected posts into (every collection but `from`). */
export function MoveSheet({
  open,
  from,
  onClose,
  onChoose,
}: {
  open: boolean;
  from: string;
  onClose(): void;
  onChoose(collection: { _id: string; name: string }): void;
}) {
  const { t } = useTranslation('saved');
  const collections = useCollections(open);
  const others = (collections.data ?? []).filter((c) => c._id !== from);
  return (
    <Sheet
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t('moveTitle')}
      description={t('moveDescription')}
    >
      {others.length === 0 ? (
        <p className="px-2 py-6 text-center text-sm text-gray-600">
          {collections.isPending ? t('loading') : t('noOtherCollections')}
        </p>
      ) : (
        <ul aria-label={t('collectionsLabel')} className="flex flex-col pb-4">
          {others.map((c) => (
            <li key={c._id}>
              <button
                type="button"
                onClick={() => onChoose(c)}
                className="flex min-h-14 w-full items-center gap-3 rounded-xl px-2 py-1 text-left hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand"
              >
                <CollectionThumb image={c.cover} />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium text-gray-900">{c.name}</span>
                  <span className="block text-sm text-gray-500">{t('count', { count: c.count })}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Sheet>
  );
}
