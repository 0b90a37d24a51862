import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { IdempotencyRepository } from './repository';

/**
 * Idempotency keys (docs/decisions/0021-stock-and-idempotency.md): checkout, payment confirmation, refunds and
 * offline POS sales share the keys of `order_requests`. A key is recorded, with its answer, in the same
 * transaction that does the work, so the primary key decides between concurrent copies: the copy that loses
 * fails on it (or earlier, on what the first changed) and undoes all its work; it, or a copy that comes later,
 * answers what the first one answered.
 *
 * Same key, other request → 409 `idempotencyReused` (docs/decisions/0259-keys-claims-openapi.md), as Stripe does:
 * the key's row keeps a fingerprint of the first request's body, and a later request with the key replays only
 * when its fingerprint is the same.
 */
export interface IdempotentRequest {
  userId: string;
  key: string;
  /** what the key was used for: the same key for another action or target → 409 `idempotencyReused` */
  action: string;
  target: string;
  /** the call's parsed input as sent (`idempotency_key` included: it is left out of the fingerprint) */
  input: object;
}

/** JSON with every object's keys sorted and undefined members left out: one text per value, however built. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value))
    return `[${value.map((v) => (v === undefined ? 'null' : canonicalJson(v))).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const members = Object.keys(record)
      .filter((k) => record[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson(record[k])}`);
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * The fingerprint kept with a key: SHA-256 of the canonical JSON of the caller, the call and the parsed input
 * without the key itself. Parsed, so what the contract trims or defaults compares equal.
 */
export function requestFingerprint(request: Pick<IdempotentRequest, 'userId' | 'action' | 'input'>): string {
  const { idempotency_key: _key, ...body } = request.input as Record<string, unknown>;
  const text = canonicalJson({ caller: request.userId, call: request.action, input: body });
  return createHash('sha256').update(text).digest('base64url');
}

type KeyStore = Pick<IdempotencyRepository, 'findRequest' | 'recordRequest' | 'transaction'>;

/** How an answer is kept in `order_requests.result`: JSON, or a plain string (messages and ids). */
export interface AnswerCodec<T> {
  encode(answer: T): string;
  decode(stored: string): T;
}
export const jsonAnswer = <T>(): AnswerCodec<T> => ({
  encode: (a) => JSON.stringify(a),
  decode: (s) => JSON.parse(s) as T,
});
export const textAnswer: AnswerCodec<string> = { encode: (a) => a, decode: (s) => s };

/**
 * Runs a call under its idempotency key: a replay answers the stored result at once; otherwise `prepare`
 * checks what can be checked outside the transaction, and `write` does the work in the transaction that
 * records the key with its answer (one INSERT after the work: decision 0294). `replayed` says which happened
 * (only fresh work publishes events).
 */
export async function withIdempotency<P, T>(
  store: KeyStore,
  request: IdempotentRequest,
  codec: AnswerCodec<T>,
  steps: {
    prepare(): Promise<P>;
    write(trx: Transaction<Database>, prepared: P): Promise<T>;
    /**
     * Writes that lock rows other requests wait for (a hot product's stock), run after the answer is stored, as
     * the transaction's last statements: the rows stay locked until the commit only
     * (docs/decisions/0292-stock-taken-last.md). A failure here undoes everything, the stored answer included.
     */
    last?(trx: Transaction<Database>, prepared: P, answer: T): Promise<void>;
  },
  now: number,
): Promise<{ answer: T; replayed: boolean }> {
  const fingerprint = requestFingerprint(request);
  const first = await replayRequest(store, request, fingerprint);
  if (first !== null) return { answer: codec.decode(first), replayed: true };
  try {
    const prepared = await steps.prepare();
    const answer = await store.transaction(async (trx) => {
      const result = await steps.write(trx, prepared);
      await store.recordRequest(trx, {
        userId: request.userId,
        key: request.key,
        action: request.action,
        target: request.target,
        fingerprint,
        result: codec.encode(result),
        now,
      });
      await steps.last?.(trx, prepared, result);
      return result;
    });
    return { answer, replayed: false };
  } catch (err) {
    // The same key sent twice at once: the first committed. The second then fails on the key's unique row, or
    // earlier, on what the first changed (a checked-out cart is no longer a cart: "The cart is empty"). Either
    // way it answers what the first answered; only a failure with no stored answer is its own.
    // A copy with another body that lost the race answers 409 like a later one (replayRequest throws it).
    const again = await replayRequest(store, request, fingerprint).catch((e) =>
      e instanceof AppError ? Promise.reject(e) : null,
    );
    if (again === null) throw err;
    return { answer: codec.decode(again), replayed: true };
  }
}

/**
 * The stored answer of a key this user already used, or null when the key is new. The key used for another
 * call, target or body → 409 (a key claimed before fingerprints were kept is compared by call and target).
 */
async function replayRequest(
  store: Pick<IdempotencyRepository, 'findRequest'>,
  request: IdempotentRequest,
  fingerprint: string,
): Promise<string | null> {
  const row = await store.findRequest(request.userId, request.key);
  if (!row) return null;
  if (row.action !== request.action || row.target !== request.target) throw new AppError('idempotencyReused');
  if (row.fingerprint !== null && row.fingerprint !== fingerprint) throw new AppError('idempotencyReused');
  return row.result;
}
