import { Image as ImageIcon, Share2, ShoppingCart, Store } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { firstPhotoTiming, imageSrcSet, imageUrl, PHOTO_SIZES } from '../../../../contract/media';
import { fromCents, toCents } from '../../../../contract/money';
import type { Product } from '../../../../contract/products';
import { fromThousandths, isWeightUnit, timesQuantity, toThousandths } from '../../../../contract/units';
import { useTranslation } from '../../../i18n/use-translation';
import { ApiError } from '../../../lib/api';
import { useLiveStock } from '../../../lib/live-stock';
import { isNoConnection } from '../../../lib/route-cache/offline-copies';
import { useOfflineAsOf } from '../../../lib/route-cache/offline-query';
import { useSession } from '../../../lib/session';
import { DeliveryNote } from '../../../shared/delivery/DeliveryNote';
import { MessageLink } from '../../../shared/MessageLink';
import { OfflineMark } from '../../../shared/OfflineMark';
import { discountedPrice, formatPrice } from '../../../shared/Price';
import { ProductImage } from '../../../shared/ProductImage';
import { shareOrCopy, shareUrl } from '../../../shared/share-link';
import { shopPath } from '../../../shared/shop-link';
import { perUnit, unitLabel } from '../../../shared/units/amount';
import { type SellableProduct, variantAsProduct } from '../../../shared/variants/variant-product';
import { BackButton } from '../../../ui/BackButton';
import { Button } from '../../../ui/Button';
import { Skeleton, SkeletonText } from '../../../ui/Skeleton';
import { useToast } from '../../../ui/toast';
import { productCopyName, StockBadge, useProduct } from '../../back-office/products';
import { QuantityStepper, useCart, useUpdateCart } from '../cart';
import { RatingLine, ReviewsSection } from '../reviews';
import { WishlistButton } from '../wishlist';
import { marketImageHref, parseItemParam } from './product-param';
import { RestockButton } from './RestockButton';
import { ShareCardSheet } from './ShareCardSheet';
import { useAddToCartFeedback } from './useAddToCartFeedback';
import { VariantChips } from './VariantChips';

const FLOATING_BUTTON =
  'pointer-events-auto flex size-11 items-center justify-center rounded-full bg-white/90 text-gray-900 shadow-md backdrop-blur focus-visible:outline-2 focus-visible:outline-brand';

/** `/market-product?item=<JSON product>` or `?id=`: photos, price, stock, stepper, Add to cart (docs/product.md §2, §5). */
export default function MarketProductPage() {
  const { t, i18n } = useTranslation('market');
  const { t: tc } = useTranslation('cart');
  const { t: tp } = useTranslation('products');
  const { t: tm } = useTranslation('messages');
  const { t: tco } = useTranslation('common');
  const session = useSession();
  const toast = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const fromItem = parseItemParam(params.get('item'));
  const id = fromItem?._id ?? params.get('id');
  const query = useProduct(id, { keepOffline: true });
  // offline, the phone's copy with its time (decision 0269)
  const asOf = useOfflineAsOf(id ? productCopyName(id) : null);
  // its stock follows the live stream while open (docs/decisions/0268-live-stock-and-first-screen-updates.md)
  const product: Product | null = useLiveStock(query.data ?? fromItem);
  // a product with variants sells the one chosen: the first in stock until the shopper picks (decision 0236), and
  // the page's price, stock and sold-out state are that one's, as Shopify's product page does: a variant is always
  // chosen here, so "from $88" is for the market's tiles only (docs/decisions/0266-every-figure-agrees.md)
  const [variantId, setVariantId] = useState<string | null>(null);
  const variants = product?.variants ?? [];
  const chosen =
    variants.find((v) => v._id === variantId) ?? variants.find((v) => v.quantity > 0) ?? variants[0];
  const sellable: SellableProduct | null = product && chosen ? variantAsProduct(product, chosen) : product;
  const cart = useCart();
  const inCart = (cart.data?.lines ?? []).find((l) => l.product_id === sellable?._id);
  // a weighed product is sold in the seller's steps (decision 0233): the stepper starts at one step, or at the
  // cart's quantity. Derived on the first render, not set by an effect: a tap in between counted from 1 (two
  // quick taps on 0.25 catty gave 1.5 catty; the surface matrix, e2e/surface-matrix.spec.ts, caught it)
  const step = product && isWeightUnit(product.unit) ? product.step : 1;
  const [picked, setQuantity] = useState<number | null>(null);
  const quantity = picked ?? inCart?.quantity ?? step;
  const adder = useAddToCartFeedback();
  const updateCart = useUpdateCart();
  const addButton = useRef<HTMLButtonElement>(null);
  const gallery = useRef<HTMLUListElement>(null);
  const [slide, setSlide] = useState(0);
  const [cardOpen, setCardOpen] = useState(false);

  function goBack() {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    void (idx > 0 ? navigate(-1) : navigate('/market', { replace: true }));
  }

  /** the share sheet (or the link copied) with this product's link, previewed in the shopper's language */
  async function share(shared: Product) {
    const outcome = await shareOrCopy({
      title: shared.name,
      url: shareUrl(`/market-product?id=${encodeURIComponent(shared._id)}`, i18n.language),
    });
    if (outcome === 'copied' || outcome === 'failed')
      toast.show(outcome === 'copied' ? t('linkCopied') : t('copyFailed'), {
        tone: outcome === 'copied' ? 'success' : 'danger',
      });
  }

  // docs/product.md §8: not found → "Product information not found", load failure → "Failed to load product details"; both go back.
  const failed = !id || (query.isError && !fromItem);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per failure
  useEffect(() => {
    if (!failed) return;
    const notFound = !id || (query.error instanceof ApiError && query.error.status === 404);
    // offline and never opened on this phone: say so, never "failed" (decision 0269)
    const offline = isNoConnection(query.error);
    toast.show(notFound ? t('notFound') : offline ? tco('offlineNotKept') : t('loadFailed'), {
      tone: offline ? 'warning' : 'danger',
    });
    goBack();
  }, [failed]);

  // Already in the cart: the stepper starts at the cart's quantity (once per product).
  const seeded = useRef<string | null>(null);
  useEffect(() => {
    if (inCart && seeded.current !== inCart.product_id) {
      seeded.current = inCart.product_id;
      setQuantity(inCart.quantity);
    }
  }, [inCart]);

  const stock = sellable?.quantity ?? 0;
  useEffect(() => {
    // the most whole steps the stock holds
    const most = Math.floor(toThousandths(stock) / toThousandths(step)) * step;
    if (stock > 0 && quantity > stock) setQuantity(fromThousandths(toThousandths(most)));
  }, [stock, quantity, step]);

  function onAdd() {
    if (!sellable) return;
    if (inCart) {
      if (inCart.quantity === quantity) {
        toast.show(tc('alreadyInCart'), { tone: 'warning' });
        return;
      }
      updateCart.mutate(
        { product_id: sellable._id, quantity },
        {
          onSuccess: () => toast.show(tc('quantityUpdated'), { tone: 'success' }),
          onError: (err) => toast.show(err.message, { tone: 'danger' }),
        },
      );
      return;
    }
    adder.add(sellable, quantity, addButton.current);
  }

  function onGalleryScroll() {
    const el = gallery.current;
    if (!el) return;
    setSlide(Math.round(el.scrollLeft / Math.max(1, el.clientWidth)));
  }

  const soldOut = product !== null && stock <= 0;
  // its price is set at the stall: shown, not sold online (docs/decisions/0231-open-price.md)
  const atStall = product?.open_price === true;
  const images = product?.imagePaths ?? [];
  const unit = sellable ? discountedPrice(sellable.price, sellable.discount) : 0;

  return (
    <>
      <header className="pointer-events-none fixed inset-x-0 top-0 z-30 mx-auto flex max-w-[480px] justify-between p-2 pt-[max(0.5rem,env(safe-area-inset-top))]">
        <BackButton onClick={goBack} look="floating" />
        <div className="flex gap-2">
          {product && !product.removed && (
            <WishlistButton productId={product._id} name={product.name} className={FLOATING_BUTTON} />
          )}
          {product && !product.removed && (
            <button
              type="button"
              onClick={() => void share(product)}
              aria-label={t('share')}
              className={FLOATING_BUTTON}
            >
              <Share2 aria-hidden="true" className="size-5" />
            </button>
          )}
          <Link
            to="/shoping"
            aria-label={t('openCart', { count: cart.data?.lines.length ?? 0 })}
            data-nav="shoping"
            className={`relative ${FLOATING_BUTTON}`}
          >
            <ShoppingCart aria-hidden="true" className="size-5.5" />
            {(cart.data?.lines.length ?? 0) > 0 && (
              <span
                aria-hidden="true"
                className="absolute -top-0.5 -right-0.5 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-brand-dark px-1 text-[11px] font-bold text-white"
              >
                {cart.data?.lines.length}
              </span>
            )}
          </Link>
        </div>
      </header>

      {!product ? (
        <div role="status" aria-busy="true" aria-label={t('loadingProduct')}>
          <Skeleton className="aspect-square w-full rounded-none" />
          <div className="flex flex-col gap-3 p-4">
            <Skeleton className="h-6 w-3/4" />
            <Skeleton className="h-5 w-1/3" />
            <SkeletonText lines={4} />
          </div>
        </div>
      ) : (
        <main className="pb-28">
          <h1 className="sr-only">{product.name}</h1>
          <div className="relative bg-gray-100">
            {images.length === 0 ? (
              <ProductImage path={null} sizes="480px" className="aspect-square w-full" />
            ) : (
              <ul
                ref={gallery}
                onScroll={onGalleryScroll}
                aria-label={t('photos')}
                className="flex aspect-square w-full snap-x snap-mandatory overflow-x-auto [scrollbar-width:none]"
              >
                {images.map((path, i) => (
                  <li key={path} className="w-full shrink-0 snap-center">
                    <Link
                      to={marketImageHref(product, i)}
                      aria-label={t('openPhoto', { n: i + 1, total: images.length })}
                      className="block size-full"
                    >
                      <img
                        src={imageUrl(path, 640)}
                        srcSet={imageSrcSet(path)}
                        sizes={PHOTO_SIZES.productPage}
                        alt=""
                        loading={i === 0 ? 'eager' : 'lazy'}
                        fetchPriority={i === 0 ? 'high' : 'auto'}
                        {...firstPhotoTiming(i === 0)}
                        className="size-full object-cover"
                      />
                    </Link>
                  </li>
                ))}
              </ul>
            )}
            {images.length > 1 && (
              <span className="absolute right-3 bottom-3 rounded-full bg-gray-900/70 px-2.5 py-0.5 text-xs font-medium text-white tabular-nums">
                {slide + 1} / {images.length}
              </span>
            )}
          </div>
          <OfflineMark asOf={asOf} />

          <div className="flex flex-col gap-3 px-4 pt-4">
            {atStall ? (
              <p className="text-xl font-bold text-gray-900">{tp('price.atStall')}</p>
            ) : (
              <div className="flex flex-wrap items-baseline gap-x-2" data-testid="product-price">
                <span className="text-2xl font-bold whitespace-nowrap tabular-nums text-brand-dark">
                  {sellable!.discount > 0 && <span className="sr-only">{`${t('priceNow')} `}</span>}
                  {formatPrice(unit)}
                  <span className="text-base font-medium text-gray-600">
                    {perUnit(product.unit, i18n.language)}
                  </span>
                </span>
                {sellable!.discount > 0 && (
                  <>
                    <del className="text-base text-gray-500 tabular-nums">
                      <span className="sr-only">{`${t('priceWas')} `}</span>
                      {formatPrice(sellable!.price)}
                    </del>
                    <span className="rounded-full bg-pink-50 px-2 py-0.5 text-xs font-bold text-brand-dark">
                      {t('discountBadge', { discount: sellable!.discount })}
                    </span>
                  </>
                )}
              </div>
            )}
            <p className="text-lg leading-snug font-semibold text-gray-900" aria-hidden="true">
              {product.name}
            </p>
            {product.rating && (
              <a href="#reviews" className="w-fit">
                <RatingLine rating={product.rating} className="text-sm" />
              </a>
            )}
            {product.seller_name && (
              <Link
                to={shopPath(product.seller_id)}
                className="flex min-h-10 w-fit items-center gap-1.5 text-sm text-gray-600 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand"
              >
                <Store aria-hidden="true" className="size-4 text-nav-product" />
                {t('soldBy', { name: product.seller_name })}
              </Link>
            )}
            {!product.removed && <DeliveryNote sellerId={product.seller_id} />}
            {!product.removed && session?.user_id !== product.seller_id && (
              <MessageLink about={{ kind: 'product', id: product._id }} label={tm('ask')} />
            )}
            {product.removed ? (
              <p className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-700">{t('removed')}</p>
            ) : (
              <>
                <button
                  type="button"
                  onClick={() => setCardOpen(true)}
                  className="flex min-h-10 w-fit items-center gap-1.5 text-sm font-medium text-brand-dark focus-visible:outline-2 focus-visible:outline-brand"
                >
                  <ImageIcon aria-hidden="true" className="size-4" />
                  {t('card.open')}
                </button>
                <ShareCardSheet
                  open={cardOpen}
                  onOpenChange={setCardOpen}
                  productId={product._id}
                  name={product.name}
                />
              </>
            )}
            {variants.length > 0 && chosen && (
              <VariantChips variants={variants} chosen={chosen._id} onChoose={setVariantId} />
            )}
            <div className="flex items-center justify-between gap-3 rounded-2xl bg-gray-50 px-3.5 py-2.5">
              <div className="flex flex-col gap-0.5">
                <span className="text-sm font-medium text-gray-900">{t('quantity')}</span>
                <StockBadge quantity={stock} unit={product.unit} />
              </div>
              {!soldOut && !atStall && (
                <QuantityStepper
                  value={quantity}
                  step={step}
                  {...(isWeightUnit(product.unit)
                    ? { unitText: unitLabel(product.unit, i18n.language) }
                    : {})}
                  max={stock}
                  onChange={setQuantity}
                  onRefuse={(m) => toast.show(m, { tone: 'warning' })}
                  label={tc('quantityOf', { name: product.name })}
                />
              )}
            </div>
            {soldOut && !atStall && !product.removed && (
              <RestockButton
                productId={product._id}
                variantId={variants.length > 0 && chosen ? chosen._id : null}
              />
            )}
            {inCart && (
              <p className="text-sm text-emerald-700">{t('inCartNote', { count: inCart.quantity })}</p>
            )}
            {product.description && (
              <section aria-labelledby="desc-heading" className="pt-1">
                <h2 id="desc-heading" className="mb-1 text-sm font-semibold text-gray-900">
                  {t('description')}
                </h2>
                <p className="text-[15px] leading-relaxed whitespace-pre-line text-gray-700">
                  {product.description}
                </p>
              </section>
            )}
            {product.category.length > 0 && (
              <ul aria-label={t('categories')} className="flex flex-wrap gap-1.5">
                {product.category.map((c) => (
                  <li key={c} className="rounded-full bg-gray-100 px-2.5 py-1 text-xs text-gray-700">
                    {c}
                  </li>
                ))}
              </ul>
            )}
            <div className="border-t border-gray-100 pt-4">
              <ReviewsSection subject={{ productId: product._id }} />
            </div>
          </div>

          <div className="fixed inset-x-0 bottom-0 z-30 mx-auto flex max-w-[480px] items-center gap-3 border-t border-gray-200 bg-white/95 px-4 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur">
            <div className="min-w-0 flex-1">
              {atStall ? (
                <p className="text-sm text-gray-700">{t('atStallHint')}</p>
              ) : (
                <>
                  <p className="text-xs text-gray-500">{t('subtotal')}</p>
                  <p className="text-lg font-bold tabular-nums text-gray-900">
                    {formatPrice(fromCents(timesQuantity(toCents(unit), quantity)))}
                  </p>
                </>
              )}
            </div>
            <Button
              ref={addButton}
              size="lg"
              onClick={onAdd}
              disabled={soldOut || atStall || product.removed || adder.pending || updateCart.isPending}
              loading={adder.pending || updateCart.isPending}
              className="min-w-44"
            >
              {atStall
                ? tp('price.atStall')
                : soldOut
                  ? t('soldOut')
                  : inCart && inCart.quantity !== quantity
                    ? t('updateCart')
                    : t('addToCart')}
            </Button>
          </div>
        </main>
      )}
    </>
  );
}
