// The public surface of this feature: what other features may use (docs/decisions/0094-web-feature-boundaries.md).
// The customer display (docs/decisions/0278-customer-display.md); its page is DisplayPage (route /display).

export { CustomerDisplayButton } from './CustomerDisplayButton';
export { showOnCustomerDisplay, useShowOnDisplay, useShowTillSale } from './show-on-display';
