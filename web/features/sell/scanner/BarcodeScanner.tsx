import { X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import {
  CAMERA_FAILURE_KEYS,
  type CameraFailure,
  classifyCameraError,
  isRetryable,
  startCamera,
  stopCamera,
} from './camera';
import { type BarcodeDecoder, createDecoder } from './decoder';
import { grabFrame } from './frame';
import {
  FALLBACK_SCANNER_SETTINGS,
  PRIMARY_SCANNER_SETTINGS,
  type ScannerSettings,
} from './scanner-settings';

/** What the page made of a code, shown on the camera view in continuous mode. */
export interface ScanFeedback {
  tone: 'success' | 'warning' | 'danger';
  text: string;
}

export interface BarcodeScannerProps {
  open: boolean;
  /**
   * Called with each code read. Single mode (default): once, then the scanner stops the camera and
   * calls onClose. Continuous mode: for every new code, while the camera keeps running; what it
   * resolves to is shown on the camera view.
   */
  // biome-ignore lint/suspicious/noConfusingVoidType: one-shot callers return nothing; continuous ones a promise of feedback
  onDetected(code: string): void | Promise<ScanFeedback | undefined>;
  onClose(): void;
  /** Keep scanning after a read (the point of sale rings up item after item). */
  continuous?: boolean;
  /** Continuous mode: a line above Done, e.g. the sale so far ("3 items · $156.00"). */
  summary?: string;
}

/**
 * Continuous mode reads the same code again only after it has been out of view this long, so an item
 * held in front of the camera counts once; to add a second one, move it away and back (or use +).
 */
export const SAME_CODE_GAP_MS = 800;

type Phase =
  | { kind: 'starting' }
  | { kind: 'scanning'; settings: ScannerSettings; decoder: BarcodeDecoder['kind'] }
  | { kind: 'failed'; failure: CameraFailure };

/** Full-screen camera overlay that reads one barcode (docs/product.md §4). Default export so it can be lazy-loaded. */
export default function BarcodeScanner({ open, ...props }: BarcodeScannerProps) {
  // Mounting the overlay only while open gives every opening a fresh camera session and state.
  return open ? <ScannerOverlay {...props} /> : null;
}

function ScannerOverlay({
  onDetected,
  onClose,
  continuous = false,
  summary,
}: Omit<BarcodeScannerProps, 'open'>) {
  const { t } = useTranslation('scanner');
  const videoRef = useRef<HTMLVideoElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'starting' });
  const [feedback, setFeedback] = useState<(ScanFeedback & { id: number }) | null>(null);
  const [reads, setReads] = useState(0);
  // The camera session must not restart when the parent passes new callback identities.
  const callbacks = useRef({ onDetected, onClose });
  useEffect(() => {
    callbacks.current = { onDetected, onClose };
  });
  const continuousRef = useRef(continuous);

  // each message stays a moment, long enough to read at arm's length
  useEffect(() => {
    if (!feedback) return;
    const timer = setTimeout(() => setFeedback(null), FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [feedback]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const stop = () => {
      stopped = true;
      clearTimeout(timer);
      stopCamera(stream, video);
      stream = null;
    };

    const start = async (settings: ScannerSettings): Promise<BarcodeDecoder> => {
      const decoder = createDecoder(); // loads the wasm while the camera warms up
      decoder.catch(() => {}); // reported through the await below, if the camera starts at all
      const started = await startCamera(settings.video);
      if (stopped) {
        stopCamera(started);
        throw new Error('cancelled');
      }
      stream = started;
      video.srcObject = started;
      await video.play();
      return decoder;
    };

    // `away`: a frame was read without the last code since it was seen. A code seen in every frame is still in
    // view however slowly frames are read (a busy phone can take longer than the gap to decode one), so it
    // counts again only once it has been missing from a frame and the gap has passed.
    let last: { code: string; seenAt: number; away: boolean } | null = null;
    const isRepeat = (code: string, now: number) => {
      const repeat =
        last !== null && last.code === code && (!last.away || now - last.seenAt < SAME_CODE_GAP_MS);
      last = { code, seenAt: now, away: false }; // still in view: the gap starts again
      return repeat;
    };
    const missed = () => {
      if (last) last.away = true;
    };

    const accept = (code: string) => {
      navigator.vibrate?.(60);
      setReads((n) => n + 1);
      void Promise.resolve(callbacks.current.onDetected(code)).then(
        (result) => result && !stopped && setFeedback({ ...result, id: Date.now() }),
      );
    };

    const scan = (decoder: BarcodeDecoder, settings: ScannerSettings) => {
      const interval = 1000 / settings.fps;
      const tick = async () => {
        if (stopped) return;
        const began = performance.now();
        try {
          const frame = grabFrame(video, settings.box);
          const code = frame && (await decoder.decode(frame));
          if (code && !stopped && !continuousRef.current) {
            stop();
            callbacks.current.onDetected(code);
            callbacks.current.onClose();
            return;
          }
          if (!code && frame) missed();
          if (code && !stopped && !isRepeat(code, performance.now())) accept(code);
        } catch {
          // A frame that cannot be read (resize, track ending) is skipped; the next one may work.
        }
        if (!stopped) timer = setTimeout(tick, Math.max(0, interval - (performance.now() - began)));
      };
      void tick();
    };

    const run = async () => {
      let settings = PRIMARY_SCANNER_SETTINGS;
      let decoder: BarcodeDecoder;
      try {
        decoder = await start(settings);
      } catch (error) {
        if (stopped) return;
        stopCamera(stream, video);
        stream = null;
        const failure = classifyCameraError(error);
        if (!isRetryable(failure)) return setPhase({ kind: 'failed', failure });
        // docs/product.md §4: a failed first start is retried once in the lighter fallback mode.
        settings = FALLBACK_SCANNER_SETTINGS;
        try {
          decoder = await start(settings);
        } catch (retryError) {
          if (stopped) return;
          stop();
          return setPhase({ kind: 'failed', failure: classifyCameraError(retryError) });
        }
      }
      if (stopped) return;
      setPhase({ kind: 'scanning', settings, decoder: decoder.kind });
      scan(decoder, settings);
    };

    void run();
    return stop;
  }, []);

  useEffect(() => {
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') callbacks.current.onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const box = phase.kind === 'scanning' ? phase.settings.box : PRIMARY_SCANNER_SETTINGS.box;

  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label={t('title')}
      data-scanner-state={phase.kind}
      data-decoder={phase.kind === 'scanning' ? phase.decoder : undefined}
      className="fixed inset-0 z-50 overflow-hidden bg-black text-white"
    >
      {/* Muted and inline so mobile browsers autoplay it instead of opening a full-screen player. */}
      <video ref={videoRef} className="absolute inset-0 h-full w-full object-contain" muted playsInline />

      {phase.kind !== 'failed' && (
        <div className="pointer-events-none absolute inset-0 flex flex-col items-center justify-center gap-4">
          {/* The huge shadow dims everything outside the box, which is the only area decoded. */}
          <div
            className="rounded-lg border-2 border-white shadow-[0_0_0_9999px_rgba(0,0,0,0.5)]"
            style={{ width: box.width, height: box.height }}
          />
          <p className="relative px-4 text-center text-sm" role="status">
            {phase.kind === 'starting' ? t('starting') : continuous ? t('continuousHint') : t('hint')}
          </p>
        </div>
      )}

      {continuous && phase.kind === 'scanning' && (
        <div className="absolute inset-x-0 bottom-0 flex flex-col items-center gap-3 px-4 pb-[max(1.5rem,env(safe-area-inset-bottom))]">
          <p aria-live="polite" className="min-h-10" data-testid="scan-feedback">
            {feedback && (
              <span
                key={feedback.id}
                className={`inline-block animate-[pulse_0.4s_ease-out_1] rounded-full px-4 py-2 text-sm font-semibold ${FEEDBACK_TONES[feedback.tone]}`}
              >
                {feedback.text}
              </span>
            )}
          </p>
          {summary && (
            <p className="text-base font-semibold tabular-nums" data-testid="scan-summary">
              {summary}
            </p>
          )}
          <button
            type="button"
            onClick={() => callbacks.current.onClose()}
            className="min-h-12 w-full max-w-sm rounded-full bg-white px-6 text-base font-semibold text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {t('done', { count: reads })}
          </button>
        </div>
      )}

      {phase.kind === 'failed' && phase.failure !== 'denied' && (
        <div className="absolute inset-0 flex items-center justify-center p-6">
          <p role="alert" className="max-w-sm rounded-lg bg-white/10 p-4 text-center">
            {t(CAMERA_FAILURE_KEYS[phase.failure])}
          </p>
        </div>
      )}

      <button
        ref={closeRef}
        type="button"
        onClick={() => callbacks.current.onClose()}
        aria-label={t('close')}
        className="absolute top-[max(1rem,env(safe-area-inset-top))] right-4 rounded-full bg-black/60 p-2 focus-visible:outline-2 focus-visible:outline-white"
      >
        <X aria-hidden="true" className="size-6" />
      </button>

      {phase.kind === 'failed' && phase.failure === 'denied' && (
        <DeniedAlert onClose={() => callbacks.current.onClose()} />
      )}
    </div>
  );
}

const FEEDBACK_MS = 2500;
const FEEDBACK_TONES: Record<ScanFeedback['tone'], string> = {
  success: 'bg-green-600 text-white',
  warning: 'bg-amber-400 text-gray-900',
  danger: 'bg-red-600 text-white',
};

/** docs/product.md §6: when camera permission is denied, explain how to allow it in the browser settings. */
function DeniedAlert({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('scanner');
  const titleId = useId();
  const bodyId = useId();
  const okRef = useRef<HTMLButtonElement>(null);
  useEffect(() => okRef.current?.focus(), []);

  return (
    <div className="absolute inset-0 flex items-center justify-center bg-black/70 p-6">
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        className="w-full max-w-sm rounded-2xl bg-white p-5 text-gray-900"
      >
        <h2 id={titleId} className="mb-2 font-semibold text-lg">
          {t('denied.title')}
        </h2>
        <div id={bodyId} className="space-y-2 text-sm">
          <p>{t(CAMERA_FAILURE_KEYS.denied)}</p>
          <p>{t('denied.howTo')}</p>
        </div>
        <button
          ref={okRef}
          type="button"
          onClick={onClose}
          className="mt-4 w-full rounded-lg bg-pink-500 py-2 font-medium text-white"
        >
          {t('denied.ok')}
        </button>
      </div>
    </div>
  );
}
