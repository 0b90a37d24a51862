import { describe, expect, it } from 'vitest';
import { MAX_BUFFERED_BYTES, writeBounded } from './live';

/** A socket whose reader never reads: everything written stays buffered. */
function stalledSocket() {
  const res = {
    destroyed: false,
    writableLength: 0,
    write(chunk: string) {
      res.writableLength += Buffer.byteLength(chunk);
      return res.writableLength < 16_384;
    },
    destroy() {
      res.destroyed = true;
      return res;
    },
  };
  return res;
}

describe('live stream: a slow client never holds memory without bound (docs/decisions/0066)', () => {
  it('drops the connection once more than MAX_BUFFERED_BYTES wait, and writes nothing after', () => {
    const res = stalledSocket();
    const frame = `id: x\nevent: notification\ndata: ${'x'.repeat(1000)}\n\n`;
    let written = 0;
    while (writeBounded(res as never, frame)) written += 1;
    expect(res.destroyed).toBe(true);
    expect(written).toBe(Math.floor(MAX_BUFFERED_BYTES / Buffer.byteLength(frame)));
    const before = res.writableLength;
    expect(writeBounded(res as never, frame)).toBe(false);
    expect(res.writableLength).toBe(before);
    expect(before).toBeLessThanOrEqual(MAX_BUFFERED_BYTES + Buffer.byteLength(frame));
  });
});
