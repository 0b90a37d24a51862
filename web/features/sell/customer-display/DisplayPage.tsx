import { MonitorSmartphone } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { DisplayLine, DisplayScreen } from '../../../../contract/displays';
import { fromCents, toCents } from '../../../../contract/money';
import { billDiscountRows } from '../../../../contract/sale-figures';
import { useTranslation } from '../../../i18n/use-translation';
import { formatPrice } from '../../../shared/Price';
import { QrCode } from '../../../shared/QrCode';
import { formatAmount } from '../../../shared/units/amount';
import { Button } from '../../../ui/Button';
import { FormAlert } from '../../../ui/FormAlert';
import { QueryFailed } from '../../../ui/LoadFailed';
import { Spinner } from '../../../ui/Spinner';
import { TextField } from '../../../ui/TextField';
import { readDisplayToken, saveDisplayToken } from './display-storage';
import { claimCode, useDisplayScreen } from './useDisplayScreen';

/**
 * `/display`: the screen facing the customer (docs/decisions/0278-customer-display.md). Opened from the till's QR
 * (`/display?code=…`) it pairs at once; then it shows the till's sale as it is rung up, the FPS code with the
 * amount, and "Thank you". No account: a display token kept on this device.
 */
export default function DisplayPage() {
  const { t } = useTranslation('customerDisplay');
  const [params, setParams] = useSearchParams();
  const [token, setToken] = useState<string | null>(readDisplayToken);
  const [claimError, setClaimError] = useState<string | null>(null);
  const [claiming, setClaiming] = useState(false);
  const claimed = useRef<string | null>(null);

  const claim = async (code: string) => {
    setClaiming(true);
    setClaimError(null);
    try {
      const answer = await claimCode(code);
      saveDisplayToken(answer.token);
      setToken(answer.token);
    } catch (err) {
      setClaimError(err instanceof Error ? err.message : String(err));
    } finally {
      setClaiming(false);
    }
  };

  // opened from the QR: take its code once, then drop it from the address
  const fromQr = params.get('code');
  useEffect(() => {
    if (!fromQr || claimed.current === fromQr) return;
    claimed.current = fromQr;
    setParams({}, { replace: true });
    void claim(fromQr);
  });

  const { screen, live } = useDisplayScreen(token);
  const unpaired = screen.data?.paired === false;
  useEffect(() => {
    if (unpaired) saveDisplayToken(null);
  }, [unpaired]);

  return (
    <main className="flex min-h-dvh flex-col bg-white px-4 pt-[max(1rem,env(safe-area-inset-top))] pb-8">
      {token === null || unpaired ? (
        <NotPaired claiming={claiming} error={claimError} onClaim={claim} />
      ) : screen.isError ? (
        <QueryFailed title={t('screen.error')} query={screen} />
      ) : !screen.data ? (
        <div className="flex flex-1 items-center justify-center">
          <Spinner label={t('screen.loading')} />
        </div>
      ) : (
        <Screen screen={screen.data} live={live} />
      )}
    </main>
  );
}

function NotPaired({
  claiming,
  error,
  onClaim,
}: {
  claiming: boolean;
  error: string | null;
  onClaim: (code: string) => Promise<void>;
}) {
  const { t } = useTranslation('customerDisplay');
  const [code, setCode] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (code.trim()) void onClaim(code.trim());
  };
  return (
    <div
      className="mx-auto flex w-full max-w-sm flex-1 flex-col justify-center gap-4"
      data-testid="display-not-paired"
    >
      <MonitorSmartphone aria-hidden="true" className="size-12 self-center text-gray-500" />
      <h1 className="text-center text-2xl font-bold text-gray-900">{t('notPaired.title')}</h1>
      <p className="text-center text-gray-700">{t('notPaired.how')}</p>
      {claiming && <Spinner label={t('notPaired.pairing')} />}
      {error && <FormAlert>{error}</FormAlert>}
      <form onSubmit={submit} className="flex flex-col gap-3">
        <TextField
          label={t('notPaired.codeLabel')}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoCapitalize="characters"
          autoComplete="off"
          maxLength={16}
        />
        <Button type="submit" block disabled={claiming || code.trim().length < 6}>
          {t('notPaired.pair')}
        </Button>
      </form>
    </div>
  );
}

function Screen({ screen, live }: { screen: DisplayScreen; live: boolean }) {
  const { t } = useTranslation('customerDisplay');
  return (
    <div
      className="mx-auto flex w-full max-w-2xl flex-1 flex-col gap-4"
      data-testid="display-screen"
      data-stage={screen.stage ?? 'idle'}
      data-live={live}
    >
      <h1 className="text-center text-2xl font-bold text-gray-900">
        {screen.shop_name ?? t('screen.welcome')}
      </h1>
      {screen.stage === null && <p className="text-center text-lg text-gray-700">{t('screen.welcome')}</p>}
      {screen.stage === 'ringing' && <Lines screen={screen} />}
      {screen.stage === 'paying_fps' && <FpsPay screen={screen} />}
      {screen.stage === 'done' && <ThankYou screen={screen} />}
    </div>
  );
}

function Lines({ screen }: { screen: DisplayScreen }) {
  const { t, i18n } = useTranslation('customerDisplay');
  const off = billDiscountRows(
    toCents(screen.bill_discount),
    toCents(screen.points_discount ?? 0),
    toCents(screen.stamps_discount ?? 0),
  );
  return (
    <>
      {screen.lines.length === 0 ? (
        <p className="text-center text-lg text-gray-700">{t('screen.welcome')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-gray-100" aria-label={t('screen.lines')}>
          {screen.lines.map((line, i) => (
            // a sale's lines keep their order; the same product may appear once only
            // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id of their own on the display
            <LineRow key={i} line={line} />
          ))}
        </ul>
      )}
      <dl className="mt-auto flex flex-col gap-1 border-t-2 border-gray-900 pt-3 text-lg">
        {screen.bill_discount > 0 && (
          <>
            <div className="flex justify-between text-gray-700">
              <dt>{t('screen.subtotal')}</dt>
              <dd className="tabular-nums">{formatPrice(screen.subtotal)}</dd>
            </div>
            {off.shop_cents > 0 && (
              <div className="flex justify-between text-gray-700">
                <dt>{t('screen.billDiscount')}</dt>
                <dd className="tabular-nums">−{formatPrice(fromCents(off.shop_cents))}</dd>
              </div>
            )}
            {/* a full stamp card's free item on its own row (docs/decisions/0289-stamp-cards.md) */}
            {off.stamps_cents > 0 && (
              <div className="flex justify-between text-gray-700" data-testid="display-stamps">
                <dt>{t('screen.freeItem')}</dt>
                <dd className="tabular-nums">−{formatPrice(fromCents(off.stamps_cents))}</dd>
              </div>
            )}
            {/* her loyalty points under the shop's discount (docs/decisions/0283-loyalty.md) */}
            {off.points_cents > 0 && (
              <div className="flex justify-between text-gray-700" data-testid="display-points">
                <dt>
                  {t('screen.points', {
                    points: (screen.points_redeemed ?? 0).toLocaleString(i18n.language),
                  })}
                </dt>
                <dd className="tabular-nums">−{formatPrice(fromCents(off.points_cents))}</dd>
              </div>
            )}
          </>
        )}
        <div className="flex items-baseline justify-between">
          <dt className="font-semibold text-gray-900">{t('screen.total')}</dt>
          <dd className="text-4xl font-extrabold text-gray-900 tabular-nums" data-testid="display-total">
            {formatPrice(screen.total)}
          </dd>
        </div>
      </dl>
    </>
  );
}

function LineRow({ line }: { line: DisplayLine }) {
  const { t, i18n } = useTranslation('customerDisplay');
  return (
    <li className="flex items-start justify-between gap-3 py-2" data-testid="display-line">
      <div className="min-w-0">
        <p className="text-lg font-semibold break-words text-gray-900">{line.name}</p>
        <p className="text-gray-700 tabular-nums">
          {t('screen.quantityAt', {
            quantity: formatAmount(line.quantity, line.unit, i18n.language),
            price: formatPrice(line.unit_price),
          })}
        </p>
        {line.discount > 0 && (
          <p className="text-sm text-gray-700 tabular-nums">
            {t('screen.lineDiscount', { amount: formatPrice(line.discount) })}
          </p>
        )}
      </div>
      <p
        className="shrink-0 text-lg font-semibold text-gray-900 tabular-nums"
        data-testid="display-line-amount"
      >
        {formatPrice(line.amount)}
      </p>
    </li>
  );
}

function FpsPay({ screen }: { screen: DisplayScreen }) {
  const { t } = useTranslation('customerDisplay');
  const amount = formatPrice(screen.fps?.amount ?? screen.total);
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3">
      <p className="text-lg font-medium text-gray-700">{t('screen.scanFps')}</p>
      <p className="text-5xl font-extrabold text-gray-900 tabular-nums">{amount}</p>
      {screen.fps ? (
        <figure
          data-testid="display-fps"
          data-payload={screen.fps.payload}
          className="rounded-3xl bg-white p-3 ring-2 ring-gray-900"
        >
          <QrCode
            data={screen.fps.payload}
            size={280}
            alt={t('screen.fpsAlt', { amount })}
            pending={t('screen.drawing')}
            failed={t('screen.drawFailed')}
          />
        </figure>
      ) : (
        <p className="text-center text-gray-700">{t('screen.fpsAtTill')}</p>
      )}
    </div>
  );
}

function ThankYou({ screen }: { screen: DisplayScreen }) {
  const { t } = useTranslation('customerDisplay');
  const shopName = screen.shop_name ?? t('screen.thisShop');
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 text-center">
      <p className="text-5xl font-extrabold text-gray-900" data-testid="display-thanks">
        {t('screen.thanks')}
      </p>
      <p className="text-xl text-gray-700 tabular-nums">
        {t('screen.paid', { amount: formatPrice(screen.total) })}
      </p>
      <div className="flex flex-wrap items-start justify-center gap-6">
        {screen.receipt_url && (
          <figure
            className="flex flex-col items-center gap-2"
            data-testid="display-receipt"
            data-url={screen.receipt_url}
          >
            <QrCode
              data={screen.receipt_url}
              size={200}
              alt={t('screen.receiptAlt')}
              pending={t('screen.drawing')}
              failed={t('screen.drawFailed')}
            />
            <figcaption className="text-gray-700">{t('screen.receipt')}</figcaption>
          </figure>
        )}
        {screen.follow_url && (
          <figure
            className="flex flex-col items-center gap-2"
            data-testid="display-follow"
            data-url={screen.follow_url}
          >
            <QrCode
              data={screen.follow_url}
              size={200}
              alt={t('screen.followAlt', { shop: shopName })}
              pending={t('screen.drawing')}
              failed={t('screen.drawFailed')}
            />
            <figcaption className="text-gray-700">{t('screen.follow', { shop: shopName })}</figcaption>
          </figure>
        )}
      </div>
    </div>
  );
}
