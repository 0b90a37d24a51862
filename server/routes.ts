import { accountRoutes } from './accounts/account-routes';
import { authRoutes } from './accounts/routes';
import { ssoRoutes } from './accounts/sso-routes';
import { walletRoutes } from './accounts/wallet-routes';
import { aiRoutes } from './ai/routes';
import { collectionsRoutes } from './collections/routes';
import type { Route } from './http/calls';
import { notificationsRoutes } from './notifications/routes';
import { afterSaleRoutes } from './orders/after-sale-routes';
import { offlineSaleRoutes } from './orders/offline-sale-routes';
import { orderRoutes } from './orders/routes';
import { postRoutes } from './posts/routes';
import { productRoutes } from './products/routes';
import { addressBookRoutes } from './profiles/address-book-routes';
import { fpsRoutes } from './profiles/fps-routes';
import { profileRoutes } from './profiles/profile-routes';
import type { Services } from './services';
import { shopRoutes } from './shops/routes';

/** Every domain's handlers, registered from their contract declarations. */
export function allRoutes(services: Services): Route[] {
  return [
    ...authRoutes(services.auth, services.accounts),
    ...accountRoutes(services.accounts),
    ...walletRoutes(services.wallets),
    ...ssoRoutes(services.sso),
    ...productRoutes(services.products, services.images, services.uploads),
    ...postRoutes(services.posts, services.images, services.uploads),
    ...collectionsRoutes(services.collections),
    ...orderRoutes(services.orders),
    ...afterSaleRoutes(services.paymentClaims, services.refunds, services.images),
    ...shopRoutes(services.shops),
    ...addressBookRoutes(services.addressBook, services.images),
    ...profileRoutes(services.profiles, services.posts, services.images),
    ...notificationsRoutes(services.notifications),
    ...offlineSaleRoutes(services.offlineSales),
    ...fpsRoutes(services.fps),
    ...aiRoutes(services.ai),
  ];
}
