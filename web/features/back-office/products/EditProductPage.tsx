import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { ApiError } from '../../../lib/api';
import { stockPath } from '../../../shared/stock-path';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { PageHeader } from '../../../ui/PageHeader';
import { Skeleton } from '../../../ui/Skeleton';
import { Spinner } from '../../../ui/Spinner';
import { useToast } from '../../../ui/toast';
import type { ProductField } from '../../platform/ai';
import { ProductAssist, SuggestedHint, useSuggestions } from '../../platform/ai';
import {
  AFTER_SAVE_MS,
  applyPatch,
  canSaveEdit,
  type DraftPatch,
  draftFrom,
  type ProductDraft,
  parseJsonParam,
  productIdFrom,
  sameDraft,
  toUpdateInput,
} from './draft';
import { ProductForm } from './ProductForm';
import { useProduct } from './useProduct';
import { useRemoveProducts } from './useRemoveProducts';
import { useUpdateProduct } from './useUpdateProduct';

const REQUIRED = new Set(['name', 'images'] as const);

/** `/edit-product?id=<id>` (or the spec's `?items=<json product>`): fetched fresh, then every field can change. */
export default function EditProductPage() {
  const { t } = useTranslation('products');
  const { t: tStock } = useTranslation('stock');
  const toast = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [id] = useState(() => productIdFrom(parseJsonParam(params.get('items'))) ?? params.get('id'));
  const product = useProduct(id);
  const [draft, setDraft] = useState<ProductDraft | null>(null);
  const suggestions = useSuggestions<ProductField>();
  const loaded = useRef<ProductDraft | null>(null);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const update = useUpdateProduct();
  const remove = useRemoveProducts();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  // The fresh product fills the form once.
  useEffect(() => {
    if (product.data && !loaded.current) {
      loaded.current = draftFrom(product.data);
      setDraft(loaded.current);
    }
  }, [product.data]);

  // Not found / failed to load (docs/product.md §8): say so and go back.
  // Only before the form is filled: once deleted here, the refetched product reads as removed.
  const failed =
    id === null || (loaded.current === null && (product.isError || product.data?.removed === true));
  useEffect(() => {
    if (!failed) return;
    const notFound =
      id === null ||
      product.data?.removed === true ||
      (product.error instanceof ApiError && (product.error.status === 404 || product.error.status === 400));
    toast.show(notFound ? t('toast.notFound') : t('toast.loadFailed'), { tone: 'danger' });
    navigate('/product?preserveScroll=1', { replace: true });
  }, [failed, id, product.data, product.error, navigate, toast, t]);

  const backToList = `/product?preserveScroll=1`;

  function save() {
    if (!draft || !id) return;
    update.mutate(toUpdateInput(id, draft), {
      onSuccess: () => {
        setLeaving(true);
        toast.show(t('toast.updated'), { tone: 'success', durationMs: AFTER_SAVE_MS });
        timer.current = setTimeout(() => {
          navigate(`/product?updated=1&productId=${encodeURIComponent(id)}&preserveScroll=1`, {
            replace: true,
          });
        }, AFTER_SAVE_MS);
      },
      onError: (error) => toast.show(error.message, { tone: 'danger' }),
    });
  }

  function deleteNow() {
    if (!id) return;
    remove.mutate([id], {
      onSuccess: () => {
        setLeaving(true);
        toast.show(t('toast.deleted'), { tone: 'success', durationMs: AFTER_SAVE_MS });
        timer.current = setTimeout(() => {
          navigate(`/product?timestamp=${Date.now()}&preserveScroll=1`, { replace: true });
        }, AFTER_SAVE_MS);
      },
      onError: (error) => toast.show(error.message, { tone: 'danger' }),
    });
  }

  // where a confirmed discard goes: the list, or the product's stock screen
  const [leaveTo, setLeaveTo] = useState(backToList);
  function discard(to = backToList) {
    if (leaving) return;
    if (!draft || !loaded.current || sameDraft(draft, loaded.current)) navigate(to);
    else {
      setLeaveTo(to);
      setConfirmDiscard(true);
    }
  }

  if (!draft) {
    return (
      <>
        <PageHeader title={t('editTitle')} back={backToList} />
        <main className="flex flex-col gap-5 px-4 pt-4" aria-busy="true">
          <Spinner label={t('form.loading')} className="sr-only" />
          <div className="flex gap-2.5">
            <Skeleton className="size-24 rounded-xl" />
            <Skeleton className="size-24 rounded-xl" />
          </div>
          <Skeleton className="h-11 w-full rounded-xl" />
          <Skeleton className="h-28 w-full rounded-xl" />
          <div className="grid grid-cols-2 gap-3">
            <Skeleton className="h-11 rounded-xl" />
            <Skeleton className="h-11 rounded-xl" />
          </div>
        </main>
      </>
    );
  }

  return (
    <>
      <ProductForm
        title={t('editTitle')}
        draft={draft}
        onChange={(patch: DraftPatch) => {
          if (typeof patch !== 'function') suggestions.edited(Object.keys(patch));
          setDraft((d) => (d ? applyPatch(d, patch) : d));
        }}
        assist={
          <ProductAssist
            mode="edit"
            draft={draft}
            onFill={(patch) => setDraft((d) => (d ? applyPatch(d, patch) : d))}
            suggestions={suggestions}
          />
        }
        fieldHint={(field) =>
          suggestions.has(field as ProductField) ? (
            <SuggestedHint sources={suggestions.sourcesOf(field as ProductField)} />
          ) : field === 'name' && id ? (
            // its price label (or its variants'), on A4 or a label printer (decision 0277)
            <Link
              to={`/labels?ids=${encodeURIComponent(id)}`}
              onClick={(e) => {
                if (draft && loaded.current && !sameDraft(draft, loaded.current)) {
                  e.preventDefault();
                  discard(`/labels?ids=${encodeURIComponent(id)}`);
                }
              }}
              className="font-medium text-brand-dark underline underline-offset-2"
            >
              {t('form.printLabel')}
            </Link>
          ) : field === 'quantity' && id ? (
            // counts, deliveries and breakages with their reasons, and every sale's change (decision 0228)
            <Link
              to={stockPath(id)}
              onClick={(e) => {
                // unsaved edits: asked first, as leaving by Back is
                if (draft && loaded.current && !sameDraft(draft, loaded.current)) {
                  e.preventDefault();
                  discard(stockPath(id));
                }
              }}
              className="font-medium text-brand-dark underline underline-offset-2"
            >
              {tStock('link')}
            </Link>
          ) : undefined
        }
        canSave={canSaveEdit(draft) && !leaving && !remove.isPending}
        saveHint={t('form.editRequiredHint')}
        saving={update.isPending || (leaving && !remove.isSuccess)}
        onSave={save}
        onDiscard={() => discard()}
        onDelete={leaving ? undefined : deleteNow}
        deleting={remove.isPending}
        required={REQUIRED}
      />
      <ConfirmDialog
        open={confirmDiscard}
        title={t('discard.title')}
        message={t('discard.editMessage')}
        confirmLabel={t('discard.confirm')}
        tone="danger"
        onCancel={() => setConfirmDiscard(false)}
        onConfirm={() => {
          setConfirmDiscard(false);
          navigate(leaveTo);
        }}
      />
    </>
  );
}
