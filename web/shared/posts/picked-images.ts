import { POST_IMAGES_MAX } from '../../../contract/posts';

/** Phones and tablets: User-Agent Client Hints when the browser has them, else the classic UA test. */
export function isMobileDevice(nav: Navigator = navigator): boolean {
  const hints = (nav as Navigator & { userAgentData?: { mobile?: boolean } }).userAgentData;
  if (hints && typeof hints.mobile === 'boolean' && hints.mobile) return true;
  return /Android|iPhone|iPad|iPod|Mobile|IEMobile|Opera Mini/i.test(nav.userAgent);
}

const IMAGE_NAME = /\.(jpe?g|png|gif|webp|avif|heic|heif|bmp|tiff?)$/i;

/** An image by its type, or by its name when the browser gives no type (some HEIC photos). */
export function isImageFile(file: { type: string; name: string }): boolean {
  if (file.type) return file.type.startsWith('image/');
  return IMAGE_NAME.test(file.name);
}

export type PickCheck =
  | { kind: 'ok'; files: File[]; skipped: number }
  | { kind: 'none' }
  | { kind: 'not-images' }
  | { kind: 'too-many' };

/**
 * Spec §5: only image files are accepted, and at most 10 images in total; over the limit nothing is
 * uploaded at all. Non-images among images are left out (and counted).
 */
export function checkPicked(files: File[], current: number, max = POST_IMAGES_MAX): PickCheck {
  if (files.length === 0) return { kind: 'none' };
  const images = files.filter(isImageFile);
  if (images.length === 0) return { kind: 'not-images' };
  if (current + images.length > max) return { kind: 'too-many' };
  return { kind: 'ok', files: images, skipped: files.length - images.length };
}
