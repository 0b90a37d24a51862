import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearOfflineCopies,
  isNoConnection,
  MAX_COPIES,
  readOfflineCopy,
  saveOfflineCopy,
} from './offline-copies';

/** The Web Storage interface over a Map (the unit tests run in Node, which has no localStorage). */
class MemoryStorage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key(i: number) {
    return [...this.items.keys()][i] ?? null;
  }
  getItem(k: string) {
    return this.items.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.items.set(k, String(v));
  }
  removeItem(k: string) {
    this.items.delete(k);
  }
  clear() {
    this.items.clear();
  }
}

beforeEach(() => {
  (globalThis as { localStorage?: unknown }).localStorage = new MemoryStorage();
});

// docs/decisions/0227-offline-reading.md
describe('offline copies', () => {
  it('keep the last load of each list with its time', () => {
    saveOfflineCopy('orders:u1:buyer:', { items: [1] }, 1000);
    saveOfflineCopy('orders:u1:buyer:', { items: [1, 2] }, 2000);
    expect(readOfflineCopy('orders:u1:buyer:')).toEqual({ at: 2000, data: { items: [1, 2] } });
    expect(readOfflineCopy('orders:u1:seller:')).toBeNull();
  });

  it(`keep at most ${MAX_COPIES} lists, dropping the oldest`, () => {
    for (let i = 0; i < MAX_COPIES + 3; i++) saveOfflineCopy(`list-${i}`, i, 1000 + i);
    expect(readOfflineCopy('list-0')).toBeNull();
    expect(readOfflineCopy('list-2')).toBeNull();
    expect(readOfflineCopy('list-3')?.data).toBe(3);
    expect(readOfflineCopy(`list-${MAX_COPIES + 2}`)?.data).toBe(MAX_COPIES + 2);
    // other keys of the app are never touched
    localStorage.setItem('token', 't');
    clearOfflineCopies();
    expect(readOfflineCopy('list-3')).toBeNull();
    expect(localStorage.getItem('token')).toBe('t');
  });

  it('count only a load that got no answer as offline', () => {
    expect(isNoConnection({ status: 0 })).toBe(true);
    expect(isNoConnection({ status: 500 })).toBe(false);
    expect(isNoConnection(new Error('x'))).toBe(false);
    expect(isNoConnection(null)).toBe(false);
  });
});
