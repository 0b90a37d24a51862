import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { useLoginHrefHere } from '../../../lib/login-href';
import { useSession } from '../../../lib/session';
import { useToast } from '../../../ui/toast';
import { useToggleWishlist } from './useToggleWishlist';
import { useWishlistIds } from './useWishlistIds';

/**
 * The heart that saves a product to the wishlist (docs/decisions/0244-wishlist.md); logged out it leads to log in
 * and back. `className` sizes and places it (a product page's floating button, a market card's corner).
 */
export function WishlistButton({
  productId,
  name,
  className,
}: {
  productId: string;
  name: string;
  className: string;
}) {
  const { t } = useTranslation('wishlist');
  const toast = useToast();
  const session = useSession();
  const loginHere = useLoginHrefHere();
  const saved = useWishlistIds();
  const toggle = useToggleWishlist();
  const on = saved.data?.has(productId) ?? false;
  const icon = (
    <Heart
      aria-hidden="true"
      className={`size-5 ${on ? 'text-brand-dark' : ''}`}
      fill={on ? 'currentColor' : 'none'}
    />
  );
  if (!session) {
    return (
      <Link to={loginHere} aria-label={t('saveOf', { name })} className={className}>
        {icon}
      </Link>
    );
  }
  return (
    <button
      type="button"
      aria-pressed={on}
      aria-label={t('saveOf', { name })}
      onClick={() =>
        toggle.mutate(
          { productId, save: !on },
          {
            onSuccess: () => toast.show(on ? t('removed') : t('saved'), { tone: 'success' }),
            onError: (e) => toast.show(e.message, { tone: 'danger' }),
          },
        )
      }
      className={className}
    >
      {icon}
    </button>
  );
}
