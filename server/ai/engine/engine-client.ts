import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { AiLocale } from '../../../contract/ai';
import { REPO_ROOT } from '../../repo-root';
import type { EngineReply, EngineRequest, PhotoReading } from './protocol';

/**
 * The API process's side of the AI engine process (engine-process.ts; docs/decisions/0250-ai-engine-process.md):
 * forked on the first request or at warm-up, kept for the life of the server, forked again on the next request if
 * it ended. Only a photo's bytes and what was read in it, or texts to convert, cross the channel.
 */

/** a request before the engine numbers it */
type Unnumbered<T> = T extends unknown ? Omit<T, 'id'> : never;

class EngineProcess {
  private readonly child: ChildProcess;
  private readonly pending = new Map<
    number,
    {
      resolve: (reply: EngineReply & { ok: true }) => void;
      reject: (err: Error) => void;
      watchdog: NodeJS.Timeout;
    }
  >();
  private nextId = 1;
  ended = false;

  constructor() {
    const { file, execArgv } = engineEntry();
    this.child = fork(file, [], {
      execArgv,
      cwd: REPO_ROOT,
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.child.on('message', (reply: EngineReply) => this.settle(reply));
    this.child.on('exit', (code, signal) => this.end(`ended (${signal ?? `exit code ${code}`})`));
    this.child.on('error', (err) => this.end(`could not run: ${err.message}`));
    // an idle engine never keeps the server (or a test run) alive
    this.child.unref();
    this.idle();
  }

  ask(request: Unnumbered<EngineRequest>): Promise<EngineReply & { ok: true }> {
    if (this.ended) return Promise.reject(new Error('the AI engine process has ended'));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      // an engine stuck on a photo would hold every later one behind it: past the limit it is ended, and the
      // next request forks another
      const watchdog = setTimeout(
        () => this.stop(`did not answer in ${answerLimitMs / 1000} s`),
        answerLimitMs,
      ).unref();
      this.pending.set(id, { resolve, reject, watchdog });
      this.child.channel?.ref();
      this.child.send({ ...request, id } as EngineRequest, (err) => {
        if (err) this.settle({ id, ok: false, error: err.message });
      });
    });
  }

  get inHand(): number {
    return this.pending.size;
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  stop(why = 'stopped'): void {
    this.end(why);
    this.child.kill('SIGKILL');
  }

  private settle(reply: EngineReply): void {
    const waiting = this.pending.get(reply.id);
    if (!waiting) return;
    this.pending.delete(reply.id);
    clearTimeout(waiting.watchdog);
    this.idle();
    if (reply.ok) waiting.resolve(reply);
    else waiting.reject(new Error(reply.error));
  }

  private idle(): void {
    if (this.pending.size === 0) this.child.channel?.unref();
  }

  private end(why: string): void {
    if (this.ended) return;
    this.ended = true;
    const err = new Error(`the AI engine process ${why}`);
    for (const waiting of this.pending.values()) {
      clearTimeout(waiting.watchdog);
      waiting.reject(err);
    }
    this.pending.clear();
  }
}

/** From the bundle `npm start` runs, the engine is its compiled sibling; from the sources (tests, dev), tsx runs it. */
function engineEntry(): { file: string; execArgv: string[] } {
  if (import.meta.url.endsWith('.mjs'))
    return {
      file: fileURLToPath(new URL('./engine-process.mjs', import.meta.url)),
      execArgv: ['--enable-source-maps'],
    };
  return {
    file: fileURLToPath(new URL('./engine-process.ts', import.meta.url)),
    execArgv: ['--import', 'tsx'],
  };
}

/** how long one request may take: OCR of a photo takes 0.3–3 s, loading the models a few seconds */
let answerLimitMs = 60_000;

/** A shorter limit for the tests, which freeze an engine to see it replaced. */
export function setEngineAnswerLimit(ms: number): void {
  answerLimitMs = ms;
}

let engine: EngineProcess | null = null;

function running(): EngineProcess {
  if (!engine || engine.ended) engine = new EngineProcess();
  return engine;
}

/** The barcodes and the text in one photo, read in the engine process. */
export async function readPhoto(image: Buffer): Promise<PhotoReading> {
  const { reading } = await running().ask({ op: 'read', image });
  if (!reading) throw new Error('the AI engine process answered without a reading');
  return reading;
}

/** Texts in the locale's Chinese script, converted in the engine process (OpenCC's dictionaries live there). */
export async function inScriptOf(texts: string[], locale: AiLocale): Promise<string[]> {
  const { texts: converted } = await running().ask({ op: 'script', texts, locale });
  if (converted?.length !== texts.length) throw new Error('the AI engine process answered without the texts');
  return converted;
}

/**
 * Starts the engine and loads its models (OCR, zxing, OpenCC) ahead of the first photo: the server calls it in the
 * background after it listens, so the first AI call does not pay ~1–2 s of loading (docs/decisions/0070, 0250).
 */
export async function warmUpEngine(): Promise<void> {
  await running().ask({ op: 'warm-up' });
}

/** The engine's process id and how many requests it has in hand, while one runs (the tests end it as a crash would). */
export function engineState(): { pid: number; inHand: number } | undefined {
  const pid = engine && !engine.ended ? engine.pid : undefined;
  return pid ? { pid, inHand: engine!.inHand } : undefined;
}

/** Ends the engine process (the server is stopping); the next photo would start another. */
export function stopEngine(): void {
  engine?.stop();
  engine = null;
}
