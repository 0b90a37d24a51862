import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The real entry point (server/main.ts) as a separate process: start-up checks and shutdown.
const root = path.resolve(import.meta.dirname, '..');
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) c.kill('SIGKILL');
});

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'off',
      HOST: '127.0.0.1',
      WEB_DIST: '/nonexistent',
      ...env,
    },
  });
  children.push(child);
  let out = '';
  child.stdout.on('data', (d) => {
    out += d;
  });
  child.stderr.on('data', (d) => {
    out += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const ready = async () => {
    for (let i = 0; i < 150 && !out.includes('is running at'); i++) {
      if (child.exitCode !== null) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    return out;
  };
  return { child, exited, ready, output: () => out };
}

const freePort = () => String(20000 + Math.floor(Math.random() * 20000));
// always SQLite: this file tests the process, not the database
const pgEnv: Record<string, string> = { DATABASE_URL: '' };

describe('the server process', () => {
  it('refuses a bad configuration value with one clear line', async () => {
    const p = start({ PORT: 'eighty', ...pgEnv });
    expect(await p.exited).toBe(1);
    const lines = p
      .output()
      .trim()
      .split('\n')
      .filter((l) => !l.includes('nodedir'));
    expect(lines).toEqual([
      'Invalid configuration: PORT must be a whole number from 0 to 65535 (got "eighty")',
    ]);
  });

  it('refuses a second process on the same data folder, then stops gracefully on SIGTERM', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stallfeed-proc-'));
    const first = start({ PORT: freePort(), DATA_DIR: dataDir, ...pgEnv });
    expect(await first.ready()).toContain('is running at');
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(true);

    const second = start({ PORT: freePort(), DATA_DIR: dataDir, ...pgEnv });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(
      `Another server process (pid ${first.child.pid}) is using the data folder`,
    );

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('SIGTERM: finishing requests in flight');
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
