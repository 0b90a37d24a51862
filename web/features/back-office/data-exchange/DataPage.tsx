import { CircleAlert, CircleCheck, Download, FileUp, Info } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportRow } from '../../../../contract/data-exchange';
import { useSession } from '../../../lib/session';
import { Button } from '../../../ui/Button';
import { PageHeader } from '../../../ui/PageHeader';
import { TextField } from '../../../ui/TextField';
import { useToast } from '../../../ui/toast';
import { useExportOrders, useExportProducts, useExportSales } from './useExports';
import { useImportProducts } from './useImportProducts';

const DAY = 86_400_000;
const hkDate = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);

/**
 * `/data`: the seller's data as CSV, out and in (docs/decisions/0174-csv-import-export.md): products, sales and
 * orders out; products in, checked row by row before anything is written. A shopper exports her orders.
 */
export default function DataPage() {
  const { t } = useTranslation('data');
  const session = useSession();
  const seller = session?.role === 's';
  const [from, setFrom] = useState(hkDate(Date.now() - 29 * DAY));
  const [to, setTo] = useState(hkDate(Date.now()));
  const toast = useToast();
  const products = useExportProducts();
  const sales = useExportSales();
  const orders = useExportOrders();
  const failed = (err: Error) => toast.show(err.message, { tone: 'danger', durationMs: 3000 });

  return (
    <>
      <PageHeader title={t('title')} back={seller ? '/product' : '/myProfile'} />
      <main className="flex flex-col gap-4 px-4 pt-3 pb-10 lg:grid lg:grid-cols-2 lg:items-start">
        <section
          aria-labelledby="export-heading"
          className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-gray-200"
        >
          <h2 id="export-heading" className="flex items-center gap-2 text-base font-semibold">
            <Download aria-hidden="true" className="size-5" />
            {t('export.heading')}
          </h2>
          <p className="text-sm text-gray-600">{t('export.hint')}</p>
          {seller && (
            <Button
              variant="secondary"
              size="lg"
              loading={products.isPending}
              onClick={() => products.mutate(undefined, { onError: failed })}
            >
              {t('export.products')}
            </Button>
          )}
          <div className="grid grid-cols-2 gap-3">
            <TextField
              type="date"
              label={t('export.from')}
              value={from}
              max={to}
              onChange={(e) => setFrom(e.target.value)}
            />
            <TextField
              type="date"
              label={t('export.to')}
              value={to}
              min={from}
              onChange={(e) => setTo(e.target.value)}
            />
          </div>
          {seller && (
            <Button
              variant="secondary"
              size="lg"
              loading={sales.isPending}
              onClick={() => sales.mutate({ from, to }, { onError: failed })}
            >
              {t('export.sales')}
            </Button>
          )}
          {seller && (
            <Button
              variant="secondary"
              size="lg"
              loading={orders.isPending && orders.variables?.role === 'seller'}
              onClick={() => orders.mutate({ role: 'seller', from, to }, { onError: failed })}
            >
              {t('export.sellerOrders')}
            </Button>
          )}
          <Button
            variant="secondary"
            size="lg"
            loading={orders.isPending && orders.variables?.role === 'buyer'}
            onClick={() => orders.mutate({ role: 'buyer', from, to }, { onError: failed })}
          >
            {t('export.buyerOrders')}
          </Button>
        </section>
        {seller && <ImportProducts />}
      </main>
    </>
  );
}

function ImportProducts() {
  const { t } = useTranslation('data');
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<{ name: string; csv: string } | null>(null);
  const check = useImportProducts();
  const result = check.data;
  const bad = result?.rows.filter((r) => r.errors.length > 0) ?? [];
  const ready =
    result && !result.committed && result.errors.length === 0 && bad.length === 0 && result.rows.length > 0;

  async function choose(f: File | undefined) {
    if (!f) return;
    const csv = await f.text();
    setFile({ name: f.name, csv });
    check.mutate(
      { csv, commit: false },
      { onError: (err) => toast.show(err.message, { tone: 'danger', durationMs: 3000 }) },
    );
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
        onError: (err) => toast.show(err.message, { tone: 'danger', durationMs: 3000 }),
      },
    );
  }

  return (
    <section
      aria-labelledby="import-heading"
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-gray-200"
    >
      <h2 id="import-heading" className="flex items-center gap-2 text-base font-semibold">
        <FileUp aria-hidden="true" className="size-5" />
        {t('import.heading')}
      </h2>
      <p className="text-sm text-gray-600">{t('import.hint')}</p>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        className="sr-only"
        aria-label={t('import.choose')}
        onChange={(e) => void choose(e.target.files?.[0])}
      />
      <Button
        size="lg"
        variant="secondary"
        loading={check.isPending && !file}
        onClick={() => input.current?.click()}
      >
        {file ? t('import.another') : t('import.choose')}
      </Button>
      {file && <p className="text-sm text-gray-700">{file.name}</p>}
      {result && result.errors.length > 0 && (
        <ul role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
          {result.errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
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
          <div className="max-h-96 overflow-auto rounded-xl ring-1 ring-gray-200">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t('import.preview')}</caption>
              <thead className="sticky top-0 bg-gray-50">
                <tr>
                  <th scope="col" className="px-2 py-1.5">
                    {t('import.line')}
                  </th>
                  <th scope="col" className="px-2 py-1.5">
                    {t('import.product')}
                  </th>
                  <th scope="col" className="px-2 py-1.5">
                    {t('import.what')}
                  </th>
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
    </section>
  );
}

function PreviewRow({ row }: { row: ImportRow }) {
  const { t } = useTranslation('data');
  const bad = row.errors.length > 0;
  return (
    <tr className={`border-t border-gray-100 align-top ${bad ? 'bg-red-50/60' : ''}`} data-line={row.line}>
      <td className="px-2 py-1.5 tabular-nums">{row.line}</td>
      <td className="px-2 py-1.5">{row.name || '—'}</td>
      <td className="px-2 py-1.5">
        {bad ? (
          <ul className="text-red-800">
            {row.errors.map((e) => (
              <li key={e} className="flex gap-1">
                <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {e}
              </li>
            ))}
          </ul>
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
