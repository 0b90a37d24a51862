import { z } from 'zod';
import { defineCall } from './call';
import { Empty, Id } from './common';
import { Product } from './products';

/**
 * The till's quick keys (docs/decisions/0230-quick-keys.md): the seller's favourite products for items without
 * a barcode, in the order she arranged them.
 */
export const QUICK_KEYS_MAX = 48;

export const quickKeys = defineCall({
  path: '/res/product/quick_keys',
  summary:
    'The caller’s quick keys for the point of sale: her chosen products in her order (removed products drop out).',
  auth: 'seller',
  input: Empty,
  output: z.object({ items: z.array(Product) }),
});

export const setQuickKeys = defineCall({
  path: '/res/product/set_quick_keys',
  summary: `Replace the caller’s quick keys with these products, in this order (at most ${QUICK_KEYS_MAX}, each once, all the caller’s live products; an empty list removes them all).`,
  auth: 'seller',
  input: z.strictObject({
    product_ids: z
      .array(Id)
      .max(QUICK_KEYS_MAX)
      .refine((ids) => new Set(ids).size === ids.length, { message: 'each product at most once' }),
  }),
  output: z.object({ items: z.array(Product) }),
});
