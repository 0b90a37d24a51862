import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../ui/Button';
import { useToast } from '../../../ui/toast';
import {
  CollectionThumb,
  useRecentlyDeleted,
  useRecoverCollection,
  useRecoverRemoved,
  useRecoverUnsaved,
} from '../collections';

const DAY = 86_400_000;

/** "Recently deleted" on /savedContent: what can still be recovered, 30 days (docs/decisions/0060). */
export function RecentlyDeleted() {
  const { t } = useTranslation('saved');
  const toast = useToast();
  const bin = useRecentlyDeleted();
  const recoverCollection = useRecoverCollection();
  const recoverUnsaved = useRecoverUnsaved();
  const recoverRemoved = useRecoverRemoved();
  const data = bin.data;
  if (!data || data.collections.length + data.unsaved.length + data.removed.length === 0) return null;

  const daysLeft = (expiresAt: string) => Math.max(1, Math.ceil((Date.parse(expiresAt) - Date.now()) / DAY));
  const done = {
    onSuccess: () => toast.show(t('recovered')),
    onError: (e: Error) => toast.show(e.message, { tone: 'danger' }),
  };

  const rows = [
    ...data.collections.map((c) => ({
      key: `c-${c._id}`,
      image: c.covers[0] ?? null,
      title: c.name,
      detail: t('count', { count: c.count }),
      expiresAt: c.expiresAt,
      label: t('recoverNamed', { name: c.name }),
      run: () => recoverCollection.mutate({ id: c._id }, done),
    })),
    ...data.unsaved.map((p, i) => ({
      key: `u-${p._id}`,
      image: p.image,
      title: t('unsavedPost', { n: i + 1 }),
      detail: t('unsavedDetail'),
      expiresAt: p.expiresAt,
      label: t('recoverNamed', { name: t('unsavedPost', { n: i + 1 }) }),
      run: () => recoverUnsaved.mutate({ ids: [p._id] }, done),
    })),
    ...data.removed.map((p, i) => ({
      key: `r-${p.collection}-${p._id}`,
      image: p.image,
      title: t('removedPost', { n: i + 1 }),
      detail: t('removedFrom', { name: p.collectionName }),
      expiresAt: p.expiresAt,
      label: t('recoverNamed', { name: t('removedPost', { n: i + 1 }) }),
      run: () => recoverRemoved.mutate({ collection: p.collection, ids: [p._id] }, done),
    })),
  ];
  const busy = recoverCollection.isPending || recoverUnsaved.isPending || recoverRemoved.isPending;

  return (
    <section aria-labelledby="recently-deleted" className="mt-8 px-4">
      <h2 id="recently-deleted" className="text-base font-semibold text-gray-900">
        {t('recentlyDeleted')}
      </h2>
      <p className="mt-0.5 text-sm text-gray-500">{t('recentlyDeletedIntro')}</p>
      <ul className="mt-3 divide-y divide-gray-100">
        {rows.map((row) => (
          <li key={row.key} className="flex items-center gap-3 py-2.5">
            <CollectionThumb image={row.image} />
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium text-gray-900">{row.title}</span>
              <span className="block truncate text-sm text-gray-500">
                {row.detail} · {t('daysLeft', { count: daysLeft(row.expiresAt) })}
              </span>
            </span>
            <Button variant="secondary" size="sm" disabled={busy} aria-label={row.label} onClick={row.run}>
              {t('recover')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
