import type { AccountsTables } from '../accounts/core/tables';
import type { CredentialsTables } from '../accounts/credentials/tables';
import type { GuestTables } from '../accounts/guest/tables';
import type { PasskeyTables } from '../accounts/passkeys/tables';
import type { SsoTables } from '../accounts/sso/tables';
import type { WalletTables } from '../accounts/wallet/tables';
import type { WaysInTables } from '../accounts/ways-in/tables';
import type { CollectionsTables } from '../collections/tables';
import type { ConversationsTables } from '../conversations/tables';
import type { CustomersTables } from '../customers/tables';
import type { DisplaysTables } from '../displays/tables';
import type { MailTables } from '../mail/tables';
import type { MediaTables } from '../media/tables';
import type { PushTables } from '../notifications/push/tables';
import type { NotificationsTables } from '../notifications/tables';
import type { OrdersTables } from '../orders/core/tables';
import type { DayCloseTables } from '../orders/day-close/tables';
import type { DeliveryFeesTables } from '../orders/delivery-fees/tables';
import type { IdempotencyTables } from '../orders/idempotency/tables';
import type { PaymentClaimsTables } from '../orders/payments/tables';
import type { OfflineSaleTables } from '../orders/pos/tables';
import type { ReceiptsTables } from '../orders/receipts/tables';
import type { RefundsTables } from '../orders/refunds/tables';
import type { SellingSettingsTables } from '../orders/selling-settings/tables';
import type { SellingSetupTables } from '../orders/selling-setup/tables';
import type { ShiftTables } from '../orders/shifts/tables';
import type { PostsTables } from '../posts/tables';
import type { ProductsTables } from '../products/tables';
import type { AddressBookTables } from '../profiles/address-book/tables';
import type { FpsTables } from '../profiles/fps/tables';
import type { PayoutGuardTables } from '../profiles/payout-guard/tables';
import type { ProfileTables } from '../profiles/profile/tables';
import type { ReviewsTables } from '../reviews/tables';
import type { SearchTables } from '../search/tables';
import type { ShopperMailsTables } from '../shopper-mails/tables';
import type { StaffTables } from '../staff/tables';

/**
 * The whole database as Kysely sees it: each domain declares its own tables
 * (server/<domain>/tables.ts) and only its repository touches them.
 * Conventions: ids are text (server/db/ids.ts), times are bigint milliseconds,
 * money is integer cents, booleans are integer 0/1 (one schema for SQLite and PostgreSQL).
 */
export interface Database
  extends AccountsTables,
    MailTables,
    CredentialsTables,
    GuestTables,
    WalletTables,
    SsoTables,
    WaysInTables,
    PasskeyTables,
    ProductsTables,
    PostsTables,
    CollectionsTables,
    OrdersTables,
    DayCloseTables,
    ShiftTables,
    DeliveryFeesTables,
    SellingSettingsTables,
    SellingSetupTables,
    IdempotencyTables,
    PaymentClaimsTables,
    ReceiptsTables,
    RefundsTables,
    AddressBookTables,
    ProfileTables,
    PayoutGuardTables,
    NotificationsTables,
    OfflineSaleTables,
    FpsTables,
    MediaTables,
    SearchTables,
    ReviewsTables,
    ConversationsTables,
    PushTables,
    ShopperMailsTables,
    DisplaysTables,
    CustomersTables,
    StaffTables {}
