import { expect } from 'vitest';
import type { Receipt } from '../../../contract/receipts';
import type { TestServer } from '../../testing/test-server';

/**
 * The receipt of sale `id` as a shopper opens it: the holder of `token` asks for its link (which must be given), and
 * the receipt is read by the link's token with no login. Tests of the link itself (who may ask, that it is stable)
 * still write the calls out.
 */
export async function receiptOf(server: TestServer, token: string, id: string): Promise<Receipt> {
  const link = await server.call<{ token: string }>('/res/receipt/link', { id }, { token });
  expect(link.status, JSON.stringify(link.body)).toBe(200);
  return (await server.call<Receipt>('/res/receipt/get', { token: link.data.token })).data;
}
