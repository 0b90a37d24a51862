import type { FpsIdentifier } from '../../../../contract/fps-payload';
import type { ScaleLayout } from '../../../../contract/scale-barcode-codes';
import type { CachedCustomer } from '../customer-picker';
import { PayScreen } from './PayScreen';
import { PickScreen } from './PickScreen';
import type { CachedCode, CachedProduct } from './pos-db';
import { ReceiptScreen } from './ReceiptScreen';
import type { QueuedSale } from './sync-queue';
import { useOfflineSale } from './useOfflineSale';

/**
 * Selling without a network (docs/decisions/0081-offline-point-of-sale.md): pick or scan from the cached
 * catalogue, take cash or show a cached payment code, mark paid. The sale goes to the local queue with its
 * idempotency key and shows as waiting to sync; the receipt is shown at once.
 */
export function OfflinePos({
  userId,
  products,
  codes,
  sales,
  fps,
  keyIds = [],
  scaleLayout = 'off',
  startWith,
  onCarriedSold,
  onSaleInProgress,
  online = false,
  customers = [],
}: {
  /** the shop's customers kept on the phone, for "Add customer" (docs/decisions/0283-loyalty.md, "Customers on
   * the offline till") */
  customers?: CachedCustomer[];
  /** told whether a sale is under way here (lines, paying, or its receipt on show): the till keeps this screen till
   * it is done, even when the network comes back, so no sale in progress is lost (docs/decisions/0081) */
  onSaleInProgress?: (busy: boolean) => void;
  /** the server answers again: this sale is finished here and sent at once */
  online?: boolean;
  fps: FpsIdentifier | null;
  /** the lines of a sale begun online, when the connection dropped during it */
  startWith?: () => { product_id: string; quantity: number; price?: number }[];
  /** the carried-over sale was sold here: the online draft must be forgotten */
  onCarriedSold?: () => void;
  userId: string;
  products: CachedProduct[];
  codes: CachedCode[];
  sales: QueuedSale[];
  /** the till's quick keys, product ids in the seller's order */
  keyIds?: string[];
  /** how the shop's scale prints its labels (decision 0234) */
  scaleLayout?: ScaleLayout;
}) {
  const sale = useOfflineSale({ userId, products, scaleLayout, startWith, onCarriedSold, onSaleInProgress });
  // the receipt of the sale just made stays until "New sale"; paying until it is paid or she goes back
  if (sale.receipt)
    return (
      <ReceiptScreen
        receipt={sale.receipt}
        cash={sale.receiptCash}
        fpsToCheck={sale.receiptFps}
        onNewSale={sale.closeReceipt}
      />
    );
  if (sale.step === 'pay') return <PayScreen sale={sale} fps={fps} codes={codes} customers={customers} />;
  return <PickScreen sale={sale} products={products} keyIds={keyIds} sales={sales} online={online} />;
}
