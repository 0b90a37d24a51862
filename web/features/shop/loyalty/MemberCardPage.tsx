import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { formatPrice } from '../../../shared/Price';
import { QrCode } from '../../../shared/QrCode';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadFailed } from '../../../ui/LoadFailed';
import { PageHeader } from '../../../ui/PageHeader';
import { Skeleton } from '../../../ui/Skeleton';
import { StampCircles } from './StampCircles';
import { useLoyaltyBalance } from './useLoyaltyBalance';
import { useMemberCard } from './useMemberCard';

/**
 * `/member-card?seller=`: the shopper's member QR at one shop (docs/decisions/0282-customers.md), from the shop's
 * page. She shows it at the stall's till; the shop then knows her sales at the stall and online as one customer.
 */
export default function MemberCardPage() {
  const { t, i18n } = useTranslation('loyalty');
  const [params] = useSearchParams();
  const sellerId = params.get('seller') ?? '';
  const card = useMemberCard(sellerId);
  const balance = useLoyaltyBalance(sellerId);
  return (
    <>
      <PageHeader
        title={card.data ? t('card.titleAt', { shop: card.data.shop_name }) : t('card.title')}
        back
      />
      <main className="flex flex-col items-center gap-4 px-4 pt-6 pb-10 text-center">
        {card.isError && (
          <LoadFailed title={t('card.title')} error={card.error} onRetry={() => void card.refetch()} />
        )}
        {/* a card is per shop: without one in the address (an old link, a bookmark) she is told where to find it */}
        {sellerId === '' && (
          <EmptyState
            title={t('card.noShop')}
            message={t('card.noShopText')}
            action={{ label: t('card.toMarket'), to: '/market' }}
          />
        )}
        {sellerId !== '' && card.isPending && <Skeleton className="size-64 rounded-2xl" />}
        {card.data && (
          <>
            <div
              className="rounded-3xl border border-gray-200 bg-white p-4 shadow-sm"
              data-testid="member-qr"
            >
              <QrCode
                data={card.data.qr}
                size={256}
                alt={t('card.qrAlt', { shop: card.data.shop_name })}
                pending={t('card.drawing')}
                failed={t('card.failed')}
              />
            </div>
            <p className="max-w-sm text-[15px] text-gray-700">
              {t('card.show', { shop: card.data.shop_name })}
            </p>
            {/* her points at this shop, when it gives points (docs/decisions/0283-loyalty.md) */}
            {balance.data?.settings.kind === 'points' && (
              <p className="text-lg font-semibold text-gray-900" data-testid="member-points">
                {t('card.points', {
                  points: balance.data.points.toLocaleString(i18n.language),
                  value: formatPrice(balance.data.value),
                })}
              </p>
            )}
            {/* her stamps at this shop, when it runs a stamp card (docs/decisions/0289-stamp-cards.md) */}
            {balance.data?.settings.kind === 'stamps' && (
              <StampCircles stamps={balance.data.stamps} size={balance.data.settings.stamps} />
            )}
          </>
        )}
      </main>
    </>
  );
}
