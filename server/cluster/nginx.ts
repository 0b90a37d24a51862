import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../repo-root';

/**
 * nginx from Debian in front of the server processes, run as a child (not a daemon) on deploy/nginx.conf with
 * its pid, temp folders and error log in a temp folder of its own (docs/deploy.md).
 */
const root = REPO_ROOT;
export const NGINX_TEMPLATE = path.join(root, 'deploy/nginx.conf');
export const NGINX_BINARY = process.env.NGINX_BINARY ?? '/usr/sbin/nginx';

export interface NginxOptions {
  listenPort: number;
  /** the processes' host:port */
  upstreams: string[];
  /** of those, the ones nginx sends nothing new to (a process being restarted) */
  down?: string[];
  workers?: number;
}

/** deploy/nginx.conf with its ${…} names filled in */
export function renderNginxConf(opts: NginxOptions & { runDir: string }): string {
  const values: Record<string, string> = {
    WORKERS: String(opts.workers ?? 1),
    RUN_DIR: opts.runDir,
    LISTEN: `127.0.0.1:${opts.listenPort}`,
    UPSTREAM_SERVERS: opts.upstreams
      .map((u) => `server ${u} max_fails=2 fail_timeout=5s${opts.down?.includes(u) ? ' down' : ''};`)
      .join('\n    '),
  };
  // comments stay as they are (they name the template's variables too)
  const text = fs
    .readFileSync(NGINX_TEMPLATE, 'utf8')
    .split('\n')
    .map((line) =>
      line.trimStart().startsWith('#')
        ? line
        : line.replace(/\$\{(\w+)\}/g, (whole, name: string) => {
            const value = values[name];
            if (value === undefined) throw new Error(`deploy/nginx.conf: unknown template name ${whole}`);
            return value;
          }),
    )
    .join('\n');
  // started as root (this machine, containers), nginx's workers would run as `nobody` and could not write to
  // the temp folders made here; a plain user's nginx runs its workers as that user anyway
  return process.getuid?.() === 0 ? `user root;\n${text}` : text;
}

export interface RunningNginx {
  url: string;
  child: ChildProcess;
  runDir: string;
  output(): string;
  /**
   * Marks processes `down` (or back up) and reloads nginx (SIGHUP): new workers take the new list, the old
   * ones finish the requests they have. Resolves once the reload has had time to take effect.
   */
  setDown(down: string[]): Promise<void>;
  /** fast shutdown (SIGTERM: the master stops its workers), then the temp folder goes */
  stop(): Promise<void>;
}

export async function startNginx(opts: NginxOptions): Promise<RunningNginx> {
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stallfeed-nginx-'));
  const conf = path.join(runDir, 'nginx.conf');
  fs.writeFileSync(conf, renderNginxConf({ ...opts, runDir }));
  const errorLog = path.join(runDir, 'error.log');
  const child = spawn(NGINX_BINARY, ['-p', runDir, '-c', conf, '-e', errorLog, '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d) => {
    out += d;
  });
  child.stderr?.on('data', (d) => {
    out += d;
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  child.on('error', (err) => {
    out += String(err);
  });
  const output = () => {
    let log = '';
    try {
      log = fs.readFileSync(errorLog, 'utf8');
    } catch {
      // not written yet
    }
    return `${out}${log}`.slice(-10_000);
  };
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    fs.rmSync(runDir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${opts.listenPort}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      const text = output();
      await stop();
      throw new Error(`nginx exited at start:\n${text}`);
    }
    try {
      await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2000) });
      break; // nginx answers (any status): it listens
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      const text = output();
      await stop();
      throw new Error(`nginx not listening after 10 s:\n${text}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const setDown = async (down: string[]) => {
    fs.writeFileSync(conf, renderNginxConf({ ...opts, down, runDir }));
    child.kill('SIGHUP');
    await new Promise((r) => setTimeout(r, 500));
  };
  return { url, child, runDir, output, setDown, stop };
}
