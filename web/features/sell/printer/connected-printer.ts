/** The printer connected on this page (./printer-link.ts connects it); its own file, free of the transports. */
export interface ConnectedPrinter {
  name: string;
  print(bytes: Uint8Array): Promise<void>;
}

let current: ConnectedPrinter | null = null;

/** The printer connected on this page, if any: what a sale's drawer pulse goes to without asking. */
export function connectedPrinter(): ConnectedPrinter | null {
  return current;
}

export function setConnectedPrinter(printer: ConnectedPrinter | null): void {
  current = printer;
}
