import type { Readable } from 'node:stream';
import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error';
import { MalformedUploadError, NoFilesError, TooManyFilesError, UploadTooLargeError } from './errors';
import { type ProcessOptions, processImage } from './process-image';
import type { ImageStore } from './storage';

/** File fields taken as images: `files` (docs/wire-rules.md, repeated) and `file` (single-file uploads such as avatars). */
const FILE_FIELDS = new Set(['files', 'file']);

export interface ReceiveOptions extends ProcessOptions {
  maxFiles: number;
  maxFileBytes: number;
  /**
   * Called once, before the first image is decoded (or before answering "no files"), with the `token` form
   * field if it came before the files. Throw here to refuse the caller before any image work is done.
   */
  authorize?: (token: string | undefined) => void | Promise<void>;
}

export interface ReceivedImages {
  /** canonical file paths, in the order the files came */
  paths: string[];
  /** the `token` form field, when present (uploads may carry the session there instead of the header) */
  token?: string;
}

/**
 * Reads a multipart upload part by part, proves each file is an image, stores its renditions and answers their
 * paths. Each file is read with its byte limit checked on every chunk, so an oversized file is abandoned as soon
 * as it passes the limit: the rest of it is never read, let alone buffered (the plugin's onResponse hook then
 * closes such a connection). Files are processed one at a time, so a request holds at most one file in memory.
 *
 * Throws MediaError subclasses for anything the client did wrong. Files stored before a later file fails stay
 * stored (their names are content hashes, so a retry reuses them).
 */
export async function receiveImages(
  request: FastifyRequest,
  store: ImageStore,
  opts: ReceiveOptions,
): Promise<ReceivedImages> {
  if (!request.isMultipart()) throw new MalformedUploadError('not multipart/form-data', 'unsupportedMedia');

  const paths: string[] = [];
  let token: string | undefined;
  let authorized = false;
  let files = 0;
  const authorize = async () => {
    if (!authorized) await opts.authorize?.(token);
    authorized = true;
  };

  // one past each limit, so our own checks (with our own errors) fire first; busboy's are the backstop
  const parts = request.parts({ limits: { fileSize: opts.maxFileBytes + 1, files: opts.maxFiles + 1 } });
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        token = readToken(part) ?? token;
        continue;
      }
      if (!FILE_FIELDS.has(part.fieldname)) {
        // a file under another name is skipped, but still may not exceed the limit while we read past it
        await readLimited(part.file, opts.maxFileBytes, true);
        continue;
      }
      files += 1;
      if (files > opts.maxFiles) {
        part.file.destroy();
        throw new TooManyFilesError(opts.maxFiles);
      }
      await authorize();
      const data = await readLimited(part.file, opts.maxFileBytes);
      const image = await processImage(data, store, opts);
      paths.push(image.filePath);
    }
  } catch (err) {
    // stop taking the body from the socket (busboy may still be piped when a later part is pending); the media
    // plugin closes the connection once the answer is out
    request.raw.unpipe();
    throw toMediaError(err, opts);
  }

  await authorize();
  if (paths.length === 0) throw new NoFilesError();
  return token === undefined ? { paths } : { paths, token };
}

function readToken(part: Extract<Multipart, { type: 'field' }>): string | undefined {
  if (part.fieldname !== 'token') return undefined;
  if (part.valueTruncated || typeof part.value !== 'string')
    throw new MalformedUploadError('token field too long');
  return part.value;
}

/**
 * Reads a file stream into memory, failing the moment it passes `maxBytes`. Throwing inside `for await`
 * destroys the stream, which makes @fastify/multipart unpipe the request: nothing more is read from the socket.
 */
async function readLimited(file: Readable & { truncated?: boolean }, maxBytes: number, discard = false) {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of file as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > maxBytes) throw new UploadTooLargeError(maxBytes);
    if (!discard) chunks.push(chunk);
  }
  // busboy truncates at the plugin's global fileSize when that is below this call's limit
  if (file.truncated) throw new UploadTooLargeError(maxBytes);
  return Buffer.concat(chunks, total);
}

/**
 * AppErrors (ours, or authorize's) pass through; @fastify/multipart's and busboy's become ours; anything else
 * (a storage failure) stays as it is and answers 500.
 */
function toMediaError(err: unknown, opts: ReceiveOptions): unknown {
  if (err instanceof AppError || !(err instanceof Error)) return err;
  const code = (err as Error & { code?: unknown }).code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new UploadTooLargeError(opts.maxFileBytes);
    case 'FST_FILES_LIMIT':
      return new TooManyFilesError(opts.maxFiles);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new MalformedUploadError('too many form fields', 'payloadTooLarge');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new MalformedUploadError('not multipart/form-data', 'unsupportedMedia');
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_JSON_FIELD_ERROR':
    case 'FST_MP_PREMATURE_CLOSE':
      return new MalformedUploadError(err.message);
  }
  // busboy's parse errors carry no code: "Unexpected end of form", "Malformed part header", "Boundary not found"…
  if (code === undefined && /multipart|form|part|boundary/i.test(err.message)) {
    return new MalformedUploadError(err.message.slice(0, 200));
  }
  return err;
}
