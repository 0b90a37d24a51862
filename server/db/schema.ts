import type { AuthTables } from '../auth/tables';
import type { CollectionsTables } from '../collections/tables';
import type { MediaTables } from '../media/tables';
import type { NotificationsTables } from '../notifications/tables';
import type { OfflineSaleTables } from '../orders/offline-sale-tables';
import type { OrderAfterSaleTables, OrdersTables } from '../orders/tables';
import type { PostsTables } from '../posts/tables';
import type { ProductsTables } from '../products/tables';
import type { FpsTables } from '../users/fps-tables';
import type { ProfileTables } from '../users/profile-tables';
import type { UsersTables } from '../users/tables';

/**
 * The whole database as Kysely sees it: each domain declares its own tables
 * (server/<domain>/tables.ts) and only its repository touches them.
 * Conventions: ids are text (server/db/ids.ts), times are bigint milliseconds,
 * money is integer cents, booleans are integer 0/1 (one schema for SQLite and PostgreSQL).
 */
export interface Database
  extends AuthTables,
    ProductsTables,
    PostsTables,
    CollectionsTables,
    OrdersTables,
    OrderAfterSaleTables,
    UsersTables,
    ProfileTables,
    NotificationsTables,
    OfflineSaleTables,
    FpsTables,
    MediaTables {}
