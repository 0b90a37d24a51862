import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses API answers over 1 KB (feed pages, product lists, orders) for phones on mobile data.
 * Brotli at quality 4 costs about what gzip does and compresses better; the web app's files are
 * already compressed at build time and images are not compressible, so the plugin leaves both alone.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    // answers up to 64 KB are compressed in one call: a zlib stream per response cost ~35% of the feed's
    // throughput in `npm run bench -- feed`, the one-call path ~15%
    syncThreshold: 65_536,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
