/**
 * Who uploaded which image (docs/decisions/0072-ai-upload-ownership.md). Images are stored by content hash, so
 * two people uploading the same bytes share one file: ownership is a row per (user, path), never a file property.
 * The perceptual hash is computed once, at upload (server/media/phash.ts).
 */
export interface MediaUploadsTable {
  user_id: string;
  path: string;
  phash: string | null;
  created_at: number;
}

export interface MediaTables {
  media_uploads: MediaUploadsTable;
}
