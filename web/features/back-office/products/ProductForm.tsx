import { ScanBarcode, Tag, Trash2 } from 'lucide-react';
import { type FormEvent, lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { CATEGORIES_MAX } from '../../../../contract/categories';
import { isValidBarcode, PRODUCT_IMAGES_MAX } from '../../../../contract/products';
import { DEFAULT_STEP, isWeightUnit } from '../../../../contract/units';
import { useTranslation } from '../../../i18n/use-translation';
import { useWideScreen } from '../../../lib/use-wide-screen';
import { discountedPrice, formatPrice } from '../../../shared/Price';
import { unitLabel } from '../../../shared/units/amount';
import { Button } from '../../../ui/Button';
import { PageHeader } from '../../../ui/PageHeader';
import { TextArea, TextField } from '../../../ui/TextField';
import { useToast } from '../../../ui/toast';
import { keepEnterInField, useKeyboardWedge } from '../../sell/scanner';
import { AddPhotoMenu } from './AddPhotoMenu';
import { CategoryChip, CategorySheet } from './CategorySheet';
import { type DraftPatch, type ProductDraft, parseDecimal, sanitizeDecimal, sanitizeQuantity } from './draft';
import { AffixField, SizeControl, UnitSelect } from './fields';
import { ImageStrip } from './ImageStrip';
import { ProductPreview } from './ProductPreview';
import { useProductCategories } from './useProductCategories';
import { useUploadProductImages } from './useUploadProductImages';
import { VariantsEditor } from './VariantsEditor';

// The scanner (camera + wasm decoder) is its own chunk, loaded when first opened.
const BarcodeScanner = lazy(() => import('../../sell/scanner/BarcodeScanner'));

export interface ProductFormProps {
  title: string;
  draft: ProductDraft;
  /** A patch, or a function of the latest draft (for results that arrive later, like uploads). */
  onChange(patch: DraftPatch): void;
  canSave: boolean;
  /** Shown under the buttons while Save is disabled. */
  saveHint: string;
  saving: boolean;
  onSave(): void;
  onDiscard(): void;
  /** Edit only: removes the product at once (docs/product.md §4). */
  onDelete?: () => void;
  deleting?: boolean;
  /** Which fields carry a required mark. */
  required: ReadonlySet<keyof ProductDraft>;
  /** The AI assistant's row (web/features/platform/ai/ProductAssist), shown under the photos. */
  assist?: ReactNode;
  /** A field's extra mark, e.g. "Suggested" while it holds an unedited AI suggestion. */
  fieldHint?: (field: keyof ProductDraft) => ReactNode;
}

/** The add/edit product form: photos, text, money in HK$, stock, size, categories, barcode. */
export function ProductForm({
  title,
  draft,
  onChange,
  canSave,
  saveHint,
  saving,
  onSave,
  onDiscard,
  onDelete,
  deleting = false,
  required,
  assist,
  fieldHint,
}: ProductFormProps) {
  const { t, i18n } = useTranslation('products');
  const weighed = isWeightUnit(draft.unit);
  // with variants, price, cost, stock, discount and barcode are each variant's (decision 0236)
  const hasVariants = draft.variants.length > 0;
  const unitName = unitLabel(draft.unit, i18n.language);
  const toast = useToast();
  const formId = useId();
  const hintId = useId();
  const [photoMenuOpen, setPhotoMenuOpen] = useState(false);
  const [categoriesOpen, setCategoriesOpen] = useState(false);
  const [scannerOpen, setScannerOpen] = useState(false);
  const { upload, uploading, progress } = useUploadProductImages();
  const categories = useProductCategories();
  const wide = useWideScreen();
  // a scanner typing while no field has the focus fills the barcode, as the camera does (decision 0274); with
  // variants each has its own, typed into its field
  useKeyboardWedge(
    (code) => {
      onChange({ barcode: code });
      toast.show(t('scan.detected', { code }), { tone: 'success', durationMs: 2000 });
    },
    { enabled: !hasVariants },
  );

  async function addFiles(files: File[]) {
    if (draft.images.length + files.length > PRODUCT_IMAGES_MAX) {
      toast.show(t('upload.tooMany', { max: PRODUCT_IMAGES_MAX }), { tone: 'danger' });
      return;
    }
    try {
      const paths = await upload(files);
      // Through the updater: the user may have removed a photo while this one uploaded.
      onChange((d) => ({ images: [...new Set([...d.images, ...paths])].slice(0, PRODUCT_IMAGES_MAX) }));
      toast.show(t('upload.success', { count: paths.length }), { tone: 'success', durationMs: 2000 });
    } catch {
      toast.show(t('upload.failed'), { tone: 'danger' });
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (canSave && !saving && !uploading) onSave();
  }

  const price = parseDecimal(draft.price);
  const discount = parseDecimal(draft.discount);
  const barcodeValid = isValidBarcode(draft.barcode);
  const mark = (field: keyof ProductDraft) => required.has(field);

  return (
    <>
      <PageHeader title={title} onBack={onDiscard} />
      {/* a laptop: the form left, the product as shoppers will see it right (docs/decisions/0273-laptop-back-office.md) */}
      <main className="px-4 pt-4 pb-36 lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:items-start lg:gap-8 lg:px-8 lg:pb-8">
        <form
          id={formId}
          onSubmit={submit}
          noValidate
          className="flex flex-col gap-5 lg:col-start-1 lg:row-start-1"
        >
          <section aria-labelledby={`${formId}-images`}>
            <div className="mb-2 flex items-baseline justify-between">
              <h2 id={`${formId}-images`} className="text-sm font-medium text-gray-800">
                {t('form.images')}
              </h2>
              <span className="text-xs text-gray-500 tabular-nums">
                {t('form.imagesCount', { count: draft.images.length, max: PRODUCT_IMAGES_MAX })}
              </span>
            </div>
            <ImageStrip
              paths={draft.images}
              max={PRODUCT_IMAGES_MAX}
              onRemove={(index) => onChange((d) => ({ images: d.images.filter((_, i) => i !== index) }))}
              onAdd={() => setPhotoMenuOpen(true)}
              uploading={uploading}
              progress={progress}
              label={t('form.images')}
            />
          </section>

          {assist}

          <TextField
            label={t('form.name')}
            hint={fieldHint?.('name')}
            value={draft.name}
            onChange={(e) => onChange({ name: e.target.value })}
            placeholder={t('form.namePlaceholder')}
            maxLength={120}
            autoComplete="off"
            aria-required={mark('name') || undefined}
          />
          <TextArea
            label={t('form.description')}
            hint={fieldHint?.('description')}
            value={draft.description}
            onChange={(e) => onChange({ description: e.target.value })}
            placeholder={t('form.descriptionPlaceholder')}
            maxLength={2000}
            rows={4}
            aria-required={mark('description') || undefined}
          />

          <div className="grid grid-cols-2 gap-3">
            {/* open price: the price is typed at the till (decision 0263) */}
            {!hasVariants && !draft.openPrice && (
              <AffixField
                label={weighed ? t('form.pricePer', { unit: unitName }) : t('form.price')}
                prefix="HK$"
                inputMode="decimal"
                placeholder="0.00"
                value={draft.price}
                onChange={(e) => onChange({ price: sanitizeDecimal(e.target.value) })}
                required={mark('price')}
                hint={fieldHint?.('price')}
              />
            )}
            {!hasVariants && (
              <AffixField
                label={weighed ? t('form.costPer', { unit: unitName }) : t('form.cost')}
                prefix="HK$"
                inputMode="decimal"
                placeholder="0.00"
                value={draft.cost}
                onChange={(e) => onChange({ cost: sanitizeDecimal(e.target.value) })}
                required={mark('cost') && !draft.openPrice}
                hint={fieldHint?.('cost') ?? t('form.costHint')}
              />
            )}
            <UnitSelect
              label={t('form.unit')}
              value={draft.unit}
              onChange={(unit) =>
                onChange((d) => ({
                  unit,
                  // a fraction typed for a weight does not stay when the product goes back to pieces
                  quantity: sanitizeQuantity(d.quantity, unit),
                  lowStock: sanitizeQuantity(d.lowStock, unit),
                  step: '',
                }))
              }
            />
            {weighed ? (
              <AffixField
                label={t('form.step')}
                suffix={unitName}
                inputMode="decimal"
                placeholder={String(DEFAULT_STEP[draft.unit])}
                value={draft.step}
                onChange={(e) => onChange({ step: sanitizeQuantity(e.target.value, draft.unit) })}
                hint={t('form.stepHint')}
              />
            ) : (
              <span aria-hidden="true" />
            )}
            {/* open price: its stock is not counted (decision 0263) */}
            {!hasVariants && !draft.openPrice && (
              <AffixField
                label={t('form.quantity')}
                inputMode={weighed ? 'decimal' : 'numeric'}
                placeholder="0"
                {...(weighed ? { suffix: unitName } : {})}
                value={draft.quantity}
                onChange={(e) => onChange({ quantity: sanitizeQuantity(e.target.value, draft.unit) })}
                required={mark('quantity')}
                hint={fieldHint?.('quantity')}
              />
            )}
            <AffixField
              label={t('form.lowStock')}
              inputMode={weighed ? 'decimal' : 'numeric'}
              placeholder="5"
              value={draft.lowStock}
              onChange={(e) =>
                onChange({ lowStock: sanitizeQuantity(e.target.value, draft.unit).slice(0, 11) })
              }
              hint={t('form.lowStockHint')}
            />
            {!hasVariants && !draft.openPrice && (
              <AffixField
                label={t('form.discount')}
                suffix="%"
                inputMode="decimal"
                placeholder="0"
                value={draft.discount}
                onChange={(e) => {
                  const next = sanitizeDecimal(e.target.value);
                  onChange({ discount: parseDecimal(next) > 100 ? '100' : next });
                }}
                hint={
                  discount > 0 && price > 0
                    ? t('form.sellingPrice', { price: formatPrice(discountedPrice(price, discount), 'HK$') })
                    : undefined
                }
              />
            )}
          </div>

          <VariantsEditor draft={draft} onChange={onChange} stockHint={fieldHint?.('quantity')} />

          <div className="flex min-h-11 items-start gap-3 rounded-xl bg-gray-50 px-3 py-2.5">
            <input
              id={`${formId}-open-price`}
              type="checkbox"
              checked={draft.openPrice}
              onChange={(e) => onChange({ openPrice: e.target.checked })}
              aria-describedby={`${formId}-open-price-hint`}
              className="mt-0.5 size-5 shrink-0 accent-brand"
            />
            <div className="flex flex-col">
              <label htmlFor={`${formId}-open-price`} className="text-sm font-medium text-gray-900">
                {t('form.openPrice')}
              </label>
              <p id={`${formId}-open-price-hint`} className="text-xs text-gray-600">
                {t('form.openPriceHint')}
              </p>
            </div>
          </div>

          {/* size and colour are variants (issue 52): the old clothing size shows only on a product that has one, to clear it */}
          {draft.size !== null && (
            <SizeControl
              label={t('form.size')}
              value={draft.size}
              onChange={(size) => onChange({ size })}
              noneLabel={t('form.sizeNone')}
            />
          )}

          <section aria-labelledby={`${formId}-categories`}>
            <div className="mb-2 flex items-center justify-between gap-2">
              <h2 id={`${formId}-categories`} className="text-sm font-medium text-gray-800">
                {t('form.categories')}
              </h2>
              {fieldHint?.('category')}
              <Button
                size="sm"
                variant="secondary"
                onClick={() => setCategoriesOpen(true)}
                className="min-h-11"
              >
                <Tag aria-hidden="true" className="size-4" />
                {t('form.addCategory')}
              </Button>
            </div>
            {draft.category.length === 0 ? (
              <p className="text-sm text-gray-500">{t('form.noCategories')}</p>
            ) : (
              <ul className="flex flex-wrap gap-2">
                {draft.category.map((name) => (
                  <li key={name}>
                    <CategoryChip
                      name={name}
                      onRemove={() => onChange({ category: draft.category.filter((c) => c !== name) })}
                    />
                  </li>
                ))}
              </ul>
            )}
          </section>

          {!hasVariants && (
            <div className="flex items-end gap-2">
              <TextField
                wrapperClassName="min-w-0 flex-1"
                label={t('form.barcode')}
                value={draft.barcode}
                onChange={(e) => onChange({ barcode: e.target.value.trim() })}
                onKeyDown={keepEnterInField}
                placeholder={t('form.barcodePlaceholder')}
                inputMode="text"
                autoComplete="off"
                maxLength={64}
                error={barcodeValid ? undefined : t('form.barcodeInvalid')}
                hint={fieldHint?.('barcode')}
              />
              <Button
                variant="secondary"
                onClick={() => setScannerOpen(true)}
                aria-label={t('form.scanBarcode')}
                title={t('form.scanBarcode')}
                className={`w-11 shrink-0 px-0! ${barcodeValid ? '' : 'mb-7'}`}
              >
                <ScanBarcode aria-hidden="true" className="size-5" />
              </Button>
            </div>
          )}

          {onDelete && (
            <Button variant="ghost" className="mt-2 text-red-700!" loading={deleting} onClick={onDelete}>
              <Trash2 aria-hidden="true" className="size-5" />
              {t('actions.deleteProduct')}
            </Button>
          )}
        </form>
        {wide && (
          <aside className="hidden lg:sticky lg:top-20 lg:col-start-2 lg:row-start-1 lg:block">
            <ProductPreview draft={draft} />
          </aside>
        )}
      </main>

      <div className="fixed inset-x-0 bottom-0 z-30 mx-auto max-w-[480px] border-t border-gray-100 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur lg:sticky lg:max-w-none lg:px-8">
        <div className="grid grid-cols-[auto_1fr] gap-3">
          <Button variant="secondary" onClick={onDiscard} disabled={saving}>
            {t('actions.discard')}
          </Button>
          <Button
            type="submit"
            form={formId}
            disabled={!canSave || uploading}
            loading={saving}
            aria-describedby={canSave ? undefined : hintId}
          >
            {t('actions.save')}
          </Button>
        </div>
        {!canSave && (
          <p id={hintId} className="mt-2 text-center text-xs text-gray-500">
            {saveHint}
          </p>
        )}
      </div>

      <AddPhotoMenu
        open={photoMenuOpen}
        onOpenChange={setPhotoMenuOpen}
        onFiles={(files) => void addFiles(files)}
      />
      <CategorySheet
        open={categoriesOpen}
        onOpenChange={setCategoriesOpen}
        value={draft.category}
        onChange={(category) => onChange({ category })}
        suggestions={categories.data ?? []}
        max={CATEGORIES_MAX}
      />
      {scannerOpen && (
        <Suspense fallback={null}>
          <BarcodeScanner
            open
            onClose={() => setScannerOpen(false)}
            onDetected={(code) => {
              onChange({ barcode: code });
              toast.show(t('scan.detected', { code }), { tone: 'success', durationMs: 2000 });
            }}
          />
        </Suspense>
      )}
    </>
  );
}
