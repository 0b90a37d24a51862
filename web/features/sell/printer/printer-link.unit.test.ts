import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { escposReceipt } from './escpos';
import { LINK, labels, MemoryStorage, readEscpos, receipt } from './escpos-reader.testing';
import { receiptLines } from './receipt-layout';

/**
 * Remembering the printer (docs/decisions/0277-cash-drawer-and-price-labels.md): after a reload the printer chosen
 * before reconnects without the browser's chooser, through the real @point-of-sale transports. The only fake is
 * the hardware boundary: navigator.bluetooth / usb / serial with the printers this site was allowed, and a GATT
 * characteristic (a USB endpoint, a serial port) that keeps the bytes written to it.
 */

// the GATT service and characteristics of the usual cheap 58/80 mm Bluetooth printers
const SERVICE = '000018f0-0000-1000-8000-00805f9b34fb';
const PRINT = '00002af1-0000-1000-8000-00805f9b34fb';
const STATUS = '00002af0-0000-1000-8000-00805f9b34fb';

function fakeBluetooth() {
  const writes: Uint8Array[] = [];
  const asked: string[] = [];
  const forgotten: string[] = [];
  const characteristic = (uuid: string) => ({
    uuid,
    properties: { write: true, writeWithoutResponse: true },
    writeValueWithResponse: async (value: BufferSource) => {
      if (uuid !== PRINT) throw new Error('written to the status characteristic');
      writes.push(
        new Uint8Array(
          ArrayBuffer.isView(value)
            ? value.buffer.slice(value.byteOffset, value.byteOffset + value.byteLength)
            : value,
        ),
      );
    },
    writeValueWithoutResponse: async () => {
      throw new Error('this printer answers its writes');
    },
  });
  const server = {
    connected: true,
    getPrimaryServices: async () => [{ uuid: SERVICE }],
    getPrimaryService: async (uuid: string) => {
      if (uuid !== SERVICE) throw new Error(`no service ${uuid}`);
      return {
        uuid,
        getCharacteristic: async (c: string) => {
          if (c !== PRINT && c !== STATUS) throw new Error(`no characteristic ${c}`);
          return characteristic(c);
        },
      };
    },
  };
  const printer = {
    id: 'aBcD1234==',
    name: 'PT-210',
    gatt: { connect: async () => server, disconnect: () => undefined },
    forget: async () => void forgotten.push('PT-210'),
  };
  /** the devices this site was allowed: the chooser adds them; a reload keeps them */
  const allowed: (typeof printer)[] = [];
  let inRange = true;
  const bluetooth = {
    requestDevice: async (options: { filters: unknown[] }) => {
      asked.push(
        JSON.stringify(options.filters).includes(SERVICE) ? 'chooser' : 'chooser without our service',
      );
      if (!allowed.includes(printer)) allowed.push(printer);
      return printer;
    },
    getDevices: async () => (inRange ? [...allowed] : []),
    addEventListener: () => undefined,
  };
  return {
    bluetooth,
    writes,
    asked,
    forgotten,
    outOfRange: () => {
      inRange = false;
    },
  };
}

/** A page load: the printer modules anew, nothing connected; the device's storage and the browser's permissions stay. */
async function reload() {
  vi.resetModules();
  return {
    link: await import('./printer-link'),
    drawer: await import('./cash-drawer'),
    settings: await import('./printer-settings'),
  };
}

const bytes = escposReceipt(receiptLines(receipt, labels, '58mm', LINK), 'gb18030', 32);

describe('the remembered Bluetooth printer', () => {
  let fake: ReturnType<typeof fakeBluetooth>;
  beforeEach(() => {
    fake = fakeBluetooth();
    vi.stubGlobal('localStorage', new MemoryStorage());
    vi.stubGlobal('navigator', { bluetooth: fake.bluetooth });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('is chosen once; after a reload the receipt prints without the chooser, its bytes in order in 100-byte writes', async () => {
    let page = await reload();
    const first = await page.link.connectPrinter('bluetooth');
    expect(first.name).toBe('PT-210');
    expect(fake.asked).toEqual(['chooser']);
    expect(page.settings.readRememberedPrinter()).toMatchObject({
      link: 'bluetooth',
      name: 'PT-210',
      device: { type: 'bluetooth', id: 'aBcD1234==', name: 'PT-210' },
    });

    page = await reload();
    expect(page.link.connectedPrinter()).toBeNull();
    const again = await page.link.connectPrinter('bluetooth');
    expect(fake.asked).toEqual(['chooser']);
    await again.print(bytes);
    // the transport writes at most 100 bytes at a time (its default message size), in order
    expect(bytes.length).toBeGreaterThan(300);
    expect(fake.writes.map((w) => w.length)).toEqual(
      Array.from({ length: Math.ceil(bytes.length / 100) }, (_, i) => Math.min(100, bytes.length - i * 100)),
    );
    const written = Uint8Array.from(fake.writes.flatMap((w) => [...w]));
    expect(written).toEqual(bytes);
    const back = readEscpos(written, 'gb18030');
    expect(back.qr).toEqual([LINK]);
    expect(back.lines.join('\n')).toContain('美記海味');
    expect(back.endsWithCut).toBe(true);
  });

  it('after a reload the first cash sale opens the drawer: reconnected, the pulse written', async () => {
    let page = await reload();
    await page.link.connectPrinter('bluetooth');
    page.settings.savePrinterSettings({ ...page.settings.readPrinterSettings(), openDrawerOnCash: true });

    page = await reload();
    expect(await page.drawer.openDrawerForSale('fps', 'S1')).toBe('not-cash');
    expect(fake.writes).toEqual([]);
    expect(await page.drawer.openDrawerForSale('cash', 'S2')).toBe('opened');
    expect(fake.asked).toEqual(['chooser']);
    expect(fake.writes).toHaveLength(1);
    expect(readEscpos(fake.writes[0]!, 'ascii').commands).toEqual(['drawer 0 25 250']);
    // connected now: the next sale's pulse goes straight to it
    expect(page.link.connectedPrinter()?.name).toBe('PT-210');
  });

  it('when the printer cannot be reconnected the drawer stays shut and a tap falls back to the chooser', async () => {
    let page = await reload();
    await page.link.connectPrinter('bluetooth');
    page.settings.savePrinterSettings({ ...page.settings.readPrinterSettings(), openDrawerOnCash: true });
    fake.outOfRange();

    page = await reload();
    expect(await page.drawer.openDrawerForSale('cash', 'S3')).toBe('no-printer');
    expect(fake.asked).toEqual(['chooser']);
    const printer = await page.link.connectPrinter('bluetooth');
    expect(fake.asked).toEqual(['chooser', 'chooser']);
    await printer.print(bytes);
    expect(Uint8Array.from(fake.writes.flatMap((w) => [...w]))).toEqual(bytes);
  });

  it('"Forget this printer" disconnects it, forgets it on the device and in the browser: the next print asks', async () => {
    let page = await reload();
    await page.link.connectPrinter('bluetooth');
    page = await reload();
    await page.link.reconnectPrinter();
    expect(page.link.connectedPrinter()).not.toBeNull();

    await page.link.forgetPrinter();
    expect(page.link.connectedPrinter()).toBeNull();
    expect(page.settings.readRememberedPrinter()).toBeNull();
    expect(fake.forgotten).toEqual(['PT-210']);
    page = await reload();
    expect(await page.link.reconnectPrinter()).toBeNull();
    await page.link.connectPrinter('bluetooth');
    expect(fake.asked).toEqual(['chooser', 'chooser']);
  });

  it('a browser without getDevices() (Web Bluetooth permissions off) asks the chooser', async () => {
    let page = await reload();
    await page.link.connectPrinter('bluetooth');
    vi.stubGlobal('navigator', { bluetooth: { ...fake.bluetooth, getDevices: undefined } });
    page = await reload();
    expect(await page.link.reconnectPrinter()).toBeNull();
    await page.link.connectPrinter('bluetooth');
    expect(fake.asked).toEqual(['chooser', 'chooser']);
  });
});

describe('the remembered USB and serial printers', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('USB: found again among the allowed devices by its serial number; the receipt goes to its OUT endpoint', async () => {
    const sent: { endpoint: number; data: Uint8Array }[] = [];
    const asked: string[] = [];
    const printer = {
      vendorId: 1155,
      productId: 22339,
      serialNumber: 'SN-0042',
      manufacturerName: 'Xprinter',
      productName: 'XP-58IIH',
      configuration: {
        interfaces: [
          {
            interfaceNumber: 0,
            alternate: {
              endpoints: [
                { direction: 'out', endpointNumber: 3 },
                { direction: 'in', endpointNumber: 4 },
              ],
            },
          },
        ],
      },
      open: async () => undefined,
      selectConfiguration: async () => undefined,
      claimInterface: async () => undefined,
      reset: async () => undefined,
      transferOut: async (endpoint: number, data: Uint8Array) =>
        void sent.push({ endpoint, data: Uint8Array.from(data) }),
    };
    const other = {
      ...printer,
      serialNumber: 'SN-0001',
      transferOut: async () => {
        throw new Error('wrong printer');
      },
    };
    const allowed: unknown[] = [other];
    vi.stubGlobal('localStorage', new MemoryStorage());
    vi.stubGlobal('navigator', {
      usb: {
        requestDevice: async () => {
          asked.push('chooser');
          allowed.push(printer);
          return printer;
        },
        getDevices: async () => [...allowed],
        addEventListener: () => undefined,
      },
    });
    let page = await reload();
    expect((await page.link.connectPrinter('usb')).name).toBe('XP-58IIH');
    page = await reload();
    const again = await page.link.connectPrinter('usb');
    expect(asked).toEqual(['chooser']);
    await again.print(bytes);
    expect(sent).toEqual([{ endpoint: 3, data: bytes }]);
  });

  it('serial: found again by its USB vendor and product; the receipt goes to its stream', async () => {
    const written: Uint8Array[] = [];
    const asked: string[] = [];
    const port = {
      getInfo: () => ({ usbVendorId: 0x0483, usbProductId: 0x5740 }),
      open: async () => undefined,
      readable: null,
      writable: {
        getWriter: () => ({
          write: async (chunk: Uint8Array) => void written.push(Uint8Array.from(chunk)),
          releaseLock: () => undefined,
        }),
      },
    };
    const allowed: unknown[] = [];
    vi.stubGlobal('localStorage', new MemoryStorage());
    vi.stubGlobal('navigator', {
      serial: {
        requestPort: async () => {
          asked.push('chooser');
          allowed.push(port);
          return port;
        },
        getPorts: async () => [...allowed],
        addEventListener: () => undefined,
      },
    });
    let page = await reload();
    await page.link.connectPrinter('serial');
    page = await reload();
    const again = await page.link.connectPrinter('serial');
    expect(asked).toEqual(['chooser']);
    await again.print(bytes);
    // the serial transport queues the bytes and writes them on its own time
    await vi.waitFor(() => expect(written).toHaveLength(1));
    expect(written[0]).toEqual(bytes);
  });
});
