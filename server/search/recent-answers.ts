/**
 * A few seconds' memory of answers by key, at most `max` of them (the least recently asked goes first),
 * dropped whole on `clear()`. Ranking a common search term reads every product that matches (10,000 rows for
 * a word in 1 of 10 names of 100,000: ~9 ms on SQLite); the market asks the same popular searches again and
 * again, so the ranked ids of a page are kept briefly (docs/decisions/0237-search-matching.md).
 */
export class RecentAnswers<T> {
  private readonly entries = new Map<string, { value: T; at: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly max: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (this.now() - entry.at >= this.ttlMs) return undefined;
    // a Map iterates in insertion order: re-inserting makes it the most recently asked
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: T): void {
    if (this.ttlMs <= 0) return;
    this.entries.delete(key);
    this.entries.set(key, { value, at: this.now() });
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
  }

  clear(): void {
    this.entries.clear();
  }
}
