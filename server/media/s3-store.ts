import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { assertSafeKey, type ImageStore } from './storage';

/** Where an S3-compatible bucket is (config.ts: S3_*). */
export interface S3Settings {
  bucket: string;
  /** unset: AWS itself; R2, MinIO and the tests' s3rver give theirs */
  endpoint?: string;
  region: string;
  /** unset: the AWS credential chain (environment, instance role…) */
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  /** a folder in the bucket, '' or ending in '/' */
  prefix: string;
}

type Sdk = { s3: typeof import('@aws-sdk/client-s3'); storage: typeof import('@aws-sdk/lib-storage') };
let sdk: Promise<Sdk> | null = null;

/**
 * The AWS SDK, loaded on first use: a server without a bucket never pays the quarter second its modules take to
 * load at start (docs/decisions/0249-compiled-start.md).
 */
function loadSdk(): Promise<Sdk> {
  sdk ??= Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage')]).then(
    ([s3, storage]) => ({
      s3,
      storage,
    }),
  );
  return sdk;
}

function s3Client({ s3 }: Sdk, s: S3Settings): S3Client {
  return new s3.S3Client({
    region: s.region,
    ...(s.endpoint ? { endpoint: s.endpoint } : {}),
    forcePathStyle: s.forcePathStyle,
    ...(s.accessKeyId && s.secretAccessKey
      ? { credentials: { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey } }
      : {}),
    // checksums only where S3 requires them: many S3-compatible servers refuse the newer default trailers
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
}

/** Stored images are named by content hash; the bucket keeps the same cache rule the server answers with. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** lib-storage sends anything larger in parts of this size, a few at a time (S3's minimum part is 5 MiB) */
const PART_BYTES = 5 * 1024 * 1024;

function isNotFound(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } } | null;
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}

/**
 * The ImageStore in an S3-compatible bucket (docs/decisions/0130-images-in-object-storage.md), so every
 * server process sees every image. Writes go through lib-storage's Upload as a stream in parts (a PUT is
 * atomic: readers see the old or the new object, never a mix); reads stream the object's body straight
 * to the client, never buffered whole.
 */
export class S3ImageStore implements ImageStore {
  private client: Promise<{ sdk: Sdk; client: S3Client }> | null = null;
  readonly bucket: string;
  readonly prefix: string;

  constructor(private readonly settings: S3Settings) {
    this.bucket = settings.bucket;
    this.prefix = settings.prefix;
  }

  static fromSettings(s: S3Settings): S3ImageStore {
    return new S3ImageStore(s);
  }

  /** the SDK and one client for this bucket, made on first use */
  private connected(): Promise<{ sdk: Sdk; client: S3Client }> {
    this.client ??= loadSdk().then((sdk) => ({ sdk, client: s3Client(sdk, this.settings) }));
    return this.client;
  }

  private objectKey(key: string): string {
    assertSafeKey(key);
    return this.prefix + key;
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    const { sdk, client } = await this.connected();
    const upload = new sdk.storage.Upload({
      client,
      params: {
        Bucket: this.bucket,
        Key: this.objectKey(key),
        // a stream of slices: lib-storage reads it part by part instead of holding a second copy
        Body: Readable.from(slices(data, PART_BYTES)),
        ContentType: contentType,
        CacheControl: IMMUTABLE,
      },
      partSize: PART_BYTES,
      queueSize: 2,
      leavePartsOnError: false,
    });
    await upload.done();
  }

  async get(key: string): Promise<{ stream: Readable; size: number } | null> {
    const Key = this.objectKey(key);
    const { sdk, client } = await this.connected();
    try {
      const out = await client.send(new sdk.s3.GetObjectCommand({ Bucket: this.bucket, Key }));
      const body = out.Body;
      if (!(body instanceof Readable)) {
        // the Node runtime of the SDK always answers a Readable; anything else is a broken setup
        (body as { destroy?: () => void } | undefined)?.destroy?.();
        throw new Error('S3 GetObject answered no stream');
      }
      return { stream: body, size: Number(out.ContentLength ?? 0) };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async has(key: string): Promise<boolean> {
    const Key = this.objectKey(key);
    const { sdk, client } = await this.connected();
    try {
      await client.send(new sdk.s3.HeadObjectCommand({ Bucket: this.bucket, Key }));
      return true;
    } catch (err) {
      if (isNotFound(err)) return false;
      throw err;
    }
  }
}

function* slices(data: Buffer, size: number): Generator<Buffer> {
  for (let i = 0; i < data.length; i += size) yield data.subarray(i, i + size);
}
