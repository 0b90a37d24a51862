// The public surface of this feature: what other features may use (docs/decisions/0094-web-feature-boundaries.md).

export type { ScanFeedback } from './BarcodeScanner';
export { keepEnterInField } from './barcode-field';
export { useKeyboardWedge } from './useKeyboardWedge';
