import type { PeriodicJobSpec } from '../jobs/periodic-job';
import type { CollectionsService } from './service';

const HOUR = 3_600_000;

/** Empties the saved-collections bin (older than 30 days) at start and hourly (docs/decisions/0061). */
export function collectionsBinJob(collections: CollectionsService): PeriodicJobSpec {
  return {
    name: 'collections-bin',
    everyMs: HOUR,
    run: async () => ({ purged: await collections.emptyBin() }),
  };
}
