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
import { type RememberedPrinter, readRememberedPrinter, saveRememberedPrinter } from './printer-settings';

export { connectedPrinter } from './connected-printer';
export type { ConnectedPrinter };

/** The transports are loaded only when a seller connects a printer. */
async function transport(link: PrinterLink): Promise<PointOfSalePrinterClass> {
  if (link === 'bluetooth') return (await import('@point-of-sale/webbluetooth-receipt-printer')).default;
  if (link === 'usb') return (await import('@point-of-sale/webusb-receipt-printer')).default;
  return (await import('@point-of-sale/webserial-receipt-printer')).default;
}

let current: { link: PrinterLink; printer: ConnectedPrinter; device: PointOfSalePrinter } | null = null;

/** How long a remembered printer may take to answer before the chooser is asked instead (a tap's user activation
 * lasts about five seconds in Chrome, and the chooser needs it). */
const RECONNECT_MS = 3_000;

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no printer connected')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * Connects through one transport: `start` asks the chooser (connect) or looks the remembered printer up
 * (reconnect); the transport then says 'connected' with what it knows of the printer, which is remembered on
 * this device. Rejects when no printer connected in time.
 */
async function open(
  link: PrinterLink,
  start: (device: PointOfSalePrinter) => Promise<void>,
  wait: { start: number; connected: number },
): Promise<ConnectedPrinter> {
  const Printer = await transport(link);
  const device = new Printer();
  const connected = new Promise<PointOfSalePrinterInfo>((resolve) =>
    device.addEventListener('connected', (info) => resolve(info)),
  );
  // connect() returns after the chooser closes, reconnect() once the printer is found or not; the transports
  // announce the connection a moment later, or never
  await within(start(device), wait.start);
  const info = await within(connected, wait.connected);
  const name = String(info.name ?? info.productName ?? link);
  device.addEventListener('disconnected', () => {
    if (current?.device === device) {
      current = null;
      setConnectedPrinter(null);
    }
  });
  const printer: ConnectedPrinter = { name, print: (bytes) => device.print(bytes) };
  current = { link, printer, device };
  setConnectedPrinter(printer);
  saveRememberedPrinter({ link, name, device: { ...info } });
  return printer;
}

/** The remembered printer, reconnected without the chooser where the browser allows it; null otherwise. */
async function reconnect(remembered: RememberedPrinter): Promise<ConnectedPrinter | null> {
  if (!availableLinks().includes(remembered.link)) return null;
  try {
    return await open(remembered.link, (device) => device.reconnect(remembered.device), {
      start: RECONNECT_MS,
      connected: 300,
    });
  } catch {
    return null;
  }
}

/**
 * The printer to print on or to pulse the drawer with, without asking anyone: the one connected on this page, or
 * the one the seller chose before, reconnected (Web Bluetooth's getDevices(), WebUSB's getDevices(), Web Serial's
 * getPorts(): printers this site was allowed before). Null when there is none or it did not answer.
 */
export async function reconnectPrinter(): Promise<ConnectedPrinter | null> {
  if (current) return current.printer;
  const remembered = readRememberedPrinter();
  return remembered ? reconnect(remembered) : null;
}

/**
 * The printer on `link`, asking the browser for one (its chooser opens: call from a tap) only when the printer
 * chosen before cannot be reconnected; resolves once it is connected, rejects when the seller closed the chooser
 * or the printer did not answer. It stays connected for the page's life and is remembered on the device.
 */
export async function connectPrinter(link: PrinterLink): Promise<ConnectedPrinter> {
  if (current?.link === link) return current.printer;
  const remembered = readRememberedPrinter();
  if (remembered?.link === link) {
    const again = await reconnect(remembered);
    if (again) return again;
  }
  return open(link, (device) => device.connect(), { start: 120_000, connected: 15_000 });
}

interface ForgettableDevice {
  id?: string;
  serialNumber?: string;
  vendorId?: number;
  productId?: number;
  getInfo?(): { usbVendorId?: number; usbProductId?: number };
  forget?(): Promise<void>;
}

/**
 * "Forget this printer": disconnects it, drops it from the device's memory and asks the browser to revoke its
 * permission too (forget(), where the browser has it), so the next print asks the chooser again.
 */
export async function forgetPrinter(): Promise<void> {
  const remembered = readRememberedPrinter();
  saveRememberedPrinter(null);
  const was = current;
  current = null;
  setConnectedPrinter(null);
  try {
    await was?.device.disconnect();
  } catch {
    // already gone
  }
  if (!remembered) return;
  const info = remembered.device;
  const nav = navigator as Navigator & {
    bluetooth?: { getDevices?(): Promise<ForgettableDevice[]> };
    usb?: { getDevices?(): Promise<ForgettableDevice[]> };
    serial?: { getPorts?(): Promise<ForgettableDevice[]> };
  };
  try {
    const found =
      remembered.link === 'bluetooth'
        ? ((await nav.bluetooth?.getDevices?.()) ?? []).filter((d) => d.id === info.id)
        : remembered.link === 'usb'
          ? ((await nav.usb?.getDevices?.()) ?? []).filter((d) =>
              info.serialNumber
                ? d.serialNumber === info.serialNumber
                : d.vendorId === info.vendorId && d.productId === info.productId,
            )
          : ((await nav.serial?.getPorts?.()) ?? []).filter((p) => {
              const port = p.getInfo?.();
              return (
                !!info.vendorId &&
                port?.usbVendorId === info.vendorId &&
                port?.usbProductId === info.productId
              );
            });
    for (const d of found) await d.forget?.();
  } catch {
    // the browser keeps its permission; the app no longer uses it
  }
}
