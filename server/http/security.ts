import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { FIRST_PAINT_GATE_HASH } from './first-paint';

/**
 * Security headers for every response. Scripts only from our origin, and one inline script named by its hash (the
 * gate of a server-drawn page, server/http/first-paint.ts);
 * 'wasm-unsafe-eval' lets the bundled barcode decoder compile its WebAssembly.
 * Inline styles are allowed because the bottom-sheet library sets them.
 */
export const SECURITY_HEADER_OPTIONS: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", "'wasm-unsafe-eval'", FIRST_PAINT_GATE_HASH],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'", 'blob:'],
      connectSrc: ["'self'"],
      fontSrc: ["'self'"],
      workerSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  crossOriginEmbedderPolicy: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  xContentTypeOptions: true,
};

/** What helmet sets on a response, as it would set it, learnt once from a throwaway instance. */
export async function securityHeaders(): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, SECURITY_HEADER_OPTIONS);
  probe.get('/', async () => '');
  const res = await probe.inject('/');
  await probe.close();
  const skip = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.headers)) {
    if (!skip.has(name) && typeof value === 'string') headers[name] = value;
  }
  return headers;
}

/**
 * @fastify/helmet rebuilds helmet's middleware from its options on every request (two async hooks and the
 * CSP parsed anew: ~3 % of the feed's server CPU, docs/decisions/0125-hot-path-performance.md). The headers
 * are the same for every response, so they are computed once and set by one synchronous hook.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const headers = Object.entries(await securityHeaders());
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
