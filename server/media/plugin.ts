import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { ERRORS } from '../../contract/errors';
import { IMAGE_CONTENT_TYPE, parseImageKey } from '../../contract/media';
import { closeAfterAnswer } from './close-after-answer';
import type { ImageStore } from './storage';

export interface UploadLimits {
  /** files per request (spec: at most 10 images per post) */
  maxFiles: number;
  /** bytes per file; a 48 MP phone JPEG is about 12 MB */
  maxFileBytes: number;
}

export const DEFAULT_UPLOAD_LIMITS: UploadLimits = { maxFiles: 10, maxFileBytes: 15 * 1024 * 1024 };

export interface MediaPluginOptions {
  store: ImageStore;
  /** defaults for every multipart request; receiveImages' own options override them per call */
  limits?: Partial<UploadLimits>;
  /**
   * Image hashes `GET /img` answers 404 for: private images stored before they had a namespace of their own
   * (payment-claim screenshots, docs/decisions/0259-keys-claims-openapi.md). Asked once, on the first request.
   */
  hidden?: () => Promise<ReadonlySet<string>>;
}

/** Stored images are named by content hash, so a URL's bytes never change: caches may keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const notFoundBody = {
  success: false,
  error: { message: ERRORS.notFound.message.en, code: ERRORS.notFound.code },
} as const;

function notFound(reply: FastifyReply): FastifyReply {
  return reply
    .code(404)
    .header('x-content-type-options', 'nosniff')
    .type('application/json; charset=utf-8')
    .send(notFoundBody);
}

/** True when an If-None-Match header lists `etag` (weak comparison, as RFC 9110 asks for If-None-Match). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === etag);
}

/**
 * Registers @fastify/multipart with global limits and serves `GET /img/<file_path>` from the store.
 * Register it on the root instance: it skips Fastify's encapsulation so every upload route can use
 * `request.parts()` (the same thing fastify-plugin does, without depending on it).
 */
const mediaPlugin: FastifyPluginAsync<MediaPluginOptions> = async (app, opts) => {
  const limits = { ...DEFAULT_UPLOAD_LIMITS, ...opts.limits };
  const { store } = opts;
  let hidden: Promise<ReadonlySet<string>> | undefined;
  const isHidden = async (hash: string) => {
    if (!opts.hidden) return false;
    hidden ??= opts.hidden().catch((err) => {
      hidden = undefined;
      throw err;
    });
    return (await hidden).has(hash);
  };

  await app.register(multipart, {
    limits: {
      fileSize: limits.maxFileBytes,
      files: limits.maxFiles,
      // a `token` and a few small fields at most; without these, busboy allows 1 MB per field and no field cap
      fields: 10,
      fieldSize: 4096,
      fieldNameSize: 100,
      parts: limits.maxFiles + 10,
      headerPairs: 20,
    },
  });

  // A multipart request answered before its body was read to the end (too large, too many files, not an image,
  // refused session) must neither be drained whole nor be cut off abruptly: see closeAfterAnswer.
  app.addHook('onSend', async (request, reply) => {
    if (request.isMultipart() && !request.raw.complete) {
      reply.header('connection', 'close');
      closeAfterAnswer(request.raw);
    }
  });

  app.get<{ Params: { '*': string } }>('/img/*', async (request, reply) => {
    // only names of the naming rule reach the store: `..`, absolute paths and encoded tricks fail the pattern
    const key = request.params['*'];
    const parsed = parseImageKey(key);
    if (!parsed || (await isHidden(parsed.hash))) return notFound(reply);
    const file = await store.get(key);
    if (!file) return notFound(reply);

    const etag = `"${parsed.hash}-${parsed.width}-${file.size}"`;
    reply.header('cache-control', IMMUTABLE).header('x-content-type-options', 'nosniff').header('etag', etag);
    if (matchesEtag(request.headers['if-none-match'], etag)) {
      file.stream.destroy();
      return reply.code(304).send();
    }
    return reply.type(IMAGE_CONTENT_TYPE).header('content-length', file.size).send(file.stream);
  });
};

// skip-override is how fastify-plugin lifts a plugin out of encapsulation; display-name names it in errors
Object.assign(mediaPlugin, {
  [Symbol.for('skip-override')]: true,
  [Symbol.for('fastify.display-name')]: 'stallfeed-media',
});

export default mediaPlugin;
export { mediaPlugin };
