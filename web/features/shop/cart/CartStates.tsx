import { ShoppingBag } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadFailed } from '../../../ui/LoadFailed';
import type { useCart } from './useCart';

/** The cart's error and empty states, shared by the cart and checkout screens. */
export function CartStates({ cart }: { cart: ReturnType<typeof useCart> }) {
  const { t } = useTranslation('cart');
  if (cart.status === 'error') {
    return <LoadFailed title={t('errorTitle')} error={cart.error} onRetry={cart.refetch} />;
  }
  if (cart.status === 'ready' && (cart.data?.lines.length ?? 0) === 0) {
    return (
      <EmptyState
        icon={<ShoppingBag />}
        title={t('emptyTitle')}
        message={t('empty')}
        action={{ label: t('browse'), to: '/market' }}
      />
    );
  }
  return null;
}
