import { CircleAlert, CircleCheck, FileText, FileUp, Info } from 'lucide-react';
import { useRef, useState } from 'react';
import type { ImportProblem, ImportRow } from '../../../../contract/data-exchange';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../ui/Button';
import { useToast } from '../../../ui/toast';
import { DataCard } from './DataCard';
import { csvOfBytes, problemSentence, type Translate } from './import-problems';
import { useFailedToast } from './useFailedToast';
import { useImportProducts } from './useImportProducts';

/**
 * The seller's products in from a CSV file, checked row by row before anything is written
 * (docs/decisions/0174-csv-import-export.md): the file's problems, each row's, a preview, then the commit.
 */
export function ImportProducts() {
  const { t, i18n } = useTranslation('data');
  const toast = useToast();
  const failed = useFailedToast();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<{ name: string; csv: string } | null>(null);
  // a file told apart before sending: a spreadsheet, a picture, another encoding, too big (decision 0265)
  const [unread, setUnread] = useState<ImportProblem | null>(null);
  const check = useImportProducts();
  const result = unread ? undefined : check.data;
  const bad = result?.rows.filter((r) => r.problems.length > 0) ?? [];
  const ready =
    result && !result.committed && result.problems.length === 0 && bad.length === 0 && result.rows.length > 0;
  const say = (p: ImportProblem) => problemSentence(t as Translate, p, i18n.language);

  async function choose(f: File | undefined) {
    if (!f) return;
    const read = csvOfBytes(new Uint8Array(await f.arrayBuffer()));
    if ('problem' in read) {
      setFile({ name: f.name, csv: '' });
      setUnread(read.problem);
      return;
    }
    setUnread(null);
    setFile({ name: f.name, csv: read.csv });
    check.mutate({ csv: read.csv, commit: false }, { onError: failed });
  }

  function commit() {
    if (!file) return;
    check.mutate(
      { csv: file.csv, commit: true },
      {
        onSuccess: (r) => {
          if (r.committed)
            toast.show(t('import.done', { created: r.created, updated: r.updated }), {
              tone: 'success',
              durationMs: 3000,
            });
        },
        onError: failed,
      },
    );
  }

  const fileProblems = unread ? [unread] : (result?.problems ?? []);
  return (
    <DataCard id="import-heading" icon={FileUp} title={t('import.heading')} hint={t('import.hint')}>
      {/* a button in her language, not the browser's "Choose File / No file chosen" (the input is out of reach: the
          button is the one way in); emptied after each choice so the same file, fixed, can be chosen again */}
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        aria-label={t('import.choose')}
        onChange={(e) => {
          void choose(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      <Button
        size="lg"
        variant="secondary"
        loading={check.isPending && !result}
        onClick={() => input.current?.click()}
      >
        {file ? t('import.another') : t('import.choose')}
      </Button>
      {file && (
        <p className="flex min-w-0 items-center gap-2 text-sm text-gray-700">
          <FileText aria-hidden="true" className="size-4 shrink-0 text-gray-500" />
          <span className="truncate" data-testid="import-file-name">
            {file.name}
          </span>
        </p>
      )}
      {fileProblems.length > 0 && (
        <div role="alert" className="flex flex-col gap-1.5 rounded-xl bg-red-50 p-3 text-sm text-red-800">
          <p className="flex items-center gap-2 font-semibold">
            <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
            {t('import.fileHeading')}
          </p>
          <ul className="flex list-disc flex-col gap-1 ps-5">
            {fileProblems.map((p) => (
              <li key={`${p.code}-${p.row ?? ''}-${p.params.value ?? ''}`}>{say(p)}</li>
            ))}
          </ul>
        </div>
      )}
      {result && result.ignored_columns.length > 0 && (
        <p
          className="flex gap-2 rounded-xl bg-gray-50 p-3 text-sm text-gray-700"
          data-testid="ignored-columns"
        >
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('import.ignored', { columns: result.ignored_columns.join(', ') })}
        </p>
      )}
      {result?.committed && (
        <p role="status" className="flex items-center gap-2 rounded-xl bg-emerald-50 p-3 text-emerald-800">
          <CircleCheck aria-hidden="true" className="size-5" />
          {t('import.done', { created: result.created, updated: result.updated })}
        </p>
      )}
      {result && result.rows.length > 0 && !result.committed && (
        <>
          <p
            role="status"
            className={`rounded-xl p-3 text-sm ${bad.length > 0 ? 'bg-amber-50 text-amber-900' : 'bg-gray-50 text-gray-800'}`}
          >
            {bad.length > 0
              ? t('import.bad', { count: bad.length, total: result.rows.length })
              : t('import.ready', { count: result.rows.length })}
          </p>
          {bad.length > 0 && (
            <section
              aria-labelledby="import-fix-heading"
              className="flex flex-col gap-2 rounded-xl p-3 ring-1 ring-red-200"
            >
              <h3 id="import-fix-heading" className="text-sm font-semibold text-gray-900">
                {t('import.fixHeading')}
              </h3>
              <ol className="flex flex-col divide-y divide-red-100" data-testid="import-problems">
                {bad.flatMap((row) =>
                  row.problems.map((p) => (
                    <li
                      key={`${p.row}-${p.column ?? ''}-${p.code}-${p.params.value ?? ''}-${p.params.count ?? ''}`}
                      className="flex gap-2 py-2 text-sm first:pt-0 last:pb-0"
                      data-row={p.row}
                    >
                      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-700" />
                      <div className="min-w-0">
                        <p className="text-red-900">{say(p)}</p>
                        {row.name && <p className="truncate text-xs text-gray-600">{row.name}</p>}
                      </div>
                    </li>
                  )),
                )}
              </ol>
            </section>
          )}
          <div className="max-h-96 overflow-auto rounded-xl ring-1 ring-gray-200">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t('import.preview')}</caption>
              <thead className="sticky top-0 bg-gray-50">
                <tr>
                  {(['line', 'product', 'what'] as const).map((column) => (
                    <th key={column} scope="col" className="px-2 py-1.5">
                      {t(`import.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {result.rows.map((row) => (
                  <PreviewRow key={row.line} row={row} />
                ))}
              </tbody>
            </table>
          </div>
          <Button size="lg" disabled={!ready} loading={check.isPending} onClick={commit}>
            {t('import.commit', { count: result.rows.length })}
          </Button>
        </>
      )}
    </DataCard>
  );
}

function PreviewRow({ row }: { row: ImportRow }) {
  const { t } = useTranslation('data');
  const bad = row.problems.length > 0;
  return (
    <tr className={`border-t border-gray-100 align-top ${bad ? 'bg-red-50/60' : ''}`} data-line={row.line}>
      <td className="px-2 py-1.5 tabular-nums">{row.line}</td>
      <td className="px-2 py-1.5 break-words">{row.name || '—'}</td>
      <td className="px-2 py-1.5">
        {bad ? (
          <span className="flex gap-1 text-red-800">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t('import.needsFix')}
          </span>
        ) : (
          <span>{t(`import.${row.action}`)}</span>
        )}
        {row.notes.map((n) => (
          <p key={n} className="flex gap-1 text-gray-600">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t(`import.notes.${n}`)}
          </p>
        ))}
      </td>
    </tr>
  );
}
