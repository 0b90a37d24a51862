import { lazy, type ReactNode, Suspense } from 'react';
import { toCents } from '../../../../contract/money';
import { addQuantities, isWeightUnit } from '../../../../contract/units';
import { useTranslation } from '../../../i18n/use-translation';
import { PriceDialog } from '../../../shared/cash/PriceDialog';
import { WeightDialog } from '../../../shared/cash/WeightDialog';
import { VariantDialog } from '../../../shared/variants/VariantDialog';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import type { TillScan } from './useTillScan';

const BarcodeScanner = lazy(() => import('../scanner/BarcodeScanner'));

/**
 * What the online till opens over the page: the weight, variant and price a product asks before it joins the sale
 * (useTillScan), the confirmation of Clear, a manager's PIN while the sale sheet is closed (in it otherwise), and the
 * camera scanning continuously.
 */
export function TillDialogs({
  scan,
  confirmingClear,
  itemCount,
  onCancelClear,
  onClear,
  approvalDialog,
  sheetOpen,
  scannerSummary,
}: {
  scan: TillScan;
  confirmingClear: boolean;
  /** items in the sale (the Clear question names them) */
  itemCount: number;
  onCancelClear(): void;
  onClear(): void;
  /** the manager's PIN asked for (decision 0280), or null */
  approvalDialog: ReactNode;
  sheetOpen: boolean;
  /** the sale so far, under the camera view */
  scannerSummary: string;
}) {
  const { t } = useTranslation('pos');
  const weighing = scan.askingWeight;
  return (
    <>
      <WeightDialog
        product={
          weighing && isWeightUnit(weighing.product.unit)
            ? {
                name: weighing.product.name,
                unit: weighing.product.unit,
                unitCents: toCents(weighing.typedPrice ?? weighing.product.discounted_price),
                available: Math.max(
                  0,
                  addQuantities(
                    weighing.product.quantity,
                    -(scan.inSale.get(weighing.product._id)?.quantity ?? 0),
                  ),
                ),
              }
            : null
        }
        onCancel={scan.cancelWeight}
        onWeight={scan.weighed}
      />
      <VariantDialog
        product={scan.askingVariant}
        onCancel={scan.cancelVariant}
        onChoose={scan.variantChosen}
      />
      <PriceDialog
        name={scan.askingPrice?.name ?? null}
        onCancel={scan.cancelPrice}
        onPrice={scan.priceTyped}
      />
      <ConfirmDialog
        open={confirmingClear}
        title={t('clear.title')}
        message={t('clear.message', { count: itemCount })}
        confirmLabel={t('clear.confirm')}
        tone="danger"
        onCancel={onCancelClear}
        onConfirm={onClear}
      />

      {!sheetOpen && approvalDialog}
      {scan.scannerOpen && (
        <Suspense fallback={null}>
          <BarcodeScanner
            open
            continuous
            summary={scannerSummary}
            onClose={scan.closeScanner}
            onDetected={scan.onScanned}
          />
        </Suspense>
      )}
    </>
  );
}
