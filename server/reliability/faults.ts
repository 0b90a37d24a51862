import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { solidImage } from '../media/test-images';
import { startSmtpPeer } from '../testing/mail';
import { freePort, startPrivatePostgres, startPrivateRedis } from '../testing/private-services';
import { startTestS3, type TestS3 } from '../testing/s3-server';
import { type CrashReport, runCrashTest } from './crash';

/**
 * The fault suite of docs/reliability.md (docs/decisions/0223-dependency-faults.md). The crash test's steady
 * mix of POS sales, checkouts, product edits and likes (./crash.ts, with its witness log) runs against a child
 * server on a PostgreSQL cluster, a Redis, an S3 server (s3rver) and an SMTP peer of the run's own; in turn,
 * PostgreSQL is stopped with `pg_ctl stop -m fast`, Redis is killed, the S3 server and the SMTP peer are closed,
 * each for `outageMs`, then started again. During each outage the run asks /readyz and makes the calls that need
 * the dependency (a sign-up and a login; an image upload; a mail); after it, it times how long until the service
 * is back (for mail: until the mail asked for during the outage arrives). At the end the database must match the
 * witness (every acknowledged order once, stock exact), and the server must be the same process, with no 5xx
 * but 503.
 */
export interface FaultOptions {
  /** outages in all, PostgreSQL, Redis, the S3 server and the SMTP peer in turn */
  rounds: number;
  outageMs?: number;
  log?: (line: string) => void;
}

export const DEPENDENCIES = ['postgres', 'redis', 'storage', 'mail'] as const;
export type Dependency = (typeof DEPENDENCIES)[number];

export interface OutageFigures {
  dependency: Dependency;
  /** what /readyz said during the outage (HTTP status) and after it */
  readyDuring: number;
  readyAfter: number;
  /** the calls made during the outage: their statuses, and the slowest answer in ms */
  writesDuring: number[];
  slowestMs: number;
  /** a 503 during the outage carried Retry-After and the 50301 envelope */
  retryAfter: boolean;
  /** ms from the dependency's return to the service answering again */
  backMs: number;
}

export interface FaultReport extends CrashReport {
  outages: OutageFigures[];
  problemsOfOutages: string[];
}

const BACK_WITHIN_MS = 5000;

async function timed(url: string, init?: RequestInit) {
  const t0 = Date.now();
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
    const body = (await res.json().catch(() => null)) as Record<string, unknown> | null;
    return { status: res.status, body, ms: Date.now() - t0, retryAfter: res.headers.get('retry-after') };
  } catch {
    // no answer at all: the server process is gone (status 0 fails every check below)
    return { status: 0, body: null, ms: Date.now() - t0, retryAfter: null };
  }
}

const post = (base: string, path: string, data: unknown) =>
  timed(`${base}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data }),
  });

export async function runFaultTest(opts: FaultOptions): Promise<FaultReport> {
  const log = opts.log ?? (() => {});
  const outageMs = opts.outageMs ?? 2000;
  const postgres = await startPrivatePostgres();
  const redis = await startPrivateRedis();
  const s3Port = await freePort();
  const s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stallfeed-fault-s3-'));
  let s3: TestS3 | undefined = await startTestS3({ port: s3Port, directory: s3Dir });
  const smtpPort = await freePort();
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>> | undefined = await startSmtpPeer({ port: smtpPort });
  const outages: OutageFigures[] = [];
  const problemsOfOutages: string[] = [];
  let n = 0;
  const freshEmail = () => {
    n += 1;
    return `fault-${process.pid}-${Date.now().toString(36)}-${n}@example.test`;
  };
  const signUp = (base: string, email: string) =>
    post(base, '/auth/user/register', { email, passwd: 'correct horse battery', role: 's' });
  let sellerToken = '';
  const upload = async (base: string) => {
    const form = new FormData();
    form.append('token', sellerToken);
    const png = await solidImage(
      24,
      24,
      'png',
      `#${(0x100000 + Math.floor(Math.random() * 0xeffff)).toString(16)}`,
    );
    form.append('files', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'fault.png');
    return timed(`${base}/api/res/product/upload_img`, { method: 'POST', body: form });
  };

  const stop: Record<Dependency, () => Promise<void>> = {
    postgres: async () => postgres.stop(),
    redis: () => redis.stop(),
    storage: async () => {
      await s3?.close();
      s3 = undefined;
    },
    mail: async () => {
      await smtp?.close();
      smtp = undefined;
    },
  };
  const start: Record<Dependency, () => Promise<void>> = {
    postgres: async () => postgres.start(),
    redis: () => redis.start(),
    storage: async () => {
      s3 = await startTestS3({ port: s3Port, directory: s3Dir });
    },
    mail: async () => {
      smtp = await startSmtpPeer({ port: smtpPort });
    },
  };

  try {
    const report = await runCrashTest({
      kills: opts.rounds,
      databaseUrl: postgres.url,
      env: {
        REDIS_URL: redis.url,
        ...s3.env,
        SMTP_URL: smtp.url,
        MAIL_RETRY_BASE_MS: '200',
        PUBLIC_URL: 'http://127.0.0.1',
      },
      runMs: [400, 900],
      log,
      disrupt: async (round, server) => {
        const dependency = DEPENDENCIES[(round - 1) % DEPENDENCIES.length]!;
        if (!sellerToken) {
          const seller = await signUp(server.url, freshEmail());
          sellerToken = ((seller.body?.data as { token?: string } | undefined)?.token ?? '') as string;
        }
        await stop[dependency]();
        const outageEnds = Date.now() + outageMs;
        // during the outage: readiness, and the calls that need the dependency
        const ready = await timed(`${server.url}/readyz`);
        const mailTo = freshEmail();
        const calls =
          dependency === 'storage'
            ? [await upload(server.url)]
            : dependency === 'mail'
              ? [await signUp(server.url, mailTo)]
              : await (async () => {
                  const email = freshEmail();
                  const made = await signUp(server.url, email);
                  const login = await post(server.url, '/auth/user/login', {
                    email,
                    passwd: 'correct horse battery',
                  });
                  return [made, login];
                })();
        const unavailable = calls.filter((w) => w.status === 503);
        const retryAfter = unavailable.every(
          (w) => w.retryAfter !== null && (w.body?.error as { code?: number } | undefined)?.code === 50301,
        );
        await new Promise((r) => setTimeout(r, Math.max(0, outageEnds - Date.now())));
        await start[dependency]();
        const backFrom = Date.now();
        const serving = async () => {
          const r = await timed(`${server.url}/readyz`);
          if (r.status !== 200 || (dependency === 'redis' && r.body?.redis !== 'ok'))
            return { ready: r, ok: false };
          if (dependency === 'storage') return { ready: r, ok: (await upload(server.url)).status === 200 };
          if (dependency === 'mail') {
            // the mail asked for during the outage arrives now (the outbox retries it)
            const got = smtp?.to(mailTo) ?? [];
            return { ready: r, ok: got.length > 0 };
          }
          return { ready: r, ok: true };
        };
        let after = await serving();
        while (!after.ok && Date.now() - backFrom < 30_000) {
          await new Promise((r) => setTimeout(r, 100));
          after = await serving();
        }
        const figures: OutageFigures = {
          dependency,
          readyDuring: ready.status,
          readyAfter: after.ready.status,
          writesDuring: calls.map((w) => w.status),
          slowestMs: Math.max(ready.ms, ...calls.map((w) => w.ms)),
          retryAfter,
          backMs: Date.now() - backFrom,
        };
        outages.push(figures);
        log(`outage ${round} (${dependency}): ${JSON.stringify(figures)}`);
        const problem = (text: string) => problemsOfOutages.push(`outage ${round} (${dependency}): ${text}`);
        const expectReady = (want: number, detail?: [string, string]) => {
          if (ready.status !== want || (detail && ready.body?.[detail[0]] !== detail[1]))
            problem(`/readyz said ${ready.status} ${JSON.stringify(ready.body)} during the outage`);
        };
        const expectCalls = (want: number) => {
          if (calls.some((w) => w.status !== want))
            problem(`calls answered ${figures.writesDuring}, not ${want}`);
        };
        if (dependency === 'postgres') {
          expectReady(503, ['database', 'down']);
          expectCalls(503);
        } else if (dependency === 'storage') {
          expectReady(503, ['storage', 'down']);
          expectCalls(503);
        } else if (dependency === 'redis') {
          // the app counts in memory and serves every call
          expectReady(200, ['redis', 'down']);
          expectCalls(200);
        } else {
          // the mail server is not a dependency of readiness: the mail waits in the outbox
          expectReady(200);
          expectCalls(200);
        }
        if (!retryAfter) problem('a 503 without Retry-After or the 50301 envelope');
        if (figures.slowestMs > 5000) problem(`a call waited ${figures.slowestMs} ms`);
        if (!after.ok) problem(`not serving again 30 s after the return (/readyz ${after.ready.status})`);
        else if (figures.backMs > BACK_WITHIN_MS) problem(`service back after ${figures.backMs} ms`);
      },
    });
    if (report.serverErrors > 0)
      problemsOfOutages.push(`${report.serverErrors} answers were 5xx other than 503`);
    return { ...report, outages, problemsOfOutages };
  } finally {
    postgres.destroy();
    await redis.destroy();
    await s3?.close();
    await smtp?.close();
    fs.rmSync(s3Dir, { recursive: true, force: true });
  }
}
