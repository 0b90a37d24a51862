import { type FormEvent, useCallback, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { type AdjustReason, STOCK_NOTE_MAX, type StockEntry } from '../../../../contract/product-stock';
import {
  addQuantities,
  formatQuantity,
  hasAtMost3Decimals,
  isWeightUnit,
  type Unit,
} from '../../../../contract/units';
import { variantLineName } from '../../../../contract/variant-name';
import { useTranslation } from '../../../i18n/use-translation';
import { useLiveReload } from '../../../lib/live-changes';
import { unitLabel } from '../../../shared/units/amount';
import { Button } from '../../../ui/Button';
import { FormAlert } from '../../../ui/FormAlert';
import { QueryFailed } from '../../../ui/LoadFailed';
import { LoadMore } from '../../../ui/LoadMore';
import { PageHeader } from '../../../ui/PageHeader';
import { Segmented } from '../../../ui/Segmented';
import { Skeleton } from '../../../ui/Skeleton';
import { TextField } from '../../../ui/TextField';
import { useToast } from '../../../ui/toast';
import { useProduct } from '../products';
import { useAdjustStock } from './useAdjustStock';
import { useStockHistory } from './useStockHistory';

const REASONS: AdjustReason[] = ['received', 'damaged', 'lost', 'count'];
/** the most a field takes: the contract's bound */
const UNITS_MAX = 1_000_000;

/**
 * `/stock?id=<product>`: a product's stock, the seller's own changes of it (received, damaged, lost, a count)
 * and its history, every sale, refund and edit with the stock after it (docs/decisions/0228-stock-history.md).
 */
export default function StockPage() {
  const { t, i18n } = useTranslation('stock');
  const [params] = useSearchParams();
  const id = params.get('id');
  const product = useProduct(id);
  const unit = product.data?.unit ?? 'piece';
  const unitText = isWeightUnit(unit) ? ` ${unitLabel(unit, i18n.language)}` : '';
  // a product with variants keeps its stock in them: one variant's at a time (docs/decisions/0236-variants.md)
  const variants = product.data?.variants ?? [];
  const [variantId, setVariantId] = useState<string | null>(null);
  const variant = variants.find((v) => v._id === variantId) ?? variants[0];
  const history = useStockHistory(id, variant?._id ?? null);
  useLiveReload(
    'product',
    id !== null,
    useCallback(() => {
      void product.refetch();
      void history.refetch();
    }, [product.refetch, history.refetch]),
  );
  const entries = history.data?.pages.flatMap((p) => p.items) ?? [];
  const stock = history.data?.pages[0]?.stock ?? variant?.quantity ?? product.data?.quantity;

  return (
    <>
      <PageHeader title={t('title')} back={id ? `/edit-product?id=${encodeURIComponent(id)}` : '/product'} />
      {/* a laptop: the count and the adjusting form left, the history beside them (docs/decisions/0273) */}
      <main className="flex flex-col gap-4 px-4 pt-4 pb-8 lg:grid lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)] lg:items-start lg:gap-x-8 lg:px-8">
        {product.isError ? (
          <QueryFailed title={t('loadFailed')} query={product} />
        ) : (
          <section
            aria-labelledby="stock-now"
            className="rounded-2xl bg-white p-4 shadow-xs ring-1 ring-gray-200/80"
          >
            <h2 id="stock-now" className="truncate text-sm font-medium text-gray-600">
              {product.data ? (
                variant ? (
                  variantLineName(product.data.name, variant.name)
                ) : (
                  product.data.name
                )
              ) : (
                <Skeleton className="h-4 w-40" />
              )}
            </h2>
            {variants.length > 0 && variant && (
              <div className="mt-3">
                <Segmented
                  label={t('variant')}
                  options={variants.map((v) => ({ value: v._id, label: v.name }))}
                  value={variant._id}
                  onChange={setVariantId}
                />
              </div>
            )}
            <p className="mt-1 text-3xl font-bold tabular-nums text-gray-900" data-testid="stock-now">
              {stock === undefined ? (
                <Skeleton className="h-8 w-24" />
              ) : (
                t('inStock', { count: stock, unit: unitText })
              )}
            </p>
          </section>
        )}
        {id && product.data && !product.data.removed && (
          <AdjustForm
            key={variant?._id ?? id}
            productId={id}
            variantId={variant?._id ?? null}
            stock={stock ?? 0}
            unit={unit}
          />
        )}
        <section
          aria-labelledby="stock-history"
          className="flex flex-col gap-2 lg:col-start-2 lg:row-span-3 lg:row-start-1"
        >
          <h2 id="stock-history" className="text-base font-semibold text-gray-900">
            {t('history')}
          </h2>
          {history.isError ? (
            <QueryFailed title={t('loadFailed')} query={history} />
          ) : history.isPending ? (
            <Skeleton className="h-40 w-full rounded-2xl" />
          ) : (
            <ol className="flex flex-col divide-y divide-gray-100 rounded-2xl bg-white shadow-xs ring-1 ring-gray-200/80">
              {entries.map((e) => (
                <HistoryRow key={e._id} entry={e} unitText={unitText} />
              ))}
            </ol>
          )}
          <LoadMore
            hasMore={Boolean(history.hasNextPage)}
            loading={history.isFetchingNextPage}
            failed={history.isFetchNextPageError}
            onLoadMore={() => void history.fetchNextPage()}
          />
        </section>
      </main>
    </>
  );
}

function AdjustForm({
  productId,
  variantId,
  stock,
  unit,
}: {
  productId: string;
  variantId: string | null;
  stock: number;
  unit: Unit;
}) {
  const { t, i18n } = useTranslation('stock');
  // a weighed product's stock changes to the thousandth (docs/decisions/0233-units-and-weight.md)
  const weighed = isWeightUnit(unit);
  const unitText = weighed ? ` ${unitLabel(unit, i18n.language)}` : '';
  const toast = useToast();
  const adjust = useAdjustStock();
  const [reason, setReason] = useState<AdjustReason>('received');
  const [units, setUnits] = useState('');
  const [note, setNote] = useState('');
  const value = units === '' ? Number.NaN : Number(units);
  const valid =
    (weighed ? hasAtMost3Decimals(value) : Number.isInteger(value)) &&
    value <= UNITS_MAX &&
    (reason === 'count' ? value >= 0 : value > 0);
  const after = !valid
    ? null
    : reason === 'count'
      ? value
      : reason === 'received'
        ? addQuantities(stock, value)
        : addQuantities(stock, -value);

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!valid) return;
    const trimmed = note.trim();
    adjust.mutate(
      {
        id: productId,
        ...(variantId ? { variant_id: variantId } : {}),
        reason,
        ...(reason === 'count' ? { count: value } : { change: reason === 'received' ? value : -value }),
        ...(trimmed ? { note: trimmed } : {}),
      },
      {
        onSuccess: (r) => {
          setUnits('');
          setNote('');
          toast.show(t('saved', { count: r.entry.stock_after, unit: unitText }), { tone: 'success' });
        },
      },
    );
  }

  return (
    <form
      onSubmit={submit}
      aria-labelledby="stock-change"
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-xs ring-1 ring-gray-200/80"
    >
      <h2 id="stock-change" className="text-base font-semibold text-gray-900">
        {t('change')}
      </h2>
      <Segmented
        label={t('reasonLabel')}
        options={REASONS.map((r) => ({ value: r, label: t(`reason.${r}`) }))}
        value={reason}
        onChange={(r) => {
          setReason(r);
          adjust.reset();
        }}
      />
      <TextField
        label={t(`units.${reason}`)}
        inputMode={weighed ? 'decimal' : 'numeric'}
        value={units}
        onChange={(e) =>
          setUnits(
            weighed
              ? e.target.value
                  .replace(/[^\d.]/g, '')
                  .replace(/(\.\d{0,3}).*$/, '$1')
                  .slice(0, 11)
              : e.target.value.replace(/\D/g, '').slice(0, 7),
          )
        }
        hint={after === null ? undefined : t('after', { count: after, unit: unitText })}
        error={after !== null && after < 0 ? t('belowZero') : undefined}
      />
      <TextField
        label={t('note')}
        value={note}
        maxLength={STOCK_NOTE_MAX}
        onChange={(e) => setNote(e.target.value)}
        placeholder={t('notePlaceholder')}
      />
      {adjust.isError && <FormAlert>{adjust.error.message}</FormAlert>}
      <Button
        type="submit"
        variant="primary"
        loading={adjust.isPending}
        disabled={!valid || (after ?? 0) < 0}
      >
        {t('save')}
      </Button>
    </form>
  );
}

function HistoryRow({ entry, unitText }: { entry: StockEntry; unitText: string }) {
  const { t } = useTranslation('stock');
  const sign = entry.change > 0 ? '+' : entry.change < 0 ? '−' : '±';
  return (
    <li className="flex items-center gap-3 px-4 py-3" data-testid="stock-entry">
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold text-gray-900">
          {entry.order_id ? (
            <Link
              to={`/orderDetail?id=${encodeURIComponent(entry.order_id)}`}
              className="underline-offset-2 hover:underline"
            >
              {t(`why.${entry.reason}`)}
            </Link>
          ) : (
            t(`why.${entry.reason}`)
          )}
        </p>
        <p className="text-xs text-gray-500">
          {entry.at.slice(0, 16)}
          {/* who did it at a shared till (docs/decisions/0280-staff-pins-and-roles.md) */}
          {entry.staff_name ? ` · ${t('by', { name: entry.staff_name })}` : ''}
          {entry.note ? ` · ${entry.note}` : ''}
        </p>
      </div>
      <div className="text-right">
        <p
          className={`text-sm font-bold tabular-nums ${entry.change < 0 ? 'text-red-700' : 'text-emerald-700'}`}
          data-testid="stock-change"
        >
          {sign}
          {formatQuantity(Math.abs(entry.change))}
          {unitText}
        </p>
        <p className="text-xs text-gray-500 tabular-nums">
          {t('stockAfter', { count: entry.stock_after, unit: unitText })}
        </p>
      </div>
    </li>
  );
}
