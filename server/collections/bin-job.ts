import type { JobLock } from '../jobs/job-lock';
import { type PeriodicJob, startPeriodicJob } from '../jobs/periodic-job';
import type { CollectionsService } from './service';

const HOUR = 3_600_000;

/** Empties the saved-collections bin (older than 30 days) at start and hourly (docs/decisions/0061). */
export function startCollectionsBinJob(
  collections: CollectionsService,
  log: Parameters<typeof startPeriodicJob>[0]['log'],
  lock?: JobLock,
): PeriodicJob {
  return startPeriodicJob({
    name: 'collections-bin',
    everyMs: HOUR,
    run: async () => ({ purged: await collections.emptyBin() }),
    log,
    lock,
  });
}
