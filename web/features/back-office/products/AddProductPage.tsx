import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PRODUCT_IMAGES_MAX } from '../../../../contract/products';
import { TRADE_DEFAULTS } from '../../../../contract/selling-setup';
import { useTranslation } from '../../../i18n/use-translation';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useToast } from '../../../ui/toast';
import type { ProductField } from '../../platform/ai';
import { ProductAssist, SuggestedHint, useSuggestions } from '../../platform/ai';
import {
  AFTER_SAVE_MS,
  applyPatch,
  canSaveNew,
  type DraftPatch,
  draftFrom,
  parseJsonParam,
  parsePathsParam,
  sameDraft,
  toCreateInput,
} from './draft';
import { ProductForm } from './ProductForm';
import { useCreateProduct } from './useCreateProduct';
import { useShopTrade } from './useShopTrade';

const REQUIRED = new Set(['name', 'description', 'price', 'cost', 'quantity'] as const);

/** `/AddProduct` (also /addProduct, /create-product): query `paths` (uploaded photos) and `items` (prefill). */
export default function AddProductPage() {
  const { t } = useTranslation('products');
  const toast = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Read once: the page does not follow later changes of its query.
  const [initial] = useState(() => {
    const fromItems = draftFrom(parseJsonParam(params.get('items')));
    const paths = parsePathsParam(params.get('paths'));
    return {
      ...fromItems,
      images: [...new Set([...paths, ...fromItems.images])].slice(0, PRODUCT_IMAGES_MAX),
    };
  });
  const [draft, setDraft] = useState(initial);
  // what "nothing typed yet" means for Back: the form as opened, with the trade's defaults once they are known
  const [untouched, setUntouched] = useState(initial);
  // a new product starts from the shop's trade: its unit and category (docs/decisions/0272-seller-onboarding.md)
  const trade = useShopTrade();
  const fromSetup = params.get('from') === 'setup';
  const defaulted = useRef(false);
  useEffect(() => {
    if (defaulted.current || !trade || params.get('items')) return;
    defaulted.current = true;
    const defaults = TRADE_DEFAULTS[trade];
    const withTrade = (d: typeof initial) => ({
      ...d,
      unit: defaults.unit,
      category: defaults.category ? [t(`trade.categories.${defaults.category}`)] : d.category,
    });
    setDraft((d) => (sameDraft(d, initial) ? withTrade(d) : d));
    setUntouched(withTrade(initial));
  }, [trade, initial, params, t]);
  const suggestions = useSuggestions<ProductField>();
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const create = useCreateProduct();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function save() {
    create.mutate(toCreateInput(draft), {
      onSuccess: ({ product }) => {
        setLeaving(true);
        toast.show(t('toast.created'), { tone: 'success', durationMs: AFTER_SAVE_MS });
        timer.current = setTimeout(() => {
          // from the setup checklist: back to its next step (the practice sale)
          if (fromSetup) navigate('/sell-setup', { replace: true });
          else
            navigate(`/product?newProduct=${encodeURIComponent(JSON.stringify(product))}`, { replace: true });
        }, AFTER_SAVE_MS);
      },
      onError: (error) => toast.show(error.message, { tone: 'danger' }),
    });
  }

  function discard() {
    if (leaving) return;
    if (sameDraft(draft, untouched) && initial.images.length === 0) navigate('/product');
    else setConfirmDiscard(true);
  }

  return (
    <>
      <ProductForm
        title={t('addTitle')}
        draft={draft}
        onChange={(patch: DraftPatch) => {
          // a field the user types in is no longer a suggestion
          if (typeof patch !== 'function') suggestions.edited(Object.keys(patch));
          setDraft((d) => applyPatch(d, patch));
        }}
        assist={
          <ProductAssist
            mode="add"
            draft={draft}
            onFill={(patch) => setDraft((d) => applyPatch(d, patch))}
            suggestions={suggestions}
          />
        }
        fieldHint={(field) =>
          suggestions.has(field as ProductField) ? (
            <SuggestedHint sources={suggestions.sourcesOf(field as ProductField)} />
          ) : undefined
        }
        canSave={canSaveNew(draft) && !leaving}
        saveHint={t('form.requiredHint')}
        saving={create.isPending || leaving}
        onSave={save}
        onDiscard={discard}
        required={REQUIRED}
      />
      <ConfirmDialog
        open={confirmDiscard}
        title={t('discard.title')}
        message={t('discard.addMessage')}
        confirmLabel={t('discard.confirm')}
        tone="danger"
        onCancel={() => setConfirmDiscard(false)}
        onConfirm={() => {
          setConfirmDiscard(false);
          navigate('/product');
        }}
      />
    </>
  );
}
