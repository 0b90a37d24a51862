import { IdCard } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { useSession } from '../../../lib/session';

/**
 * On a shop's page, for a signed-in shopper: her member card at this shop (docs/decisions/0282-customers.md). A
 * visitor's first screen of /shop fetches no text for it (web/app/first-screens.ts).
 */
export function MemberCardLink({ sellerId }: { sellerId: string }) {
  const session = useSession();
  if (!session || session.user_id === sellerId) return null;
  return <CardLink sellerId={sellerId} />;
}

function CardLink({ sellerId }: { sellerId: string }) {
  const { t } = useTranslation('loyalty');
  return (
    <Link
      to={`/member-card?seller=${encodeURIComponent(sellerId)}`}
      className="flex min-h-10 items-center gap-1.5 rounded-full bg-gray-100 px-3 text-sm font-semibold text-gray-900"
    >
      <IdCard aria-hidden="true" className="size-4" />
      {t('card.link')}
    </Link>
  );
}
