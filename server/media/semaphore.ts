/** A counting semaphore: at most `permits` tasks run at once, the rest wait in arrival order. */
export class Semaphore {
  private available: number;
  private readonly waiting: Array<() => void> = [];

  constructor(readonly permits: number) {
    if (!Number.isInteger(permits) || permits < 1) throw new Error('permits must be a positive integer');
    this.available = permits;
  }

  /** Tasks queued behind the running ones. */
  get pending(): number {
    return this.waiting.length;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    await this.acquire();
    try {
      return await task();
    } finally {
      this.release();
    }
  }

  private acquire(): Promise<void> {
    if (this.available > 0) {
      this.available -= 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    // hand the permit straight to the next waiter, so a newcomer cannot overtake the queue
    const next = this.waiting.shift();
    if (next) next();
    else this.available += 1;
  }
}
