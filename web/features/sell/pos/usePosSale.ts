import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Discount } from '../../../../contract/discounts';
import { toCents } from '../../../../contract/money';
import type { Order } from '../../../../contract/orders';
import { pointsUsed } from '../../../../contract/sale-figures';
import { ApiError } from '../../../lib/api';
import { lineIds } from '../../../shared/variants/variant-product';
import { onTillCustomer, setTillPoints, setTillStamps, tillCustomer } from '../customer-picker';
import {
  clearPosSale,
  type PosLine,
  readPosOrderId,
  readUnsavedBill,
  readUnsavedLines,
  savePosOrderId,
  saveUnsavedBill,
  saveUnsavedLines,
} from './pos-storage';
import { linesFromOrder, saleTotals, withQuantity } from './sale-math';
import { useCancelPosSale } from './useCancelPosSale';
import { useCreatePosSale } from './useCreatePosSale';
import { usePosDraft } from './usePosDraft';
import { useUpdatePosSale } from './useUpdatePosSale';

const SAVE_DEBOUNCE_MS = 250;
const RETRY_MS = 3000;

export type SaveState = 'saved' | 'saving' | 'offline';

export interface PosSaleNotice {
  kind: 'conflict' | 'dropped' | 'completed';
  message: string;
  /** the completed sale's id (kind completed) */
  orderId?: string;
}

/** True while the server does not hold the latest local change. */
function pending(version: { current: number }, saved: { current: number }): boolean {
  return version.current !== saved.current;
}

function isConnectionFailure(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
}

/**
 * The sale being rung up. Taps change the lines here at once; the lines are then saved to the
 * server's POS-Sell draft (created with the first line, replaced with `update` after), one save at a
 * time, the latest lines winning. Lines not yet saved are kept in local storage, so a reload or a
 * dropped connection loses nothing; saving is retried until the connection is back.
 */
export function usePosSale(
  onNotice: (notice: PosSaleNotice) => void,
  /** wraps each save: a cashier's discount or typed price above her rights waits for a manager's PIN (decision 0280) */
  run: <T>(call: () => Promise<T>) => Promise<T> = (call) => call(),
) {
  const queryClient = useQueryClient();
  const { mutateAsync: createSale } = useCreatePosSale(run);
  const { mutateAsync: updateSale } = useUpdatePosSale(run);
  const { mutate: cancelSale } = useCancelPosSale();

  const [orderId, setOrderId] = useState<string | null>(readPosOrderId);
  const [unsaved] = useState(readUnsavedLines);
  const [lines, setLines] = useState<PosLine[]>(unsaved ?? []);
  // the bill's discount (docs/decisions/0232-till-discounts.md), saved with the lines
  const [bill, setBill] = useState<Discount | null>(() => readUnsavedBill() ?? null);
  const billRef = useRef(bill);
  billRef.current = bill;
  // a full stamp card's free item as the server last answered it: only the server knows which products qualify
  const [stampsCents, setStampsCents] = useState(0);
  const stampsRef = useRef(stampsCents);
  stampsRef.current = stampsCents;
  const [saveState, setSaveState] = useState<SaveState>('saved');
  const draft = usePosDraft(orderId);
  const refetchDraft = useRef(draft.refetch);
  refetchDraft.current = draft.refetch;

  // Versions: every local change bumps `version`; `saved` is the version the server holds.
  const version = useRef(unsaved ? 1 : 0);
  const saved = useRef(0);
  const [changes, setChanges] = useState(version.current);
  const linesRef = useRef(lines);
  linesRef.current = lines;
  const orderRef = useRef(orderId);
  orderRef.current = orderId;
  const notify = useRef(onNotice);
  notify.current = onNotice;
  const runner = useRef<Promise<boolean> | null>(null);

  const change = useCallback((next: PosLine[], nextBill: Discount | null = billRef.current) => {
    version.current += 1;
    linesRef.current = next;
    setLines(next);
    saveUnsavedLines(next);
    billRef.current = nextBill;
    setBill(nextBill);
    saveUnsavedBill(nextBill);
    setChanges(version.current);
  }, []);

  // a customer chosen or removed is saved with the lines, as a change of them
  useEffect(() => onTillCustomer(() => change(linesRef.current)), [change]);

  const forget = useCallback(() => {
    clearPosSale();
    orderRef.current = null;
    setOrderId(null);
  }, []);

  /** The server's answer becomes the sale (when nothing changed here meanwhile). */
  const adopt = useCallback(
    (order: Order) => {
      const { lines: next, dropped } = linesFromOrder(order);
      if (dropped.length > 0) {
        notify.current({ kind: 'dropped', message: dropped.join(', ') });
        change(next);
        return;
      }
      linesRef.current = next;
      setLines(next);
      billRef.current = order.discount;
      setBill(order.discount);
      setStampsCents(toCents(order.stamps_discount ?? 0));
      saved.current = version.current;
      saveUnsavedLines(null);
      saveUnsavedBill(undefined);
    },
    [change],
  );

  // The stored draft, read after a reload: adopt it, or notice that it was completed or discarded.
  useEffect(() => {
    const order = draft.data;
    if (!order || order.order_id !== orderRef.current) return;
    if (order.status !== 'cart') {
      forget();
      if (!pending(version, saved)) {
        linesRef.current = [];
        setLines([]);
      }
      if (order.status === 'completed' || order.status === 'paid')
        notify.current({ kind: 'completed', message: order.sale_number, orderId: order.order_id });
      return;
    }
    if (!pending(version, saved) && !runner.current) adopt(order);
  }, [draft.data, adopt, forget]);

  useEffect(() => {
    const error = draft.error;
    if (error instanceof ApiError && error.status === 404) {
      // discarded elsewhere: whatever is on this phone starts a new draft
      forget();
      if (linesRef.current.length > 0) change(linesRef.current);
    }
  }, [draft.error, forget, change]);

  /** One save of the current lines; false when the server could not be reached. */
  const saveOnce = useCallback(async (): Promise<boolean> => {
    const sending = linesRef.current;
    const sentVersion = version.current;
    const sendingBill = billRef.current;
    // the sale's customer, chosen in the sale sheet (docs/decisions/0282-customers.md); null a walk-in
    const customerId = tillCustomer()?.customer_id ?? null;
    // her full stamp card's free item (decision 0289): sent on and off; the server refuses a card not full
    const redeemStamps = customerId !== null && tillCustomer()?.redeem_stamps === true;
    // her points to redeem (decision 0283), never more than these lines can take after the free item as last
    // priced: the server refuses more
    const redeemPoints = customerId
      ? pointsUsed(
          saleTotals(
            sending,
            sendingBill,
            tillCustomer()?.redeem_points ?? 0,
            redeemStamps ? stampsRef.current : 0,
          ).pointsCents,
        )
      : 0;
    const loyalty = customerId ? { redeem_points: redeemPoints, redeem_stamps: redeemStamps } : {};
    const items = sending.map((l) => ({
      ...lineIds(l),
      quantity: l.quantity,
      ...(l.open_price ? { price: l.price } : {}),
      ...(l.line_discount ? { discount: l.line_discount } : {}),
    }));
    try {
      let id = orderRef.current;
      let order: Order | null = null;
      if (!id) {
        const first = items[0];
        if (!first) {
          saved.current = sentVersion;
          saveUnsavedLines(null);
          saveUnsavedBill(undefined);
          return true;
        }
        const created = await createSale(first);
        const createdId = created.order_id;
        id = createdId;
        savePosOrderId(createdId);
        orderRef.current = createdId;
        setOrderId(createdId);
        // the bill's discount goes with all the lines (on the first alone it could be more than the bill)
        if (items.length > 1 || sendingBill || customerId)
          order = await updateSale({
            id: createdId,
            items,
            discount: sendingBill,
            customer_id: customerId,
            ...loyalty,
          });
      } else {
        order = await updateSale({
          id,
          items,
          discount: sendingBill,
          customer_id: customerId,
          ...loyalty,
        });
      }
      if (version.current === sentVersion) {
        if (order) adopt(order);
        // A sale started with one line answers its id only. The lines stay kept here until the draft is read
        // back (adopt clears them): were the network to die first, the offline till starts from them
        // (linesInProgress), where the empty draft cache would have lost the tap.
        else saved.current = sentVersion;
      } else if (order) {
        // changed meanwhile: keep the local quantities, take the server's stock figures
        const stock = new Map(order.items.map((l) => [l.variant_id ?? l.product_id, l.available]));
        const next = linesRef.current.map((l) => {
          const available = stock.get(l.product_id);
          return available === undefined ? l : { ...l, available };
        });
        linesRef.current = next;
        setLines(next);
      }
      setSaveState(pending(version, saved) ? 'saving' : 'saved');
      return true;
    } catch (error) {
      if (isConnectionFailure(error)) {
        setSaveState('offline');
        return false;
      }
      const message = error instanceof Error ? error.message : String(error);
      notify.current({ kind: 'conflict', message });
      // points refused (her balance changed meanwhile): the sale goes on without them
      // the free item refused (card no longer full, nothing on the bill qualifies): the switch turns off
      if (error instanceof ApiError && error.status === 400) {
        if (redeemPoints > 0) setTillPoints(0);
        if (redeemStamps) setTillStamps(false);
      }
      void queryClient.invalidateQueries({ queryKey: ['products'] });
      const id = orderRef.current;
      if (error instanceof ApiError && error.status === 404) {
        forget(); // the draft is gone: the next save starts a new one with these lines
        return true;
      }
      // The server refused these lines (stock ran out, product withdrawn): show what it holds.
      if (id) {
        try {
          const fresh = await refetchDraft.current();
          if (fresh.data) adopt(fresh.data);
          else saved.current = version.current;
        } catch {
          saved.current = version.current;
        }
      } else {
        // the first line could not start a sale: drop it, keep the rest
        change(sending.slice(1));
      }
      setSaveState('saved');
      return true;
    }
  }, [createSale, updateSale, adopt, change, forget, queryClient]);

  const pump = useCallback((): Promise<boolean> => {
    if (runner.current) return runner.current;
    setSaveState('saving');
    let finished = false;
    const run = (async () => {
      try {
        while (pending(version, saved)) {
          if (!(await saveOnce())) return false;
        }
        setSaveState('saved');
        return true;
      } finally {
        finished = true;
        runner.current = null;
      }
    })();
    // With nothing pending (a change the running save already sent) the run ends before this line: kept as
    // `runner`, that finished run would answer every later pump and no change would ever be saved again.
    if (!finished) runner.current = run;
    return run;
  }, [saveOnce]);

  // Save shortly after each change (several quick taps make one call).
  useEffect(() => {
    if (changes === 0 || !pending(version, saved)) return;
    const timer = setTimeout(() => void pump(), SAVE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [changes, pump]);

  // Offline: retry every few seconds and as soon as the browser says it is back online.
  useEffect(() => {
    if (saveState !== 'offline') return;
    const retry = () => void pump();
    const timer = setInterval(retry, RETRY_MS);
    window.addEventListener('online', retry);
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', retry);
    };
  }, [saveState, pump]);

  /** Saves what is pending now; true when the server holds exactly these lines. */
  const flush = useCallback(async (): Promise<boolean> => {
    for (let i = 0; i < 5 && (pending(version, saved) || runner.current); i += 1) {
      if (!(await pump())) return false;
    }
    return !pending(version, saved);
  }, [pump]);

  const setQuantity = useCallback(
    (line: PosLine, quantity: number) => {
      const next = withQuantity(linesRef.current, line, quantity);
      if (next !== linesRef.current) change(next);
    },
    [change],
  );

  /** Clear sale: forgotten here at once, discarded on the server when it can be reached. */
  const clear = useCallback(() => {
    const id = orderRef.current;
    version.current += 1;
    saved.current = version.current;
    linesRef.current = [];
    setLines([]);
    billRef.current = null;
    setBill(null);
    forget();
    setSaveState('saved');
    if (id) cancelSale(id);
  }, [cancelSale, forget]);

  /** The seller's discount of one line, or of the bill (null removes it). */
  const setLineDiscount = useCallback(
    (line: PosLine, discount: Discount | null) =>
      change(
        linesRef.current.map((l) =>
          l.product_id === line.product_id ? { ...l, line_discount: discount } : l,
        ),
      ),
    [change],
  );
  const setBillDiscount = useCallback(
    (discount: Discount | null) => change(linesRef.current, discount),
    [change],
  );

  // the customer's points to redeem, read with each render (a change of them is a change of the sale)
  const wantedPoints = tillCustomer()?.redeem_points ?? 0;
  // the free item shows while the switch is on (off, the next answer clears it; no stale row meanwhile)
  const freeCents = tillCustomer()?.redeem_stamps === true ? stampsCents : 0;
  const totals = useMemo(
    () => saleTotals(lines, bill, wantedPoints, freeCents),
    [lines, bill, wantedPoints, freeCents],
  );
  const loading = orderId !== null && unsaved === null && draft.isPending && lines.length === 0;

  return {
    orderId,
    lines,
    bill,
    totals,
    loading,
    saveState,
    setQuantity,
    setLineDiscount,
    setBillDiscount,
    clear,
    flush,
  };
}
