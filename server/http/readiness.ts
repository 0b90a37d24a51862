import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { type Db, pingDatabase } from '../db/database';
import type { ImageStore } from '../media/storage';

const CHECK_TIMEOUT_MS = 2000;

type Check = 'ok' | 'down' | 'not configured';

async function within(check: () => Promise<unknown>): Promise<Check> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
      }),
    ]);
    return 'ok';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /readyz (docs/decisions/0223-dependency-faults.md, docs/deploy.md): can this process serve? The database
 * and the image storage must answer; Redis is reported but does not make the process unready, because the app
 * carries on without it (counters in memory). /healthz stays the liveness check: the process itself is alive.
 */
export function registerReadiness(
  fastify: FastifyInstance,
  deps: { db: Db; images: ImageStore; redis?: Redis },
): void {
  fastify.get('/readyz', async (_request, reply) => {
    const [database, storage, redis] = await Promise.all([
      within(() => pingDatabase(deps.db)),
      within(() => deps.images.has('readyz')),
      deps.redis
        ? within(async () => {
            if (deps.redis!.status !== 'ready') throw new Error(deps.redis!.status);
            await deps.redis!.ping();
          })
        : Promise.resolve<Check>('not configured'),
    ]);
    // a process that is closing answers 503 before reaching here (Fastify's return503OnClosing)
    const ready = database === 'ok' && storage === 'ok';
    return reply
      .status(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: ready ? 'ready' : 'unready', database, storage, redis });
  });
}
