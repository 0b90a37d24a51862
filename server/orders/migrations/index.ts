import type { Migration } from 'kysely';
import { ordersLinesRequests } from './0500-orders-lines-requests';
import { paymentClaimsRefunds } from './0510-payment-claims-refunds';
import { receiptLinks } from './0550-receipt-links';
import { dayCloses } from './0555-day-closes';
import { oversoldLines } from './0710-oversold-lines';
import { tillDiscounts } from './0720-till-discounts';
import { lineUnits } from './0730-line-units';
import { lineVariants } from './0740-line-variants';
import { shipments } from './0750-shipments';
import { deliveryFees } from './0760-delivery-fees';
import { requestFingerprints } from './0770-request-fingerprints';
import { cashRounding } from './0780-cash-rounding';
import { orderGross } from './0790-order-gross';
import { fpsToCheck } from './0795-fps-to-check';
import { shifts } from './0796-shifts';
import { staffIds } from './0800-staff-ids';
import { splitPayments } from './0810-split-payments';
import { saleCustomers } from './0820-sale-customers';
import { offlineApprovals } from './0830-offline-approvals';
import { sellingSetup } from './1250-selling-setup';
import { pointsRedeemed } from './1520-points-redeemed';
import { stampsRedeemed } from './1521-stamps-redeemed';

/**
 * The orders domain's migrations, one file each, in the order they shipped. They stay at the domain level:
 * one step may create the tables of several sub-domains (0500 made orders, lines and the idempotency keys),
 * and a shipped migration is never edited or renamed (its name is recorded in every database).
 */
export const ordersMigrations: Record<string, Migration> = {
  ...ordersLinesRequests,
  ...paymentClaimsRefunds,
  ...receiptLinks,
  ...dayCloses,
  ...oversoldLines,
  ...tillDiscounts,
  ...lineUnits,
  ...lineVariants,
  ...shipments,
  ...deliveryFees,
  ...requestFingerprints,
  ...cashRounding,
  ...orderGross,
  ...fpsToCheck,
  ...shifts,
  ...splitPayments,
  ...staffIds,
  ...saleCustomers,
  ...offlineApprovals,
  ...sellingSetup,
  ...pointsRedeemed,
  ...stampsRedeemed,
};
