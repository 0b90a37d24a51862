import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';

/** The output of a crop: a square JPEG this many pixels wide. */
export const CROP_SIZE = 800;

export interface CropState {
  zoom: number;
  /** -1…1: where the square sits inside the free room of the photo */
  x: number;
  y: number;
}

/** Draws the chosen square of `img` onto a CROP_SIZE canvas and answers it as a JPEG file. */
export async function cropToFile(img: HTMLImageElement, crop: CropState, name = 'avatar.jpg'): Promise<File> {
  const side = Math.min(img.naturalWidth, img.naturalHeight) / crop.zoom;
  const sx = ((img.naturalWidth - side) / 2) * (1 + crop.x);
  const sy = ((img.naturalHeight - side) / 2) * (1 + crop.y);
  const canvas = document.createElement('canvas');
  canvas.width = CROP_SIZE;
  canvas.height = CROP_SIZE;
  canvas.getContext('2d')!.drawImage(img, sx, sy, side, side, 0, 0, CROP_SIZE, CROP_SIZE);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9));
  if (!blob) throw new Error('crop failed');
  return new File([blob], name, { type: 'image/jpeg' });
}

/** A square crop of a photo in the browser: preview with zoom and position sliders (keyboard friendly). */
export function SquareCrop({
  file,
  onReady,
}: {
  file: File;
  /** called with a function that produces the cropped file */
  onReady(makeFile: () => Promise<File>): void;
}) {
  const { t } = useTranslation('profile');
  const id = useId();
  const imgRef = useRef<HTMLImageElement>(null);
  const [url, setUrl] = useState<string | null>(null);
  const [crop, setCrop] = useState<CropState>({ zoom: 1, x: 0, y: 0 });

  useEffect(() => {
    const u = URL.createObjectURL(file);
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [file]);

  useEffect(() => {
    onReady(() => cropToFile(imgRef.current!, crop));
  }, [crop, onReady]);

  const slider = (key: keyof CropState, label: string, min: number, max: number, step: number) => (
    <label htmlFor={`${id}-${key}`} className="flex items-center gap-3 text-sm text-gray-700">
      <span className="w-20 shrink-0">{label}</span>
      <input
        id={`${id}-${key}`}
        type="range"
        min={min}
        max={max}
        step={step}
        value={crop[key]}
        onChange={(e) => setCrop((c) => ({ ...c, [key]: Number(e.target.value) }))}
        className="flex-1 accent-pink-700"
      />
    </label>
  );

  // the preview shows the same square the canvas will draw: object-position follows x/y, scale follows zoom
  return (
    <div className="flex flex-col gap-3">
      <div className="mx-auto size-64 overflow-hidden rounded-full bg-gray-100 ring-1 ring-black/10">
        {url && (
          <img
            ref={imgRef}
            src={url}
            alt={t('avatar.previewAlt')}
            className="size-full object-cover"
            style={{
              objectPosition: `${50 + crop.x * 50}% ${50 + crop.y * 50}%`,
              transform: `scale(${crop.zoom})`,
              transformOrigin: `${50 + crop.x * 50}% ${50 + crop.y * 50}%`,
            }}
          />
        )}
      </div>
      {slider('zoom', t('avatar.zoom'), 1, 3, 0.05)}
      {slider('x', t('avatar.horizontal'), -1, 1, 0.05)}
      {slider('y', t('avatar.vertical'), -1, 1, 0.05)}
    </div>
  );
}
