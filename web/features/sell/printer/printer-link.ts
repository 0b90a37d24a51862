/**
 * How the browser reaches a receipt printer (docs/decisions/0171-receipt-printing.md): Web Bluetooth (most
 * portable 58 mm printers), WebUSB or Web Serial (desk printers on a laptop). Chromium browsers have them;
 * Safari and Firefox have none, and the app then offers Print, Share and Copy link instead.
 */
export type PrinterLink = 'bluetooth' | 'usb' | 'serial';

export function availableLinks(): PrinterLink[] {
  const nav = navigator as Navigator & { bluetooth?: unknown; usb?: unknown; serial?: unknown };
  const links: PrinterLink[] = [];
  if (nav.bluetooth) links.push('bluetooth');
  if (nav.usb) links.push('usb');
  if (nav.serial) links.push('serial');
  return links;
}

import { type ConnectedPrinter, setConnectedPrinter } from './connected-printer';

export { connectedPrinter } from './connected-printer';
export type { ConnectedPrinter };

/** The transports are loaded only when a seller connects a printer. */
async function transport(link: PrinterLink): Promise<PointOfSalePrinterClass> {
  if (link === 'bluetooth') return (await import('@point-of-sale/webbluetooth-receipt-printer')).default;
  if (link === 'usb') return (await import('@point-of-sale/webusb-receipt-printer')).default;
  return (await import('@point-of-sale/webserial-receipt-printer')).default;
}

let current: { link: PrinterLink; printer: ConnectedPrinter } | null = null;

/**
 * Asks the browser for a printer (its chooser opens: call from a tap) and resolves once it is connected;
 * rejects when the seller closed the chooser or the printer did not answer. One printer stays connected
 * for the page's life, so the next receipt prints without asking again.
 */
export async function connectPrinter(link: PrinterLink): Promise<ConnectedPrinter> {
  if (current?.link === link) return current.printer;
  const Printer = await transport(link);
  const device = new Printer();
  const connected = new Promise<string>((resolve, reject) => {
    device.addEventListener('connected', (info) => resolve(info.name ?? link));
    setTimeout(() => reject(new Error('no printer connected')), 60_000);
  });
  await device.connect();
  const name = await Promise.race([
    connected,
    // connect() returns after the chooser closes; a connection follows within moments or not at all
    new Promise<string>((_, reject) => setTimeout(() => reject(new Error('no printer connected')), 15_000)),
  ]);
  device.addEventListener('disconnected', () => {
    if (current?.printer.name === name) {
      current = null;
      setConnectedPrinter(null);
    }
  });
  const printer: ConnectedPrinter = { name, print: (bytes) => device.print(bytes) };
  current = { link, printer };
  setConnectedPrinter(printer);
  return printer;
}
