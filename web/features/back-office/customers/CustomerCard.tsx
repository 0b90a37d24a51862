import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import type { Customer } from '../../../../contract/customers';
import { useTranslation } from '../../../i18n/use-translation';
import { formatPrice } from '../../../shared/Price';
import { visitDate } from './customer-facts';

/** One customer in the list: name, phone, visits, spent, last visit, tags; taps open her page. */
export function CustomerCard({ customer }: { customer: Customer }) {
  const { t } = useTranslation('customers');
  return (
    <Link
      to={`/customer?id=${encodeURIComponent(customer.customer_id)}`}
      className="flex flex-col gap-1 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm hover:border-gray-300 focus-visible:outline-2 focus-visible:outline-brand"
      data-testid="customer-card"
    >
      <span className="flex items-center gap-2">
        <span className="min-w-0 flex-1 truncate text-[15px] font-semibold text-gray-900">
          {customer.name || customer.phone || t('noName')}
        </span>
        {customer.follows && (
          <span className="flex shrink-0 items-center gap-1 rounded-full bg-pink-50 px-2 py-0.5 text-xs text-brand-dark">
            <Heart aria-hidden="true" className="size-3" />
            {t('follows')}
          </span>
        )}
      </span>
      {customer.name !== '' && customer.phone !== '' && (
        <span className="text-sm text-gray-600 tabular-nums">{customer.phone}</span>
      )}
      <span className="text-sm text-gray-600">
        {t('figures', {
          count: customer.visits,
          spent: formatPrice(customer.spent),
          last: visitDate(customer.last_visit),
        })}
      </span>
      {/* her stamps at a stamp-card shop (docs/decisions/0289-stamp-cards.md) */}
      {(customer.stamps ?? 0) > 0 && (
        <span className="text-sm text-gray-600" data-testid="customer-stamps">
          {t('stamps', { count: customer.stamps })}
        </span>
      )}
      {customer.tags.length > 0 && (
        <span className="flex flex-wrap gap-1">
          {customer.tags.map((tag) => (
            <span key={tag} className="rounded-full bg-gray-100 px-2 py-0.5 text-xs text-gray-700">
              {tag}
            </span>
          ))}
        </span>
      )}
    </Link>
  );
}
