import { runCrashTest } from '../server/reliability/crash';

/**
 * `npm run soak -- crash|fuzz|load [options]`: the long runs of the reliability suite
 * (docs/reliability.md). Each prints its figures and exits 1 when a check failed.
 *   crash [--kills 50] [--min-acked 1000] [--postgres postgres://…]   SIGKILL at random moments
 */
const [mode, ...rest] = process.argv.slice(2);
const flag = (name: string, fallback?: string) => {
  const i = rest.indexOf(`--${name}`);
  return i >= 0 ? rest[i + 1] : fallback;
};

async function crash() {
  const kills = Number(flag('kills', '50'));
  const minAcked = Number(flag('min-acked', '1000'));
  const databaseUrl = flag('postgres');
  console.log(
    `crash test on ${databaseUrl ? 'PostgreSQL' : 'SQLite'}: ${kills} kills, ≥ ${minAcked} acknowledged writes`,
  );
  const report = await runCrashTest({ kills, minAcked, databaseUrl, log: (l) => console.log(l) });
  console.log(JSON.stringify({ ...report, problems: report.problems.slice(0, 20) }, null, 2));
  console.log(
    `\n${report.database}: ${report.kills} kills, ${report.acked} acknowledged writes of ${report.sent} sent (${Object.entries(
      report.byKind,
    )
      .map(([k, v]) => `${k} ${v}`)
      .join(
        ', ',
      )}), lost writes ${report.lostWrites}, problems ${report.problems.length}, ${report.seconds} s`,
  );
  return report.problems.length === 0;
}

async function main() {
  const modes: Record<string, () => Promise<boolean>> = { crash };
  const run = mode ? modes[mode] : undefined;
  if (!run) {
    console.error(`usage: npm run soak -- ${Object.keys(modes).join('|')} [options]`);
    process.exit(2);
  }
  process.exit((await run()) ? 0 : 1);
}

void main();
