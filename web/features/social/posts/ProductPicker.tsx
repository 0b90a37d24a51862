import {
  ArrowDownWideNarrow,
  ArrowUpNarrowWide,
  Check,
  LayoutGrid,
  List,
  PackagePlus,
  RotateCcw,
  Search,
  X,
} from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { LinkedProduct } from '../../../../contract/posts';
import type { Product } from '../../../../contract/products';
import { useTranslation } from '../../../i18n/use-translation';
import { formatPrice } from '../../../shared/Price';
import { ProductImage } from '../../../shared/ProductImage';
import { Button, buttonClasses } from '../../../ui/Button';
import { QueryFailed } from '../../../ui/LoadFailed';
import { Skeleton } from '../../../ui/Skeleton';
import { useMyCatalogue, useMyCatalogueCategories } from './useMyCatalogue';

export function toLinked(p: Product): LinkedProduct {
  return {
    id: p._id,
    name: p.name,
    description: p.description,
    price: p.price,
    discounted_price: p.discounted_price,
    image: p.imagePaths[0] ?? null,
  };
}

export type PickerView = 'tiling' | 'list';

export interface ProductPickerProps {
  selected: LinkedProduct[];
  onToggle(product: LinkedProduct): void;
  /** Leaving for the add-product screen (the sheet closes first). */
  onAddProduct?: () => void;
}

const ICON_BUTTON =
  'flex size-11 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand aria-pressed:bg-pink-50 aria-pressed:text-brand-dark';

/**
 * Step 1 of the add-post sheet (docs/product.md §2): the seller's own products, with a search toggle, tiling
 * (default) or list view, a sort toggle (1 ↔ -1, default 1) and category chips (All first,
 * multi-select, Reset). Tapping a product selects or unselects it.
 */
export function ProductPicker({ selected, onToggle, onAddProduct }: ProductPickerProps) {
  const { t } = useTranslation('posts');
  const [searchOpen, setSearchOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [view, setView] = useState<PickerView>('tiling');
  const [sort, setSort] = useState<1 | -1>(1);
  const [category, setCategory] = useState<string[]>([]);
  const products = useMyCatalogue(search, category, sort);
  const categories = useMyCatalogueCategories();
  const chosen = new Set(selected.map((p) => p.id));
  const filtered = search.trim() !== '' || category.length > 0;

  function toggleCategory(name: string) {
    setCategory((list) => (list.includes(name) ? list.filter((c) => c !== name) : [...list, name]));
  }

  const chip = (active: boolean) =>
    `inline-flex min-h-9 shrink-0 items-center rounded-full px-3.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-brand ${
      active ? 'bg-gray-900 text-white' : 'bg-gray-100 text-gray-700 hover:bg-gray-200'
    }`;

  const items = products.data ?? [];

  return (
    <div className="flex min-h-0 flex-col">
      <div className="flex items-center gap-1">
        <p className="min-w-0 flex-1 text-sm text-gray-600">{t('pick.hint')}</p>
        <button
          type="button"
          aria-pressed={searchOpen}
          aria-label={t('pick.search')}
          className={ICON_BUTTON}
          onClick={() => {
            setSearchOpen((o) => !o);
            if (searchOpen) setSearch('');
          }}
        >
          <Search aria-hidden="true" className="size-5" />
        </button>
        <button
          type="button"
          aria-label={view === 'tiling' ? t('pick.listView') : t('pick.tilingView')}
          className={ICON_BUTTON}
          onClick={() => setView((v) => (v === 'tiling' ? 'list' : 'tiling'))}
          data-view={view}
        >
          {view === 'tiling' ? (
            <List aria-hidden="true" className="size-5" />
          ) : (
            <LayoutGrid aria-hidden="true" className="size-5" />
          )}
        </button>
        <button
          type="button"
          aria-label={sort === 1 ? t('pick.sortNewest') : t('pick.sortOldest')}
          className={ICON_BUTTON}
          onClick={() => setSort((s) => (s === 1 ? -1 : 1))}
          data-sort={sort}
        >
          {sort === 1 ? (
            <ArrowUpNarrowWide aria-hidden="true" className="size-5" />
          ) : (
            <ArrowDownWideNarrow aria-hidden="true" className="size-5" />
          )}
        </button>
      </div>

      {searchOpen && (
        <div className="relative mt-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-400"
          />
          <input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            aria-label={t('pick.searchLabel')}
            placeholder={t('pick.searchPlaceholder')}
            // biome-ignore lint/a11y/noAutofocus: the person just asked for the search field
            autoFocus
            enterKeyHint="search"
            className="h-11 w-full rounded-xl border border-gray-300 bg-white pr-10 pl-9 text-base shadow-xs placeholder:text-gray-400 focus:border-brand focus:ring-2 focus:ring-brand/25 focus:outline-none"
          />
          {search && (
            <button
              type="button"
              onClick={() => setSearch('')}
              aria-label={t('pick.clearSearch')}
              className="absolute top-0 right-0 flex size-11 items-center justify-center text-gray-500"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          )}
        </div>
      )}

      <ul
        aria-label={t('pick.categories')}
        className="relative -mx-4 mt-2 flex items-center gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none]"
      >
        <li className="shrink-0">
          <button
            type="button"
            aria-pressed={category.length === 0}
            className={chip(category.length === 0)}
            onClick={() => setCategory([])}
          >
            {t('pick.all')}
          </button>
        </li>
        {(categories.data ?? []).map((name) => (
          <li key={name} className="shrink-0">
            <button
              type="button"
              aria-pressed={category.includes(name)}
              className={chip(category.includes(name))}
              onClick={() => toggleCategory(name)}
            >
              {name}
            </button>
          </li>
        ))}
        {filtered && (
          <li className="shrink-0">
            <button
              type="button"
              onClick={() => {
                setCategory([]);
                setSearch('');
              }}
              className="inline-flex min-h-9 shrink-0 items-center gap-1 rounded-full px-3 text-sm font-medium text-brand-dark hover:bg-pink-50 focus-visible:outline-2 focus-visible:outline-brand"
            >
              <RotateCcw aria-hidden="true" className="size-4" />
              {t('pick.reset')}
            </button>
          </li>
        )}
      </ul>

      <div className="mt-3" aria-busy={products.isFetching || undefined}>
        {products.isPending ? (
          <div aria-busy="true" className="grid grid-cols-3 gap-2">
            <span className="sr-only">{t('pick.loading')}</span>
            {Array.from({ length: 6 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
              <div key={i} className="flex flex-col gap-1.5">
                <Skeleton className="aspect-square w-full rounded-xl" />
                <Skeleton className="h-3 w-4/5" />
              </div>
            ))}
          </div>
        ) : products.isError ? (
          <QueryFailed title={t('pick.errorTitle')} query={products} className="py-8" />
        ) : items.length === 0 && !filtered ? (
          <div className="flex flex-col items-center px-6 py-8 text-center">
            <div
              aria-hidden="true"
              className="mb-3 flex size-14 items-center justify-center rounded-full bg-pink-50 text-brand"
            >
              <PackagePlus className="size-7" />
            </div>
            <h3 className="font-semibold text-gray-900">{t('pick.emptyTitle')}</h3>
            <p className="mt-1 max-w-xs text-sm text-gray-500">{t('pick.emptyMessage')}</p>
            <Link to="/AddProduct" onClick={onAddProduct} className={buttonClasses({ className: 'mt-5' })}>
              {t('pick.createFirst')}
            </Link>
          </div>
        ) : items.length === 0 ? (
          <div className="px-6 py-8 text-center text-sm text-gray-600">
            <p>{t('pick.noMatch')}</p>
            <Button
              variant="secondary"
              size="sm"
              className="mt-3"
              onClick={() => {
                setCategory([]);
                setSearch('');
              }}
            >
              {t('pick.reset')}
            </Button>
          </div>
        ) : view === 'tiling' ? (
          <ul aria-label={t('pick.products')} className="grid grid-cols-3 gap-2">
            {items.map((p) => {
              const on = chosen.has(p._id);
              return (
                <li key={p._id}>
                  <button
                    type="button"
                    aria-pressed={on}
                    onClick={() => onToggle(toLinked(p))}
                    className="group flex w-full flex-col gap-1 rounded-xl text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
                  >
                    <span
                      className={`relative block overflow-hidden rounded-xl ring-2 ${on ? 'ring-brand' : 'ring-transparent'}`}
                    >
                      <ProductImage path={p.imagePaths[0]} sizes="130px" className="aspect-square w-full" />
                      <SelectMark on={on} />
                    </span>
                    <span className="line-clamp-2 px-0.5 text-xs font-medium text-gray-800">{p.name}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        ) : (
          <ul aria-label={t('pick.products')} className="flex flex-col gap-1">
            {items.map((p) => {
              const on = chosen.has(p._id);
              return (
                <li key={p._id}>
                  <button
                    type="button"
                    aria-pressed={on}
                    onClick={() => onToggle(toLinked(p))}
                    className={`flex w-full items-center gap-3 rounded-xl p-2 text-left focus-visible:outline-2 focus-visible:outline-brand ${on ? 'bg-pink-50' : 'hover:bg-gray-50'}`}
                  >
                    <span className="relative shrink-0">
                      <ProductImage path={p.imagePaths[0]} sizes="56px" className="size-14 rounded-lg" />
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="block truncate text-sm font-semibold text-gray-900">{p.name}</span>
                      <span className="line-clamp-1 text-xs text-gray-500">{p.description}</span>
                      <span className="text-sm font-medium tabular-nums text-gray-800">
                        {formatPrice(p.discounted_price)}
                      </span>
                    </span>
                    <span
                      aria-hidden="true"
                      className={`flex size-6 shrink-0 items-center justify-center rounded-full border-2 ${on ? 'border-brand bg-brand text-white' : 'border-gray-300'}`}
                    >
                      {on && <Check className="size-4" strokeWidth={3} />}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}

function SelectMark({ on }: { on: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={`absolute top-1.5 right-1.5 flex size-6 items-center justify-center rounded-full border-2 shadow ${
        on ? 'border-white bg-brand text-white' : 'border-white bg-black/20'
      }`}
    >
      {on && <Check className="size-4" strokeWidth={3} />}
    </span>
  );
}
