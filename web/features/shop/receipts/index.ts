// The public surface of this feature: what other features may use (docs/decisions/0094-web-feature-boundaries.md).

export { PaperChooser } from './PaperChooser';
export { PaymentPartRows } from './PaymentPartRows';
export { methodTotalName, paymentMethodName } from './payment-method-name';
export { type PrintPaper, printOn } from './print-paper';
export { ReceiptActions } from './ReceiptActions';
export { ReceiptButton } from './ReceiptButton';
export { ReceiptLinkCard } from './ReceiptLinkCard';
export { ReceiptPaper } from './ReceiptPaper';
export { useReceipt } from './useReceipt';
export { useReceiptLink } from './useReceiptLink';
