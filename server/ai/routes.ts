import { generateCollectionName, generatePostContent, generateProductContent } from '../../contract/ai';
import { handle, type Route } from '../http/calls';
import type { AiService } from './service';

/** The AI assistant's three calls (contract/ai.ts). */
export function aiRoutes(ai: AiService): Route[] {
  const lang = (headers: Record<string, unknown>) => headers['accept-language'] as string | undefined;
  return [
    handle(generateProductContent, (input, ctx) =>
      ai.productContent(input, ctx.user, lang(ctx.request.headers)),
    ),
    handle(generatePostContent, (input, ctx) => ai.postContent(input, ctx.user, lang(ctx.request.headers))),
    handle(generateCollectionName, (input, ctx) =>
      ai.collectionName(input, ctx.user, lang(ctx.request.headers)),
    ),
  ];
}
