import type { z } from 'zod';

/**
 * One API call: `POST /api<path>` with body `{ data: Input }`, answering `{ success: true, data: Output }`.
 * Declared once here; the server registers its handler from it and the web client calls through it,
 * so a renamed field fails the type check on both sides.
 */
export type AuthRule =
  /** anyone; the caller's session is read when a valid token is sent */
  | 'optional'
  /** a valid session is needed; otherwise error 40015 */
  | 'required'
  /** a valid session of a seller (role s) is needed */
  | 'seller';

export interface CallDef<
  I extends z.ZodType = z.ZodType,
  O extends z.ZodType = z.ZodType,
  A extends AuthRule = AuthRule,
> {
  path: string;
  summary: string;
  auth: A;
  input: I;
  output: O;
  /** client timeout in ms; docs/product.md §9: 10 s default, 30 s for uploads, AI and the order list */
  timeoutMs?: number;
  /** true for multipart upload calls (files in repeated `files` fields) */
  multipart?: boolean;
  /** other paths that answer the same call (docs/wire-rules.md: /api/collection/* aliases /api/user/saved/*) */
  aliases?: string[];
}

export function defineCall<I extends z.ZodType, O extends z.ZodType, const A extends AuthRule>(
  def: CallDef<I, O, A>,
): CallDef<I, O, A> {
  return def;
}

export type CallInput<C> = C extends CallDef<infer I, z.ZodType> ? z.input<I> : never;
export type CallParsedInput<C> = C extends CallDef<infer I, z.ZodType> ? z.output<I> : never;
export type CallOutput<C> = C extends CallDef<z.ZodType, infer O> ? z.output<O> : never;

export const DEFAULT_TIMEOUT_MS = 10_000;
export const LONG_TIMEOUT_MS = 30_000;
