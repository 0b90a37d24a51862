import type { AccountsTables } from '../accounts/tables';
import type { CollectionsTables } from '../collections/tables';
import type { MediaTables } from '../media/tables';
import type { NotificationsTables } from '../notifications/tables';
import type { OfflineSaleTables } from '../orders/offline-sale-tables';
import type { OrderAfterSaleTables, OrdersTables } from '../orders/tables';
import type { PostsTables } from '../posts/tables';
import type { ProductsTables } from '../products/tables';
import type { AddressBookTables } from '../profiles/address-book-tables';
import type { FpsTables } from '../profiles/fps-tables';
import type { ProfileTables } from '../profiles/profile-tables';

/**
 * The whole database as Kysely sees it: each domain declares its own tables
 * (server/<domain>/tables.ts) and only its repository touches them.
 * Conventions: ids are text (server/db/ids.ts), times are bigint milliseconds,
 * money is integer cents, booleans are integer 0/1 (one schema for SQLite and PostgreSQL).
 */
export interface Database
  extends AccountsTables,
    ProductsTables,
    PostsTables,
    CollectionsTables,
    OrdersTables,
    OrderAfterSaleTables,
    AddressBookTables,
    ProfileTables,
    NotificationsTables,
    OfflineSaleTables,
    FpsTables,
    MediaTables {}
