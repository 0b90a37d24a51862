import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { solidImage } from './media/test-images';
import { randomPort, serverArgs, startChildServer } from './reliability/child-server';

// The real entry point (server/main.ts, compiled as `npm start` runs it) as a separate process: start-up checks and
// shutdown.
const root = path.resolve(import.meta.dirname, '..');
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) c.kill('SIGKILL');
});

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, serverArgs(), {
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
    // up to 60 s: slow on a busy machine
    for (let i = 0; i < 600 && !out.includes('is running at'); i++) {
      if (child.exitCode !== null) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    return out;
  };
  return { child, exited, ready, output: () => out };
}

const freePort = () => String(20000 + Math.floor(Math.random() * 20000));
// always SQLite: this file tests the process, not the database (so only the SQLite run has it: vitest.config.ts)
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

  it('refuses a second process on the same data folder, then stops gracefully on SIGTERM', {
    timeout: 150_000,
  }, async () => {
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

  // docs/decisions/0258-login-throttles-and-data-folder-lock.md: the data folder is held by a lock the kernel
  // drops when the process dies, not by a pid that a zombie or a stranger keeps alive
  it('restarts at once after a SIGKILL whose zombie nobody reaps; a second live server is still refused', {
    timeout: 180_000,
  }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stallfeed-zombie-'));
    // sh starts the server in the background, then becomes `sleep`, which never waits for its children: the
    // killed server stays a zombie, as under a container's PID 1 that does not reap
    const parent = spawn(
      'sh',
      // the server's arguments are the script's own ("$@"), the ones every child server here starts with
      ['-c', '"$NODE" "$@" & echo "pid:$!"; exec sleep 600', 'sh', ...serverArgs()],
      {
        cwd: root,
        env: {
          ...process.env,
          NODE: process.execPath,
          LOG_LEVEL: 'warn',
          SEED_DEMO: 'off',
          HOST: '127.0.0.1',
          WEB_DIST: '/nonexistent',
          PORT: freePort(),
          DATA_DIR: dataDir,
          ...pgEnv,
        },
      },
    );
    children.push(parent);
    let out = '';
    parent.stdout.on('data', (d) => {
      out += d;
    });
    parent.stderr.on('data', (d) => {
      out += d;
    });
    for (let i = 0; i < 600 && !out.includes('is running at'); i++)
      await new Promise((r) => setTimeout(r, 100));
    expect(out).toContain('is running at');
    const pid = Number(/pid:(\d+)/.exec(out)?.[1]);
    expect(fs.readFileSync(path.join(dataDir, 'server.lock'), 'utf8')).toBe(String(pid));

    process.kill(pid, 'SIGKILL');
    const state = () => /^State:\s+(\S)/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    for (let i = 0; i < 50 && state() !== 'Z'; i++) await new Promise((r) => setTimeout(r, 100));
    expect(state()).toBe('Z'); // dead, unreaped: kill(pid, 0) still succeeds
    expect(() => process.kill(pid, 0)).not.toThrow();

    const restarted = start({ PORT: freePort(), DATA_DIR: dataDir, ...pgEnv });
    expect(await restarted.ready()).toContain('is running at');
    expect(state()).toBe('Z'); // the old one is still there

    const second = start({ PORT: freePort(), DATA_DIR: dataDir, ...pgEnv });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(
      `Another server process (pid ${restarted.child.pid}) is using the data folder`,
    );

    restarted.child.kill('SIGTERM');
    expect(await restarted.exited).toBe(0);
    parent.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts when the pid left by a crash now belongs to another live process (after a power cut)', {
    timeout: 90_000,
  }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stallfeed-pidreuse-'));
    fs.writeFileSync(path.join(dataDir, 'server.lock'), String(process.pid)); // alive: this test runner
    const p = start({ PORT: freePort(), DATA_DIR: dataDir, ...pgEnv });
    expect(await p.ready()).toContain('is running at');
    p.child.kill('SIGTERM');
    expect(await p.exited).toBe(0);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});

describe('graceful stop', () => {
  it('on SIGTERM refuses new connections, finishes a slow upload and a checkout in flight, exits 0', {
    timeout: 60_000,
  }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stallfeed-stop-'));
    const server = await startChildServer({ port: randomPort(), dataDir });
    children.push(server.child);
    const api = async <T>(p: string, data: unknown, token?: string) => {
      const res = await fetch(`${server.url}/api${p}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ data }),
      });
      return ((await res.json()) as { data: T }).data;
    };
    const register = (role: 's' | 'c') =>
      api<{ token: string }>('/auth/user/register', {
        email: `stop-${role}-${Date.now()}@example.test`,
        passwd: 'correct horse battery',
        role,
      });
    const seller = await register('s');
    const buyer = await register('c');
    const product = await api<{ _id: string }>(
      '/res/product/create',
      { name: 'Tea', description: 'Oolong', price: 10, cost: 4, quantity: 5 },
      seller.token,
    );
    const address = await api<{ _id: string }>(
      '/user/info/add_address',
      { name: 'Ada', phone: '+852 9123 4567', address: '1 Queen’s Road' },
      buyer.token,
    );
    const cart = await api<{ order_id: string }>(
      '/res/order/create',
      { item: { product_id: product._id, quantity: 2 } },
      buyer.token,
    );

    // both requests are sent in two halves: the first before SIGTERM, the second after it
    const boundary = '----stop-test';
    const png = await solidImage(64, 64, 'png', '#225588');
    const upload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="token"\r\n\r\n${seller.token}\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const checkout = Buffer.from(
      JSON.stringify({
        data: { id: cart.order_id, address_id: address._id, idempotency_key: 'stop-test-checkout' },
      }),
    );
    const inFlight = (p: string, body: Buffer, contentType: string, token?: string) => {
      const req = http.request(`${server.url}/api${p}`, {
        method: 'POST',
        headers: {
          'content-type': contentType,
          'content-length': body.length,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      });
      const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
        req.on('response', (res) => {
          let text = '';
          res.on('data', (d) => {
            text += d;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        });
        req.on('error', reject);
      });
      const half = Math.floor(body.length / 2);
      req.write(body.subarray(0, half));
      return { answer, finish: () => req.end(body.subarray(half)) };
    };
    const slowUpload = inFlight(
      '/res/product/upload_img',
      upload,
      `multipart/form-data; boundary=${boundary}`,
    );
    const slowCheckout = inFlight('/res/order/checkout', checkout, 'application/json', buyer.token);
    await new Promise((r) => setTimeout(r, 300)); // both requests have reached the server

    const stopAt = Date.now();
    server.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    // no longer accepting: a new connection is refused
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();

    slowUpload.finish();
    await new Promise((r) => setTimeout(r, 300));
    slowCheckout.finish();
    const [uploaded, checkedOut] = await Promise.all([slowUpload.answer, slowCheckout.answer]);
    expect(uploaded.status, uploaded.body).toBe(200);
    expect(JSON.parse(uploaded.body).data.file_path).toHaveLength(1);
    expect(checkedOut.status, checkedOut.body).toBe(200);
    expect(JSON.parse(checkedOut.body).data.orders).toHaveLength(1);

    expect(await server.exited).toBe(0);
    expect(Date.now() - stopAt).toBeLessThan(10_000);
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);

    // the checkout is in the database (closed cleanly: the SQLite file opens without recovery)
    const db = new SQLite(path.join(dataDir, 'stallfeed.sqlite'));
    const placed = db.prepare(`select count(*) as n from orders where status = 'pending_payment'`).get() as {
      n: number;
    };
    db.close();
    expect(placed.n).toBe(1);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
