import { beforeEach, describe, expect, it } from 'vitest';
import { openDrawerForCashMove, receiptOpensDrawer } from './cash-drawer';
import type { ConnectedPrinter } from './connected-printer';
import { MemoryStorage, readEscpos } from './escpos-reader.testing';
import { readPrinterSettings, savePrinterSettings } from './printer-settings';

/** Cash in and out of a shift opens the drawer as a cash sale does (docs/decisions/0279-shifts-and-cash-moves.md). */
function fakePrinter(): ConnectedPrinter & { sent: Uint8Array[] } {
  const sent: Uint8Array[] = [];
  return {
    name: 'fake',
    sent,
    print: async (bytes: Uint8Array) => {
      sent.push(bytes);
    },
  };
}

describe('the drawer on cash in and out', () => {
  beforeEach(() => {
    (globalThis as { localStorage?: unknown }).localStorage = new MemoryStorage();
  });

  it('pulses only with the setting on and a printer; the pulse is ESC p', async () => {
    const printer = fakePrinter();
    expect(await openDrawerForCashMove(printer)).toBe('off');
    expect(printer.sent).toEqual([]);
    savePrinterSettings({ ...readPrinterSettings(), openDrawerOnCash: true });
    expect(await openDrawerForCashMove(null)).toBe('no-printer');
    expect(await openDrawerForCashMove(printer)).toBe('opened');
    expect(readEscpos(printer.sent[0]!, 'ascii').commands).toEqual(['drawer 0 25 250']);
    // no sale is marked as opened: a cash sale's receipt still carries its pulse
    expect(receiptOpensDrawer('cash', '')).toBe(true);
  });

  it('a printer that fails leaves the move alone', async () => {
    savePrinterSettings({ ...readPrinterSettings(), openDrawerOnCash: true });
    const broken: ConnectedPrinter = { name: 'gone', print: () => Promise.reject(new Error('gone')) };
    expect(await openDrawerForCashMove(broken)).toBe('failed');
  });
});
