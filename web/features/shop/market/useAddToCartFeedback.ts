import type { Product } from '../../../../contract/products';
import { useTranslation } from '../../../i18n/use-translation';
import { useToast } from '../../../ui/toast';
import { AlreadyInCartError, flyToCart, useAddToCart } from '../cart';

/** Add to cart with the spec's toasts and the flying ball (docs/product.md §4, §8, §9). */
export function useAddToCartFeedback() {
  const { t } = useTranslation('cart');
  const toast = useToast();
  const add = useAddToCart();
  return {
    pending: add.isPending,
    add(product: Product, quantity: number, from: Element | null, onDone?: () => void) {
      add.mutate(
        { product, quantity },
        {
          onSuccess: () => {
            flyToCart(from);
            toast.show(t('added'), { tone: 'success' });
            onDone?.();
          },
          onError: (err) => {
            const already = err instanceof AlreadyInCartError || (err as { status?: number }).status === 409;
            toast.show(already && err instanceof AlreadyInCartError ? t('alreadyInCart') : err.message, {
              tone: already ? 'warning' : 'danger',
            });
          },
        },
      );
    },
  };
}
