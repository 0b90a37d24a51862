import { z } from 'zod';
import { defineCall, LONG_TIMEOUT_MS } from './call';
import { Id } from './common';
import { FilePath } from './media';

/**
 * AI assistance (issue 12): a listing from photos, a post from products, names for a collection.
 * One service answers all three, with the offline provider by default and a chat-completions model when
 * configured. Decisions: docs/decisions/0070–0073.
 */

export const AI_LOCALES = ['en', 'zh-HK', 'zh-CN'] as const;
/** The language of the generated text; absent → the caller's Accept-Language, else English. */
export const AiLocale = z.enum(AI_LOCALES);
export type AiLocale = z.infer<typeof AiLocale>;

export const AI_PATHS_MAX = 10;

/** Where a suggestion came from, in the caller's language: which field it explains and why. */
export const AiSource = z.object({
  field: z.enum(['name', 'description', 'price', 'cost', 'quantity', 'category', 'barcode', 'title', 'tags']),
  text: z.string(),
});
export type AiSource = z.infer<typeof AiSource>;

export const ProductSuggestion = z.object({
  name: z.string(),
  description: z.string(),
  /** null: nothing of the same kind and a similar size to price it from (docs/decisions/0238) */
  price: z.number().nullable(),
  /** null: no cost of the seller's own in the category to learn her margin from */
  cost: z.number().nullable(),
  /** null: the seller counts her stock; a photo of one pack does not tell it */
  quantity: z.number().int().nullable(),
  category: z.array(z.string()),
  barcode: z.string().optional(),
  /** what one pack holds, as read from the print: grams, millilitres or pieces */
  size: z
    .object({ dimension: z.enum(['mass', 'volume', 'count']), amount: z.number(), text: z.string() })
    .optional(),
  /** 0..1: how sure the assistant is of the name */
  confidence: z.number(),
  sources: z.array(AiSource),
  /** 'offline' or 'model': which provider answered */
  provider: z.enum(['offline', 'model']),
});
export type ProductSuggestion = z.infer<typeof ProductSuggestion>;

export const generateProductContent = defineCall({
  path: '/res/product/generate_content',
  summary:
    'Suggest a listing (name, description, price, cost, quantity, category) from the caller’s uploaded photos; 404-style "No content generated" when nothing useful is found.',
  auth: 'seller',
  timeoutMs: LONG_TIMEOUT_MS,
  input: z.strictObject({
    paths: z.array(FilePath).min(1).max(AI_PATHS_MAX),
    locale: AiLocale.optional(),
  }),
  output: z.object({ items: z.array(ProductSuggestion) }),
});

export const PostSuggestion = z.object({
  title: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  sources: z.array(AiSource),
  provider: z.enum(['offline', 'model']),
});
export type PostSuggestion = z.infer<typeof PostSuggestion>;

export const generatePostContent = defineCall({
  path: '/res/post/generate_content',
  summary: 'Suggest a post title, description and tags from the caller’s selected products (and photos).',
  auth: 'seller',
  timeoutMs: LONG_TIMEOUT_MS,
  input: z.strictObject({
    product_ids: z.array(Id).min(1).max(20),
    paths: z.array(FilePath).max(AI_PATHS_MAX).optional(),
    locale: AiLocale.optional(),
  }),
  output: z.object({ items: z.array(PostSuggestion) }),
});

export const generateCollectionName = defineCall({
  path: '/user/saved/generate_collection_name',
  aliases: ['/collection/generate_collection_name'],
  summary: 'A few name suggestions for a collection, from its posts (or the given posts).',
  auth: 'required',
  timeoutMs: LONG_TIMEOUT_MS,
  input: z
    .strictObject({
      collection_id: Id.optional(),
      post_ids: z.array(Id).min(1).max(50).optional(),
      locale: AiLocale.optional(),
    })
    .refine((v) => v.collection_id !== undefined || v.post_ids !== undefined, {
      message: 'collection_id or post_ids is needed',
    }),
  output: z.object({ items: z.array(z.object({ name: z.string() })) }),
});
