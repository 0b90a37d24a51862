import { Download, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { CUSTOMER_IMPORT_CHARS_MAX } from '../../../../contract/customers';
import { useTranslation } from '../../../i18n/use-translation';
import { downloadCsv } from '../../../shared/download-csv';
import { Button } from '../../../ui/Button';
import { FormAlert } from '../../../ui/FormAlert';
import { useToast } from '../../../ui/toast';
import { useExportCustomers } from './useExportCustomers';
import { useImportCustomers } from './useImportCustomers';

/** The list as CSV: out in one tap; in checked whole first, then written with one more tap. */
export function CustomersCsvBar() {
  const { t } = useTranslation('customers');
  const toast = useToast();
  const exporting = useExportCustomers();
  const importing = useImportCustomers();
  const file = useRef<HTMLInputElement>(null);
  const [text, setText] = useState<string | null>(null);
  const checked = importing.data;

  async function chosen(f: File | undefined) {
    if (!f) return;
    const csv = await f.text();
    if (csv.length > CUSTOMER_IMPORT_CHARS_MAX) {
      toast.show(t('csv.tooBig'), { tone: 'danger' });
      return;
    }
    setText(csv);
    importing.mutate({ csv, commit: false });
  }

  return (
    <section className="flex flex-col gap-3" aria-label={t('csv.title')}>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          loading={exporting.isPending}
          onClick={() =>
            exporting.mutate(undefined, {
              onSuccess: downloadCsv,
              onError: (err) => toast.show(err.message, { tone: 'danger' }),
            })
          }
        >
          <Download aria-hidden="true" className="size-4" />
          {t('csv.export')}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => file.current?.click()}>
          <Upload aria-hidden="true" className="size-4" />
          {t('csv.import')}
        </Button>
        <input
          ref={file}
          type="file"
          accept=".csv,text/csv"
          className="hidden"
          data-testid="customers-file"
          onChange={(e) => {
            void chosen(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </div>
      {importing.error && <FormAlert>{importing.error.message}</FormAlert>}
      {checked && text !== null && (
        <div
          className="rounded-2xl border border-gray-200 bg-white p-4 text-sm"
          data-testid="customers-import"
        >
          {checked.written ? (
            <p>{t('csv.written', { added: checked.added, changed: checked.changed })}</p>
          ) : checked.problems.length > 0 ? (
            <>
              <p className="font-medium text-red-700">
                {t('csv.problems', { count: checked.problems.length })}
              </p>
              <ul className="mt-2 list-disc pl-5 text-gray-700">
                {checked.problems.slice(0, 20).map((p) => (
                  <li key={`${p.row}-${p.problem}`}>
                    {t('csv.row', { row: p.row })}: {t(`csv.problem.${p.problem}`)}
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <div className="flex flex-wrap items-center gap-3">
              <p className="flex-1">{t('csv.ready', { added: checked.added, changed: checked.changed })}</p>
              <Button
                size="sm"
                loading={importing.isPending}
                onClick={() => importing.mutate({ csv: text, commit: true })}
              >
                {t('csv.write')}
              </Button>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
