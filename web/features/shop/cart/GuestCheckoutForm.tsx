import { Store } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { areaOfAddress, type HkArea } from '../../../../contract/delivery-fees';
import { type HkDistrict, REGION_OF_DISTRICT } from '../../../../contract/hk-districts';
import { useTranslation } from '../../../i18n/use-translation';
import { newIdempotencyKey } from '../../../lib/idempotency';
import { DistrictSelect } from '../../../shared/DistrictSelect';
import { DeliveryQuoteLine, quoteOf } from '../../../shared/delivery/DeliveryQuoteLine';
import { useDeliveryFeesOf } from '../../../shared/delivery/useDeliveryFeesOf';
import { formatPrice } from '../../../shared/Price';
import { Button } from '../../../ui/Button';
import { FormAlert } from '../../../ui/FormAlert';
import { TextArea, TextField } from '../../../ui/TextField';
import { groupBySeller } from './cart-groups';
import { toWire } from './cart-storage';
import { DeliveryOrPickupRadios, PickupPlaceRadios } from './DeliveryOrPickup';
import type { CartLine } from './useCart';
import { useGuestCheckout } from './useGuestCheckout';
import { useShopPickups } from './useShopPickups';

/** the guest checkout's limits (contract/orders.ts guestCheckout) */
const NAME_MAX = 60;
const ADDRESS_MAX = 300;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^[+\d][\d\s()-]*$/;

type Placed = { order_id: string; seller_id: string; total: number }[];

/**
 * "Check out as guest" (docs/decisions/0284-guest-checkout.md): email, name, optional phone, and per shop delivery
 * to a typed address (with its district) or pickup at one of the shop's stalls. The signed-out cart's lines go as
 * they are; the server checks stock and prices as for any checkout. One idempotency key per attempt.
 */
export function GuestCheckoutForm({
  lines,
  onPlaced,
}: {
  lines: CartLine[];
  onPlaced(placed: Placed): void;
}) {
  const { t, i18n } = useTranslation(['guestCheckout', 'cart']);
  const ids = useId();
  const place = useGuestCheckout();
  const groups = useMemo(() => groupBySeller(lines), [lines]);
  const sellerIds = groups.map((g) => g.seller_id);
  const shops = useShopPickups(sellerIds);
  const fees = useDeliveryFeesOf(sellerIds);
  const feesOf = new Map((fees.data ?? []).map((f) => [f.seller_id, f]));
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [address, setAddress] = useState('');
  const [district, setDistrict] = useState<HkDistrict | ''>('');
  const [pickup, setPickup] = useState<Record<string, string | null>>({});
  const [key, setKey] = useState(newIdempotencyKey);
  const [checked, setChecked] = useState(false);

  // the area delivery fees go by: what the address names, else the district's region
  const area: HkArea | null = areaOfAddress(address) ?? (district ? REGION_OF_DISTRICT[district] : null);
  const needsAddress = groups.some((g) => !pickup[g.seller_id]);
  const errors = {
    email: !email.trim() ? 'required' : !EMAIL.test(email.trim()) ? 'email' : null,
    name: !name.trim() ? 'required' : null,
    phone: phone.trim() && !PHONE.test(phone.trim()) ? 'phone' : null,
    address: needsAddress && !address.trim() ? 'required' : null,
  };
  const quotes = groups.map((g) =>
    pickup[g.seller_id] ? null : quoteOf(feesOf.get(g.seller_id), area, g.total),
  );
  const undeliverable = needsAddress && address.trim() !== '' && quotes.some((q) => q !== null && !q.ok);
  const shown = (k: keyof typeof errors) => (checked && errors[k] ? t(`errors.${errors[k]}`) : undefined);

  function edited<T>(fn: (v: T) => void) {
    return (v: T) => {
      fn(v);
      if (place.isError) setKey(newIdempotencyKey());
    };
  }

  function submit() {
    setChecked(true);
    if (Object.values(errors).some(Boolean) || undeliverable || place.isPending) return;
    const pickup_address_ids: Record<string, string> = {};
    for (const [seller, id] of Object.entries(pickup)) if (id) pickup_address_ids[seller] = id;
    place.mutate(
      {
        email: email.trim(),
        name: name.trim(),
        phone: phone.trim() || undefined,
        address: needsAddress ? { address: address.trim(), area } : null,
        pickup_address_ids,
        items: lines.map(toWire),
        locale: (['en', 'zh-HK', 'zh-CN'] as const).find((l) => l === i18n.language),
        idempotency_key: key,
      },
      { onSuccess: (r) => onPlaced(r.orders) },
    );
  }

  return (
    <form
      aria-label={t('formLabel')}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      className="flex flex-col gap-4"
    >
      <section className="flex flex-col gap-3 rounded-2xl bg-white p-3.5 shadow-xs ring-1 ring-gray-200/80">
        <h2 className="text-sm font-semibold text-gray-900">{t('contact')}</h2>
        <TextField
          label={t('email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          value={email}
          maxLength={254}
          onChange={(e) => edited(setEmail)(e.target.value)}
          hint={t('emailHint')}
          error={shown('email')}
          required
        />
        <TextField
          label={t('name')}
          autoComplete="name"
          value={name}
          maxLength={NAME_MAX}
          onChange={(e) => edited(setName)(e.target.value)}
          error={shown('name')}
          required
        />
        <TextField
          label={t('phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={phone}
          maxLength={30}
          onChange={(e) => edited(setPhone)(e.target.value)}
          error={shown('phone')}
        />
      </section>

      {groups.map((group, i) => {
        const options = shops[i]?.data?.pickup_addresses ?? [];
        const choice = pickup[group.seller_id] ?? null;
        const pickupChoiceProps = {
          choice,
          options,
          onChoose: (id: string | null) => edited(setPickup)({ ...pickup, [group.seller_id]: id }),
        };
        const shopName = group.lines[0]?.seller_name ?? t('cart:seller');
        const f = feesOf.get(group.seller_id);
        const quote = quotes[i] ?? null;
        return (
          <section
            key={group.seller_id}
            aria-label={t('cart:sellerGroup', { name: shopName })}
            className="rounded-2xl bg-white shadow-xs ring-1 ring-gray-200/80"
          >
            <h2 className="flex items-center gap-2 border-b border-gray-100 px-3.5 py-2.5 text-sm font-semibold text-gray-900">
              <Store aria-hidden="true" className="size-4 text-nav-product" />
              <span className="min-w-0 flex-1 truncate">{shopName}</span>
              <span className="tabular-nums">{formatPrice(group.total)}</span>
            </h2>
            <fieldset className="px-3.5 py-3">
              <legend className="sr-only">{t('cart:howToGet', { name: shopName })}</legend>
              <DeliveryOrPickupRadios name={`${ids}-mode-${group.seller_id}`} {...pickupChoiceProps} />
              {choice && (
                <PickupPlaceRadios name={`${ids}-pickup-${group.seller_id}`} {...pickupChoiceProps} />
              )}
            </fieldset>
            {!choice && f && quote && address.trim() !== '' && (
              <div className="border-t border-gray-100">
                <DeliveryQuoteLine fees={f} area={area} goods={group.total} quote={quote} />
              </div>
            )}
          </section>
        );
      })}

      {needsAddress && (
        <section className="flex flex-col gap-3 rounded-2xl bg-white p-3.5 shadow-xs ring-1 ring-gray-200/80">
          <h2 className="text-sm font-semibold text-gray-900">{t('deliverTo')}</h2>
          <TextArea
            label={t('address')}
            autoComplete="street-address"
            rows={3}
            value={address}
            maxLength={ADDRESS_MAX}
            onChange={(e) => edited(setAddress)(e.target.value)}
            error={shown('address')}
            required
          />
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${ids}-district`} className="text-sm font-medium text-gray-800">
              {t('district')}
            </label>
            <DistrictSelect
              id={`${ids}-district`}
              value={district}
              onChange={edited(setDistrict)}
              emptyLabel={t('districtNotSure')}
            />
          </div>
        </section>
      )}

      {place.isError && <FormAlert>{place.error.message}</FormAlert>}
      {undeliverable && <FormAlert>{t('undeliverable')}</FormAlert>}
      <p className="text-xs text-gray-600">{t('whatHappens')}</p>
      <Button type="submit" block size="lg" loading={place.isPending}>
        {t('placeOrder')}
      </Button>
    </form>
  );
}
