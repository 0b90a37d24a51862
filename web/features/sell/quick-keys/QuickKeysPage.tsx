import { ArrowDown, ArrowUp, Plus, X } from 'lucide-react';
import { useRef, useState } from 'react';
import type { Product } from '../../../../contract/products';
import { QUICK_KEYS_MAX } from '../../../../contract/quick-keys';
import { useTranslation } from '../../../i18n/use-translation';
import { useSession } from '../../../lib/session';
import { formatPrice } from '../../../shared/Price';
import { ProductImage } from '../../../shared/ProductImage';
import { sellerOnlyPage } from '../../../shared/SellerOnly';
import { Button } from '../../../ui/Button';
import { LoadFailed, QueryFailed } from '../../../ui/LoadFailed';
import { LoadMore } from '../../../ui/LoadMore';
import { PageHeader } from '../../../ui/PageHeader';
import { Skeleton } from '../../../ui/Skeleton';
import { useToast } from '../../../ui/toast';
import { useProductList } from '../../back-office/products';
import { ScaleLabelSetting } from '../scale-labels';
import { useQuickKeys } from './useQuickKeys';
import { useSetQuickKeys } from './useSetQuickKeys';

/**
 * `/quick-keys`: the seller picks and orders the till's quick keys (docs/decisions/0230-quick-keys.md). Every
 * change is saved at once, one save after the other, so what the till shows is what this screen shows.
 */
export default sellerOnlyPage('quickKeys', 'title', QuickKeysEditor);

function QuickKeysEditor() {
  const { t } = useTranslation('quickKeys');
  const toast = useToast();
  const keys = useQuickKeys();
  const save = useSetQuickKeys();
  // the keys as edited here; null until the seller changes something (then the server's list follows it)
  const [edited, setEdited] = useState<Product[] | null>(null);
  const saving = useRef<Promise<unknown>>(Promise.resolve());
  const current = edited ?? keys.data?.items ?? [];

  function change(next: Product[]) {
    setEdited(next);
    const ids = next.map((p) => p._id);
    saving.current = saving.current.then(() =>
      save.mutateAsync(ids).catch(() => {
        toast.show(t('saveFailed'), { tone: 'danger' });
        setEdited(null);
        void keys.refetch();
      }),
    );
  }

  function move(index: number, by: -1 | 1) {
    const next = [...current];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item!);
    change(next);
  }

  return (
    <>
      <PageHeader title={t('title')} back="/pos" />
      <main className="flex flex-col gap-5 px-4 pt-4 pb-10">
        <p className="text-sm text-gray-700">{t('intro')}</p>
        <section aria-labelledby="keys-on-till" className="flex flex-col gap-2">
          <h2 id="keys-on-till" className="text-base font-semibold text-gray-900">
            {t('onTill', { count: current.length, max: QUICK_KEYS_MAX })}
          </h2>
          {keys.isError ? (
            <QueryFailed title={t('loadFailed')} query={keys} />
          ) : keys.isPending ? (
            <Skeleton className="h-32 w-full rounded-2xl" />
          ) : current.length === 0 ? (
            <p className="rounded-2xl bg-gray-50 px-4 py-3 text-sm text-gray-700">{t('none')}</p>
          ) : (
            <ol
              aria-label={t('keysLabel')}
              className="flex flex-col divide-y divide-gray-100 rounded-2xl bg-white shadow-xs ring-1 ring-gray-200/80"
            >
              {current.map((p, i) => (
                <li key={p._id} className="flex items-center gap-3 py-2 pr-1 pl-3" data-testid="quick-key">
                  <span className="w-5 text-right text-sm font-semibold tabular-nums text-gray-500">
                    {i + 1}
                  </span>
                  <ProductImage
                    path={p.imagePaths[0]}
                    alt=""
                    sizes="40px"
                    className="size-10 shrink-0 rounded-lg object-cover"
                  />
                  <span className="min-w-0 flex-1 truncate text-sm font-medium text-gray-900">{p.name}</span>
                  <IconButton
                    label={t('moveUp', { name: p.name })}
                    disabled={i === 0}
                    onClick={() => move(i, -1)}
                  >
                    <ArrowUp aria-hidden="true" className="size-5" />
                  </IconButton>
                  <IconButton
                    label={t('moveDown', { name: p.name })}
                    disabled={i === current.length - 1}
                    onClick={() => move(i, 1)}
                  >
                    <ArrowDown aria-hidden="true" className="size-5" />
                  </IconButton>
                  <IconButton
                    label={t('remove', { name: p.name })}
                    onClick={() => change(current.filter((x) => x._id !== p._id))}
                  >
                    <X aria-hidden="true" className="size-5" />
                  </IconButton>
                </li>
              ))}
            </ol>
          )}
        </section>
        <ProductPicker
          exclude={new Set(current.map((p) => p._id))}
          full={current.length >= QUICK_KEYS_MAX}
          onAdd={(p) => change([...current, p])}
        />
        <ScaleLabelSetting />
      </main>
    </>
  );
}

/** The seller's products not yet on a key, searchable, each with an Add button. */
function ProductPicker({
  exclude,
  full,
  onAdd,
}: {
  exclude: Set<string>;
  full: boolean;
  onAdd(p: Product): void;
}) {
  const { t } = useTranslation('quickKeys');
  const userId = useSession()?.user_id ?? '';
  const [search, setSearch] = useState('');
  const products = useProductList(userId, { search, category: [], sort: -1, mine: true });
  const items = (products.data?.items ?? []).filter((p) => !exclude.has(p._id));
  return (
    <section aria-labelledby="keys-add" className="flex flex-col gap-2">
      <h2 id="keys-add" className="text-base font-semibold text-gray-900">
        {t('add')}
      </h2>
      <input
        type="search"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        aria-label={t('search')}
        placeholder={t('search')}
        className="min-h-11 rounded-xl border border-gray-300 bg-white px-3 text-base"
      />
      {full && <p className="text-sm text-amber-800">{t('full', { max: QUICK_KEYS_MAX })}</p>}
      {products.status === 'error' && products.data === undefined ? (
        <LoadFailed
          title={t('productsFailed')}
          error={products.error}
          onRetry={() => void products.reload({ force: true })}
        />
      ) : products.data === undefined ? (
        <Skeleton className="h-32 w-full rounded-2xl" />
      ) : items.length === 0 ? (
        <p className="rounded-2xl bg-gray-50 px-4 py-3 text-sm text-gray-700">
          {search ? t('noMatch') : t('allOnKeys')}
        </p>
      ) : (
        <ul
          aria-label={t('productsLabel')}
          className="flex flex-col divide-y divide-gray-100 rounded-2xl bg-white shadow-xs ring-1 ring-gray-200/80"
        >
          {items.map((p) => (
            <li key={p._id} className="flex items-center gap-3 py-2 pr-2 pl-3">
              <ProductImage
                path={p.imagePaths[0]}
                alt=""
                sizes="40px"
                className="size-10 shrink-0 rounded-lg object-cover"
              />
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-medium text-gray-900">{p.name}</span>
                <span className="block text-xs tabular-nums text-gray-600">
                  {formatPrice(p.discounted_price)}
                </span>
              </span>
              <Button
                variant="secondary"
                disabled={full}
                aria-label={t('addOne', { name: p.name })}
                onClick={() => onAdd(p)}
              >
                <Plus aria-hidden="true" className="size-4" />
                {t('addShort')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <LoadMore
        hasMore={Boolean(products.data?.cursor)}
        loading={products.loadingMore}
        failed={products.loadMoreError !== null}
        onLoadMore={() => void products.loadMore()}
      />
    </section>
  );
}

function IconButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled?: boolean;
  onClick(): void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className="flex size-11 shrink-0 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand disabled:text-gray-300"
    >
      {children}
    </button>
  );
}
