/**
 * Scanner tuning (docs/product.md §9): the primary mode, and the lighter fallback mode tried when the
 * primary one cannot start (docs/product.md §4). The box is in CSS pixels on screen; what is visible inside
 * it is the only part of the frame that gets decoded.
 */
export interface ScannerSettings {
  /** Decode attempts per second. */
  fps: number;
  /** On-screen scan box, CSS pixels. */
  box: { width: number; height: number };
  /** getUserMedia video constraints. */
  video: MediaTrackConstraints;
}

export const PRIMARY_SCANNER_SETTINGS: ScannerSettings = {
  fps: 10,
  box: { width: 250, height: 150 },
  // `ideal` (not `exact`) so a phone without a rear camera or without HD still starts.
  video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
};

export const FALLBACK_SCANNER_SETTINGS: ScannerSettings = {
  fps: 5,
  box: { width: 200, height: 120 },
  // Lower resolution for old devices whose camera or encoder refuses HD constraints.
  video: { facingMode: { ideal: 'environment' }, width: { ideal: 640 }, height: { ideal: 480 } },
};

/** Symbologies found on retail goods plus QR; decoders map these names to their own. */
export const SCAN_FORMATS = ['ean13', 'ean8', 'upcA', 'upcE', 'code128', 'code39', 'qr'] as const;
export type ScanFormat = (typeof SCAN_FORMATS)[number];
