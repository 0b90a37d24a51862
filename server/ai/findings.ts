import sharp from 'sharp';
import type { ImageStore } from '../media';
import { perceptualHash } from '../media/phash';
import { readStored } from '../media/uploads';
import type { ComparableRow, LookAlike, ProductComparables } from '../products/comparables';
import { readPhoto } from './engine/engine-client';
import { type PackageText, readPackageText } from './package-text';

/** What the offline provider learnt from one photo. */
export interface PhotoFindings {
  path: string;
  barcodes: string[];
  text: PackageText;
  /** null for a blank photo (nothing to compare) */
  phash: string | null;
  /** the dominant colour */
  colour: { r: number; g: number; b: number };
  blank: boolean;
}

/** Everything the providers know about a set of photos: per photo, plus what the catalogue said about them. */
export interface Findings {
  photos: PhotoFindings[];
  /** live listings (any seller) carrying a barcode read in the photos */
  barcodeMatches: ComparableRow[];
  /** the first barcode read, known or not */
  barcode: string | null;
  lookAlikes: LookAlike[];
}

async function analysePhoto(
  path: string,
  bytes: Buffer,
  onUnread?: (err: unknown) => void,
): Promise<PhotoFindings> {
  const stats = await sharp(bytes).stats();
  // the package's colour: the middle of the picture, not the table or wall around it
  const meta = await sharp(bytes).metadata();
  const w = meta.width ?? 1;
  const h = meta.height ?? 1;
  const middle = await sharp(bytes)
    .extract({
      left: Math.floor(w * 0.25),
      top: Math.floor(h * 0.25),
      width: Math.max(1, Math.floor(w * 0.5)),
      height: Math.max(1, Math.floor(h * 0.5)),
    })
    .stats();
  // a photo of nothing (one flat colour, a lens cap): no text, no code, no look-alike worth comparing
  const blank = stats.channels.slice(0, 3).every((c) => c.stdev < 6);
  if (blank) {
    return {
      path,
      barcodes: [],
      text: readPackageText([]),
      phash: null,
      colour: stats.dominant,
      blank,
    };
  }
  const [reading, phash] = await Promise.all([
    // a photo the engine could not read (it crashed on it, or was stopped) still gives its colour and look-alikes
    readPhoto(bytes).catch((err: unknown) => {
      onUnread?.(err);
      return { barcodes: [], lines: [] };
    }),
    perceptualHash(bytes),
  ]);
  return {
    path,
    barcodes: reading.barcodes,
    text: readPackageText(reading.lines),
    phash,
    colour: middle.dominant,
    blank,
  };
}

/**
 * Reads every photo (barcodes, text, hash, colour) and asks the catalogue about what was found. Photos are read one
 * after another and reading stops at `deadline` (ms since epoch): what was found by then is used.
 */
export async function gatherFindings(
  paths: string[],
  images: ImageStore,
  comparables: ProductComparables,
  deadline: number,
  onUnread?: (err: unknown) => void,
): Promise<Findings> {
  const photos: PhotoFindings[] = [];
  for (const path of paths) {
    if (Date.now() > deadline) break;
    const bytes = await readStored(images, path);
    if (bytes) photos.push(await analysePhoto(path, bytes, onUnread));
  }
  const codes = [...new Set(photos.flatMap((p) => p.barcodes))];
  const hashes = photos.flatMap((p) => (p.phash ? [p.phash] : []));
  const [barcodeMatches, lookAlikes] = await Promise.all([
    comparables.byBarcode(codes),
    comparables.lookAlikes(hashes),
  ]);
  return { photos, barcodeMatches, barcode: codes[0] ?? null, lookAlikes };
}
