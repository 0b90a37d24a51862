/** Camera start/stop, and the mapping of getUserMedia failures to the scanner's messages (docs/product.md §8). */

export type CameraFailure = 'denied' | 'unsupported' | 'notFound' | 'startFailed';

/** i18n keys in the `scanner` namespace, one per failure. */
export const CAMERA_FAILURE_KEYS: Record<CameraFailure, string> = {
  denied: 'errors.permissionDenied',
  unsupported: 'errors.notSupported',
  notFound: 'errors.noCamera',
  startFailed: 'errors.startFailed',
};

export class CameraError extends Error {
  constructor(
    readonly failure: CameraFailure,
    options?: { cause?: unknown },
  ) {
    super(`camera: ${failure}`, options);
    this.name = 'CameraError';
  }
}

/** Sorts any error thrown while starting the camera or decoder into one of the user-facing failures. */
export function classifyCameraError(error: unknown): CameraFailure {
  if (error instanceof CameraError) return error.failure;
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError': // pre-standard Chrome name
    case 'SecurityError': // blocked by Permissions-Policy or an insecure context
      return 'denied';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
      return 'notFound';
    default:
      // OverconstrainedError, NotReadableError (camera busy), AbortError, decoder load errors…
      return 'startFailed';
  }
}

/** Only these may succeed with lower settings; denied or missing cameras will not. */
export function isRetryable(failure: CameraFailure): boolean {
  return failure === 'startFailed';
}

export async function startCamera(video: MediaTrackConstraints): Promise<MediaStream> {
  // mediaDevices is undefined on http:// (non-localhost) pages and in old browsers.
  if (!navigator.mediaDevices?.getUserMedia) throw new CameraError('unsupported');
  try {
    return await navigator.mediaDevices.getUserMedia({ video, audio: false });
  } catch (error) {
    throw new CameraError(classifyCameraError(error), { cause: error });
  }
}

/** Stops every track so the camera light goes off, and detaches the stream from the element. */
export function stopCamera(stream: MediaStream | null | undefined, element?: HTMLVideoElement | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
  if (element && element.srcObject === stream) element.srcObject = null;
}
