import { ScanLine, Tag } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Discount } from '../../../../contract/discounts';
import type { FpsIdentifier } from '../../../../contract/fps-payload';
import { fromCents, toCents } from '../../../../contract/money';
import { GENERATED_FPS_METHOD } from '../../../../contract/orders';
import { stockForSale } from '../../../../contract/products';
import {
  paymentRoundingCents,
  printedLine,
  soldLineAtTill,
  tillBillFigures,
} from '../../../../contract/sale-figures';
import { parseScaleBarcode, type ScaleLayout } from '../../../../contract/scale-barcode-codes';
import { addQuantities, itemCount, timesQuantity } from '../../../../contract/units';
import { newIdempotencyKey } from '../../../lib/idempotency';
import { CashTendered, cashState } from '../../../shared/cash/CashTendered';
import { DiscountDialog } from '../../../shared/cash/DiscountDialog';
import { PriceDialog } from '../../../shared/cash/PriceDialog';
import { formatRounding } from '../../../shared/cash/rounding';
import { type SplitPart, SplitTender, type SplitWay, splitState } from '../../../shared/cash/SplitTender';
import { useSellingSettings } from '../../../shared/cash/selling-settings';
import { WeightDialog } from '../../../shared/cash/WeightDialog';
import { formatPrice } from '../../../shared/Price';
import { type RingInput, ringUp } from '../../../shared/till/ring-up';
import { formatAmount, formatStock, perUnit } from '../../../shared/units/amount';
import { labelProduct } from '../../../shared/units/scale-label';
import { Button } from '../../../ui/Button';
import { ON_BOTTOM_NAV } from '../../../ui/bottom-bar';
import {
  type CachedCustomer,
  CustomerPicker,
  clearTillCustomer,
  type OfflineCustomer,
  tillCustomer,
} from '../customer-picker';
import { FpsQr } from '../fps';
import { openDrawerForSale } from '../printer';
import { type ScanFeedback, useKeyboardWedge } from '../scanner';
import { currentTill, offlineDiscountLimit, useOfflineApproval } from '../staff';
import { billNeeds, lineNeeds, saleNeeds } from './offline-rights';
import { PaymentCodeFigure } from './PaymentCodeFigure';
import { type CachedCode, type CachedProduct, enqueueSale } from './pos-db';
import type { QueuedPayment, QueuedSale, QueuedSaleLine } from './sync-queue';

type Method =
  | { id: 'cash'; label: string }
  // her FPS code drawn with the amount from her FPS ID: needs no uploaded picture and no network (decision 0276)
  | { id: typeof GENERATED_FPS_METHOD; label: string; drawn: true }
  | { id: string; label: string; code: CachedCode };

/** paid by FPS, drawn or uploaded: nobody saw the money arrive, so the sale is to check after sync */
const isFps = (m: Method | null) => !!m && ('drawn' in m || ('code' in m && m.code.type === 'fps'));

/** a method's kind, as a part of a split payment is settled by it: cash, fps or the code's type */
const kindOf = (m: Method) => ('code' in m ? m.code.type : 'drawn' in m ? 'fps' : 'cash');

const money = (cents: number) => formatPrice(fromCents(cents));

// the camera reader and its decoder are precached by the service worker, so they open offline too
const BarcodeScanner = lazy(() => import('../scanner/BarcodeScanner'));

/**
 * Selling without a network (docs/decisions/0081-offline-point-of-sale.md): pick or scan from the cached
 * catalogue, take cash or show a cached payment code, mark paid. The sale goes to the local queue with its
 * idempotency key and shows as waiting to sync; the receipt is shown at once.
 */
export function OfflinePos({
  userId,
  products,
  codes,
  sales,
  fps,
  keyIds = [],
  scaleLayout = 'off',
  startWith,
  onCarriedSold,
  onSaleInProgress,
  online = false,
  customers = [],
}: {
  /** the shop's customers kept on the phone, for "Add customer" (docs/decisions/0283-loyalty.md, "Customers on
   * the offline till") */
  customers?: CachedCustomer[];
  /** told whether a sale is under way here (lines, paying, or its receipt on show): the till keeps this screen till
   * it is done, even when the network comes back, so no sale in progress is lost (docs/decisions/0081) */
  onSaleInProgress?: (busy: boolean) => void;
  /** the server answers again: this sale is finished here and sent at once */
  online?: boolean;
  fps: FpsIdentifier | null;
  /** the lines of a sale begun online, when the connection dropped during it */
  startWith?: () => { product_id: string; quantity: number; price?: number }[];
  /** the carried-over sale was sold here: the online draft must be forgotten */
  onCarriedSold?: () => void;
  userId: string;
  products: CachedProduct[];
  codes: CachedCode[];
  sales: QueuedSale[];
  /** the till's quick keys, product ids in the seller's order */
  keyIds?: string[];
  /** how the shop's scale prints its labels (decision 0234) */
  scaleLayout?: ScaleLayout;
}) {
  const { t, i18n } = useTranslation('offlinePos');
  // the till's shared dialogs speak the pos namespace (loaded with the POS page)
  const { t: tp } = useTranslation('pos');
  const [carried] = useState(() => startWith?.() ?? []);
  const [cart, setCart] = useState<Map<string, number>>(
    () => new Map(carried.map((l) => [l.product_id, l.quantity])),
  );
  // prices typed for open-price products in this sale, cents (docs/decisions/0231-open-price.md)
  const [typed, setTyped] = useState<Map<string, number>>(
    () => new Map(carried.flatMap((l) => (l.price === undefined ? [] : [[l.product_id, toCents(l.price)]]))),
  );
  const [askingPrice, setAskingPrice] = useState<CachedProduct | null>(null);
  // a product sold by weight being weighed, with its typed price when open-price (decision 0233)
  const [askingWeight, setAskingWeight] = useState<{ p: CachedProduct; price?: number } | null>(null);
  const [step, setStep] = useState<'pick' | 'pay'>('pick');
  const [method, setMethod] = useState<Method | null>(null);
  // paid by several methods (docs/decisions/0281-split-payments.md, "Offline"): the parts taken so far
  const [splitting, setSplitting] = useState(false);
  const [parts, setParts] = useState<SplitPart[]>([]);
  const [receipt, setReceipt] = useState<QueuedSale | null>(null);
  // cash handed over for this sale, and on the receipt the cash and change of the sale just made
  const [cashText, setCashText] = useState('');
  const [receiptCash, setReceiptCash] = useState<{ tendered: number; changeCents: number } | null>(null);
  // the sale just made was paid by an FPS code: nobody saw the money arrive, so it is to check after sync (decision 0276)
  const [receiptFps, setReceiptFps] = useState(false);
  const [code, setCode] = useState('');
  const [notice, setNotice] = useState('');
  const [saving, setSaving] = useState(false);
  const [scannerOpen, setScannerOpen] = useState(false);
  // the camera calls back between renders: it reads the cart as it is now, not as it was when it opened
  const cartRef = useRef(cart);
  cartRef.current = cart;
  // the sale's idempotency key, fixed when charging starts: also the FPS code's reference
  const [saleKey, setSaleKey] = useState(newIdempotencyKey);
  // the sale's customer (decision 0283, "Customers on the offline till"): one chosen on the online till comes along
  // with its lines; sent on sync, where she earns. Her points are not offered here: her balance needs the server
  const [customer, setCustomer] = useState<OfflineCustomer | null>(() => {
    const chosen = carried.length > 0 ? tillCustomer() : null;
    return chosen ? { customer_id: chosen.customer_id, name: chosen.name, phone: chosen.phone } : null;
  });
  const { t: tc } = useTranslation('customers');
  const busy = cart.size > 0 || step === 'pay' || receipt !== null || customer !== null;
  useEffect(() => onSaleInProgress?.(busy), [busy, onSaleInProgress]);

  const byId = new Map(products.map((p) => [p.id, p]));
  // the seller's discounts, of a line (by product id) and of the bill, as the server works them out
  // (docs/decisions/0232-till-discounts.md)
  const [lineDiscounts, setLineDiscounts] = useState<Map<string, Discount>>(() => new Map());
  const [bill, setBill] = useState<Discount | null>(null);
  const selling = useSellingSettings();
  const [editingBill, setEditingBill] = useState(false);
  const [editingLine, setEditingLine] = useState<string | null>(null);
  // a manager's PIN for what the member at the till may not do alone, checked on the device
  // (docs/decisions/0288-offline-manager-approval.md); the limit is the one the till kept from the staff list
  const approvals = useOfflineApproval();
  const [limitPercent] = useState(offlineDiscountLimit);
  const lines = [...cart].flatMap(([id, quantity]): QueuedSaleLine[] => {
    const p = byId.get(id);
    if (!p) return [];
    const price = typed.get(id);
    const discount = lineDiscounts.get(id);
    const open = p.open_price && price !== undefined;
    return [
      {
        product_id: id,
        ...(p.variant_of ? { variant_of: p.variant_of } : {}),
        name: p.name,
        quantity,
        ...(p.unit ? { unit: p.unit } : {}),
        unit_cents: open ? price : p.unit_cents,
        ...(open ? { open_price: true } : {}),
        ...(discount ? { discount } : {}),
      },
    ];
  });
  const grossCents = (l: { unit_cents: number; quantity: number }) => timesQuantity(l.unit_cents, l.quantity);
  // every figure from contract/sale-figures.ts, as the online till's and the server's (docs/decisions/0266-every-figure-agrees.md)
  const lineCents = (l: { unit_cents: number; quantity: number; discount?: Discount }) =>
    printedLine(soldLineAtTill(l)).amount_cents;
  const figures = tillBillFigures(lines.map(soldLineAtTill), bill);
  const billCents = figures.bill_discount_cents;
  const totalCents = figures.total_cents;
  // cash rounds to 10¢ as the server will record it when the sale syncs (docs/decisions/0264-cash-rounding.md)
  // a split's parts settled as the server settles them (contract/split-payments.ts)
  const split = splitState(totalCents, parts, selling.settings.cash_rounding);
  const settled = splitting && split.settled?.ok ? split.settled : null;
  const roundingCents = splitting
    ? (settled?.roundingCents ?? 0)
    : paymentRoundingCents(totalCents, method?.id ?? '', selling.settings.cash_rounding);
  const dueCents = totalCents + roundingCents;

  function setQty(p: CachedProduct, quantity: number) {
    const next = new Map(cartRef.current);
    if (quantity <= 0) next.delete(p.id);
    else next.set(p.id, Math.min(quantity, stockForSale(p)));
    cartRef.current = next;
    setCart(next);
  }

  function add(p: CachedProduct, price?: number, weight?: number): ScanFeedback {
    return ring(p, { price, weight });
  }

  /**
   * What a tap, a scan or a scale label does, as the till core decides it for both tills (web/shared/till/ring-up.ts):
   * an open-price product not yet in the sale asks its price, one sold by weight its weight (the camera closes for
   * the dialog); otherwise the line grows within the stock kept on the phone. A variant is cached as a product of its
   * own, so nothing here has variants to choose.
   */
  function ring(p: CachedProduct, input: RingInput): ScanFeedback {
    const now = cartRef.current.get(p.id) ?? 0;
    const rung = ringUp(
      {
        unit: p.unit,
        unitCents: p.unit_cents,
        openPrice: !!p.open_price,
        stock: stockForSale(p),
        hasVariants: false,
      },
      now > 0 ? { quantity: now, discount: lineDiscounts.get(p.id) } : undefined,
      input,
    );
    const say = (tone: ScanFeedback['tone'], text: string): ScanFeedback => {
      setNotice(text);
      return { tone, text };
    };
    if (rung.kind === 'refused')
      return rung.reason === 'soldOut' || rung.reason === 'noMore'
        ? say('warning', t('notice.noMore', { name: p.name }))
        : say('warning', tp(`scale.${rung.reason}`, { name: p.name }));
    if (rung.kind === 'ask') {
      setScannerOpen(false);
      if (rung.ask === 'weight') {
        setAskingWeight({ p, ...(rung.price === undefined ? {} : { price: rung.price }) });
        return { tone: 'success', text: tp('weight.scanned', { name: p.name }) };
      }
      setAskingPrice(p);
      return { tone: 'success', text: t('notice.askPrice', { name: p.name }) };
    }
    const typedPrice = rung.price;
    if (typedPrice !== undefined) setTyped((m) => new Map(m).set(p.id, toCents(typedPrice)));
    setQty(p, rung.quantity);
    // a weight label's price: the line comes to it (a thousandth of a dear product is worth more than a cent)
    const discount = rung.discount;
    if (discount) setLineDiscounts((m) => new Map(m).set(p.id, discount));
    return say('success', t('notice.added', { name: p.name }));
  }

  /** a code read by the camera: the cached product with that barcode goes into the sale */
  /** a code read or typed: the cached product with that barcode, else a scale label's (decision 0234) */
  function scanned(read: string): ScanFeedback {
    const p = products.find((x) => x.barcode === read);
    if (p) return add(p);
    const label = parseScaleBarcode(read, scaleLayout);
    const labelled = label && labelProduct(read, products);
    if (label && labelled) return ring(labelled, { label });
    const text = t('notice.unknownCode', { code: read });
    setNotice(text);
    return { tone: 'danger', text };
  }

  // a scanner typing while no field has the focus (decision 0274): as the camera's read; while picking only, as
  // the camera is offered only then
  useKeyboardWedge(scanned, { enabled: step === 'pick' && receipt === null });

  function scan(e: React.FormEvent) {
    e.preventDefault();
    const text = code.trim();
    if (!text) return;
    scanned(text);
    setCode('');
  }

  const cash = cashState(cashText, dueCents);
  const cashBlocks = method?.id === 'cash' && (cash.short || cash.invalid);
  const canMarkPaid = splitting ? settled !== null : !!method && !cashBlocks;

  /** the split's parts as queued: each as typed (sent) and as settled (on the receipt) */
  function queuedParts(): QueuedPayment[] | null {
    if (!settled) return null;
    return parts.map((p, i) => ({
      method: p.id,
      kind: p.kind,
      label: p.label,
      tendered_cents: p.amountCents,
      paid_cents: settled.parts[i]!.amountCents,
      change_cents: settled.parts[i]!.changeCents,
    }));
  }

  async function markPaid() {
    const staffId = currentTill()?.staffId;
    if (!canMarkPaid || lines.length === 0) return;
    // whatever the sale holds that no approval covered yet (a line carried from the online till, a scale label's
    // typed price, an amount off that grew to a bigger share): asked now, as the server will check it (decision 0288)
    const gate = await approvals.allow(saleNeeds(lines, bill, limitPercent), false);
    if (!gate.ok) return;
    const payments = splitting ? queuedParts() : null;
    const paidBy = payments
      ? { method: 'split', method_label: payments.map((p) => p.label).join(' + '), payments }
      : method
        ? { method: method.id, method_label: method.label }
        : null;
    if (!paidBy) return;
    setSaving(true);
    try {
      const sale = await enqueueSale(userId, {
        key: saleKey,
        sold_at: Date.now(),
        // who sells at the shared till (decision 0280)
        ...(staffId ? { staff_id: staffId } : {}),
        ...(gate.approval
          ? { approved_by: gate.approval.staff_id, approved_for: gate.approval.permissions }
          : {}),
        ...paidBy,
        lines,
        total_cents: dueCents,
        ...(roundingCents !== 0 ? { rounding_cents: roundingCents } : {}),
        ...(bill ? { discount: bill } : {}),
        ...(customer ? { customer } : {}),
      });
      setReceipt(sale);
      // the drawer opens for a split with a cash part as for a cash sale
      void openDrawerForSale(payments?.some((p) => p.kind === 'cash') ? 'cash' : paidBy.method, sale.key);
      setReceiptCash(
        !payments && method?.id === 'cash' && cash.tendered !== null
          ? { tendered: cash.tendered, changeCents: cash.change }
          : null,
      );
      // a split with an FPS part is to check after sync, as an FPS sale (decision 0276)
      setReceiptFps(payments ? payments.some((p) => p.kind === 'fps') : isFps(method));
      setCashText('');
      if (carried.length > 0) onCarriedSold?.();
      // the sale ended: the next one, here or on the online till, starts as a walk-in
      setCustomer(null);
      clearTillCustomer();
      setCart(new Map());
      setTyped(new Map());
      setBill(null);
      setLineDiscounts(new Map());
      setMethod(null);
      setSplitting(false);
      setParts([]);
      approvals.reset();
      setStep('pick');
      setSaleKey(newIdempotencyKey());
    } finally {
      setSaving(false);
    }
  }

  if (receipt) {
    return (
      <section
        aria-labelledby="offline-receipt"
        className="flex flex-col gap-3 p-4"
        data-testid="offline-receipt"
      >
        <h2 id="offline-receipt" className="text-lg font-bold">
          {t('receipt.title')}
        </h2>
        <ul className="divide-y divide-gray-100 rounded-xl bg-white">
          {receipt.lines.map((l) => (
            <li key={l.product_id} className="flex justify-between px-3 py-2 text-sm">
              <span>
                {l.name} × {formatAmount(l.quantity, l.unit, i18n.language)}
              </span>
              <span>{money(lineCents(l))}</span>
            </li>
          ))}
        </ul>
        {receipt.discount && (
          <p className="flex justify-between text-sm text-emerald-700">
            <span>{tp('discount.bill')}</span>
            <span data-testid="offline-receipt-discount">
              −
              {money(
                tillBillFigures(receipt.lines.map(soldLineAtTill), receipt.discount).bill_discount_cents,
              )}
            </span>
          </p>
        )}
        {(receipt.rounding_cents ?? 0) !== 0 && (
          <p className="flex justify-between text-sm text-gray-700">
            <span>{t('rounding')}</span>
            <span className="tabular-nums" data-testid="offline-receipt-rounding">
              {formatRounding(fromCents(receipt.rounding_cents ?? 0))}
            </span>
          </p>
        )}
        <p className="flex justify-between text-base font-semibold">
          <span>{t('receipt.total')}</span>
          <span>{money(receipt.total_cents)}</span>
        </p>
        <p className="text-sm text-gray-700">{t('receipt.paidBy', { method: receipt.method_label })}</p>
        {receipt.customer && (
          <p className="text-sm text-gray-700" data-testid="offline-receipt-customer">
            {tc('till.for', {
              name: receipt.customer.name || receipt.customer.phone || tc('till.memberCard'),
            })}
          </p>
        )}
        {receipt.payments && receipt.payments.length > 0 && (
          <dl
            aria-label={tp('split.parts')}
            className="flex flex-col gap-1 text-sm"
            data-testid="offline-receipt-parts"
          >
            {receipt.payments.map((p, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the parts are fixed once queued
              <div key={i} className="flex flex-col gap-1">
                <div className="flex justify-between">
                  <dt>{p.label}</dt>
                  <dd className="tabular-nums">{money(p.paid_cents)}</dd>
                </div>
                {p.kind === 'cash' && (
                  <div className="flex justify-between text-gray-700">
                    <dt>{t('receipt.cash')}</dt>
                    <dd className="tabular-nums">{money(p.tendered_cents)}</dd>
                  </div>
                )}
                {p.change_cents > 0 && (
                  <div className="flex justify-between text-base font-semibold">
                    <dt>{t('receipt.change')}</dt>
                    <dd className="tabular-nums" data-testid="offline-change">
                      {money(p.change_cents)}
                    </dd>
                  </div>
                )}
              </div>
            ))}
          </dl>
        )}
        {receiptCash && (
          <dl className="flex flex-col gap-1 text-sm">
            <div className="flex justify-between">
              <dt>{t('receipt.cash')}</dt>
              <dd className="tabular-nums">{money(toCents(receiptCash.tendered))}</dd>
            </div>
            <div className="flex justify-between text-base font-semibold">
              <dt>{t('receipt.change')}</dt>
              <dd className="tabular-nums" data-testid="offline-change">
                {money(receiptCash.changeCents)}
              </dd>
            </div>
          </dl>
        )}
        {receiptFps && (
          <p
            className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900"
            data-testid="offline-fps-to-check"
          >
            {t('receipt.fpsToCheck')}
          </p>
        )}
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">{t('receipt.waiting')}</p>
        <Button onClick={() => setReceipt(null)}>{t('receipt.newSale')}</Button>
      </section>
    );
  }

  if (step === 'pay') {
    const methods: Method[] = [
      { id: 'cash', label: t('pay.cash') },
      // with her FPS ID kept on the phone and no FPS picture uploaded, the till draws the code itself
      ...(fps && !codes.some((c) => c.type === 'fps')
        ? [{ id: GENERATED_FPS_METHOD, label: t('pay.fps'), drawn: true as const } satisfies Method]
        : []),
      ...codes.map((c) => ({ id: c.id, label: c.label, code: c })),
    ];
    const ways: SplitWay[] = methods.map((m) => ({ id: m.id, kind: kindOf(m), label: m.label }));
    // the last part paid by another method than cash shows its own code with that part's amount
    const lastOther = [...parts].reverse().find((p) => p.kind !== 'cash');
    const lastOtherMethod = lastOther ? methods.find((m) => m.id === lastOther.id) : undefined;
    return (
      <section aria-labelledby="offline-pay" className="flex flex-col gap-3 p-4">
        <h2 id="offline-pay" className="text-lg font-bold">
          {t('pay.title', { total: money(totalCents) })}
        </h2>
        <ul aria-label={t('pay.lines')} className="divide-y divide-gray-100 rounded-xl bg-white text-sm">
          {lines.map((l) => (
            <li key={l.product_id} className="flex items-center justify-between gap-2 px-3 py-1">
              <span className="min-w-0 truncate">
                {l.name} × {formatAmount(l.quantity, l.unit, i18n.language)}
              </span>
              <span className="flex items-center gap-1">
                <button
                  type="button"
                  onClick={() => setEditingLine(l.product_id)}
                  aria-label={tp('discount.line', { name: l.name })}
                  className="flex min-h-11 items-center gap-1 rounded-full px-2 text-emerald-700 focus-visible:outline-2 focus-visible:outline-brand"
                >
                  <Tag aria-hidden="true" className="size-4" />
                  {l.discount ? `−${money(grossCents(l) - lineCents(l))}` : ''}
                </button>
                <span className="tabular-nums">{money(lineCents(l))}</span>
              </span>
            </li>
          ))}
        </ul>
        <CustomerPicker offline={{ customers, customer, onCustomer: setCustomer }} />
        {editingLine !== null &&
          (() => {
            const line = lines.find((l) => l.product_id === editingLine);
            if (!line) return null;
            return (
              <DiscountDialog
                title={tp('discount.line', { name: line.name })}
                baseCents={grossCents(line)}
                current={line.discount ?? null}
                onClose={() => setEditingLine(null)}
                onApply={async (d) => {
                  setEditingLine(null);
                  // above the limit: a manager's PIN, or the discount is dropped (decision 0288)
                  const needs = d ? lineNeeds({ ...line, open_price: false, discount: d }, limitPercent) : [];
                  if (!(await approvals.allow(needs)).ok) return;
                  setLineDiscounts((m) => {
                    const next = new Map(m);
                    if (d) next.set(line.product_id, d);
                    else next.delete(line.product_id);
                    return next;
                  });
                }}
              />
            );
          })()}
        <div className="flex items-center justify-between">
          <button
            type="button"
            onClick={() => setEditingBill(true)}
            className="flex min-h-11 items-center gap-1 text-sm font-medium text-emerald-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand"
          >
            <Tag aria-hidden="true" className="size-4" />
            {tp('discount.bill')}
          </button>
          {billCents > 0 && (
            <span className="text-sm tabular-nums text-emerald-700" data-testid="offline-bill-discount">
              −{money(billCents)}
            </span>
          )}
        </div>
        {editingBill && (
          <DiscountDialog
            title={tp('discount.bill')}
            baseCents={figures.subtotal_cents}
            current={bill}
            onClose={() => setEditingBill(false)}
            onApply={async (d) => {
              setEditingBill(false);
              if (!(await approvals.allow(billNeeds(lines, d, limitPercent))).ok) return;
              setBill(d);
            }}
          />
        )}
        <fieldset className="flex flex-wrap gap-2">
          <legend className="mb-1 text-sm text-gray-700">{t('pay.method')}</legend>
          {methods.map((m) => (
            <button
              key={m.id}
              type="button"
              aria-pressed={!splitting && method?.id === m.id}
              onClick={() => {
                setSplitting(false);
                setMethod(m);
              }}
              className={`min-h-11 rounded-full border px-4 text-sm font-medium ${!splitting && method?.id === m.id ? 'border-brand bg-brand text-white' : 'border-gray-300 bg-white text-gray-900'}`}
            >
              {m.label}
            </button>
          ))}
          {/* several methods for one sale (docs/decisions/0281-split-payments.md, "Offline"): with a method
              besides cash */}
          {methods.length > 1 && (
            <button
              type="button"
              aria-pressed={splitting}
              onClick={() => {
                setSplitting(true);
                setMethod(null);
              }}
              className={`min-h-11 rounded-full border px-4 text-sm font-medium ${splitting ? 'border-brand bg-brand text-white' : 'border-gray-300 bg-white text-gray-900'}`}
            >
              {tp('split.title')}
            </button>
          )}
        </fieldset>
        {splitting && (
          <SplitTender
            billCents={totalCents}
            rounds={selling.settings.cash_rounding}
            ways={ways}
            parts={parts}
            onParts={setParts}
          />
        )}
        {splitting && settled && settled.roundingCents !== 0 && (
          <p className="flex justify-between rounded-xl bg-gray-50 px-3 py-2 text-sm text-gray-700">
            <span>{t('rounding')}</span>
            <span className="tabular-nums" data-testid="offline-rounding">
              {formatRounding(fromCents(settled.roundingCents))}
            </span>
          </p>
        )}
        {splitting &&
        lastOther &&
        lastOtherMethod &&
        isFps(lastOtherMethod) &&
        fps &&
        !('code' in lastOtherMethod) ? (
          <section aria-label={tp('split.fpsPart')} className="flex flex-col items-center gap-2">
            <FpsQr payee={fps} amountCents={lastOther.amountCents} reference={saleKey.slice(0, 16)} />
          </section>
        ) : null}
        {splitting && lastOther && lastOtherMethod && 'code' in lastOtherMethod ? (
          <PaymentCodeFigure
            image={lastOtherMethod.code.image}
            label={lastOtherMethod.label}
            amountCents={lastOther.amountCents}
          />
        ) : null}
        {method?.id === 'cash' && roundingCents !== 0 && (
          <p className="flex justify-between rounded-xl bg-gray-50 px-3 py-2 text-sm text-gray-700">
            <span>{t('rounding')}</span>
            <span className="tabular-nums" data-testid="offline-rounding">
              {formatRounding(fromCents(roundingCents))}
            </span>
          </p>
        )}
        {method?.id === 'cash' && roundingCents !== 0 && (
          <p className="text-lg font-bold" data-testid="offline-due">
            {t('pay.due', { total: money(dueCents) })}
          </p>
        )}
        {method?.id === 'cash' && <CashTendered totalCents={dueCents} text={cashText} onText={setCashText} />}
        {isFps(method) && fps ? (
          <FpsQr payee={fps} amountCents={totalCents} reference={saleKey.slice(0, 16)} />
        ) : null}
        {method && 'code' in method ? (
          <PaymentCodeFigure image={method.code.image} label={method.label} amountCents={totalCents} />
        ) : null}
        {approvals.dialog}
        <Button disabled={!canMarkPaid || saving} onClick={() => void markPaid()}>
          {t('pay.markPaid')}
        </Button>
        <Button variant="secondary" onClick={() => setStep('pick')}>
          {t('pay.back')}
        </Button>
      </section>
    );
  }

  // the seller's quick keys first, in her order, from the cached catalogue (decision 0230)
  // a key of a product with variants is its variants' tiles: offline each variant is sold on its own (decision 0236)
  const keyed = keyIds.flatMap((id) => {
    const p = byId.get(id);
    return p ? [p] : products.filter((x) => x.variant_of === id);
  });

  /** one product as a tile: a key's carries data-offline-key, the catalogue's data-offline-product */
  function tile(p: CachedProduct, as: 'key' | 'product') {
    const inCart = cart.get(p.id) ?? 0;
    return (
      <button
        type="button"
        onClick={() => add(p)}
        disabled={stockForSale(p) <= 0}
        {...(as === 'key' ? { 'data-offline-key': p.id } : { 'data-offline-product': p.id })}
        className="flex min-h-20 w-full flex-col rounded-xl bg-white p-3 text-left shadow-xs disabled:opacity-50"
      >
        <span className="line-clamp-2 text-sm font-medium">{p.name}</span>
        <span className="mt-auto text-sm font-semibold">
          {p.open_price ? (typed.has(p.id) ? money(typed.get(p.id)!) : t('atTill')) : money(p.unit_cents)}
          {perUnit(p.unit, i18n.language)}
        </span>
        <span className="text-xs text-gray-600">
          {/* an open-price product's stock is not counted (decision 0263) */}
          {p.open_price
            ? ''
            : p.quantity <= 0
              ? t('soldOut')
              : p.unit
                ? formatStock(p.quantity, p.unit, i18n.language)
                : t('stock', { count: p.quantity })}
          {inCart > 0
            ? ` · ${p.unit ? `${formatAmount(inCart, p.unit, i18n.language)} ✓` : t('inSale', { count: inCart })}`
            : ''}
        </span>
      </button>
    );
  }

  return (
    <div className="flex flex-col gap-3 p-4 pb-40">
      <WeightDialog
        product={
          askingWeight?.p.unit
            ? {
                name: askingWeight.p.name,
                unit: askingWeight.p.unit,
                unitCents:
                  askingWeight.price === undefined ? askingWeight.p.unit_cents : toCents(askingWeight.price),
                available: Math.max(
                  0,
                  addQuantities(askingWeight.p.quantity, -(cartRef.current.get(askingWeight.p.id) ?? 0)),
                ),
              }
            : null
        }
        onCancel={() => setAskingWeight(null)}
        onWeight={(weight) => {
          const asked = askingWeight;
          setAskingWeight(null);
          if (asked) add(asked.p, asked.price, weight);
        }}
      />
      <PriceDialog
        name={askingPrice?.name ?? null}
        onCancel={() => setAskingPrice(null)}
        onPrice={async (price) => {
          const p = askingPrice;
          setAskingPrice(null);
          // a typed price needs open_price, else a manager's PIN; given up, the product is not added (decision 0288)
          if (p && (await approvals.allow(['open_price'])).ok) add(p, price);
        }}
      />
      {approvals.dialog}
      {online ? (
        <p className="rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-900">
          {t('introBackOnline')}
        </p>
      ) : (
        <p className="text-sm text-gray-700">{t('intro')}</p>
      )}
      <form onSubmit={scan} className="flex gap-2">
        <label className="sr-only" htmlFor="offline-barcode">
          {t('scan.label')}
        </label>
        <input
          id="offline-barcode"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          placeholder={t('scan.placeholder')}
          className="min-h-11 flex-1 rounded-lg border border-gray-300 px-3"
          autoComplete="off"
        />
        <Button type="submit" variant="secondary">
          {t('scan.add')}
        </Button>
        <Button variant="secondary" aria-label={t('scan.camera')} onClick={() => setScannerOpen(true)}>
          <ScanLine aria-hidden="true" className="size-5" />
        </Button>
      </form>
      {scannerOpen && (
        <Suspense fallback={null}>
          <BarcodeScanner
            open
            continuous
            summary={t('scan.summary', {
              count: itemCount(lines),
              total: money(totalCents),
            })}
            onClose={() => setScannerOpen(false)}
            onDetected={async (read) => scanned(read)}
          />
        </Suspense>
      )}
      <p aria-live="polite" className="min-h-5 text-sm text-gray-700">
        {notice}
      </p>
      {products.length === 0 ? (
        <p className="rounded-xl bg-white p-4 text-sm text-gray-700">{t('emptyCatalogue')}</p>
      ) : (
        <>
          {keyed.length > 0 && (
            <>
              <h2 className="text-sm font-semibold">{tp('quickKeys.title')}</h2>
              <ul className="grid grid-cols-2 gap-2" aria-label={tp('quickKeys.title')}>
                {keyed.map((p) => (
                  <li key={p.id}>{tile(p, 'key')}</li>
                ))}
              </ul>
              <h2 className="pt-1 text-sm font-semibold">{tp('quickKeys.all')}</h2>
            </>
          )}
          <ul className="grid grid-cols-2 gap-2" aria-label={t('catalogue')}>
            {products.map((p) => (
              <li key={p.id}>{tile(p, 'product')}</li>
            ))}
          </ul>
        </>
      )}
      {sales.length > 0 ? (
        <section aria-labelledby="offline-recent" className="mt-2">
          <h2 id="offline-recent" className="mb-1 text-sm font-semibold">
            {t('recent.title')}
          </h2>
          <ul className="divide-y divide-gray-100 rounded-xl bg-white text-sm">
            {sales.slice(0, 10).map((s) => (
              <li key={s.key} className="flex justify-between px-3 py-2">
                <span>{money(s.total_cents)}</span>
                <span className="text-gray-700">{t(`recent.${s.state}`)}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className={`${ON_BOTTOM_NAV} flex items-center gap-3 bg-white px-4 py-3`}>
        <p className="flex-1 text-base font-semibold">
          {t('total', { total: money(totalCents), count: itemCount(lines) })}
        </p>
        <Button disabled={lines.length === 0} onClick={() => setStep('pay')}>
          {t('charge')}
        </Button>
        {lines.length > 0 ? (
          <Button
            variant="ghost"
            onClick={() => {
              setCart(new Map());
              setCustomer(null);
              approvals.reset();
            }}
          >
            {t('clear')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
