import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, Minus, Plus } from 'lucide-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { updateDeliveryFees } from '../../../../../contract/delivery-fees';
import { FPS_KINDS, setFpsIdentifier } from '../../../../../contract/fps';
import { normalizeFpsIdentifier } from '../../../../../contract/fps-payload';
import { discountedCents, toCents } from '../../../../../contract/money';
import { list as listProducts, type Product } from '../../../../../contract/products';
import { cashRoundingCents, soldLineAtTill, tillBillFigures } from '../../../../../contract/sale-figures';
import {
  type PracticeSale,
  practiceSale,
  SETUP_STEPS,
  type SellingSetup,
  type SetupStep,
  SHOP_TRADES,
  type ShopTrade,
  sellingSetup,
  setShopTrade,
  skipSetupStep,
} from '../../../../../contract/selling-setup';
import { addStorePickupAddress } from '../../../../../contract/users';
import { useTranslation } from '../../../../i18n/use-translation';
import { callApi } from '../../../../lib/api';
import { formatPrice } from '../../../../shared/Price';
import { Button } from '../../../../ui/Button';
import { FormAlert } from '../../../../ui/FormAlert';
import { PageHeader } from '../../../../ui/PageHeader';
import { ProgressBar } from '../../../../ui/ProgressBar';
import { RadioOption } from '../../../../ui/RadioOption';
import { Segmented } from '../../../../ui/Segmented';
import { Spinner } from '../../../../ui/Spinner';
import { TextArea, TextField } from '../../../../ui/TextField';
import { useToast } from '../../../../ui/toast';
import { ShopNameField, shopNameOk } from '../ShopNameField';
import { useOwnProfile } from '../useOwnProfile';
import { SETUP_KEY, useSellingSetup } from '../useSellingSetup';
import { useUpdateProfile } from '../useUpdateProfile';

const money = (cents: number) => formatPrice(cents / 100, 'HK$');

/**
 * /sell-setup?step=…: a new seller's steps to her first sale (docs/decisions/0272-seller-onboarding.md): shop name,
 * what she sells, how she is paid, pickup and delivery, her first product, a practice sale at the till. Each step
 * can be skipped and opened again; the page opens at the first step to do, and ends on her profile.
 */
export default function SellSetupPage() {
  const { t } = useTranslation('profile');
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toast = useToast();
  const setup = useSellingSetup();
  const asked = params.get('step') as SetupStep | null;
  const step: SetupStep | null =
    asked && (SETUP_STEPS as readonly string[]).includes(asked) ? asked : (setup.data?.next ?? null);
  const skip = useMutation({
    mutationFn: (s: SetupStep) => callApi(skipSetupStep, { step: s, skipped: true }),
  });

  if (setup.isPending) return <Spinner className="mx-auto mt-24" />;
  if (setup.isError) return <FormAlert>{setup.error.message}</FormAlert>;

  function after(state: SellingSetup, saved: boolean) {
    queryClient.setQueryData(SETUP_KEY, state);
    if (saved) toast.show(t('setup.saved'), { tone: 'success', durationMs: 2000 });
    if (state.next === null) {
      toast.show(t('setup.allDone'), { tone: 'success' });
      navigate('/myProfile');
    } else setParams({ step: state.next }, { replace: true });
  }
  /** a step's own work is done: read the checklist afresh (the server decides what is done) */
  async function done() {
    after(
      await queryClient.fetchQuery({
        queryKey: SETUP_KEY,
        queryFn: () => callApi(sellingSetup, {}),
        staleTime: 0,
      }),
      true,
    );
  }

  if (step === null) {
    return (
      <div className="flex min-h-dvh flex-col">
        <PageHeader title={t('setup.title')} back />
        <main className="flex flex-col items-center gap-3 p-6 text-center">
          <Check aria-hidden="true" className="size-12 text-green-700" />
          <p className="text-lg font-semibold text-gray-900">{t('setup.allDone')}</p>
          <Link to="/myProfile" className="font-semibold text-brand-dark underline">
            {t('finish.profile')}
          </Link>
        </main>
      </div>
    );
  }

  const index = SETUP_STEPS.indexOf(step);
  const state = setup.data.steps.find((s) => s.step === step)?.state;
  return (
    <div className="flex min-h-dvh flex-col">
      <PageHeader title={t(`setup.steps.${step}.title`)} back />
      <div className="px-4 pt-3">
        <ProgressBar
          value={(index + 1) / SETUP_STEPS.length}
          label={t('onboarding.progress', { n: index + 1, total: SETUP_STEPS.length })}
        />
      </div>
      <main className="flex flex-1 flex-col gap-4 p-4 pb-10">
        <p className="text-[15px] text-gray-700">{t(`setup.steps.${step}.intro`)}</p>
        {state === 'done' && (
          <p className="flex items-center gap-1 text-sm font-medium text-green-800">
            <Check aria-hidden="true" className="size-4" />
            {t('setup.stepDone')}
          </p>
        )}
        {step === 'shop_name' && <ShopNameStep onDone={done} />}
        {step === 'trade' && <TradeStep current={setup.data.trade} onDone={(s) => after(s, true)} />}
        {step === 'payout' && <PayoutStep onDone={done} />}
        {step === 'delivery' && <DeliveryStep onDone={done} />}
        {step === 'first_product' && <FirstProductStep />}
        {step === 'practice_sale' && (
          <PracticeStep last={setup.data.practice_sale} onDone={(s) => after(s, false)} />
        )}
        <Button
          variant="ghost"
          block
          loading={skip.isPending}
          onClick={() =>
            skip.mutate(step, {
              onSuccess: (s) => after(s, false),
              onError: (e) => toast.show(e.message, { tone: 'danger' }),
            })
          }
        >
          {t('onboarding.skip')}
        </Button>
      </main>
    </div>
  );
}

/** A disabled button's reason, under it, named by it (issue 52: every field explained in place). */
/**
 * A step's error, its button and, while the button is disabled, why (issue 52: every disabled button explains
 * itself in place, tied to it by aria-describedby).
 */
function StepSubmit({
  why,
  pending,
  error,
  children,
}: {
  why: string | null;
  pending: boolean;
  error?: string;
  children: ReactNode;
}) {
  const whyId = useId();
  return (
    <>
      {error && <FormAlert>{error}</FormAlert>}
      <Button
        type="submit"
        size="lg"
        block
        disabled={!!why}
        loading={pending}
        aria-describedby={why ? whyId : undefined}
      >
        {children}
      </Button>
      {why && (
        <p id={whyId} className="text-center text-xs text-gray-600">
          {why}
        </p>
      )}
    </>
  );
}

function ShopNameStep({ onDone }: { onDone(): Promise<void> }) {
  const { t } = useTranslation('profile');
  const profile = useOwnProfile();
  const update = useUpdateProfile();
  const [name, setName] = useState('');
  const saved = profile.data?.shop_name ?? '';
  useEffect(() => {
    if (saved) setName((typed) => typed || saved);
  }, [saved]);
  const why = !name.trim() ? t('setup.why.shopName') : !shopNameOk(name) ? t('edit.hiddenCharacters') : null;
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (why) return;
        update.mutate({ shop_name: name.trim() }, { onSuccess: () => void onDone() });
      }}
    >
      <ShopNameField value={name} saved={saved} onChange={setName} serverError={update.error?.message} />
      <StepSubmit why={why} pending={update.isPending}>
        {t('setup.saveContinue')}
      </StepSubmit>
    </form>
  );
}

function TradeStep({ current, onDone }: { current: ShopTrade | null; onDone(s: SellingSetup): void }) {
  const { t } = useTranslation('profile');
  const [trade, setTrade] = useState<ShopTrade | null>(current);
  const save = useMutation({ mutationFn: (v: ShopTrade) => callApi(setShopTrade, { trade: v }) });
  const why = trade ? null : t('setup.why.trade');
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (trade) save.mutate(trade, { onSuccess: onDone });
      }}
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-gray-800">{t('setup.steps.trade.title')}</legend>
        {SHOP_TRADES.map((v) => (
          <RadioOption
            key={v}
            className="flex min-h-12 items-start gap-3 rounded-xl border border-gray-200 px-3 py-2.5 has-checked:border-brand has-checked:bg-pink-50"
            name="trade"
            value={v}
            selected={trade}
            onChoose={setTrade}
            inputClassName="mt-1 size-5 accent-brand"
          >
            <span className="flex flex-col">
              <span className="font-medium text-gray-900">{t(`setup.trades.${v}.name`)}</span>
              <span className="text-xs text-gray-600">{t(`setup.trades.${v}.units`)}</span>
            </span>
          </RadioOption>
        ))}
      </fieldset>
      <StepSubmit why={why} pending={save.isPending} error={save.error?.message}>
        {t('setup.saveContinue')}
      </StepSubmit>
    </form>
  );
}

function PayoutStep({ onDone }: { onDone(): Promise<void> }) {
  const { t } = useTranslation('profile');
  const [kind, setKind] = useState<(typeof FPS_KINDS)[number]>('fps_id');
  const [value, setValue] = useState('');
  const save = useMutation({ mutationFn: () => callApi(setFpsIdentifier, { kind, value }) });
  const valid = normalizeFpsIdentifier(kind, value) !== null;
  const why = !value.trim() ? t('setup.why.fpsEmpty') : valid ? null : t(`setup.why.fpsBad.${kind}`);
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (!why) save.mutate(undefined, { onSuccess: () => void onDone() });
      }}
    >
      <Segmented<(typeof FPS_KINDS)[number]>
        label={t('setup.fpsKind')}
        value={kind}
        onChange={setKind}
        options={FPS_KINDS.map((k) => ({ value: k, label: t(`setup.fpsKinds.${k}`) }))}
      />
      <TextField
        label={t(`setup.fpsKinds.${kind}`)}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        inputMode={kind === 'email' ? 'email' : 'tel'}
        autoComplete="off"
        hint={t('bank.fpsHint')}
        maxLength={100}
      />
      <p className="text-sm text-gray-600">{t('setup.bankLater')}</p>
      <StepSubmit why={why} pending={save.isPending} error={save.error?.message}>
        {t('setup.saveContinue')}
      </StepSubmit>
    </form>
  );
}

function DeliveryStep({ onDone }: { onDone(): Promise<void> }) {
  const { t } = useTranslation('profile');
  const [place, setPlace] = useState('');
  const [address, setAddress] = useState('');
  // the default: a flat $30, free from $300 (what many Hong Kong stalls charge); she may change both
  const [flat, setFlat] = useState('30');
  const [freeAbove, setFreeAbove] = useState('300');
  const save = useMutation({
    mutationFn: async () => {
      await callApi(updateDeliveryFees, {
        mode: 'flat',
        flat: Number(flat),
        free_above: freeAbove.trim() ? Number(freeAbove) : null,
      });
      if (place.trim() && address.trim())
        await callApi(addStorePickupAddress, { name: place.trim(), address: address.trim() });
    },
  });
  const number = (s: string) => /^\d{1,6}(\.\d{1,2})?$/.test(s.trim());
  const why = !number(flat)
    ? t('setup.why.flat')
    : freeAbove.trim() && !number(freeAbove)
      ? t('setup.why.freeAbove')
      : !place.trim() !== !address.trim()
        ? t('setup.why.pickup')
        : null;
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (!why) save.mutate(undefined, { onSuccess: () => void onDone() });
      }}
    >
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={t('setup.flat')}
          inputMode="decimal"
          value={flat}
          onChange={(e) => setFlat(e.target.value)}
        />
        <TextField
          label={t('setup.freeAbove')}
          inputMode="decimal"
          value={freeAbove}
          onChange={(e) => setFreeAbove(e.target.value)}
        />
      </div>
      <p className="text-xs text-gray-600">{t('setup.feesHint')}</p>
      <h2 className="pt-2 text-sm font-medium text-gray-800">{t('setup.pickupTitle')}</h2>
      <TextField
        label={t('setup.pickupName')}
        value={place}
        maxLength={80}
        onChange={(e) => setPlace(e.target.value)}
      />
      <TextArea
        label={t('setup.pickupAddress')}
        rows={2}
        value={address}
        maxLength={300}
        onChange={(e) => setAddress(e.target.value)}
      />
      <StepSubmit why={why} pending={save.isPending} error={save.error?.message}>
        {t('setup.saveContinue')}
      </StepSubmit>
    </form>
  );
}

function FirstProductStep() {
  const { t } = useTranslation('profile');
  return (
    <div className="flex flex-col gap-3">
      <Link
        to="/AddProduct?from=setup"
        className="flex min-h-12 items-center justify-center rounded-xl bg-brand-dark px-4 font-semibold text-white"
      >
        {t('setup.addProduct')}
      </Link>
      <p className="text-sm text-gray-600">{t('setup.addProductHint')}</p>
    </div>
  );
}

function PracticeStep({ last, onDone }: { last: PracticeSale | null; onDone(s: SellingSetup): void }) {
  const { t } = useTranslation('profile');
  const mine = useQuery({
    queryKey: ['selling-setup', 'products'],
    queryFn: () => callApi(listProducts, { mine: true, limit: 12 }),
  });
  const [cart, setCart] = useState<Map<string, number>>(new Map());
  const [paid, setPaid] = useState('');
  const [sale, setSale] = useState<PracticeSale | null>(null);
  const run = useMutation({
    mutationFn: () =>
      callApi(practiceSale, {
        lines: [...cart].map(([product_id, quantity]) => ({ product_id, quantity })),
        paid_cents: toCents(Number(paid) || 0),
      }),
  });
  const products = (mine.data ?? []).filter((p: Product) => !p.open_price);
  const lines = products.flatMap((p) => {
    const q = cart.get(p._id);
    return q
      ? [
          soldLineAtTill({
            unit_cents: discountedCents(toCents(p.price), Math.round(p.discount * 100)),
            quantity: q,
          }),
        ]
      : [];
  });
  const subtotal = tillBillFigures(lines, null).subtotal_cents;
  const total = subtotal + cashRoundingCents(subtotal);
  const paidCents = toCents(Number(paid) || 0);
  const why =
    lines.length === 0
      ? t('setup.why.practiceItems')
      : paidCents < total
        ? t('setup.why.practiceCash')
        : null;

  if (sale) {
    return (
      <section aria-labelledby="practice-done" className="flex flex-col gap-2 rounded-2xl bg-amber-50 p-4">
        <h2 id="practice-done" className="font-semibold text-amber-950">
          {t('setup.practiceDone')}
        </h2>
        <p className="text-sm text-amber-950">{t('setup.practiceNotCounted')}</p>
        <dl className="grid grid-cols-[1fr_auto] gap-1 text-sm text-gray-900" data-testid="practice-receipt">
          <dt>{t('setup.total')}</dt>
          <dd className="tabular-nums">{money(sale.total_cents)}</dd>
          <dt>{t('setup.cashGiven')}</dt>
          <dd className="tabular-nums">{money(sale.paid_cents)}</dd>
          <dt className="font-semibold">{t('setup.change')}</dt>
          <dd className="font-semibold tabular-nums">{money(sale.change_cents)}</dd>
        </dl>
        <Button size="lg" block onClick={() => run.data && onDone(run.data.setup)}>
          {t('onboarding.continue')}
        </Button>
      </section>
    );
  }
  if (mine.isPending) return <Spinner className="mx-auto" />;
  if (products.length === 0) {
    return (
      <p className="rounded-xl bg-gray-50 p-3 text-sm text-gray-700">
        {t('setup.practiceNeedsProduct')}{' '}
        <Link to="/sell-setup?step=first_product" className="font-semibold text-brand-dark underline">
          {t('setup.steps.first_product.title')}
        </Link>
      </p>
    );
  }
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (!why)
          run.mutate(undefined, {
            onSuccess: (r) => setSale(r.sale),
          });
      }}
    >
      <p className="rounded-xl bg-amber-50 px-3 py-2 text-sm font-medium text-amber-950">
        {t('setup.practiceBanner')}
      </p>
      {last && (
        <p className="text-xs text-gray-600">
          {t('setup.practiceBefore', { total: money(last.total_cents) })}
        </p>
      )}
      <ul className="flex flex-col gap-2">
        {products.map((p) => {
          const q = cart.get(p._id) ?? 0;
          const step = p.unit === 'piece' ? 1 : p.step || 1;
          const set = (n: number) =>
            setCart((c) => {
              const next = new Map(c);
              if (n > 0) next.set(p._id, Math.round(n * 1000) / 1000);
              else next.delete(p._id);
              return next;
            });
          return (
            <li key={p._id} className="flex items-center gap-3 rounded-xl border border-gray-200 p-2">
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium text-gray-900">{p.name}</span>
                <span className="text-xs text-gray-600">
                  {money(discountedCents(toCents(p.price), Math.round(p.discount * 100)))}
                </span>
              </span>
              <Button
                variant="secondary"
                size="sm"
                className="min-h-11 w-11 px-0!"
                aria-label={t('setup.less', { name: p.name })}
                disabled={q === 0}
                onClick={() => set(q - step)}
              >
                <Minus aria-hidden="true" className="size-4" />
              </Button>
              <span className="w-10 text-center tabular-nums" aria-live="polite">
                {q}
              </span>
              <Button
                variant="secondary"
                size="sm"
                className="min-h-11 w-11 px-0!"
                aria-label={t('setup.more', { name: p.name })}
                onClick={() => set(q + step)}
              >
                <Plus aria-hidden="true" className="size-4" />
              </Button>
            </li>
          );
        })}
      </ul>
      <p className="flex justify-between text-base font-semibold text-gray-900">
        <span>{t('setup.total')}</span>
        <span className="tabular-nums" data-testid="practice-total">
          {money(total)}
        </span>
      </p>
      <TextField
        label={t('setup.cashGiven')}
        inputMode="decimal"
        value={paid}
        onChange={(e) => setPaid(e.target.value.replace(/[^\d.]/g, ''))}
      />
      <StepSubmit why={why} pending={run.isPending} error={run.error?.message}>
        {t('setup.takePractice')}
      </StepSubmit>
    </form>
  );
}
