import { Plus, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { QUICK_REPLIES_MAX, QUICK_REPLY_MAX } from '../../../../contract/conversations';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../ui/Button';
import { PageHeader } from '../../../ui/PageHeader';
import { Skeleton } from '../../../ui/Skeleton';
import { useToast } from '../../../ui/toast';
import { useQuickReplies } from './useQuickReplies';
import { useSetQuickReplies } from './useSetQuickReplies';

/**
 * `/quick-replies`: the shop's saved answers, offered above its composer in every conversation (decision 0246):
 * up to 10, each up to 200 characters, in the order she wants them.
 */
export default function QuickRepliesPage() {
  const { t } = useTranslation('messages');
  const toast = useToast();
  const saved = useQuickReplies(true);
  const save = useSetQuickReplies();
  const [texts, setTexts] = useState<string[] | null>(null);
  useEffect(() => {
    if (texts === null && saved.data) setTexts(saved.data.length > 0 ? saved.data : ['']);
  }, [saved.data, texts]);
  const list = texts ?? [];
  const set = (i: number, value: string) => setTexts(list.map((x, j) => (j === i ? value : x)));

  return (
    <>
      <PageHeader title={t('quick.title')} back="/messages" />
      <main className="flex flex-col gap-3 px-4 pt-3 pb-10">
        <p className="text-sm text-gray-600">{t('quick.hint')}</p>
        {texts === null ? (
          <Skeleton className="h-32 w-full rounded-2xl" />
        ) : (
          <form
            className="flex flex-col gap-3"
            onSubmit={(e) => {
              e.preventDefault();
              save.mutate(
                { texts: list.map((x) => x.trim()).filter(Boolean) },
                {
                  onSuccess: (r) => {
                    setTexts(r.texts.length > 0 ? r.texts : ['']);
                    toast.show(t('quick.saved'), { tone: 'success' });
                  },
                  onError: (err) => toast.show(err.message, { tone: 'danger' }),
                },
              );
            }}
          >
            <ol className="flex flex-col gap-2">
              {list.map((text, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the rows are positions being edited
                <li key={i} className="flex items-start gap-2">
                  <label className="flex-1">
                    <span className="sr-only">{t('quick.reply', { n: i + 1 })}</span>
                    <textarea
                      value={text}
                      maxLength={QUICK_REPLY_MAX}
                      rows={2}
                      onChange={(e) => set(i, e.target.value)}
                      className="w-full rounded-xl border border-gray-300 px-3 py-2 text-base focus:border-brand focus:outline-none"
                    />
                  </label>
                  <button
                    type="button"
                    aria-label={t('quick.remove', { n: i + 1 })}
                    onClick={() => setTexts(list.filter((_, j) => j !== i))}
                    className="flex size-11 items-center justify-center rounded-full text-gray-600 hover:bg-gray-100"
                  >
                    <X aria-hidden="true" className="size-5" />
                  </button>
                </li>
              ))}
            </ol>
            {list.length < QUICK_REPLIES_MAX && (
              <Button variant="secondary" onClick={() => setTexts([...list, ''])}>
                <Plus aria-hidden="true" className="size-4" />
                {t('quick.add')}
              </Button>
            )}
            <Button type="submit" size="lg" block loading={save.isPending}>
              {t('quick.save')}
            </Button>
          </form>
        )}
      </main>
    </>
  );
}
