import { useTranslation } from 'react-i18next';
import { FollowButton, usePublicProfile } from '../../social/profile';

/**
 * What the accounts work adds to a shop's header (docs/decisions/0092-shop-page.md, 0055, 0059): the
 * follow button, then on a line of its own the seller's bio and follower count from `/user/info/public`.
 * The picture is shown by ShopPage from the same (shared, cached) query.
 */
export function ShopProfileExtra({ sellerId, name }: { sellerId: string; name: string }) {
  const { t } = useTranslation('shops');
  const profile = usePublicProfile(sellerId);
  const p = profile.data;
  return (
    <>
      <FollowButton userId={sellerId} name={name} following={p?.is_following} />
      {p && (
        <div className="basis-full text-sm text-gray-700" data-testid="shop-profile">
          {p.bio && <p className="break-words whitespace-pre-line">{p.bio}</p>}
          <p className="mt-1 font-medium text-gray-900">{t('followers', { count: p.followers })}</p>
        </div>
      )}
    </>
  );
}
