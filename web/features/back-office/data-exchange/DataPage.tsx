import { Download } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useSession } from '../../../lib/session';
import { Button } from '../../../ui/Button';
import { PageHeader } from '../../../ui/PageHeader';
import { TextField } from '../../../ui/TextField';
import { DataCard } from './DataCard';
import { ImportProducts } from './ImportProducts';
import { useExportOrders, useExportProducts, useExportSales } from './useExports';
import { useFailedToast } from './useFailedToast';

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
  const products = useExportProducts();
  const sales = useExportSales();
  const orders = useExportOrders();
  const failed = useFailedToast();

  return (
    <>
      <PageHeader title={t('title')} back={seller ? '/product' : '/myProfile'} />
      <main className="flex flex-col gap-4 px-4 pt-3 pb-10 lg:grid lg:grid-cols-2 lg:items-start">
        <DataCard id="export-heading" icon={Download} title={t('export.heading')} hint={t('export.hint')}>
          {seller && (
            <ExportButton
              busy={products.isPending}
              onClick={() => products.mutate(undefined, { onError: failed })}
            >
              {t('export.products')}
            </ExportButton>
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
            <ExportButton
              busy={sales.isPending}
              onClick={() => sales.mutate({ from, to }, { onError: failed })}
            >
              {t('export.sales')}
            </ExportButton>
          )}
          {seller && (
            <ExportButton
              busy={orders.isPending && orders.variables?.role === 'seller'}
              onClick={() => orders.mutate({ role: 'seller', from, to }, { onError: failed })}
            >
              {t('export.sellerOrders')}
            </ExportButton>
          )}
          <ExportButton
            busy={orders.isPending && orders.variables?.role === 'buyer'}
            onClick={() => orders.mutate({ role: 'buyer', from, to }, { onError: failed })}
          >
            {t('export.buyerOrders')}
          </ExportButton>
        </DataCard>
        {seller && <ImportProducts />}
      </main>
    </>
  );
}

/** One export's button: each file is asked for alike, spinning while the server makes it. */
function ExportButton({ busy, onClick, children }: { busy: boolean; onClick(): void; children: ReactNode }) {
  return (
    <Button variant="secondary" size="lg" loading={busy} onClick={onClick}>
      {children}
    </Button>
  );
}
