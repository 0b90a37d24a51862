import { useId, useRef } from 'react';
import type { Product, Variant } from '../../../contract/products';
import { useTranslation } from '../../i18n/use-translation';
import { Button } from '../../ui/Button';
import { DIALOG_CLASSES, useModalDialog } from '../../ui/ConfirmDialog';
import { formatPrice } from '../Price';

/**
 * Asks which variant of a product is sold (150 g or 500 g) when its tile or quick key is tapped at the till,
 * online or offline: each variant a large button with its price and stock, sold-out ones disabled
 * (docs/decisions/0236-variants.md).
 */
export function VariantDialog({
  product,
  onCancel,
  onChoose,
}: {
  /** the product asked about; null: closed */
  product: Product | null;
  onCancel(): void;
  onChoose(variant: Variant): void;
}) {
  return product === null ? null : (
    <OpenVariantDialog product={product} onCancel={onCancel} onChoose={onChoose} />
  );
}

function OpenVariantDialog({
  product,
  onCancel,
  onChoose,
}: {
  product: Product;
  onCancel(): void;
  onChoose(variant: Variant): void;
}) {
  const { t } = useTranslation('pos');
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const firstRef = useRef<HTMLButtonElement>(null);
  useModalDialog(dialogRef, firstRef, onCancel);
  const firstInStock = product.variants.findIndex((v) => v.quantity > 0);
  return (
    <dialog ref={dialogRef} aria-labelledby={titleId} className={`${DIALOG_CLASSES} max-w-sm`}>
      <div className="flex flex-col gap-4 p-5">
        <h2 id={titleId} className="text-lg font-semibold">
          {t('variant.title', { name: product.name })}
        </h2>
        <ul className="flex flex-col gap-2">
          {product.variants.map((v, i) => (
            <li key={v._id}>
              <button
                ref={i === firstInStock ? firstRef : undefined}
                type="button"
                disabled={v.quantity <= 0}
                onClick={() => onChoose(v)}
                className="flex min-h-14 w-full items-center justify-between gap-3 rounded-xl border border-gray-300 px-4 py-2 text-left hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand disabled:opacity-50"
              >
                <span className="font-medium text-gray-900">{v.name}</span>
                <span className="flex flex-col items-end text-sm">
                  <span className="font-semibold tabular-nums text-gray-900">
                    {formatPrice(v.discounted_price)}
                  </span>
                  <span className="text-gray-700">
                    {v.quantity > 0 ? t('variant.stock', { count: v.quantity }) : t('variant.soldOut')}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
        <Button variant="secondary" onClick={onCancel}>
          {t('openPrice.cancel')}
        </Button>
      </div>
    </dialog>
  );
}
