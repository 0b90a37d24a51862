import { expect } from 'vitest';
import { decodeLocalizedMessage } from '../../contract/localized-message';
import type { ApiResult } from './test-server';

/** Asserts a failure with this HTTP status (and error code), and returns its English message. */
export function expectError(res: ApiResult<unknown>, status: number, code?: number): string {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  if (res.body.success) throw new Error('expected a failure');
  if (code !== undefined) expect(res.body.error.code).toBe(code);
  return decodeLocalizedMessage(res.body.error.message, 'en');
}
