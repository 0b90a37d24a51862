import { MessageCircle, Phone } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { FollowButton, usePublicProfile } from '../../social/profile';
import { MemberCardLink } from '../loyalty';

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
      {/* her member QR at this shop's till (docs/decisions/0282-customers.md) */}
      <MemberCardLink sellerId={sellerId} />
      {p && (
        <div className="basis-full text-sm text-gray-700" data-testid="shop-profile">
          {p.bio && <p className="break-words whitespace-pre-line">{p.bio}</p>}
          <p className="mt-1 font-medium text-gray-900">{t('followers', { count: p.followers })}</p>
          {p.whatsapp && (
            // the shop's own number: WhatsApp, where Hong Kong shoppers already talk, and a call (decision 0246)
            <p className="mt-2 flex flex-wrap gap-2">
              <a
                href={`https://wa.me/${p.whatsapp}`}
                target="_blank"
                rel="noreferrer"
                className="flex min-h-10 items-center gap-1.5 rounded-full bg-emerald-700 px-3 text-sm font-semibold text-white"
              >
                <MessageCircle aria-hidden="true" className="size-4" />
                {t('whatsapp')}
              </a>
              <a
                href={`tel:+${p.whatsapp}`}
                className="flex min-h-10 items-center gap-1.5 rounded-full bg-gray-100 px-3 text-sm font-semibold text-gray-900"
              >
                <Phone aria-hidden="true" className="size-4" />
                {t('call', { number: `+${p.whatsapp}` })}
              </a>
            </p>
          )}
        </div>
      )}
    </>
  );
}
