import { authRoutes } from './accounts/core/routes';
import { accountRoutes } from './accounts/credentials/routes';
import { passkeyRoutes } from './accounts/passkeys/routes';
import { ssoRoutes } from './accounts/sso/routes';
import { walletRoutes } from './accounts/wallet/routes';
import { waysInRoutes } from './accounts/ways-in/routes';
import { aiRoutes } from './ai/routes';
import { collectionsRoutes } from './collections/routes';
import { conversationRoutes } from './conversations/routes';
import { customerRoutes } from './customers/routes';
import { displayRoutes } from './displays/routes';
import type { Route } from './http/calls';
import { pushRoutes } from './notifications/push/routes';
import { notificationsRoutes } from './notifications/routes';
import { cartRoutes } from './orders/cart/routes';
import { guestCheckoutRoutes } from './orders/checkout/guest-routes';
import { checkoutRoutes } from './orders/checkout/routes';
import { dayCloseRoutes } from './orders/day-close/routes';
import { deliveryFeeRoutes } from './orders/delivery-fees/routes';
import { fulfilmentRoutes } from './orders/fulfilment/routes';
import { paymentRoutes } from './orders/payments/routes';
import { posRoutes } from './orders/pos/routes';
import { orderReadRoutes } from './orders/reads/routes';
import { receiptRoutes } from './orders/receipts/routes';
import { refundRoutes } from './orders/refunds/routes';
import { reportRoutes } from './orders/reports/routes';
import { sellingSettingsRoutes } from './orders/selling-settings/routes';
import { sellingSetupRoutes } from './orders/selling-setup/routes';
import { shiftRoutes } from './orders/shifts/routes';
import { specialPriceRoutes } from './orders/special-price/routes';
import { postRoutes } from './posts/routes';
import { productCsvRoutes } from './products/csv/routes';
import { quickKeyRoutes } from './products/quick-keys/routes';
import { restockAlertRoutes } from './products/restock-alerts/routes';
import { productRoutes } from './products/routes';
import { scaleBarcodeRoutes } from './products/scale-barcodes/routes';
import { wishlistRoutes } from './products/wishlist/routes';
import { addressBookRoutes } from './profiles/address-book/routes';
import { fpsRoutes } from './profiles/fps/routes';
import { payoutGuardRoutes } from './profiles/payout-guard/routes';
import { profileRoutes } from './profiles/profile/routes';
import { reviewRoutes } from './reviews/routes';
import { searchRoutes } from './search/routes';
import type { Services } from './services';
import { shopperMailsRoutes } from './shopper-mails/routes';
import { shopRoutes } from './shops/routes';
import { staffRoutes } from './staff/routes';

/** Every domain's handlers, registered from their contract declarations. */
export function allRoutes(services: Services): Route[] {
  return [
    ...authRoutes(services.auth, services.accounts),
    ...accountRoutes(services.accounts),
    ...walletRoutes(services.wallets),
    ...waysInRoutes(services.waysIn),
    ...passkeyRoutes(services.passkeys),
    ...ssoRoutes(services.sso),
    ...productRoutes(services.products, services.images, services.uploads),
    ...productCsvRoutes(services.productCsv),
    ...quickKeyRoutes(services.quickKeys),
    ...restockAlertRoutes(services.restockAlerts),
    ...wishlistRoutes(services.wishlist),
    ...scaleBarcodeRoutes(services.scaleSettings),
    ...postRoutes(services.posts, services.images, services.uploads),
    ...collectionsRoutes(services.collections),
    // orders, one line per sub-domain (server/orders/*/)
    ...cartRoutes(services.orders.carts),
    ...checkoutRoutes(services.orders.checkout),
    ...guestCheckoutRoutes(services.guestCheckout),
    ...deliveryFeeRoutes(services.orders.deliveryFees),
    ...sellingSettingsRoutes(services.orders.sellingSettings),
    ...sellingSetupRoutes(services.orders.sellingSetup),
    ...orderReadRoutes(services.orders.reads, services.orders.ordersCsv),
    ...paymentRoutes(services.orders.payments, services.orders.claims, services.images),
    ...fulfilmentRoutes(services.orders.fulfilment),
    ...posRoutes(services.orders.offlineSales, services.orders.fpsChecks),
    ...refundRoutes(services.orders.refunds),
    ...specialPriceRoutes(services.orders.specialPrice),
    ...reportRoutes(services.orders.reports, services.orders.salesCsv),
    ...receiptRoutes(services.orders.receipts),
    ...dayCloseRoutes(services.orders.dayCloses),
    ...shiftRoutes(services.orders.shifts),
    ...displayRoutes(services.displays),
    ...staffRoutes(services.staff),
    ...customerRoutes(services.customers, services.customersCsv, services.loyalty),
    ...shopRoutes(services.shops),
    ...reviewRoutes(services.reviews, services.images),
    ...conversationRoutes(services.conversations, services.images),
    ...pushRoutes(services.push),
    ...addressBookRoutes(services.addressBook, services.images),
    ...profileRoutes(services.profiles, services.posts, services.images),
    ...notificationsRoutes(services.notifications),
    ...fpsRoutes(services.fps),
    ...payoutGuardRoutes(services.payoutGuard),
    ...aiRoutes(services.ai),
    ...searchRoutes(services.vocabulary, services.categoryNames, services.shopSynonyms),
    ...shopperMailsRoutes(services.shopperMails),
  ];
}
