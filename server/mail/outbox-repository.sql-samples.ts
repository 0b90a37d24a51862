import type { SqlSamples } from '../db/sql-samples';
import type { MailOutboxRepository } from './outbox-repository';

// what npm run sql-snapshots runs these methods with (server/db/sql-samples.ts)
export const sqlSamples: { MailOutboxRepository: SqlSamples<MailOutboxRepository> } = {
  MailOutboxRepository: { insert: { args: (_db, make) => [make.row('mail_outbox')] } },
};
