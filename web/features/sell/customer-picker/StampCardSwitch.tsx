import { useTranslation } from '../../../i18n/use-translation';
import { setTillStamps, stampCardFull, type TillCustomer } from './till-customer';

/**
 * A full stamp card at the till (docs/decisions/0289-stamp-cards.md): the seller turns its free item on for this
 * sale; the save sends `redeem_stamps` and the server picks the item and answers what it takes off.
 */
export function StampCardSwitch({ customer }: { customer: TillCustomer }) {
  const { t } = useTranslation('customers');
  const size = customer.stamps_card ?? 0;
  if (size === 0) return null;
  const on = customer.redeem_stamps === true;
  return (
    // the card's count on a line of its own when the switch does not fit beside it (a phone's sale sheet)
    <div className="flex flex-wrap items-center justify-between gap-x-2 pl-7 text-sm">
      <span className="whitespace-nowrap text-gray-700" data-testid="till-stamps">
        {t('till.stampCard', { stamps: customer.stamps ?? 0, size })}
      </span>
      {stampCardFull(customer) && (
        <button
          type="button"
          role="switch"
          aria-checked={on}
          className="-ml-2 flex min-h-11 items-center gap-2 rounded-full px-2 font-medium text-emerald-700 hover:underline"
          onClick={() => setTillStamps(!on)}
        >
          <span
            aria-hidden="true"
            className={`flex h-5 w-9 items-center rounded-full p-0.5 transition-colors ${on ? 'justify-end bg-emerald-600' : 'bg-gray-300'}`}
          >
            <span className="size-4 rounded-full bg-white shadow" />
          </span>
          {t('till.freeItem')}
        </button>
      )}
    </div>
  );
}
