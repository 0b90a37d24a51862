import { BookA, Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { SYNONYM_GROUPS_MAX } from '../../../../contract/search';
import { useTranslation } from '../../../i18n/use-translation';
import { sellerOnlyPage } from '../../../shared/SellerOnly';
import { Button } from '../../../ui/Button';
import { IconButton } from '../../../ui/IconButton';
import { LoadFailed } from '../../../ui/LoadFailed';
import { PageHeader } from '../../../ui/PageHeader';
import { SavedNote } from '../../../ui/SavedNote';
import { Skeleton } from '../../../ui/Skeleton';
import { TextField } from '../../../ui/TextField';
import { useToast } from '../../../ui/toast';
import { groupsOfDraft, lineOfWords } from './synonym-draft';
import { useSaveShopSynonyms, useShopSynonyms } from './useShopSynonyms';

/**
 * `/search-words`: the shop's own synonyms (docs/decisions/0290-shop-synonyms.md): words her customers use for her
 * goods, one group per line ("杞子, goji, wolfberry"); a search for any of them finds her products that have another.
 */
export default sellerOnlyPage('searchWords', 'title', SearchWordsForm);

interface Line {
  id: number;
  text: string;
}
let lastLineId = 0;
const newLine = (text: string): Line => ({ id: ++lastLineId, text });
/** the saved groups as lines (each with an id of its own, so removing one keeps the others' fields), or one empty */
const linesOf = (groups: string[][]): Line[] =>
  groups.length > 0 ? groups.map((g) => newLine(lineOfWords(g))) : [newLine('')];
const textOf = (lines: readonly Line[]) => lines.map((l) => l.text).join('\n');

function SearchWordsForm() {
  const { t } = useTranslation('searchWords');
  const toast = useToast();
  const saved = useShopSynonyms();
  const save = useSaveShopSynonyms();
  const [lines, setLines] = useState<Line[] | null>(null);
  // the lines as last saved: the inline "Saved" shows until the next change
  const [savedText, setSavedText] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  useEffect(() => {
    if (lines === null && saved.data) {
      const start = linesOf(saved.data.groups);
      setLines(start);
      setSavedText(textOf(start));
    }
  }, [saved.data, lines]);
  const draft = groupsOfDraft((lines ?? []).map((l) => l.text));

  function submit(e: React.FormEvent) {
    e.preventDefault();
    setTried(true);
    if (!lines || draft.short.length > 0) return;
    save.mutate(draft.groups, {
      onSuccess: (kept) => {
        const next = linesOf(kept.groups);
        setLines(next);
        setSavedText(textOf(next));
        setTried(false);
      },
      onError: (err) => toast.show(err.message, { tone: 'danger' }),
    });
  }

  const setLine = (id: number, text: string) =>
    setLines((ls) => (ls ?? []).map((l) => (l.id === id ? { ...l, text } : l)));
  const removeLine = (id: number) => setLines((ls) => (ls ?? []).filter((l) => l.id !== id));

  return (
    <>
      <PageHeader title={t('title')} back />
      <main className="flex flex-col gap-4 px-4 pt-3 pb-10">
        <p className="flex gap-3 text-sm text-gray-600">
          <BookA aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-nav-product" />
          {t('intro')}
        </p>
        {saved.isError && (
          <LoadFailed title={t('title')} error={saved.error} onRetry={() => saved.refetch()} />
        )}
        {!lines ? (
          !saved.isError && <Skeleton className="h-40 w-full rounded-2xl" />
        ) : (
          <form onSubmit={submit} noValidate className="flex flex-col gap-3">
            <ol aria-label={t('groups')} className="flex flex-col gap-3">
              {lines.map((line, i) => (
                <li
                  key={line.id}
                  className="flex items-start gap-1 rounded-2xl bg-white p-3 shadow-xs ring-1 ring-gray-200/80"
                >
                  <TextField
                    wrapperClassName="flex-1"
                    label={t('group', { n: i + 1 })}
                    placeholder={t('example')}
                    autoComplete="off"
                    value={line.text}
                    onChange={(e) => setLine(line.id, e.target.value)}
                    error={tried && draft.short.includes(i) ? t('twoWords') : undefined}
                  />
                  <div className="pt-6">
                    <IconButton
                      icon={Trash2}
                      tone="danger"
                      label={t('remove', { n: i + 1 })}
                      onClick={() => removeLine(line.id)}
                    />
                  </div>
                </li>
              ))}
            </ol>
            {lines.length < SYNONYM_GROUPS_MAX && (
              <Button type="button" variant="secondary" onClick={() => setLines([...lines, newLine('')])}>
                <Plus aria-hidden="true" className="size-5" />
                {t('add')}
              </Button>
            )}
            <p className="text-xs text-gray-500">{t('hint')}</p>
            <Button type="submit" size="lg" block loading={save.isPending}>
              {t('save')}
            </Button>
            <SavedNote show={savedText === textOf(lines)} label={t('saved')} />
          </form>
        )}
      </main>
    </>
  );
}
