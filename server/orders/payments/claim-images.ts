import type { FastifyInstance } from 'fastify';
import { IMAGE_CONTENT_TYPE, IMAGE_WIDTHS, type ImageWidth, parseImageKey } from '../../../contract/media';
import { AppError } from '../../http/app-error';
import { bearerToken } from '../../http/calls';
import type { SessionUser } from '../../http/context';
import type { ImageStore } from '../../media';

/**
 * Payment-claim screenshots are private (docs/decisions/0259-keys-claims-openapi.md): they show the buyer's bank
 * app. They are stored under `claims/` in the image store, a name `GET /img/<key>` never serves (its keys are
 * `<hash>/<width>.webp` only), and are read through `GET /api/claim-img/<order id>/<hash>/<width>.webp` with the
 * session of the order's buyer or seller: no session → 401 40015, any other account → 403.
 */
export const CLAIM_IMAGE_PREFIX = 'claims/';

/** The image store as seen by the claim upload: every rendition lands under `claims/`. */
export function claimImageStore(store: ImageStore): ImageStore {
  return {
    put: (key, data, contentType) => store.put(CLAIM_IMAGE_PREFIX + key, data, contentType),
    get: (key) => store.get(CLAIM_IMAGE_PREFIX + key),
    has: (key) => store.has(CLAIM_IMAGE_PREFIX + key),
  };
}

/**
 * The image key of a claim's stored screenshot at a width: `claims/<hash>/<w>.webp`, or `<hash>/<w>.webp` for one
 * uploaded before screenshots were private (still in the public namespace, where /img refuses its hash).
 */
export function claimImageKey(stored: string, width: ImageWidth): string | null {
  const isPrivate = stored.startsWith(CLAIM_IMAGE_PREFIX);
  const parsed = parseImageKey(isPrivate ? stored.slice(CLAIM_IMAGE_PREFIX.length) : stored);
  if (!parsed) return null;
  return `${isPrivate ? CLAIM_IMAGE_PREFIX : ''}${parsed.hash}/${width}.webp`;
}

/** The hash part of a stored screenshot (either namespace), or null. */
export function claimImageHash(stored: string): string | null {
  const bare = stored.startsWith(CLAIM_IMAGE_PREFIX) ? stored.slice(CLAIM_IMAGE_PREFIX.length) : stored;
  return parseImageKey(bare)?.hash ?? null;
}

/** What the wire carries as a claim's `screenshot`: the address the buyer and the seller read it from. */
export function claimScreenshotUrl(orderId: string, stored: string): string | null {
  const hash = claimImageHash(stored);
  return hash ? `/api/claim-img/${encodeURIComponent(orderId)}/${hash}/1280.webp` : null;
}

export interface ClaimImageDeps {
  /** resolves a bearer token to its user, or null (the calls' own authenticate) */
  authenticate(token: string): Promise<SessionUser | null>;
  /** the stored screenshot path of the order's claim when `user` is its buyer or seller; throws otherwise */
  screenshotOf(orderId: string, user: SessionUser): Promise<string | null>;
  images: ImageStore;
}

const notFound = () => new AppError('notFound');

/** `GET /api/claim-img/<order id>/<hash>/<width>.webp`: the claim's screenshot, to its buyer and seller only. */
export function registerClaimImages(app: FastifyInstance, deps: ClaimImageDeps): void {
  app.get<{ Params: { orderId: string; hash: string; file: string } }>(
    '/api/claim-img/:orderId/:hash/:file',
    async (request, reply) => {
      const token = bearerToken(request);
      const user = token ? await deps.authenticate(token) : null;
      if (!user) throw new AppError('sessionInvalid');
      const width = Number(/^(\d+)\.webp$/.exec(request.params.file)?.[1]) as ImageWidth;
      if (!IMAGE_WIDTHS.includes(width)) throw notFound();
      const stored = await deps.screenshotOf(request.params.orderId, user);
      // an old address (a screenshot since replaced) answers 404, as does an order without one
      if (!stored || claimImageHash(stored) !== request.params.hash) throw notFound();
      const key = claimImageKey(stored, width);
      const file = key ? await deps.images.get(key) : null;
      if (!file) throw notFound();
      return reply
        .type(IMAGE_CONTENT_TYPE)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-length', file.size)
        .send(file.stream);
    },
  );
}
