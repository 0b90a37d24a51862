import { liveQuery } from 'dexie';
import { useEffect, useRef, useState } from 'react';
import { tillCustomers } from '../../../../contract/customers';
import { getFpsIdentifier } from '../../../../contract/fps';
import type { FpsIdentifier } from '../../../../contract/fps-payload';
import type { Product } from '../../../../contract/products';
import { list as listProducts } from '../../../../contract/products';
import { quickKeys } from '../../../../contract/quick-keys';
import type { ScaleLayout } from '../../../../contract/scale-barcode-codes';
import { scaleBarcode } from '../../../../contract/scale-barcodes';
import { listPaymentCode } from '../../../../contract/users';
import { callApi } from '../../../lib/api';
import { useConnected } from '../../../lib/connectivity';
import { onLiveChange } from '../../../lib/live-changes';
import type { CachedCustomer } from '../customer-picker';
import { type CachedCode, type CachedProduct, posDb, saveCatalogue, saveCustomers } from './pos-db';
import { syncNow } from './sync';
import type { QueuedSale } from './sync-queue';

const REFRESH_MS = 5 * 60_000;
const RETRY_MS = 20_000;
const MAX_PRODUCTS = 1000;

/** A Dexie live query; `key` names its inputs (a new key subscribes again). */
function useLive<T>(key: string, query: () => Promise<T>, initial: T): T {
  const [value, setValue] = useState<T>(initial);
  const latest = useRef(query);
  latest.current = query;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new key is a new query
  useEffect(() => {
    const sub = liveQuery(() => latest.current()).subscribe({ next: setValue, error: () => undefined });
    return () => sub.unsubscribe();
  }, [key]);
  return value;
}

async function refreshCatalogue(userId: string): Promise<void> {
  const products: Product[] = [];
  let cursor: string | null = null;
  do {
    const page: Product[] = await callApi(listProducts, { mine: true, sort: -1, limit: 100, cursor });
    products.push(...page);
    cursor = page.length === 100 ? (page.at(-1)?._id ?? null) : null;
  } while (cursor && products.length < MAX_PRODUCTS);
  const codes = await callApi(listPaymentCode, {});
  const { fps } = await callApi(getFpsIdentifier, {});
  const keys = await callApi(quickKeys, {});
  const scale = await callApi(scaleBarcode, {});
  await saveCatalogue(
    userId,
    products,
    codes,
    fps,
    keys.items.map((p) => p._id),
    scale.layout,
  );
}

/** the shop's customers kept for the offline till (decision 0283, "Customers on the offline till") */
async function refreshCustomers(userId: string): Promise<void> {
  const { items } = await callApi(tillCustomers, {});
  await saveCustomers(
    userId,
    items.map((c) => ({ id: c.customer_id, name: c.name, phone: c.phone })),
  );
}

/**
 * The offline point of sale's state for the seller (docs/decisions/0081-offline-point-of-sale.md): online or
 * not, the cached catalogue and codes, the sales waiting to sync. While online it refreshes the cache in the
 * background and drains the queue at once, on reconnect, and every 20 s while sales wait.
 */
export function useOfflinePos(userId: string) {
  // not only the browser's flag: a network that carries nothing counts as offline (web/lib/connectivity.ts)
  const online = useConnected();
  const products = useLive<CachedProduct[]>(
    `p${userId}`,
    () => posDb(userId).products.orderBy('name').toArray(),
    [],
  );
  const codes = useLive<CachedCode[]>(`c${userId}`, () => posDb(userId).codes.toArray(), []);
  const sales = useLive<QueuedSale[]>(
    `s${userId}`,
    () => posDb(userId).sales.orderBy('seq').reverse().limit(50).toArray(),
    [],
  );
  const fps = useLive<FpsIdentifier | null>(
    `f${userId}`,
    async () => ((await posDb(userId).meta.get('fps'))?.value as FpsIdentifier | null) ?? null,
    null,
  );
  const keyIds = useLive<string[]>(
    `k${userId}`,
    async () => ((await posDb(userId).meta.get('quickKeys'))?.value as string[] | undefined) ?? [],
    [],
  );
  const waiting = sales.filter((s) => s.state === 'waiting').length;

  useEffect(() => {
    if (!online || !userId) return;
    let live = true;
    const tick = () => {
      void syncNow(userId).catch(() => undefined);
    };
    const refresh = () => {
      void refreshCatalogue(userId).catch(() => undefined);
    };
    // the customer list at opening and every 5 minutes, on its own (a list that fails to load stops no
    // catalogue), not at every product change
    const refreshPeople = () => {
      void refreshCustomers(userId).catch(() => undefined);
    };
    tick();
    refresh();
    refreshPeople();
    // a sale or an edit anywhere changes what the till sells from: the cached catalogue follows (issue 25),
    // once for a burst of changes (a sale of five products is five changes)
    let pending: ReturnType<typeof setTimeout> | undefined;
    const stopLive = onLiveChange((change) => {
      if (change.kind !== 'product' || pending) return;
      pending = setTimeout(() => {
        pending = undefined;
        if (live) refresh();
      }, 1000);
    });
    const syncTimer = setInterval(() => live && tick(), RETRY_MS);
    const refreshTimer = setInterval(() => {
      if (!live) return;
      refresh();
      refreshPeople();
    }, REFRESH_MS);
    return () => {
      live = false;
      clearInterval(syncTimer);
      clearInterval(refreshTimer);
      clearTimeout(pending);
      stopLive();
    };
  }, [online, userId]);

  const scaleLayout = useLive<ScaleLayout>(
    `l${userId}`,
    async () => ((await posDb(userId).meta.get('scaleLayout'))?.value as ScaleLayout | undefined) ?? 'off',
    'off',
  );
  const customers = useLive<CachedCustomer[]>(`u${userId}`, () => posDb(userId).customers.toArray(), []);
  return { online, products, codes, sales, waiting, fps, keyIds, scaleLayout, customers };
}
