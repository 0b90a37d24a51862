import type { StockFigure } from '../../contract/notifications';

/** the most products one open page follows (a market page shows 20 to 60) */
export const STOCK_WATCH_MAX = 100;
/** changes within one tick are one frame per page, with each product's stock as it is at the tick */
export const STOCK_TICK_MS = 150;

/** One open page's stream, as the channel sees it: where frames go and which products it shows. */
export interface StockWatcher {
  /** the stream's id, sent to the page in `ready`; the page names it when it says what it shows */
  stream: string;
  /** writes a frame; false when the connection is gone */
  write(chunk: string): boolean;
}

/**
 * Live stock (docs/decisions/0268-live-stock-and-first-screen-updates.md). Every process keeps the pages it serves
 * and the products each shows. A stock change anywhere reaches every process over the bus as a product id only;
 * a process that has no page showing it drops it at once. The ids a process does show are gathered for one tick
 * (a burst of sales of one product is one read and one frame), read in one batch, and each page gets one frame
 * with just the figures of the products it shows. Nothing is written to a page that shows none of them.
 */
export class StockChannel {
  /** product id → the pages showing it */
  private readonly watchers = new Map<string, Set<StockWatcher>>();
  /** page → the products it shows */
  private readonly shown = new Map<StockWatcher, Set<string>>();
  private readonly byStream = new Map<string, StockWatcher>();
  private readonly pending = new Set<string>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private flushing: Promise<void> = Promise.resolve();
  /** frames written and products read, for the bench and the tests */
  readonly counts = { frames: 0, reads: 0, ticks: 0 };

  constructor(
    /** the stock of these products now (absent: removed or unknown) */
    private readonly read: (ids: string[]) => Promise<Map<string, StockFigure>>,
    private readonly tickMs: number = STOCK_TICK_MS,
    private readonly onError: (err: unknown) => void = () => {},
  ) {}

  add(watcher: StockWatcher): void {
    this.byStream.set(watcher.stream, watcher);
    this.shown.set(watcher, new Set());
  }

  drop(watcher: StockWatcher): void {
    if (this.byStream.get(watcher.stream) === watcher) this.byStream.delete(watcher.stream);
    for (const id of this.shown.get(watcher) ?? []) this.unwatch(watcher, id);
    this.shown.delete(watcher);
  }

  /** pages served by this process */
  get pages(): number {
    return this.shown.size;
  }

  /**
   * The page of `stream` now shows `ids` (replacing what it showed). False when this process does not serve that
   * stream (another one does: every process hears the request). Products it had not shown before are sent at
   * once with their stock now, so a change between the page's load and this request is not missed.
   */
  async watch(stream: string, ids: readonly string[]): Promise<boolean> {
    const watcher = this.byStream.get(stream);
    if (!watcher) return false;
    const before = this.shown.get(watcher)!;
    const next = new Set(ids.slice(0, STOCK_WATCH_MAX));
    for (const id of before) if (!next.has(id)) this.unwatch(watcher, id);
    const added: string[] = [];
    for (const id of next) {
      if (before.has(id)) continue;
      before.add(id);
      let set = this.watchers.get(id);
      if (!set) {
        set = new Set();
        this.watchers.set(id, set);
      }
      set.add(watcher);
      added.push(id);
    }
    if (added.length > 0) {
      const figures = await this.read(added);
      this.counts.reads += 1;
      const mine = added.map((id) => figures.get(id)).filter((f): f is StockFigure => f !== undefined);
      if (mine.length > 0 && this.shown.has(watcher)) this.writeFrame(watcher, mine);
    }
    return true;
  }

  /** These products' stock changed (heard on the bus): the ones shown here go out at the next tick. */
  changed(ids: readonly string[]): void {
    let any = false;
    for (const id of ids) {
      if (!this.watchers.has(id)) continue;
      this.pending.add(id);
      any = true;
    }
    if (any && this.timer === null) {
      this.timer = setTimeout(() => {
        this.timer = null;
        this.flushing = this.flushing.then(() => this.flush()).catch(this.onError);
      }, this.tickMs);
      this.timer.unref?.();
    }
  }

  /** resolves once what is pending now has been written (tests and the bench) */
  async settled(): Promise<void> {
    while (this.timer !== null || this.pending.size > 0) {
      await new Promise((r) => setTimeout(r, Math.max(5, this.tickMs / 4)));
      await this.flushing;
    }
    await this.flushing;
  }

  close(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.pending.clear();
    this.watchers.clear();
    this.shown.clear();
    this.byStream.clear();
  }

  private async flush(): Promise<void> {
    const ids = [...this.pending].filter((id) => this.watchers.has(id));
    this.pending.clear();
    if (ids.length === 0) return;
    this.counts.ticks += 1;
    const figures = await this.read(ids);
    this.counts.reads += 1;
    // one frame per page, with the figures of the products it shows; a product gone from the catalogue reads as 0
    const perPage = new Map<StockWatcher, StockFigure[]>();
    for (const id of ids) {
      const figure = figures.get(id) ?? { id, quantity: 0, removed: true };
      for (const watcher of this.watchers.get(id) ?? []) {
        const list = perPage.get(watcher);
        if (list) list.push(figure);
        else perPage.set(watcher, [figure]);
      }
    }
    // pages showing the same single product (the common case: many people on one product page) share a frame
    const single = new Map<StockFigure, string>();
    for (const [watcher, list] of perPage) {
      if (list.length === 1) {
        let chunk = single.get(list[0]!);
        if (chunk === undefined) {
          chunk = frameOf(list);
          single.set(list[0]!, chunk);
        }
        this.send(watcher, chunk);
      } else this.writeFrame(watcher, list);
    }
  }

  private writeFrame(watcher: StockWatcher, figures: StockFigure[]): void {
    this.send(watcher, frameOf(figures));
  }

  private send(watcher: StockWatcher, chunk: string): void {
    this.counts.frames += 1;
    if (!watcher.write(chunk)) this.drop(watcher);
  }

  private unwatch(watcher: StockWatcher, id: string): void {
    const set = this.watchers.get(id);
    if (!set) return;
    set.delete(watcher);
    if (set.size === 0) this.watchers.delete(id);
    this.shown.get(watcher)?.delete(id);
  }
}

function frameOf(figures: StockFigure[]): string {
  return `event: stock\ndata: ${JSON.stringify(figures)}\n\n`;
}

/** The stock figures of products as the product answer has them (decision 0268). */
export function stockFiguresOf(
  products: Map<
    string,
    { _id: string; quantity: number; removed: boolean; variants: { _id: string; quantity: number }[] }
  >,
): Map<string, StockFigure> {
  const out = new Map<string, StockFigure>();
  for (const [id, p] of products) {
    const figure: StockFigure = { id, quantity: p.quantity };
    if (p.variants.length > 0) figure.variants = p.variants.map((v) => ({ id: v._id, quantity: v.quantity }));
    if (p.removed) figure.removed = true;
    out.set(id, figure);
  }
  return out;
}
