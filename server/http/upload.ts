import type { CallDef } from '../../contract/call';
import {
  DEFAULT_UPLOAD_LIMITS,
  type ImageStore,
  MediaError,
  NoFilesError,
  type ProcessOptions,
  receiveImages,
  type UploadLimits,
} from '../media';
import { AppError, localized } from './app-error';
import type { MultipartHandler } from './calls';
import type { SessionUser } from './context';

export type UploadContext = Parameters<MultipartHandler<CallDef>>[0];

export interface UploadedImages {
  /** who uploaded: checked against the call's auth rule before any image was decoded */
  user: SessionUser;
  /** canonical `<hash>/1280.webp` paths, in the order the files came */
  paths: string[];
}

/**
 * The one way an upload call takes images (products, posts, profile pictures, payment codes):
 * authenticates with the Bearer header or the multipart `token` field (docs/wire-rules.md) before the first file is
 * decoded, streams every file through the media pipeline under `limits`, and turns the pipeline's
 * failures into catalogue errors (not an image → 400, too many pixels → 400, too large → 413).
 *
 * The `token` field must come before the files in the form (FormData keeps the order of `append`);
 * a token sent after them is read too late and the call answers 40015.
 */
export async function receiveUploadedImages(
  ctx: UploadContext,
  store: ImageStore,
  limits: UploadLimits & ProcessOptions = DEFAULT_UPLOAD_LIMITS,
  /** checks that need the caller (or must come after the session check), before any image work */
  onAuthorized?: (user: SessionUser) => void | Promise<void>,
): Promise<UploadedImages> {
  let user: SessionUser | undefined;
  try {
    const { paths } = await receiveImages(ctx.request, store, {
      ...limits,
      authorize: async (token) => {
        user = await ctx.authenticate(token);
        await onAuthorized?.(user);
      },
    });
    // receiveImages always authorizes before it returns; this keeps the type honest
    if (!user) throw new AppError('sessionInvalid');
    return { user, paths };
  } catch (err) {
    throw toAppError(err);
  }
}

function toAppError(err: unknown): unknown {
  if (err instanceof NoFilesError) {
    return new AppError(
      'validation',
      localized(
        'files: choose at least one image to upload.',
        'files：請選擇最少一張圖片上載。',
        'files：请选择至少一张图片上传。',
      ),
    );
  }
  if (err instanceof MediaError) return new AppError(err.errorName);
  return err;
}
