import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCall } from '../../contract/call';
import { ALL_CALLS } from '../../contract/index';
import { contractSerializer, serializerDrift } from './contract-serializer';

/** Answers written from the contract's schema (server/http/contract-serializer.ts), read back by JSON.parse. */
const card = defineCall({
  path: '/test/card',
  summary: 'a test card',
  auth: 'optional',
  input: z.object({}),
  output: z.object({
    id: z.string(),
    size: z.enum(['S', 'M', 'L']).nullable(),
    price: z.number(),
    count: z.number().int(),
    tags: z.array(z.string()),
    seller: z.object({ name: z.string(), avatar: z.string().nullable() }).nullable(),
  }),
});

describe('contract serializer', () => {
  it('writes what JSON.parse reads back as the answer, quotes, emoji and Chinese included', () => {
    const serialize = contractSerializer(card);
    expect(serialize).not.toBeNull();
    const data = {
      id: 'p1',
      size: null,
      price: 12.5,
      count: 3,
      tags: ['茶葉 "premium"', 'line\nbreak', '🍵', '\u2028'],
      seller: { name: 'Mei\'s "stall"\\', avatar: null },
    };
    const written = serialize!({ success: true, data });
    expect(JSON.parse(written)).toEqual({ success: true, data });
    expect(serializerDrift(written, { success: true, data })).toBe(false);
    const other = { ...data, size: 'M' as const, seller: null };
    expect(JSON.parse(serialize!({ success: true, data: other }))).toEqual({ success: true, data: other });
  });

  it('does not write a field the contract does not name', () => {
    const serialize = contractSerializer(card)!;
    const data = { id: 'p1', size: null, price: 1, count: 1, tags: [], seller: null, passwordHash: 'x' };
    const read = JSON.parse(serialize({ success: true, data }));
    expect(read.data).not.toHaveProperty('passwordHash');
    // drift is told against the checked answer, which has no such field either
    const { passwordHash: _p, ...checked } = data;
    expect(
      serializerDrift(JSON.stringify({ success: true, data: checked }), { success: true, data: checked }),
    ).toBe(false);
  });

  it('tells drift: a value written other than JSON.stringify would', () => {
    expect(serializerDrift('{"success":true,"data":{"n":1}}', { success: true, data: { n: 1.5 } })).toBe(
      true,
    );
  });

  it('builds for every call of the contract; a union is written as JSON.stringify writes it', () => {
    let generated = 0;
    for (const call of ALL_CALLS) if (contractSerializer(call)) generated += 1;
    expect(generated).toBe(ALL_CALLS.length);
    const union = defineCall({
      path: '/test/union',
      summary: 'a test union',
      auth: 'optional',
      input: z.object({}),
      output: z.object({
        id: z.string(),
        // as an order's discount: an amount or a percentage, or none
        discount: z.union([z.object({ amount: z.number() }), z.object({ percent: z.number() })]).nullable(),
      }),
    });
    const serialize = contractSerializer(union)!;
    for (const discount of [{ amount: 12.5 }, { percent: 10 }, null]) {
      const payload = { success: true as const, data: { id: 'o1', discount } };
      expect(JSON.parse(serialize(payload))).toEqual(payload);
      expect(serializerDrift(serialize(payload), payload)).toBe(false);
    }
    // a field the union's member does not name is written, and the drift check (development, tests) says so
    const extra = { success: true as const, data: { id: 'o1', discount: { amount: 1, secret: 'x' } } };
    const checked = { success: true as const, data: { id: 'o1', discount: { amount: 1 } } };
    expect(serializerDrift(serialize(extra), checked)).toBe(true);
  });

  it('serves every hot route of the benches with its generated serializer (issue 58)', () => {
    // the calls docs/benchmarks.md measures: each must answer through its generated serializer, not JSON.stringify
    // (a schema turned into a union would silently fall back; this says so)
    const hot = [
      '/res/post/filter',
      '/res/product/list',
      '/res/product/get',
      '/res/order/create',
      '/res/order/update',
      '/res/order/checkout',
      '/res/order/received_payment',
    ];
    const byPath = new Map(ALL_CALLS.map((c) => [c.path, c]));
    for (const path of hot) {
      const call = byPath.get(path);
      expect(call, path).toBeDefined();
      expect(contractSerializer(call!), path).not.toBeNull();
    }
  });
});
