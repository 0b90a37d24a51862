// The public surface of this feature: what other features may use (docs/decisions/0094-web-feature-boundaries.md).

export { openDrawerForCashMove, openDrawerForSale } from './cash-drawer';
export { PrinterSettingsButton } from './PrinterSettingsButton';
export type { PrintedReport } from './report-layout';
export { ThermalPrinter } from './ThermalPrinter';
export { ThermalReportButton } from './ThermalReportButton';
