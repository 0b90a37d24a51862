import { useEffect, useRef, useState } from 'react';
import type { Discount } from '../../../../contract/discounts';
import { toCents } from '../../../../contract/money';
import { stockForSale } from '../../../../contract/products';
import { paymentRoundingCents, soldLineAtTill, tillBillFigures } from '../../../../contract/sale-figures';
import { parseScaleBarcode, type ScaleLayout } from '../../../../contract/scale-barcode-codes';
import { useTranslation } from '../../../i18n/use-translation';
import { newIdempotencyKey } from '../../../lib/idempotency';
import { cashState } from '../../../shared/cash/CashTendered';
import { type SplitPart, splitState } from '../../../shared/cash/SplitTender';
import { useSellingSettings } from '../../../shared/cash/selling-settings';
import { type RingInput, ringUp } from '../../../shared/till/ring-up';
import { labelProduct } from '../../../shared/units/scale-label';
import { clearTillCustomer, type OfflineCustomer, tillCustomer } from '../customer-picker';
import { openDrawerForSale } from '../printer';
import { type ScanFeedback, useKeyboardWedge } from '../scanner';
import { currentTill, offlineDiscountLimit, useOfflineApproval } from '../staff';
import { billNeeds, lineNeeds, saleNeeds } from './offline-rights';
import { isFps, type Method } from './pay-methods';
import { type CachedProduct, enqueueSale } from './pos-db';
import { saleLines } from './sale-lines';
import type { QueuedPayment, QueuedSale, QueuedSaleLine } from './sync-queue';

/** the offline till's sale as its screens see it: its state, figures and actions */
export type OfflineSale = ReturnType<typeof useOfflineSale>;

/**
 * The sale at the offline till (docs/decisions/0081-offline-point-of-sale.md): its cart, typed prices, line and bill
 * discounts and customer, what a tap or a scan does, its figures, how it is paid and queued, and the receipt of the
 * sale just made. The screens (pick, pay, receipt) only show it and call its actions.
 */
export function useOfflineSale({
  userId,
  products,
  scaleLayout,
  startWith,
  onCarriedSold,
  onSaleInProgress,
}: {
  userId: string;
  products: CachedProduct[];
  scaleLayout: ScaleLayout;
  startWith?: () => { product_id: string; quantity: number; price?: number }[];
  onCarriedSold?: () => void;
  onSaleInProgress?: (busy: boolean) => void;
}) {
  const { t } = useTranslation('offlinePos');
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
  const busy = cart.size > 0 || step === 'pay' || receipt !== null || customer !== null;
  useEffect(() => onSaleInProgress?.(busy), [busy, onSaleInProgress]);

  const byId = new Map(products.map((p) => [p.id, p]));
  // the seller's discounts, of a line (by product id) and of the bill, as the server works them out
  // (docs/decisions/0232-till-discounts.md)
  const [lineDiscounts, setLineDiscounts] = useState<Map<string, Discount>>(() => new Map());
  const [bill, setBill] = useState<Discount | null>(null);
  const selling = useSellingSettings();
  // a manager's PIN for what the member at the till may not do alone, checked on the device
  // (docs/decisions/0288-offline-manager-approval.md); the limit is the one the till kept from the staff list
  const approvals = useOfflineApproval();
  const [limitPercent] = useState(offlineDiscountLimit);
  const lines = saleLines(cart, byId, typed, lineDiscounts);
  // every figure from contract/sale-figures.ts, as the online till's and the server's (docs/decisions/0266-every-figure-agrees.md)
  const figures = tillBillFigures(lines.map(soldLineAtTill), bill);
  const billCents = figures.bill_discount_cents;
  const totalCents = figures.total_cents;
  const cashRounding = selling.settings.cash_rounding;
  // cash rounds to 10¢ as the server will record it when the sale syncs (docs/decisions/0264-cash-rounding.md)
  // a split's parts settled as the server settles them (contract/split-payments.ts)
  const split = splitState(totalCents, parts, cashRounding);
  const settled = splitting && split.settled?.ok ? split.settled : null;
  const roundingCents = splitting
    ? (settled?.roundingCents ?? 0)
    : paymentRoundingCents(totalCents, method?.id ?? '', cashRounding);
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

  /** a code read by the camera or typed: the cached product with that barcode, else a scale label's (decision 0234) */
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

  /** the code typed into the barcode field, sent with its Add button or Enter */
  function scan(e: React.FormEvent) {
    e.preventDefault();
    const text = code.trim();
    if (!text) return;
    scanned(text);
    setCode('');
  }

  /** the weight typed for the product being weighed */
  function weighed(weight: number) {
    const asked = askingWeight;
    setAskingWeight(null);
    if (asked) add(asked.p, asked.price, weight);
  }

  async function priced(price: number) {
    const p = askingPrice;
    setAskingPrice(null);
    // a typed price needs open_price, else a manager's PIN; given up, the product is not added (decision 0288)
    if (p && (await approvals.allow(['open_price'])).ok) add(p, price);
  }

  /** Clear: the lines and the customer go, and with them any manager's approval */
  function clearSale() {
    setCart(new Map());
    setCustomer(null);
    approvals.reset();
  }

  async function discountLine(line: QueuedSaleLine, d: Discount | null) {
    // above the limit: a manager's PIN, or the discount is dropped (decision 0288)
    const needs = d ? lineNeeds({ ...line, open_price: false, discount: d }, limitPercent) : [];
    if (!(await approvals.allow(needs)).ok) return;
    setLineDiscounts((m) => {
      const next = new Map(m);
      if (d) next.set(line.product_id, d);
      else next.delete(line.product_id);
      return next;
    });
  }

  async function discountBill(d: Discount | null) {
    if (!(await approvals.allow(billNeeds(lines, d, limitPercent))).ok) return;
    setBill(d);
  }

  /** one method for the whole sale */
  function payBy(m: Method) {
    setSplitting(false);
    setMethod(m);
  }

  /** several methods for the sale, each taking a part */
  function payInParts() {
    setSplitting(true);
    setMethod(null);
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

  return {
    step,
    setStep,
    // picking
    byId,
    cart,
    typed,
    lines,
    add,
    clearSale,
    code,
    setCode,
    scan,
    scanned,
    scannerOpen,
    setScannerOpen,
    notice,
    askingPrice,
    setAskingPrice,
    priced,
    askingWeight,
    setAskingWeight,
    weighed,
    approvals,
    // paying
    customer,
    setCustomer,
    bill,
    discountLine,
    discountBill,
    figures,
    billCents,
    totalCents,
    cashRounding,
    method,
    payBy,
    splitting,
    payInParts,
    parts,
    setParts,
    settled,
    roundingCents,
    dueCents,
    cashText,
    setCashText,
    saleKey,
    canMarkPaid,
    saving,
    markPaid,
    // the sale just made
    receipt,
    receiptCash,
    receiptFps,
    closeReceipt: () => setReceipt(null),
  };
}
