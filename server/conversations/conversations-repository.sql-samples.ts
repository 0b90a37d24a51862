import type { SqlSamples } from '../db/sql-samples';
import type { ConversationsRepository } from './conversations-repository';

// what npm run sql-snapshots runs these methods with (server/db/sql-samples.ts)
export const sqlSamples: { ConversationsRepository: SqlSamples<ConversationsRepository> } = {
  ConversationsRepository: { quickReplies: { row: { texts: '["Still available","Ready for pickup"]' } } },
};
