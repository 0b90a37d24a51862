import { PHOTO_SIZES } from '../../../../contract/media';
import { useTranslation } from '../../../i18n/use-translation';
import { ProductImage } from '../../../shared/ProductImage';
import { ProductPrice } from '../../../shared/ProductPrice';
import { formatAmount } from '../../../shared/units/amount';
import { type ProductDraft, parseDecimal } from './draft';

/**
 * The product as a shopper will see it, drawn from the form as the seller types (docs/decisions/0273-laptop-back-office.md):
 * the market's tile (photo, discount, name, kinds, price per unit) and the top of its page (description,
 * stock). Beside the form on a laptop only; nothing is saved until Save.
 */
export function ProductPreview({ draft }: { draft: ProductDraft }) {
  const { t, i18n } = useTranslation('backOffice');
  const variants = draft.variants.filter((v) => v.name.trim() !== '');
  const cheapest = variants.length
    ? Math.min(...variants.map((v) => parseDecimal(v.price)))
    : parseDecimal(draft.price);
  const stock = variants.length
    ? variants.reduce((sum, v) => sum + parseDecimal(v.quantity), 0)
    : parseDecimal(draft.quantity);
  const discount = parseDecimal(draft.discount);
  const soldOut = !draft.openPrice && stock <= 0;
  const name = draft.name.trim() || t('preview.noName');
  const product = {
    open_price: draft.openPrice,
    price: cheapest,
    discount,
    unit: draft.unit,
    variants,
  };
  return (
    <section aria-labelledby="product-preview" className="flex flex-col gap-3" data-product-preview="">
      <h2 id="product-preview" className="text-sm font-semibold text-gray-800">
        {t('preview.title')}
      </h2>
      <div className="grid grid-cols-2 gap-3">
        <div className="relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-xs ring-1 ring-gray-200/80">
          <div className="relative aspect-square w-full">
            <ProductImage
              path={draft.images[0]}
              sizes={PHOTO_SIZES.marketCard}
              alt={draft.images[0] ? '' : t('preview.noPhoto')}
              className={`size-full ${soldOut ? 'opacity-50 grayscale' : ''}`}
            />
            {discount > 0 && !soldOut && (
              <span className="absolute top-2 left-2 rounded-full bg-brand-dark px-2 py-0.5 text-xs font-bold text-white">
                −{discount}%
              </span>
            )}
            {soldOut && (
              <span className="absolute inset-x-0 top-1/2 mx-auto w-fit -translate-y-1/2 rounded-full bg-gray-900/80 px-3 py-1 text-xs font-semibold text-white">
                {t('preview.soldOut')}
              </span>
            )}
          </div>
          <div className="flex flex-1 flex-col gap-0.5 p-2.5">
            <p className="line-clamp-2 text-sm leading-snug font-medium text-gray-900">{name}</p>
            {variants.length > 0 && (
              <p className="truncate text-xs text-gray-600">
                {variants.map((v) => v.name.trim()).join(' · ')}
              </p>
            )}
            <div className="mt-auto pt-1">
              <ProductPrice product={product} size="sm" />
            </div>
          </div>
        </div>
        <div className="flex flex-col gap-2 rounded-2xl bg-white p-3 text-sm ring-1 ring-gray-200/80">
          <p className="text-base leading-snug font-semibold text-gray-900">{name}</p>
          <ProductPrice product={product} size="md" />
          {!draft.openPrice && (
            <p className={`text-xs font-medium ${soldOut ? 'text-red-700' : 'text-gray-600'}`}>
              {soldOut
                ? t('preview.soldOut')
                : t('preview.left', { amount: formatAmount(stock, draft.unit, i18n.language) })}
            </p>
          )}
          <p className="line-clamp-[8] whitespace-pre-line text-gray-700">{draft.description}</p>
        </div>
      </div>
      <p className="text-xs text-gray-500">{t('preview.hint')}</p>
    </section>
  );
}
