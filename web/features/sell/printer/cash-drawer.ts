import { type ConnectedPrinter, connectedPrinter } from './connected-printer';
import { drawerPulse } from './drawer-pulse';
import { readPrinterSettings } from './printer-settings';

/**
 * The cash drawer, opened by its printer (docs/decisions/0277-cash-drawer-and-price-labels.md): the drawer's cable
 * goes into the printer's drawer port, and ESC p makes the printer pulse it.
 */

export type DrawerResult = 'opened' | 'not-cash' | 'off' | 'no-printer' | 'failed';

/** Sales whose drawer opened on this page: their receipt, printed after, does not pulse again. */
const openedFor = new Set<string>();

/**
 * After a sale is paid, at either till: a cash sale opens the drawer when "Open the cash drawer on cash sales" is on
 * for this till and a printer is connected, or the printer chosen before reconnects without asking (after a reload:
 * the transports are loaded only then). `printer` is given by tests; null: none. Never throws: the sale is recorded
 * whatever the drawer does.
 */
export async function openDrawerForSale(
  method: string,
  sale: string,
  printer?: ConnectedPrinter | null,
): Promise<DrawerResult> {
  if (method !== 'cash') return 'not-cash';
  if (!readPrinterSettings().openDrawerOnCash) return 'off';
  let to = printer === undefined ? connectedPrinter() : printer;
  if (printer === undefined && !to) {
    try {
      to = await (await import('./printer-link')).reconnectPrinter();
    } catch {
      to = null;
    }
  }
  if (!to) return 'no-printer';
  try {
    await to.print(drawerPulse());
    if (sale) openedFor.add(sale);
    return 'opened';
  } catch {
    return 'failed';
  }
}

/** Whether a cash sale's receipt should carry the pulse: the setting is on and its drawer has not opened yet. */
export function receiptOpensDrawer(method: string | undefined, sale: string): boolean {
  return method === 'cash' && readPrinterSettings().openDrawerOnCash && !openedFor.has(sale);
}

/** Remembers that a sale's drawer opened with its receipt. */
export function drawerOpenedFor(sale: string): void {
  openedFor.add(sale);
}

/**
 * Cash put in or taken out in a shift (docs/decisions/0279-shifts-and-cash-moves.md) opens the drawer as a cash sale
 * does: when this till's "Open the cash drawer on cash sales" is on and a printer is connected or reconnects. Never
 * throws: the move is recorded whatever the drawer does.
 */
export async function openDrawerForCashMove(printer?: ConnectedPrinter | null): Promise<DrawerResult> {
  return openDrawerForSale('cash', '', printer);
}
