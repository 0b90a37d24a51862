import * as account from './account';
import * as ai from './ai';
import * as auth from './auth';
import type { CallDef } from './call';
import * as collections from './collections';
import * as conversations from './conversations';
import * as customers from './customers';
import * as dataExchange from './data-exchange';
import * as dayClose from './day-close';
import * as deliveryFees from './delivery-fees';
import * as displays from './displays';
import * as fps from './fps';
import * as loyalty from './loyalty';
import * as notifications from './notifications';
import * as offlineSales from './offline-sales';
import * as orderPayments from './order-payments';
import * as orderRefunds from './order-refunds';
import * as orders from './orders';
import * as passkeys from './passkeys';
import * as payout from './payout';
import * as posts from './posts';
import * as productStock from './product-stock';
import * as products from './products';
import * as profile from './profile';
import * as push from './push';
import * as quickKeys from './quick-keys';
import * as receipts from './receipts';
import * as restockAlerts from './restock-alerts';
import * as reviews from './reviews';
import * as scaleBarcodes from './scale-barcodes';
import * as search from './search';
import * as sellingSettings from './selling-settings';
import * as sellingSetup from './selling-setup';
import * as shifts from './shifts';
import * as shopperMails from './shopper-mails';
import * as shops from './shops';
import * as sso from './sso';
import * as staff from './staff';
import * as timeClock from './time-clock';
import * as users from './users';
import * as wallet from './wallet';
import * as waysIn from './ways-in';
import * as wishlist from './wishlist';

/** Every call of the API (the OpenAPI document is built from this list). Domains add their module here. */
const modules: Record<string, unknown>[] = [
  auth,
  products,
  productStock,
  quickKeys,
  restockAlerts,
  reviews,
  wishlist,
  conversations,
  push,
  scaleBarcodes,
  posts,
  collections,
  orders,
  deliveryFees,
  displays,
  staff,
  timeClock,
  customers,
  loyalty,
  sellingSettings,
  sellingSetup,
  users,
  orderPayments,
  orderRefunds,
  shops,
  account,
  profile,
  notifications,
  offlineSales,
  fps,
  ai,
  wallet,
  waysIn,
  passkeys,
  sso,
  receipts,
  dayClose,
  shifts,
  dataExchange,
  payout,
  search,
  shopperMails,
];

export const ALL_CALLS: CallDef[] = modules.flatMap((m) =>
  Object.values(m).filter(
    (v): v is CallDef => typeof v === 'object' && v !== null && 'path' in v && 'input' in v,
  ),
);
