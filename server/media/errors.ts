import type { ErrorName } from '../../contract/errors';
import { AppError } from '../http/app-error';

/**
 * Failures of an upload the client caused. They are AppErrors naming their catalogue entry
 * (`contract/errors.ts`), so the HTTP error handler answers them like any service error; `instanceof` tells
 * them apart where a caller cares. The client sees the catalogue's text only; `detail` (what sharp or the
 * parser said) is for logs and never contains file paths.
 */
export abstract class MediaError extends AppError {
  readonly detail: string;

  constructor(name: ErrorName, detail: string) {
    super(name);
    this.detail = detail;
  }
}

/** The bytes do not decode as an accepted image format, whatever the file's name or declared type. → 400 */
export class NotAnImageError extends MediaError {
  override readonly name = 'NotAnImageError';
  constructor(detail = 'not a supported image') {
    super('badUpload', detail);
  }
}

/** The image's header declares more pixels than allowed (a decompression bomb or a huge scan). → 400 */
export class ImageTooLargeError extends MediaError {
  override readonly name = 'ImageTooLargeError';
  constructor(readonly maxPixels: number) {
    super('imageTooLarge', `image has more than ${maxPixels} pixels`);
  }
}

/** One file is larger than the byte limit; reading stopped as soon as the limit was passed. → 413 */
export class UploadTooLargeError extends MediaError {
  override readonly name = 'UploadTooLargeError';
  constructor(readonly maxBytes: number) {
    super('payloadTooLarge', `file is larger than ${maxBytes} bytes`);
  }
}

/** More files than one request may carry. → 413 */
export class TooManyFilesError extends MediaError {
  override readonly name = 'TooManyFilesError';
  constructor(readonly maxFiles: number) {
    super('payloadTooLarge', `more than ${maxFiles} files`);
  }
}

/** The request carried no file in a `files` (or `file`) field. → 400 */
export class NoFilesError extends MediaError {
  override readonly name = 'NoFilesError';
  constructor() {
    super('validation', 'no image file in the upload');
  }
}

/** Not multipart/form-data (→ 415), or a malformed form or one over the field/part limits (→ 400 or 413). */
export class MalformedUploadError extends MediaError {
  override readonly name = 'MalformedUploadError';
  constructor(detail: string, name: ErrorName = 'validation') {
    super(name, detail);
  }
}
