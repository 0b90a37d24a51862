import { Check, SlidersHorizontal, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { HK_DISTRICTS, type HkDistrict } from '../../../../contract/hk-districts';
import { useTranslation } from '../../../i18n/use-translation';
import { DistrictSelect } from '../../../shared/DistrictSelect';
import { Button } from '../../../ui/Button';
import { RadioOption } from '../../../ui/RadioOption';
import { Sheet } from '../../../ui/Sheet';
import { DEFAULT_ORDER, filterCount, MARKET_SORTS, type MarketOrder, type MarketSort } from './market-order';

/** the district she chose last, offered again the next time she sorts by nearest pickup (this phone only) */
const DISTRICT_KEY = 'stallfeed.market.district';

function rememberedDistrict(): HkDistrict | null {
  try {
    const d = localStorage.getItem(DISTRICT_KEY);
    return HK_DISTRICTS.includes(d as HkDistrict) ? (d as HkDistrict) : null;
  } catch {
    return null;
  }
}

/** a typed price: '' is none; anything else a non-negative amount (else invalid: undefined) */
function typedPrice(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const n = Number(trimmed);
  return Number.isFinite(n) && n >= 0 && n <= 10_000_000 ? Math.round(n * 100) / 100 : undefined;
}

/**
 * The market's sort and filter button, and the sheet it opens (docs/decisions/0271-market-sort-filter-and-paying.md):
 * the order in force on the button, the filters in use counted beside it.
 */
export function MarketOrderButton({ order, onOpen }: { order: MarketOrder; onOpen(): void }) {
  const { t } = useTranslation('market');
  const count = filterCount(order);
  const sortName = t(`order.sort_${order.sort}`);
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={
        count > 0 ? t('order.openWith', { sort: sortName, count }) : `${t('order.open')}: ${sortName}`
      }
      className="flex min-h-11 shrink-0 items-center gap-1.5 rounded-full border border-gray-200 bg-white px-3 text-sm font-medium text-gray-800 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand"
    >
      <SlidersHorizontal aria-hidden="true" className="size-4" />
      <span className="max-w-32 truncate">{sortName}</span>
      {count > 0 && (
        <span
          aria-hidden="true"
          className="flex size-5 items-center justify-center rounded-full bg-brand-dark text-[11px] font-bold text-white"
        >
          {count}
        </span>
      )}
    </button>
  );
}

/** What narrows the list, each removable with one tap: shown under the chips when any is on. */
export function MarketActiveFilters({
  order,
  onChange,
}: {
  order: MarketOrder;
  onChange(next: MarketOrder): void;
}) {
  const { t } = useTranslation('market');
  const chips: { key: string; name: string; clear: Partial<MarketOrder> }[] = [];
  if (order.priceMin !== null || order.priceMax !== null) {
    const name =
      order.priceMin !== null && order.priceMax !== null
        ? t('order.chipPrice_range', { min: order.priceMin, max: order.priceMax })
        : order.priceMin !== null
          ? t('order.chipPrice_min', { min: order.priceMin })
          : t('order.chipPrice_max', { max: order.priceMax });
    chips.push({ key: 'price', name, clear: { priceMin: null, priceMax: null } });
  }
  if (order.inStock) chips.push({ key: 'stock', name: t('order.chipInStock'), clear: { inStock: false } });
  if (chips.length === 0) return null;
  return (
    <ul aria-label={t('order.activeLabel')} className="flex flex-wrap gap-1.5 px-4 pb-2">
      {chips.map((c) => (
        <li key={c.key}>
          <button
            type="button"
            onClick={() => onChange({ ...order, ...c.clear })}
            aria-label={t('order.removeFilter', { name: c.name })}
            className="flex min-h-8 items-center gap-1 rounded-full bg-brand/10 py-1 pr-2 pl-3 text-[13px] font-medium text-brand-dark hover:bg-brand/15 focus-visible:outline-2 focus-visible:outline-brand"
          >
            {c.name}
            <X aria-hidden="true" className="size-3.5" />
          </button>
        </li>
      ))}
    </ul>
  );
}

export function MarketOrderSheet({
  open,
  onOpenChange,
  order,
  onApply,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  order: MarketOrder;
  onApply(next: MarketOrder): void;
}) {
  const { t } = useTranslation('market');
  const ids = {
    district: useId(),
    min: useId(),
    max: useId(),
    stock: useId(),
    hint: useId(),
    swapped: useId(),
  };
  const [sort, setSort] = useState<MarketSort>(order.sort);
  const [district, setDistrict] = useState<HkDistrict | ''>(order.district ?? '');
  const [min, setMin] = useState(order.priceMin === null ? '' : String(order.priceMin));
  const [max, setMax] = useState(order.priceMax === null ? '' : String(order.priceMax));
  const [inStock, setInStock] = useState(order.inStock);

  // each opening starts from what the page shows
  useEffect(() => {
    if (!open) return;
    setSort(order.sort);
    setDistrict(order.district ?? rememberedDistrict() ?? '');
    setMin(order.priceMin === null ? '' : String(order.priceMin));
    setMax(order.priceMax === null ? '' : String(order.priceMax));
    setInStock(order.inStock);
  }, [open, order]);

  const priceMin = typedPrice(min);
  const priceMax = typedPrice(max);
  const swapped = priceMin != null && priceMax != null && priceMin > priceMax;
  const needsDistrict = sort === 'nearest' && district === '';
  const invalid = priceMin === undefined || priceMax === undefined || swapped || needsDistrict;

  function apply() {
    if (invalid) return;
    if (sort === 'nearest' && district) {
      try {
        localStorage.setItem(DISTRICT_KEY, district);
      } catch {
        // a private window keeps nothing: the address still carries it
      }
    }
    onApply({
      sort,
      district: sort === 'nearest' && district ? district : null,
      priceMin: priceMin ?? null,
      priceMax: priceMax ?? null,
      inStock,
    });
    onOpenChange(false);
  }

  return (
    <Sheet open={open} onOpenChange={onOpenChange} title={t('order.title')}>
      <form
        className="flex flex-col gap-5 pb-2"
        onSubmit={(e) => {
          e.preventDefault();
          apply();
        }}
      >
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-gray-900">{t('order.sortBy')}</legend>
          <div className="grid grid-cols-2 gap-2">
            {MARKET_SORTS.map((s) => (
              <RadioOption
                key={s}
                className={`relative flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border px-3 text-sm font-medium has-focus-visible:outline-2 has-focus-visible:outline-brand ${
                  sort === s
                    ? 'border-brand bg-brand/10 text-brand-dark'
                    : 'border-gray-200 bg-white text-gray-800'
                }`}
                name="market-sort"
                value={s}
                selected={sort}
                onChoose={setSort}
                inputClassName="sr-only"
              >
                <span className="min-w-0 flex-1 leading-tight">{t(`order.sort_${s}`)}</span>
                {sort === s && <Check aria-hidden="true" className="size-4 shrink-0" />}
              </RadioOption>
            ))}
          </div>
          {sort === 'nearest' && (
            <div className="mt-3 flex flex-col gap-1.5">
              <label htmlFor={ids.district} className="text-sm font-medium text-gray-800">
                {t('order.district')}
              </label>
              <DistrictSelect
                id={ids.district}
                value={district}
                onChange={setDistrict}
                emptyLabel={t('order.districtPick')}
                required
                describedBy={ids.hint}
              />
              <p id={ids.hint} className="text-[13px] text-gray-600">
                {t('order.districtHint')}
              </p>
            </div>
          )}
        </fieldset>

        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-gray-900">{t('order.price')}</legend>
          <div className="flex items-center gap-2">
            <PriceBound
              id={ids.min}
              label={t('order.priceMin')}
              placeholder={t('order.priceMinPlaceholder')}
              value={min}
              onChange={setMin}
              invalid={priceMin === undefined || swapped}
              describedBy={swapped ? ids.swapped : undefined}
            />
            <span aria-hidden="true" className="text-gray-400">
              –
            </span>
            <PriceBound
              id={ids.max}
              label={t('order.priceMax')}
              placeholder={t('order.priceMaxPlaceholder')}
              value={max}
              onChange={setMax}
              invalid={priceMax === undefined || swapped}
              describedBy={swapped ? ids.swapped : undefined}
            />
          </div>
          {swapped && (
            <p id={ids.swapped} role="alert" className="mt-1.5 text-[13px] text-red-700">
              {t('order.priceSwapped')}
            </p>
          )}
        </fieldset>

        <label
          htmlFor={ids.stock}
          className="flex min-h-11 cursor-pointer items-center justify-between gap-3 rounded-xl border border-gray-200 px-3 py-2"
        >
          <span className="flex flex-col">
            <span className="text-sm font-semibold text-gray-900">{t('order.inStock')}</span>
            <span className="text-[13px] text-gray-600">{t('order.inStockHint')}</span>
          </span>
          <input
            id={ids.stock}
            type="checkbox"
            role="switch"
            aria-checked={inStock}
            checked={inStock}
            onChange={(e) => setInStock(e.target.checked)}
            className="peer sr-only"
          />
          <span
            aria-hidden="true"
            className="relative h-7 w-12 shrink-0 rounded-full bg-gray-300 transition-colors peer-checked:bg-brand-dark peer-focus-visible:outline-2 peer-focus-visible:outline-brand after:absolute after:top-0.5 after:left-0.5 after:size-6 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5"
          />
        </label>

        <div className="flex gap-2 pt-1">
          <Button
            type="button"
            variant="secondary"
            className="flex-1"
            onClick={() => {
              setSort(DEFAULT_ORDER.sort);
              setMin('');
              setMax('');
              setInStock(false);
            }}
          >
            {t('order.reset')}
          </Button>
          <Button type="submit" className="flex-[2]" disabled={invalid}>
            {t('order.apply')}
          </Button>
        </div>
      </form>
    </Sheet>
  );
}

const priceInput =
  'h-11 w-full min-w-0 rounded-xl border border-gray-300 bg-white pr-3 pl-11 text-base text-gray-900 shadow-xs placeholder:text-gray-500 focus:border-brand focus:ring-2 focus:ring-brand/25 focus:outline-none aria-invalid:border-red-500';

/** One end of the price range: "HK$" inside the field, the label for screen readers. */
function PriceBound(props: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  describedBy?: string;
}) {
  return (
    <div className="relative min-w-0 flex-1">
      <label htmlFor={props.id} className="sr-only">
        {props.label}
      </label>
      <span aria-hidden="true" className="absolute top-0 left-3 flex h-11 items-center text-sm text-gray-500">
        HK$
      </span>
      <input
        id={props.id}
        inputMode="decimal"
        autoComplete="off"
        value={props.value}
        placeholder={props.placeholder}
        aria-invalid={props.invalid || undefined}
        aria-describedby={props.describedBy}
        onChange={(e) => props.onChange(e.target.value)}
        className={priceInput}
      />
    </div>
  );
}
