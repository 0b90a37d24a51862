import { useQuery } from '@tanstack/react-query';
import { Printer, Tags } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { get, list, type Product } from '../../../../contract/products';
import { useTranslation } from '../../../i18n/use-translation';
import { callApi } from '../../../lib/api';
import { sellerOnlyPage } from '../../../shared/SellerOnly';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { QueryFailed } from '../../../ui/LoadFailed';
import { PageHeader } from '../../../ui/PageHeader';
import { BusyPlaceholder, Skeleton } from '../../../ui/Skeleton';
import { useToast } from '../../../ui/toast';
import { BarcodeSvg } from './BarcodeSvg';
import { escposLabels, type PriceLabel } from './escpos';
import { priceLabelsOf } from './price-labels';
import { availableLinks, connectPrinter } from './printer-link';
import { readPrinterSettings, savePrinterSettings } from './printer-settings';
import { PAPER_COLUMNS } from './receipt-layout';

/** products asked for at a time when the sheet takes the whole catalogue */
const PAGE = 100;
/** the most labels one sheet lays out (about twelve A4 pages) */
const MOST = 500;

/**
 * `/labels`: price labels (docs/decisions/0277-cash-drawer-and-price-labels.md), for `?ids=a,b` or the whole
 * catalogue: each product or variant's name, price per unit and barcode. Print lays them out on A4 (3 × 7, the
 * usual 63.5 × 38.1 mm sticker sheet, or plain paper to cut); "Label printer" sends them to a thermal printer.
 */
export default sellerOnlyPage('printer', 'labels.title', Labels);

async function loadProducts(ids: string[]): Promise<Product[]> {
  if (ids.length > 0) {
    // a filtered catalogue can name hundreds: ten at a time, not hundreds of requests at once
    const out: Product[] = [];
    for (let i = 0; i < ids.length; i += 10)
      out.push(...(await Promise.all(ids.slice(i, i + 10).map((id) => callApi(get, { id })))));
    return out;
  }
  const out: Product[] = [];
  let cursor: string | null = null;
  do {
    const page: Product[] = await callApi(list, { mine: true, limit: PAGE, cursor });
    out.push(...page);
    cursor = page.length === PAGE ? (page.at(-1)?._id ?? null) : null;
  } while (cursor && out.length < MOST);
  return out;
}

function Labels() {
  const { t, i18n } = useTranslation('printer');
  const toast = useToast();
  const [params] = useSearchParams();
  const ids = (params.get('ids') ?? '').split(',').filter(Boolean).slice(0, MOST);
  const products = useQuery({
    queryKey: ['price-labels', ids],
    queryFn: () => loadProducts(ids),
    staleTime: 0,
  });
  const [busy, setBusy] = useState(false);
  const links = availableLinks();

  const labels: PriceLabel[] = (products.data ?? [])
    .filter((p) => !p.removed)
    .flatMap((p) => priceLabelsOf(p, i18n.language, t('labels.openPrice')))
    .slice(0, MOST);

  async function printOnPrinter() {
    const settings = readPrinterSettings();
    const via = settings.link && links.includes(settings.link) ? settings.link : links[0];
    if (!via) return;
    setBusy(true);
    try {
      const printer = await connectPrinter(via);
      savePrinterSettings({ ...settings, link: via });
      await printer.print(escposLabels(labels, settings.encoding, PAPER_COLUMNS[settings.paper]));
      toast.show(t('printed', { name: printer.name }), { tone: 'success', durationMs: 2000 });
    } catch {
      toast.show(t('notConnected'), { tone: 'danger', durationMs: 4000 });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <style>{SHEET_PRINT_CSS}</style>
      <PageHeader title={t('labels.title')} back="/product" />
      <main className="flex flex-col gap-4 px-4 pt-4 pb-10">
        {products.isPending && (
          <BusyPlaceholder label={t('labels.loading')} className="grid grid-cols-2 gap-3">
            <Skeleton className="h-36 rounded-xl" />
            <Skeleton className="h-36 rounded-xl" />
          </BusyPlaceholder>
        )}
        {products.isError && <QueryFailed title={t('labels.error')} query={products} />}
        {products.data && labels.length === 0 && (
          <EmptyState
            icon={<Tags />}
            title={t('labels.empty')}
            action={{ label: t('labels.back'), to: '/product' }}
          />
        )}
        {labels.length > 0 && (
          <>
            <p className="text-sm text-gray-600 print:hidden">{t('labels.hint', { count: labels.length })}</p>
            <div className="grid grid-cols-2 gap-3 print:hidden">
              <Button size="lg" onClick={() => window.print()}>
                <Printer aria-hidden="true" className="size-5" />
                {t('labels.print')}
              </Button>
              {links.length > 0 && (
                <Button
                  size="lg"
                  variant="secondary"
                  loading={busy}
                  disabled={busy}
                  onClick={() => void printOnPrinter()}
                >
                  <Tags aria-hidden="true" className="size-5" />
                  {t('labels.thermal')}
                </Button>
              )}
            </div>
            <ul id="label-sheet" aria-label={t('labels.sheet')} className="grid grid-cols-2 gap-2">
              {labels.map((label, i) => (
                <li
                  // a product may have two variants of one name: the place in the sheet tells them apart
                  // biome-ignore lint/suspicious/noArrayIndexKey: the sheet's order is its identity
                  key={i}
                  data-testid="price-label"
                  className="price-label flex flex-col items-center justify-between gap-1 overflow-hidden rounded-lg bg-white p-2 text-center ring-1 ring-gray-300"
                >
                  <p className="line-clamp-2 text-sm leading-tight font-semibold text-gray-900">
                    {label.name}
                  </p>
                  <p className="text-lg font-bold text-gray-900 tabular-nums">{label.price}</p>
                  {label.barcode && (
                    <BarcodeSvg code={label.barcode} label={t('labels.barcode', { code: label.barcode })} />
                  )}
                </li>
              ))}
            </ul>
          </>
        )}
      </main>
    </>
  );
}

/** On paper: only the sheet, three labels across and seven down on A4 (63.5 × 38.1 mm each). */
const SHEET_PRINT_CSS = `
@media print {
  @page { size: A4; margin: 15mm 7mm; }
  html, body { background: #fff !important; }
  body * { visibility: hidden !important; }
  #label-sheet, #label-sheet * { visibility: visible !important; }
  #label-sheet {
    position: absolute; inset: 0 auto auto 0; width: 196mm; margin: 0; padding: 0;
    display: grid !important; grid-template-columns: repeat(3, 63.5mm); grid-auto-rows: 38.1mm; column-gap: 2.5mm; row-gap: 0;
  }
  #label-sheet .price-label { break-inside: avoid; border-radius: 0; box-shadow: none; outline: 0.2mm dashed #999; padding: 2mm; }
}`;
