import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { safeRedirect } from '../../../lib/safe-redirect';
import { PostGrid } from '../../../shared/posts/PostGrid';
import { PageHeader } from '../../../ui/PageHeader';
import { TOAST_MS, useToast } from '../../../ui/toast';
import { SuggestNameButton } from '../../platform/ai';
import { CreateCollectionForm } from './CreateCollectionForm';
import { useCollectionItems } from './useCollectionItems';
import { useSaveToCollection } from './useSaveToCollection';

/**
 * `/createCollection`: name a new collection and optionally pick posts from "All saved" to put in it,
 * then go back (or to `redirect`). Opened from the collection picker with `post`, that post is chosen
 * from the start (saved or not yet), so "New collection" in the picker ends with the post saved in it.
 */
export default function CreateCollectionPage() {
  const { t } = useTranslation('collections');
  const { t: tAi } = useTranslation('ai');
  const navigate = useNavigate();
  const toast = useToast();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const all = useCollectionItems('all');
  const saved = all.data?.pages.flatMap((p) => p.items) ?? [];
  const fromPicker = params.get('post');
  const [picked, setPicked] = useState<Set<string>>(() => new Set(fromPicker ? [fromPicker] : []));
  const pickerPostListed = fromPicker !== null && saved.some((item) => item._id === fromPicker);
  const save = useSaveToCollection();

  function back() {
    if (redirect) return void navigate(safeRedirect(redirect), { replace: true });
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    void (idx > 0 ? navigate(-1) : navigate('/'));
  }

  return (
    <>
      <PageHeader title={t('createTitle')} back />
      <main className="px-4 py-6">
        <p className="mb-5 text-sm text-gray-600">{t('createIntro')}</p>
        <CreateCollectionForm
          autoFocus
          onCancel={back}
          suggest={(fill) => (
            <>
              <SuggestNameButton postIds={[...picked].slice(0, 50)} onPick={fill} />
              {picked.size === 0 && saved.length > 0 && (
                <p className="text-xs text-gray-500">{tAi('suggestNameHint')}</p>
              )}
            </>
          )}
          onCreated={async (collection) => {
            for (const id of picked)
              await save.mutateAsync({ id, collection: collection._id }).catch(() => {});
            toast.show(t(fromPicker ? 'savedInto' : 'created', { name: collection.name }), {
              tone: 'success',
              durationMs: TOAST_MS.notice,
            });
            back();
          }}
        />
        {fromPicker && !pickerPostListed && (
          <p className="mt-4 text-sm text-gray-600">{t('chosenPostGoesIn')}</p>
        )}
        {saved.length > 0 && (
          <section aria-labelledby="add-from-saved" className="-mx-4 mt-8">
            <h2 id="add-from-saved" className="px-4 pb-2 text-sm font-semibold text-gray-900">
              {t('addFromSaved')}
            </h2>
            <PostGrid
              items={saved}
              label={t('addFromSaved')}
              selected={picked}
              onToggle={(id) =>
                setPicked((s) => {
                  const next = new Set(s);
                  if (next.has(id)) next.delete(id);
                  else next.add(id);
                  return next;
                })
              }
            />
          </section>
        )}
      </main>
    </>
  );
}
