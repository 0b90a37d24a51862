import { AppError, localized } from '../http/app-error';
import type { ImageStore } from './storage';

/**
 * Refuses image paths that were never uploaded: a post or product pointing at one would show a
 * broken image to every shopper. `field` names the input list in the message (e.g. "imagePaths").
 */
export async function assertImagesStored(store: ImageStore, paths: string[], field: string): Promise<void> {
  const stored = await Promise.all(paths.map((path) => store.has(path)));
  const index = stored.indexOf(false);
  if (index === -1) return;
  const where = `${field}.${index}`;
  throw new AppError(
    'validation',
    localized(
      `${where}: this image was not uploaded. Please upload it again.`,
      `${where}：此圖片尚未上載，請重新上載。`,
      `${where}：此图片尚未上传，请重新上传。`,
    ),
  );
}
