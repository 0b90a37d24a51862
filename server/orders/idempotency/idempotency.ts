import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { IdempotencyRepository } from './repository';

/**
 * Idempotency keys (docs/decisions/0021-stock-and-idempotency.md): checkout, payment confirmation, refunds and
 * offline POS sales share the keys of `order_requests`. A key is claimed in the same transaction that does the
 * work, so the primary key decides between concurrent copies; a copy that loses, or comes later, answers what
 * the first one answered.
 */
export interface IdempotentRequest {
  userId: string;
  key: string;
  /** what the key was used for: the same key for another action or target → 409 `idempotencyReused` */
  action: string;
  target: string;
}

type KeyStore = Pick<IdempotencyRepository, 'findRequest' | 'claimRequest' | 'storeResult' | 'transaction'>;

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
 * claims the key and stores the answer. `replayed` says which happened (only fresh work publishes events).
 */
export async function withIdempotency<P, T>(
  store: KeyStore,
  request: IdempotentRequest,
  codec: AnswerCodec<T>,
  steps: {
    prepare(): Promise<P>;
    write(trx: Transaction<Database>, prepared: P): Promise<T>;
  },
  now: number,
): Promise<{ answer: T; replayed: boolean }> {
  const first = await replayRequest(store, request);
  if (first !== null) return { answer: codec.decode(first), replayed: true };
  try {
    const prepared = await steps.prepare();
    const answer = await store.transaction(async (trx) => {
      await store.claimRequest(trx, { ...request, now });
      const result = await steps.write(trx, prepared);
      await store.storeResult(trx, request.userId, request.key, codec.encode(result));
      return result;
    });
    return { answer, replayed: false };
  } catch (err) {
    // The same key sent twice at once: the first committed. The second then fails on the key's unique row, or
    // earlier, on what the first changed (a checked-out cart is no longer a cart: "The cart is empty"). Either
    // way it answers what the first answered; only a failure with no stored answer is its own.
    const again = await replayRequest(store, request).catch(() => null);
    if (again === null) throw err;
    return { answer: codec.decode(again), replayed: true };
  }
}

/** The stored answer of a key this user already used, or null when the key is new. */
async function replayRequest(
  store: Pick<IdempotencyRepository, 'findRequest'>,
  request: IdempotentRequest,
): Promise<string | null> {
  const row = await store.findRequest(request.userId, request.key);
  if (!row) return null;
  if (row.action !== request.action || row.target !== request.target) throw new AppError('idempotencyReused');
  return row.result;
}
