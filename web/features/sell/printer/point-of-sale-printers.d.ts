// The @point-of-sale printer transports ship no types; what this app uses of them.
interface PointOfSalePrinter {
  connect(): Promise<void>;
  disconnect(): Promise<void>;
  print(bytes: Uint8Array): Promise<void>;
  addEventListener(event: 'connected', listener: (device: { name?: string; type?: string }) => void): void;
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
