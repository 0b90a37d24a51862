import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { startServer } from './start-server';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  try {
    const server = await startServer(config);
    let stopping = false;
    const shutdown = (signal: string) => {
      if (stopping) return;
      stopping = true;
      console.log(`${signal}: finishing requests in flight, then stopping.`);
      const force = setTimeout(() => process.exit(1), 10_000);
      force.unref();
      server.stop().then(
        () => process.exit(0),
        (err) => {
          console.error(err);
          process.exit(1);
        },
      );
    };
    process.on('SIGTERM', () => shutdown('SIGTERM'));
    process.on('SIGINT', () => shutdown('SIGINT'));
    // said only once the handlers are in: a supervisor (or a test) that stops the server as soon as it reads this line
    // must get the graceful stop, not the signal's default of ending the process on the spot
    console.log(
      `Stallfeed is running at http://localhost:${config.PORT} (${config.DATABASE_URL ? 'PostgreSQL' : `SQLite in ${config.dataDir}`})`,
    );
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(err.message);
      process.exit(1);
    }
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
}

void main();
