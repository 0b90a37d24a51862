import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { CallDef } from '../../contract/call';
import { ERRORS } from '../../contract/errors';
import { ALL_CALLS } from '../../contract/index';
import type { Db } from '../db/database';
import { solidImage } from '../media/test-images';

/**
 * The fuzzer of docs/reliability.md: bodies generated from each call's own input schema (contract/*.ts),
 * then mutated — wrong types, missing and extra fields, huge strings and arrays, unicode edge cases,
 * numbers at and past their bounds, NaN/Infinity as strings, deep nesting, invalid JSON, wrong content
 * types, truncated multipart — and sent as anonymous, customer and seller. Every answer must be below
 * 500, in the envelope of docs/wire-rules.md with a code of contract/errors.ts, and a 4xx answer must
 * leave every table as it was (row counts and a checksum of every row compared before and after).
 */

/** A small seeded random source (mulberry32), so a failing body can be replayed from its seed. */
export class Random {
  constructor(private state: number) {}
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.next() * list.length)]!;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
}

// zod v4 keeps a schema's kind and checks in `_zod.def` (node_modules/zod/v4/core)
interface Def {
  type: string;
  checks?: {
    _zod: { def: { check: string; minimum?: number; maximum?: number; value?: number; format?: string } };
  }[];
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string>;
  values?: unknown[];
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  getter?: () => z.ZodType;
  defaultValue?: unknown;
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

function bounds(def: Def) {
  let min: number | undefined;
  let max: number | undefined;
  let int = false;
  for (const c of def.checks ?? []) {
    const d = c._zod.def;
    if (d.check === 'min_length') min = d.minimum;
    if (d.check === 'max_length') max = d.maximum;
    if (d.check === 'greater_than') min = d.value;
    if (d.check === 'less_than') max = d.value;
    if (d.check === 'number_format' && d.format?.includes('int')) int = true;
  }
  return { min, max, int };
}

/** Values that exist in the database under test (product, post, order ids…), so bodies reach past "not found". */
export type IdPool = () => string[];

const WORDS = ['tea', 'Dried scallops', '乾瑤柱', 'cash', 'fps', 'seller', 'a', 'S', '2026-01-01'];

/** A value the schema most likely accepts (`ids` fills string fields named like ids). */
export function generate(schema: z.ZodType, rnd: Random, ids: IdPool, key = '', depth = 0): unknown {
  const def = defOf(schema);
  if (depth > 8) return undefined;
  switch (def.type) {
    case 'string': {
      const { min = 0, max = 40 } = bounds(def);
      const pool = ids();
      if (/id$|^id|^order$|^product$|^post$|code_id|method/i.test(key) && pool.length && rnd.chance(0.8))
        return rnd.pick(pool);
      if (/email/i.test(key)) return `fuzz${rnd.int(0, 1e6)}@example.test`;
      let s = rnd.pick(WORDS);
      while (s.length < min) s += 'x';
      return s.slice(0, Math.max(min, Math.min(max, s.length)));
    }
    case 'number': {
      const { min = 0, max = 1000, int } = bounds(def);
      const n = min + rnd.next() * (Math.min(max, min + 1000) - min);
      return int ? Math.round(n) : Math.round(n * 100) / 100;
    }
    case 'boolean':
      return rnd.chance(0.5);
    case 'null':
      return null;
    case 'enum':
      return rnd.pick(Object.values(def.entries ?? {}));
    case 'literal':
      return rnd.pick(def.values ?? [null]);
    case 'optional':
      return rnd.chance(0.3) ? undefined : generate(def.innerType!, rnd, ids, key, depth + 1);
    case 'nullable':
      return rnd.chance(0.15) ? null : generate(def.innerType!, rnd, ids, key, depth + 1);
    case 'default':
      return rnd.chance(0.3) ? undefined : generate(def.innerType!, rnd, ids, key, depth + 1);
    case 'union':
      return generate(rnd.pick(def.options ?? []), rnd, ids, key, depth + 1);
    case 'pipe':
      // a preprocess is a pipe from a transform: generate for what it hands on
      return generate(defOf(def.in!).type === 'transform' ? def.out! : def.in!, rnd, ids, key, depth + 1);
    case 'array': {
      const { min = 0, max = 3 } = bounds(def);
      const n = rnd.int(min, Math.max(min, Math.min(max, min + 2)));
      return Array.from({ length: n }, () => generate(def.element!, rnd, ids, key, depth + 1));
    }
    case 'record': {
      const out: Record<string, unknown> = {};
      if (rnd.chance(0.5))
        out[String(generate(def.keyType!, rnd, ids, 'id', depth + 1))] = generate(
          def.valueType!,
          rnd,
          ids,
          'id',
          depth + 1,
        );
      return out;
    }
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(def.shape ?? {})) {
        const value = generate(v, rnd, ids, k, depth + 1);
        if (value !== undefined) out[k] = value;
      }
      return out;
    }
    case 'lazy':
      return generate(def.getter!(), rnd, ids, key, depth + 1);
    default:
      return null;
  }
}

const STRINGS = [
  '',
  ' ',
  '\u0000',
  '\ud800', // a lone surrogate
  '\u202e\u0645\u0631\u062d\u0628\u0627', // right-to-left override
  '👩‍👩‍👧‍👦🇭🇰',
  'e\u0301\u0301\u0301\u0301',
  'İıſK',
  '\uFEFF\u200B\u00A0',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '%s%n%x',
  '../../../etc/passwd',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as text
  '${7*7}{{7*7}}',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  'null',
  'undefined',
  'true',
  '__proto__',
];
const NUMBERS = [0, -0, -1, 1, 0.5, 0.001, 99.999, 2 ** 31, 2 ** 53 + 1, -(2 ** 53), 1e308, -1e308, 5e-324];

function deep(n: number): unknown {
  let v: unknown = 1;
  for (let i = 0; i < n; i++) v = i % 2 ? { a: v } : [v];
  return v;
}

/** A mutation of a valid body: one field broken, or the whole body replaced. */
export function mutate(schema: z.ZodType, value: unknown, rnd: Random): unknown {
  const kind = rnd.int(0, 12);
  if (kind === 0) return deep(rnd.pick([64, 500, 900]));
  if (kind === 1) return rnd.pick([null, [], 'text', 42, true, [value]]);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return rnd.pick(STRINGS);
  const obj = { ...(value as Record<string, unknown>) };
  const keys = Object.keys(defOf(schema).shape ?? obj);
  const key = keys.length ? rnd.pick(keys) : 'x';
  switch (kind) {
    case 2:
      delete obj[key];
      break;
    case 3:
      obj[rnd.pick(['extra', '__proto__', 'constructor', 'seller_id', 'role', 'user_id'])] = rnd.pick([
        1,
        'x',
        {},
      ]);
      break;
    case 4:
      obj[key] = 'x'.repeat(rnd.pick([1_000, 100_000, 900_000]));
      break;
    case 5:
      obj[key] = Array.from({ length: rnd.pick([101, 1_000, 50_000]) }, (_, i) =>
        rnd.chance(0.5) ? i : 'x',
      );
      break;
    case 6:
      obj[key] = rnd.pick(STRINGS);
      break;
    case 7:
      obj[key] = rnd.pick(NUMBERS);
      break;
    case 8:
      obj[key] = rnd.pick(['NaN', 'Infinity', '-Infinity', '1e999', '0x10', '1_000']);
      break;
    case 9:
      obj[key] = rnd.pick([null, true, {}, [], { $gt: '' }, [null]]);
      break;
    case 10: {
      // a number at and just past its bounds
      const inner = defOf(schema).shape?.[key];
      const b = inner ? boundsDeep(inner) : { min: undefined, max: undefined };
      const edges = [
        b.min,
        b.max,
        b.min === undefined ? -1 : b.min - 1,
        b.max === undefined ? 1e9 : b.max + 1,
        b.max === undefined ? 1.005 : b.max + 0.001,
      ];
      obj[key] = rnd.pick(edges.filter((e) => e !== undefined));
      break;
    }
    case 11:
      obj[key] = deep(rnd.pick([50, 800]));
      break;
    default:
      obj[key] = typeof obj[key] === 'string' ? `${obj[key]}${rnd.pick(STRINGS)}` : rnd.pick(STRINGS);
  }
  return obj;
}

function boundsDeep(schema: z.ZodType): { min?: number; max?: number } {
  const def = defOf(schema);
  if (def.innerType) return boundsDeep(def.innerType);
  if (def.type === 'pipe') return boundsDeep(def.in!);
  return bounds(def);
}

export interface FuzzRequest {
  call: CallDef;
  as: 'anonymous' | 'customer' | 'seller';
  contentType: string;
  body: string | Buffer;
  /** what was done to the body, for the report */
  shape: string;
}

/** One request for a call: a valid or mutated JSON body, raw garbage, or (upload calls) a broken form. */
export async function makeRequest(call: CallDef, rnd: Random, ids: IdPool): Promise<FuzzRequest> {
  const as = rnd.pick(['anonymous', 'customer', 'seller'] as const);
  const json = (v: unknown, shape: string, contentType = 'application/json') => ({
    call,
    as,
    contentType,
    body: JSON.stringify({ data: v }) ?? '',
    shape,
  });
  if (call.multipart) return multipartRequest(call, rnd, as);
  const valid = generate(call.input, rnd, ids);
  const r = rnd.next();
  if (r < 0.25) return json(valid, 'generated');
  if (r < 0.8) return json(mutate(call.input, valid, rnd), 'mutated');
  if (r < 0.85)
    return {
      call,
      as,
      contentType: 'application/json',
      body: JSON.stringify(valid),
      shape: 'without the data wrapper',
    };
  if (r < 0.9) {
    const text = JSON.stringify({ data: valid });
    return {
      call,
      as,
      contentType: 'application/json',
      body: text.slice(0, rnd.int(0, text.length - 1)),
      shape: 'truncated JSON',
    };
  }
  if (r < 0.95)
    return {
      call,
      as,
      contentType: rnd.pick([
        'text/plain',
        'application/x-www-form-urlencoded',
        'application/xml',
        'multipart/form-data; boundary=x',
        '',
      ]),
      body: rnd.chance(0.5) ? JSON.stringify({ data: valid }) : 'a=1&b=2',
      shape: 'wrong content type',
    };
  return {
    call,
    as,
    contentType: 'application/json',
    body: rnd.pick([
      '{',
      '{"data":',
      'nul',
      '[1,2',
      '{"data":{"a":1}}}',
      '\u0000',
      '{"data": NaN}',
      "{'data':1}",
      '"\ud800"',
    ]),
    shape: 'invalid JSON',
  };
}

let image: Buffer | undefined;

async function multipartRequest(call: CallDef, rnd: Random, as: FuzzRequest['as']): Promise<FuzzRequest> {
  image ??= await solidImage(16, 16, 'png', '#884422');
  const boundary = `----fuzz${rnd.int(0, 1e9)}`;
  const part = (name: string, value: Buffer | string, file?: { name: string; type: string }) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${file ? `; filename="${file.name}"\r\nContent-Type: ${file.type}` : ''}\r\n\r\n`,
      ),
      Buffer.isBuffer(value) ? value : Buffer.from(value),
      Buffer.from('\r\n'),
    ]);
  const end = Buffer.from(`--${boundary}--\r\n`);
  const kind = rnd.int(0, 6);
  const good = Buffer.concat([part('files', image, { name: 'a.png', type: 'image/png' }), end]);
  const shapes: [string, Buffer, string][] = [
    [
      'truncated multipart',
      good.subarray(0, rnd.int(1, good.length - 1)),
      `multipart/form-data; boundary=${boundary}`,
    ],
    [
      'a text file as an image',
      Buffer.concat([part('files', 'not an image', { name: 'a.png', type: 'image/png' }), end]),
      `multipart/form-data; boundary=${boundary}`,
    ],
    ['no files', Buffer.concat([part('token', 'x'), end]), `multipart/form-data; boundary=${boundary}`],
    ['wrong boundary', good, 'multipart/form-data; boundary=nope'],
    ['JSON to an upload call', Buffer.from(JSON.stringify({ data: {} })), 'application/json'],
    [
      'many empty files',
      Buffer.concat([
        ...Array.from({ length: 30 }, () => part('files', '', { name: 'e.png', type: 'image/png' })),
        end,
      ]),
      `multipart/form-data; boundary=${boundary}`,
    ],
    ['one small image', good, `multipart/form-data; boundary=${boundary}`],
  ];
  const [shape, body, contentType] = shapes[kind]!;
  return { call, as, contentType, body, shape };
}

/**
 * The checksums once the mails of earlier requests are stored and sent: the mail outbox (docs/decisions/0223)
 * is written in the background after a 2xx answer, which is not a write of the next request.
 */
export async function settledChecksums(target: Pick<FuzzTarget, 'db' | 'services'>) {
  await target.services.mailer.idle();
  return tableChecksums(target.db);
}

/** Row counts and a checksum of every row of every table. */
export async function tableChecksums(db: Db): Promise<Map<string, string>> {
  const names =
    db.dialect === 'sqlite'
      ? await sql<{
          name: string;
        }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(
          db.kysely,
        )
      : await sql<{
          name: string;
        }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(
          db.kysely,
        );
  const out = new Map<string, string>();
  for (const { name } of names.rows) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db.kysely);
    // authenticating a request notes when a session was last seen (at most every few minutes, for the
    // security screen), whatever the answer: that column is bookkeeping, not a write of the request
    if (name === 'sessions') for (const r of rows.rows) delete r.last_seen_at;
    const lines = rows.rows
      .map((r) => JSON.stringify(r, (_k, v) => (Buffer.isBuffer(v) ? v.toString('hex') : v)))
      .sort();
    out.set(name, `${lines.length}:${createHash('sha1').update(lines.join('\n')).digest('hex')}`);
  }
  return out;
}

export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((n) => before.get(n) !== after.get(n));
}

const CATALOGUE = new Map(Object.values(ERRORS).map((e) => [e.code, e.status]));

/** The answer's problems against docs/wire-rules.md: status below 500, the envelope, a catalogued code. */
export function answerProblems(status: number, text: string): string[] {
  const problems: string[] = [];
  if (status >= 500) problems.push(`status ${status}`);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return [...problems, `not JSON: ${text.slice(0, 120)}`];
  }
  const b = body as { success?: unknown; data?: unknown; error?: { code?: unknown; message?: unknown } };
  if (status < 300) {
    if (b.success !== true || !('data' in (b as object)))
      problems.push('a success without {success: true, data}');
    return problems;
  }
  if (b.success !== false || typeof b.error !== 'object' || b.error === null)
    return [...problems, `not the error envelope: ${text.slice(0, 120)}`];
  const code = b.error.code;
  if (typeof code !== 'number' || !CATALOGUE.has(code))
    problems.push(`code ${String(code)} is not in contract/errors.ts`);
  else if (CATALOGUE.get(code) !== status) problems.push(`code ${code} sent with status ${status}`);
  if (typeof b.error.message !== 'string' || b.error.message === '')
    problems.push('an error without a message');
  return problems;
}

export const FUZZ_CALLS = ALL_CALLS;

export interface FuzzTarget {
  url: string;
  db: Db;
  services: { mailer: { idle(): Promise<void> } };
}

export interface FuzzReport {
  bodies: number;
  calls: number;
  byStatus: Record<string, number>;
  /** answers with status 5xx */
  serverErrors: number;
  /** 4xx answers after which a table had changed */
  writesOn4xx: number;
  /** answers not in the envelope or with an uncatalogued code */
  envelopeProblems: number;
  failures: { path: string; as: string; shape: string; status: number; problems: string[]; body: string }[];
  seconds: number;
}

type Session = { token: string; id: string };

async function post(url: string, path: string, data: unknown, token?: string) {
  const res = await fetch(`${url}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ data }),
  });
  return { status: res.status, body: (await res.json()) as { data?: Record<string, unknown> } };
}

let signUps = 0;
async function signUpAs(url: string, role: 's' | 'c'): Promise<Session> {
  signUps += 1;
  const r = await post(url, '/auth/user/register', {
    email: `fuzz-${process.pid}-${Date.now().toString(36)}-${signUps}@example.test`,
    passwd: 'correct horse battery',
    role,
  });
  if (r.status !== 200) throw new Error(`sign-up failed: ${JSON.stringify(r.body)}`);
  return { token: String(r.body.data?.token), id: String(r.body.data?.user_id) };
}

/** collects ids and file paths from answers, so later bodies point at things that exist */
function harvest(value: unknown, into: Set<string>, key = ''): void {
  if (typeof value === 'string') {
    if (/(^|_)id$|^_id$|^id$|file_path|imagePaths?/i.test(key) && value.length <= 64 && into.size < 500)
      into.add(value);
  } else if (Array.isArray(value)) for (const v of value) harvest(v, into, key);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) harvest(v, into, k);
}

/**
 * Sends `bodies` fuzzed requests, round-robin over every call of contract/index.ts, one at a time,
 * with the database checksummed around each (so a write is pinned on the request that made it).
 */
export async function runFuzz(
  target: FuzzTarget,
  opts: { bodies: number; seed?: number; log?: (line: string) => void },
): Promise<FuzzReport> {
  const started = Date.now();
  const rnd = new Random(opts.seed ?? 1);
  const ids = new Set<string>();
  const pool: IdPool = () => [...ids];
  const sessions: Record<'customer' | 'seller', Session> = {
    customer: await signUpAs(target.url, 'c'),
    seller: await signUpAs(target.url, 's'),
  };
  // a little of everything, so generated bodies find real rows
  const product = await post(
    target.url,
    '/res/product/create',
    { name: 'Fuzz tea', description: 'Oolong, 100 g', price: 50, cost: 20, quantity: 100 },
    sessions.seller.token,
  );
  harvest(product.body, ids);
  const pid = String(product.body.data?._id);
  harvest(
    (
      await post(
        target.url,
        '/user/info/add_address',
        { name: 'Ada', phone: '+852 9123 4567', address: '1 Queen’s Road' },
        sessions.customer.token,
      )
    ).body,
    ids,
  );
  harvest(
    (
      await post(
        target.url,
        '/res/order/create',
        { item: { product_id: pid, quantity: 1 } },
        sessions.customer.token,
      )
    ).body,
    ids,
  );
  harvest(sessions, ids);

  const report: FuzzReport = {
    bodies: 0,
    calls: FUZZ_CALLS.length,
    byStatus: {},
    serverErrors: 0,
    writesOn4xx: 0,
    envelopeProblems: 0,
    failures: [],
    seconds: 0,
  };
  let before = await settledChecksums(target);
  for (let i = 0; i < opts.bodies; i++) {
    const call = FUZZ_CALLS[i % FUZZ_CALLS.length]!;
    const req = await makeRequest(call, rnd, pool);
    const token = req.as === 'anonymous' ? undefined : sessions[req.as].token;
    const headers: Record<string, string> = {};
    if (req.contentType) headers['content-type'] = req.contentType;
    if (token) headers.authorization = `Bearer ${token}`;
    let status = 0;
    let text = '';
    try {
      const res = await fetch(`${target.url}/api${call.path}`, {
        method: 'POST',
        headers,
        body: typeof req.body === 'string' ? req.body : new Uint8Array(req.body),
        signal: AbortSignal.timeout(30_000),
      });
      status = res.status;
      text = await res.text();
    } catch (err) {
      text = `no answer: ${(err as Error).message}`;
    }
    report.bodies += 1;
    report.byStatus[String(status)] = (report.byStatus[String(status)] ?? 0) + 1;
    const problems = status === 0 ? [text] : answerProblems(status, text);
    if (status >= 500 || status === 0) report.serverErrors += 1;
    else if (problems.length) report.envelopeProblems += 1;
    const after = await settledChecksums(target);
    if (status >= 400 && status < 500) {
      const changed = changedTables(before, after);
      if (changed.length) {
        report.writesOn4xx += 1;
        problems.push(`a ${status} answer changed ${changed.join(', ')}`);
      }
    }
    before = after;
    if (status >= 200 && status < 300) {
      try {
        harvest(JSON.parse(text), ids);
      } catch {}
    }
    if (problems.length && report.failures.length < 50) {
      const body = Buffer.isBuffer(req.body) ? `<${req.body.length} bytes>` : req.body.slice(0, 300);
      report.failures.push({ path: call.path, as: req.as, shape: req.shape, status, problems, body });
      opts.log?.(
        `✗ ${call.path} as ${req.as} (${req.shape}): ${status} ${problems.join('; ')} ${body.slice(0, 200)}`,
      );
    }
    // a fuzzed body may have ended its own session (logout, password change…): sign up again
    if (status === 401 && req.as !== 'anonymous') {
      sessions[req.as] = await signUpAs(target.url, req.as === 'seller' ? 's' : 'c');
      harvest(sessions, ids);
      before = await settledChecksums(target);
    }
    if (opts.log && (i + 1) % 1000 === 0)
      opts.log(
        `${i + 1} bodies: ${JSON.stringify(report.byStatus)}, 5xx ${report.serverErrors}, writes on 4xx ${report.writesOn4xx}`,
      );
  }
  report.seconds = Math.round((Date.now() - started) / 1000);
  return report;
}
