/**
 * The payment code as a PNG file: banking and FPS apps in Hong Kong scan codes from the photo gallery, and
 * not every one of them reads WebP (the format images are stored in). Drawn on a white margin so the
 * finder squares stay readable.
 */
export async function qrPngFile(src: string, name: string): Promise<File> {
  const res = await fetch(src);
  if (!res.ok) throw new Error(`image: HTTP ${res.status}`);
  const bitmap = await createImageBitmap(await res.blob());
  const margin = Math.round(Math.max(bitmap.width, bitmap.height) * 0.06);
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width + margin * 2;
  canvas.height = bitmap.height + margin * 2;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('canvas unavailable');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.drawImage(bitmap, margin, margin);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('PNG encoding failed');
  return new File([blob], name, { type: 'image/png' });
}

/** Saves a file through the browser's download (on phones: Files / Photos, per the browser). */
export function downloadFile(file: File): void {
  const url = URL.createObjectURL(file);
  const a = document.createElement('a');
  a.href = url;
  a.download = file.name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** True when the system share sheet takes files (phones: "Save Image", or straight into a bank app). */
export function canShareFiles(file: File): boolean {
  return (
    typeof navigator.share === 'function' &&
    typeof navigator.canShare === 'function' &&
    navigator.canShare({ files: [file] })
  );
}

/** Copies text; false when the browser refused. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * A QR code of `payload` as a PNG file, drawn large for a banking app reading it from the gallery. Drawn
 * straight onto a canvas: fetching a data: URL is refused by the app's content security policy.
 */
export async function qrPayloadPngFile(payload: string, name: string): Promise<File> {
  const qr = await import('qrcode');
  const canvas = document.createElement('canvas');
  await qr.toCanvas(canvas, payload, { errorCorrectionLevel: 'M', margin: 4, width: 720 });
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('PNG encoding failed');
  return new File([blob], name, { type: 'image/png' });
}
