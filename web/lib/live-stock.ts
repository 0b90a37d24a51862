import { useEffect, useSyncExternalStore } from 'react';
import { type StockFigure, watchStock } from '../../contract/notifications';
import { callApi } from './api';

/**
 * Live stock (docs/decisions/0268-live-stock-and-first-screen-updates.md). Screens say which products they show
 * (`useWatchStock`); the live stream, once its `ready` names it, tells the server (`/res/product/stock_watch`), and
 * its `stock` events land here. A screen reads a product's stock through `useLiveStock`: the latest figure heard
 * while it was on screen, else what its own answer said. Figures of products no screen shows are forgotten, so a
 * figure is never older than the screen's answer by more than the moment between the answer and the watch (the
 * server answers a new watch with the stock of that moment).
 */
const figures = new Map<string, StockFigure>();
const watched = new Map<string, number>();
const listeners = new Set<() => void>();
let stream: string | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
let version = 0;

function changed(): void {
  version += 1;
  for (const l of [...listeners]) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** tells the server what is on screen, once per burst of mounts (a list of 20 cards is one call) */
function sendSoon(): void {
  if (stream === null) return;
  clearTimeout(timer);
  timer = setTimeout(() => {
    if (stream === null) return;
    const ids = [...watched.keys()].slice(0, 100);
    void callApi(watchStock, { stream, ids }).catch(() => {
      // the stream's next `ready` sends it again
    });
  }, 50);
}

/** The live stream is up (its `ready` named it) or gone (null): what is on screen is sent to the new one. */
export function setStockStream(id: string | null): void {
  stream = id;
  if (id !== null && watched.size > 0) sendSoon();
}

/** A `stock` event: these products' stock now. */
export function receiveStock(list: StockFigure[]): void {
  let any = false;
  for (const f of list) {
    if (!watched.has(f.id)) continue;
    figures.set(f.id, f);
    any = true;
  }
  if (any) changed();
}

/** Whether any screen shows a product (a guest's page opens its stock stream only then). */
export function watchingStock(): boolean {
  return watched.size > 0;
}
export const subscribeStock = subscribe;

function watch(ids: readonly string[]): () => void {
  let added = false;
  for (const id of ids) {
    const n = watched.get(id) ?? 0;
    watched.set(id, n + 1);
    if (n === 0) added = true;
  }
  if (added) {
    sendSoon();
    changed();
  }
  return () => {
    let removed = false;
    for (const id of ids) {
      const n = (watched.get(id) ?? 1) - 1;
      if (n > 0) watched.set(id, n);
      else {
        watched.delete(id);
        figures.delete(id);
        removed = true;
      }
    }
    if (removed) {
      sendSoon();
      changed();
    }
  };
}

/** While mounted, these products' stock follows the live stream (a list of cards: one call for them all). */
export function useWatchStock(ids: readonly string[]): void {
  const key = ids.join(',');
  useEffect(() => watch(key === '' ? [] : key.split(',')), [key]);
}

/** The latest figure heard of a product on screen, or undefined (then the screen's own answer stands). */
export function liveFigure(id: string): StockFigure | undefined {
  return figures.get(id);
}

interface Stocked {
  _id: string;
  quantity: number;
  variants?: { _id: string; quantity: number }[];
}

/**
 * A product with its stock as last heard (`quantity` and each variant's; a product taken off sale reads 0), watched
 * while mounted; without a figure, the product as given. Null stays null.
 */
export function useLiveStock<P extends Stocked | null>(product: P): P {
  useWatchStock(product ? [product._id] : []);
  useStockVersion();
  return withLiveStock(product);
}

/** Re-renders when any watched product's figure changes (lists that apply `withLiveStock` to their items). */
export function useStockVersion(): number {
  return useSyncExternalStore(
    subscribe,
    () => version,
    () => 0,
  );
}

/** `product` with the stock last heard of it (see `useLiveStock`). */
export function withLiveStock<P extends Stocked | null>(product: P): P {
  if (!product) return product;
  const f = figures.get(product._id);
  if (!f) return product;
  const variants = product.variants?.map((v) => {
    const live = f.variants?.find((x) => x.id === v._id);
    return live ? { ...v, quantity: f.removed ? 0 : live.quantity } : v;
  });
  return { ...product, quantity: f.removed ? 0 : f.quantity, ...(variants ? { variants } : {}) };
}

/** For the tests. */
export function resetLiveStock(): void {
  figures.clear();
  watched.clear();
  stream = null;
  clearTimeout(timer);
  changed();
}
