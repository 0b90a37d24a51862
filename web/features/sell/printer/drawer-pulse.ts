/**
 * ESC p m t1 t2 (Epson ESC/POS command reference): a pulse on the drawer kick connector, m = 0 for pin 2 (where
 * the drawers sold for these printers are wired), on for t1 × 2 ms = 50 ms, off for t2 × 2 ms = 500 ms
 * (docs/decisions/0277-cash-drawer-and-price-labels.md). Its own file: the tills send it without the encoder.
 */
export const DRAWER_PULSE = [0x1b, 0x70, 0x00, 25, 250] as const;

/** The bytes that open the cash drawer and print nothing. */
export function drawerPulse(): Uint8Array {
  return Uint8Array.from(DRAWER_PULSE);
}
