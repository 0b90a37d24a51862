import { beforeEach, describe, expect, it } from 'vitest';
import { openDrawerForSale, receiptOpensDrawer } from './cash-drawer';
import type { ConnectedPrinter } from './connected-printer';
import { escposReceipt } from './escpos';
import { LINK, labels, MemoryStorage, readEscpos, receipt } from './escpos-reader.testing';
import { readPrinterSettings, savePrinterSettings } from './printer-settings';
import { receiptLines } from './receipt-layout';

// The cash drawer on the receipt printer (docs/decisions/0277-cash-drawer-and-price-labels.md), its bytes read back
// as a printer reads them (./escpos-reader.testing.ts).

/** The only fake: a printer at the hardware boundary that keeps what it was sent. */
function fakePrinter(): ConnectedPrinter & { sent: Uint8Array[] } {
  const sent: Uint8Array[] = [];
  return { name: 'POS-58', sent, print: async (bytes) => void sent.push(bytes) };
}

describe('the cash drawer (docs/decisions/0277-cash-drawer-and-price-labels.md)', () => {
  beforeEach(() => {
    (globalThis as { localStorage?: unknown }).localStorage = new MemoryStorage();
  });

  it('a receipt with the drawer pulse reads back as the receipt, its cut, then ESC p with the reference values', () => {
    const lines = receiptLines(receipt, labels, '58mm', LINK);
    const back = readEscpos(escposReceipt(lines, 'gb18030', 32, { openDrawer: true }), 'gb18030');
    expect(back.endsWithCut).toBe(true);
    expect(back.commands.at(-1)).toBe('drawer 0 25 250');
    expect(back.drawer).toHaveLength(1);
    const { m, t1, t2 } = back.drawer[0]!;
    // Epson ESC/POS command reference, ESC p m t1 t2: m 0 or 48 = drawer kick connector pin 2, 1 or 49 = pin 5;
    // 0 ≤ t1, t2 ≤ 255; on for t1 × 2 ms, off for t2 × 2 ms (an off time shorter than the on time is taken as it)
    expect([0, 48]).toContain(m);
    expect(t1 * 2).toBe(50);
    expect(t2 * 2).toBe(500);
    expect(t2).toBeGreaterThanOrEqual(t1);
    // the receipt itself is unchanged
    expect(back.qr).toEqual([LINK]);
    expect(back.lines.join('\n')).toContain('HK$98.00');
    // and without the option there is no pulse
    expect(readEscpos(escposReceipt(lines, 'gb18030', 32), 'gb18030').drawer).toEqual([]);
  });

  it('is pulsed after a cash sale when the setting is on and a printer is connected; never for FPS or others', async () => {
    const printer = fakePrinter();
    // off by default
    expect(readPrinterSettings().openDrawerOnCash).toBe(false);
    expect(await openDrawerForSale('cash', 'S1', printer)).toBe('off');
    expect(printer.sent).toEqual([]);

    savePrinterSettings({ ...readPrinterSettings(), openDrawerOnCash: true });
    for (const method of ['fps', 'payme', 'octopus', 'code-123', '']) {
      expect(await openDrawerForSale(method, `S-${method}`, printer)).toBe('not-cash');
    }
    expect(printer.sent).toEqual([]);
    expect(await openDrawerForSale('cash', 'S2', null)).toBe('no-printer');

    expect(await openDrawerForSale('cash', 'S3', printer)).toBe('opened');
    expect(printer.sent).toHaveLength(1);
    const back = readEscpos(printer.sent[0]!, 'ascii');
    expect(back.commands).toEqual(['drawer 0 25 250']);
    expect(back.lines).toEqual([]);
    // its receipt, printed afterwards, does not open the drawer again; another cash sale's would
    expect(receiptOpensDrawer('cash', 'S3')).toBe(false);
    expect(receiptOpensDrawer('cash', 'S2')).toBe(true);
    expect(receiptOpensDrawer('fps', 'S2')).toBe(false);
  });

  it('a printer that fails leaves the sale alone', async () => {
    savePrinterSettings({ ...readPrinterSettings(), openDrawerOnCash: true });
    const broken: ConnectedPrinter = {
      name: 'gone',
      print: () => Promise.reject(new Error('GATT disconnected')),
    };
    expect(await openDrawerForSale('cash', 'S4', broken)).toBe('failed');
  });
});
