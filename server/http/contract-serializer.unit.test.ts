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

  it('builds for every call of the contract, or leaves it to JSON.stringify when its schema is a union', () => {
    let generated = 0;
    for (const call of ALL_CALLS) if (contractSerializer(call)) generated += 1;
    // the feed, the market and most calls are generated; unions (an order's states) keep JSON.stringify
    expect(generated).toBeGreaterThan(ALL_CALLS.length * 0.8);
    const union = defineCall({
      path: '/test/union',
      summary: 'a test union',
      auth: 'optional',
      input: z.object({}),
      output: z.union([z.object({ a: z.string() }), z.object({ b: z.number() })]),
    });
    expect(contractSerializer(union)).toBeNull();
  });
});
