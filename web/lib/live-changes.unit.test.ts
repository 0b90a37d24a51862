import { describe, expect, it } from 'vitest';
import type { LiveChange } from '../../contract/notifications';
import { emitLiveChange, onLiveChange, onLiveFacts } from './live-changes';

describe('live changes', () => {
  it('hands the facts handler, once, what changed before it was installed; later changes go straight to it', () => {
    const early: LiveChange[] = [];
    const stopOther = onLiveChange((c) => early.push(c));
    emitLiveChange({ kind: 'sale', id: '*' });
    emitLiveChange({ kind: 'product', id: '*' });
    emitLiveChange({ kind: 'sale', id: '*' });
    expect(early).toHaveLength(3);

    const seen: LiveChange[] = [];
    const stop = onLiveFacts((c) => seen.push(c));
    // the two kinds the sync announced before the handler came, each once
    expect(seen).toEqual([
      { kind: 'sale', id: '*' },
      { kind: 'product', id: '*' },
    ]);
    emitLiveChange({ kind: 'order', id: 'o1' });
    expect(seen.at(-1)).toEqual({ kind: 'order', id: 'o1' });
    stop();
    stopOther();

    // a handler installed later gets only what it missed since
    emitLiveChange({ kind: 'order', id: 'o2' });
    const later: LiveChange[] = [];
    const stopLater = onLiveFacts((c) => later.push(c));
    expect(later).toEqual([{ kind: 'order', id: 'o2' }]);
    stopLater();
  });

  it('keeps at most a bounded list of missed changes, folding the rest into "anything of this kind"', () => {
    for (let i = 0; i < 200; i++) emitLiveChange({ kind: 'product', id: `p${i}` });
    const seen: LiveChange[] = [];
    const stop = onLiveFacts((c) => seen.push(c));
    expect(seen.length).toBeLessThanOrEqual(51);
    expect(seen).toContainEqual({ kind: 'product', id: '*' });
    stop();
  });
});
