import { Layers, Plus, X } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { VARIANT_NAME_MAX, VARIANTS_MAX } from '../../../../contract/products';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../ui/Button';
import { IconButton } from '../../../ui/IconButton';
import { TextField } from '../../../ui/TextField';
import { keepEnterInField } from '../../sell/scanner';
import {
  type DraftPatch,
  EMPTY_VARIANT,
  type ProductDraft,
  sanitizeDecimal,
  sanitizeQuantity,
  type VariantDraft,
} from './draft';
import { AffixField } from './fields';

/**
 * The product's variants on its form (docs/decisions/0236-variants.md): "150 g" and "500 g", S / M / L, each a card
 * with its own name, price, cost, stock and barcode. With variants the product's own price and stock fields go:
 * they are the variants'.
 */
export function VariantsEditor({
  draft,
  onChange,
  stockHint,
}: {
  draft: ProductDraft;
  onChange(patch: DraftPatch): void;
  /** the stock field's hint (the edit page's link to the stock screen): with variants it shows here */
  stockHint?: ReactNode;
}) {
  const { t } = useTranslation('products');
  const headingId = useId();
  const change = (index: number, patch: Partial<VariantDraft>) =>
    onChange((d) => ({ variants: d.variants.map((v, i) => (i === index ? { ...v, ...patch } : v)) }));

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id={headingId} className="flex items-center gap-1.5 text-sm font-medium text-gray-800">
          <Layers aria-hidden="true" className="size-4" />
          {t('variants.title')}
        </h2>
        <Button
          size="sm"
          variant="secondary"
          className="min-h-11"
          disabled={draft.variants.length >= VARIANTS_MAX}
          onClick={() =>
            onChange((d) => ({
              // the first variant starts from the product's own figures, so nothing typed is lost
              variants: [
                ...d.variants,
                d.variants.length === 0
                  ? {
                      ...EMPTY_VARIANT,
                      price: d.price,
                      cost: d.cost,
                      quantity: d.quantity,
                      barcode: d.barcode,
                    }
                  : { ...EMPTY_VARIANT },
              ],
              ...(d.variants.length === 0 ? { barcode: '' } : {}),
            }))
          }
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('variants.add')}
        </Button>
      </div>
      {draft.variants.length > 0 && stockHint && <p className="text-xs text-gray-500">{stockHint}</p>}
      {draft.variants.length === 0 ? (
        <p className="text-sm text-gray-500">{t('variants.none')}</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {draft.variants.map((v, i) => (
            <li
              // a saved variant keeps its id; a new one its place
              key={v.id ?? `new-${i}`}
              className="flex flex-col gap-3 rounded-xl border border-gray-200 p-3"
            >
              <div className="flex items-end gap-2">
                <TextField
                  wrapperClassName="min-w-0 flex-1"
                  label={t('variants.name', { n: i + 1 })}
                  value={v.name}
                  onChange={(e) => change(i, { name: e.target.value })}
                  placeholder={t('variants.namePlaceholder')}
                  maxLength={VARIANT_NAME_MAX}
                  autoComplete="off"
                  aria-required
                />
                <IconButton
                  icon={X}
                  label={t('variants.remove', { name: v.name || i + 1 })}
                  onClick={() => onChange((d) => ({ variants: d.variants.filter((_, j) => j !== i) }))}
                />
              </div>
              <div className="grid grid-cols-2 gap-3">
                <AffixField
                  label={t('form.price')}
                  prefix="HK$"
                  inputMode="decimal"
                  placeholder="0.00"
                  value={v.price}
                  onChange={(e) => change(i, { price: sanitizeDecimal(e.target.value) })}
                  required
                />
                <AffixField
                  label={t('form.cost')}
                  prefix="HK$"
                  inputMode="decimal"
                  placeholder="0.00"
                  value={v.cost}
                  onChange={(e) => change(i, { cost: sanitizeDecimal(e.target.value) })}
                />
                <AffixField
                  label={t('form.quantity')}
                  inputMode={draft.unit === 'piece' ? 'numeric' : 'decimal'}
                  placeholder="0"
                  value={v.quantity}
                  onChange={(e) => change(i, { quantity: sanitizeQuantity(e.target.value, draft.unit) })}
                  required
                />
                <AffixField
                  label={t('form.lowStock')}
                  inputMode={draft.unit === 'piece' ? 'numeric' : 'decimal'}
                  placeholder={draft.lowStock || '5'}
                  value={v.lowStock}
                  onChange={(e) =>
                    change(i, { lowStock: sanitizeQuantity(e.target.value, draft.unit).slice(0, 11) })
                  }
                />
                <AffixField
                  className="col-span-2"
                  label={t('form.barcode')}
                  inputMode="text"
                  autoComplete="off"
                  maxLength={64}
                  value={v.barcode}
                  onChange={(e) => change(i, { barcode: e.target.value.trim() })}
                  onKeyDown={keepEnterInField}
                />
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
