// The @point-of-sale printer transports ship no types; what this app uses of them.

/** What a transport says of the printer it connected ('connected' event): what its reconnect() looks up again. */
interface PointOfSalePrinterInfo {
  type?: string;
  /** Bluetooth */
  name?: string;
  id?: string;
  /** USB */
  productName?: string;
  serialNumber?: string;
  /** USB and serial */
  vendorId?: number | null;
  productId?: number | null;
  [key: string]: unknown;
}

interface PointOfSalePrinter {
  connect(): Promise<void>;
  /** finds a printer the browser already allowed (getDevices / getPorts) from its info, without the chooser */
  reconnect(device: PointOfSalePrinterInfo): Promise<void>;
  disconnect(): Promise<void>;
  print(bytes: Uint8Array): Promise<void>;
  addEventListener(event: 'connected', listener: (device: PointOfSalePrinterInfo) => void): void;
  addEventListener(event: 'disconnected', listener: () => void): void;
}
type PointOfSalePrinterClass = new (options?: Record<string, unknown>) => PointOfSalePrinter;

declare module '@point-of-sale/webbluetooth-receipt-printer' {
  const Printer: PointOfSalePrinterClass;
  export default Printer;
}
declare module '@point-of-sale/webserial-receipt-printer' {
  const Printer: PointOfSalePrinterClass;
  export default Printer;
}
declare module '@point-of-sale/webusb-receipt-printer' {
  const Printer: PointOfSalePrinterClass;
  export default Printer;
}
