import { useTranslation } from '../../../i18n/use-translation';

/** a shop's store-pickup place as checkout offers it (the signed-in and the guest checkout read it differently) */
interface PickupPlace {
  _id: string;
  name: string;
  address: string;
  hours?: string | null;
}

interface ChoiceProps {
  /** the radio group's name, unique on the page (one group per shop) */
  name: string;
  /** the pickup place chosen, or null for delivery */
  choice: string | null;
  options: readonly PickupPlace[];
  onChoose(pickupId: string | null): void;
}

/**
 * How one shop's goods come to the buyer at checkout: delivery, or store pickup (its first place until she picks
 * another); pickup is greyed out when the shop has no place.
 */
export function DeliveryOrPickupRadios({ name, choice, options, onChoose }: ChoiceProps) {
  const { t } = useTranslation('cart');
  return (
    <div className="grid grid-cols-2 gap-2">
      <label
        className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border px-3 text-sm ${!choice ? 'border-nav-product bg-cyan-50/60 font-semibold' : 'border-gray-200'}`}
      >
        <input
          type="radio"
          name={name}
          checked={!choice}
          onChange={() => onChoose(null)}
          className="size-4 accent-cyan-700"
        />
        {t('delivery')}
      </label>
      <label
        className={`flex min-h-11 items-center gap-2 rounded-xl border px-3 text-sm ${
          options.length === 0
            ? 'cursor-not-allowed border-gray-100 text-gray-400'
            : `cursor-pointer ${choice ? 'border-nav-product bg-cyan-50/60 font-semibold' : 'border-gray-200'}`
        }`}
      >
        <input
          type="radio"
          name={name}
          checked={Boolean(choice)}
          disabled={options.length === 0}
          onChange={() => onChoose(options[0]?._id ?? null)}
          className="size-4 accent-cyan-700"
        />
        {t('pickup')}
      </label>
    </div>
  );
}

/** The shop's pickup places to choose from, once pickup is chosen. */
export function PickupPlaceRadios({ name, choice, options, onChoose }: ChoiceProps) {
  return (
    <ul className="mt-2 flex flex-col gap-1.5">
      {options.map((p) => (
        <li key={p._id}>
          <label
            className={`flex cursor-pointer items-start gap-2.5 rounded-xl border p-2.5 text-sm ${choice === p._id ? 'border-nav-product bg-cyan-50/40' : 'border-gray-200'}`}
          >
            <input
              type="radio"
              name={name}
              checked={choice === p._id}
              onChange={() => onChoose(p._id)}
              className="mt-0.5 size-4 shrink-0 accent-cyan-700"
            />
            <span className="min-w-0">
              <span className="block font-semibold text-gray-900">{p.name}</span>
              <span className="block text-gray-700">{p.address}</span>
              {p.hours && <span className="block text-xs text-gray-500">{p.hours}</span>}
            </span>
          </label>
        </li>
      ))}
    </ul>
  );
}
