import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The API files that take longest, started first. Vitest orders files by their last durations from its cache, but a
 * clean clone (CI) has no cache, so it falls back to the largest files first, and a short file of long waits (a
 * child process, a crash and restart) could start last and run on alone while the other worker idles: the CI run of
 * 2026-12-03 spanned 398 s on PostgreSQL for 536 s of file time in two workers. Without the cache, the unit and API
 * runs side by side took 461 s in their old order (the crash test started at 379 s) and 372 s with these first.
 * Seconds are a local side-by-side run's of the same day, PostgreSQL then SQLite; a file missing from here only loses
 * its head start (docs/quality.md, "Test run time").
 */
const SLOW_FIRST = [
  'server/orders/refunds/sale-mix.property.api.test.ts', // 80, 47
  'server/process.api.test.ts', // 54 on SQLite (the PostgreSQL run leaves it out: vitest.config.ts)
  'server/reliability/fuzz.api.test.ts', // 62, 21
  'server/reliability/crash.api.test.ts', // 49, 51 (child servers from tsx; about half from the build)
  'server/orders/core/order-actions.api.test.ts', // 41, 41
  'server/ai/engine/engine-client.api.test.ts', // 29 on SQLite (the PostgreSQL run leaves it out)
  'server/reliability/faults.api.test.ts', // 26
  'server/cluster.api.test.ts', // 26, PostgreSQL only
  'server/orders/checkout/checkout-rules.api.test.ts', // 24, 14
  'server/ownership.api.test.ts', // 14, 15
  'server/http/openapi.unit.test.ts', // 24, the unit run's second longest
  'web/i18n/translate.unit.test.ts', // 32, its longest
];

function rank(spec: TestSpecification): number {
  const at = SLOW_FIRST.findIndex((file) => spec.moduleId.endsWith(file));
  return at === -1 ? SLOW_FIRST.length : at;
}

export class SlowFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const cached = await super.sort(files);
    // a stable sort: the rest keep the cache's (or the sizes') order
    return [...cached].sort((a, b) => rank(a) - rank(b));
  }
}
