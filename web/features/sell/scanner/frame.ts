/** Which pixels get decoded: the part of the video frame that shows inside the on-screen scan box. */

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface VideoGeometry {
  videoWidth: number;
  videoHeight: number;
  clientWidth: number;
  clientHeight: number;
}

/**
 * Maps a box centred on the video element to video pixels. The element shows the stream with
 * `object-fit: contain`, so one CSS pixel covers 1/scale video pixels, with scale the smaller ratio.
 */
export function scanRegion(video: VideoGeometry, box: { width: number; height: number }): Rect {
  const { videoWidth, videoHeight, clientWidth, clientHeight } = video;
  const scale = Math.min(clientWidth / videoWidth, clientHeight / videoHeight);
  // Not laid out yet (or hidden): decode the whole frame rather than nothing.
  if (!Number.isFinite(scale) || scale <= 0) return { x: 0, y: 0, width: videoWidth, height: videoHeight };
  const width = Math.min(videoWidth, Math.round(box.width / scale));
  const height = Math.min(videoHeight, Math.round(box.height / scale));
  return {
    x: Math.round((videoWidth - width) / 2),
    y: Math.round((videoHeight - height) / 2),
    width,
    height,
  };
}

let canvas: HTMLCanvasElement | undefined;

/** Copies the scan-box region of the current frame, or null while the video has no frame yet. */
export function grabFrame(video: HTMLVideoElement, box: { width: number; height: number }): ImageData | null {
  if (video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA || !video.videoWidth || !video.videoHeight)
    return null;
  const r = scanRegion(video, box);
  canvas ??= document.createElement('canvas');
  if (canvas.width !== r.width) canvas.width = r.width;
  if (canvas.height !== r.height) canvas.height = r.height;
  // willReadFrequently keeps the canvas on the CPU, which makes getImageData at 10 fps cheap.
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) return null;
  ctx.drawImage(video, r.x, r.y, r.width, r.height, 0, 0, r.width, r.height);
  return ctx.getImageData(0, 0, r.width, r.height);
}
