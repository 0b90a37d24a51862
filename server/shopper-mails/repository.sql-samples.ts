import type { SqlSamples } from '../db/sql-samples';
import type { ShopperMailsRepository } from './repository';

// what npm run sql-snapshots runs these methods with (server/db/sql-samples.ts)
export const sqlSamples: { ShopperMailsRepository: SqlSamples<ShopperMailsRepository> } = {
  ShopperMailsRepository: {
    turnOff: { args: () => ['user-1', ['order_shipped', 'messages'], 1_767_225_600_000] },
    turnOn: { args: () => ['user-1', ['order_shipped', 'messages']] },
  },
};
