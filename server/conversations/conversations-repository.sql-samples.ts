import type { SqlSamples } from '../db/sql-samples';
import type { ConversationsRepository } from './conversations-repository';

// what npm run sql-snapshots runs these methods with (server/db/sql-samples.ts)
export const sqlSamples: { ConversationsRepository: SqlSamples<ConversationsRepository> } = {
  ConversationsRepository: {
    quickReplies: { row: { texts: '["Still available","Ready for pickup"]' } },
    // a page after the first: the keyset cursor of the unread-message sweep (docs/decisions/0275-mails-to-shoppers.md)
    unreadByShoppers: { args: () => [1_767_139_200_000, { last_at: 1_767_200_000_000, id: 'conv-1' }, 200] },
  },
};
