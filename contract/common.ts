import { z } from 'zod';

/** Opaque string ids (time-ordered, see server/db/ids.ts). */
export const Id = z.string().min(1).max(64);

export const Role = z.enum(['s', 'c']);
export type Role = z.infer<typeof Role>;

/** A money amount on the wire: a decimal number with at most 2 places, never negative. */
export const Money = z
  .number()
  .nonnegative()
  .max(100_000_000)
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, { message: 'at most 2 decimal places' });

export const Empty = z.strictObject({});

export const Message = z.object({ message: z.string() });

/** Cursor-paged list input and output (docs/wire-rules.md). */
export const PageInput = {
  cursor: z.string().max(200).nullish(),
  limit: z.number().int().min(1).max(100).optional(),
};

export function page<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), next_cursor: z.string().nullable() });
}
