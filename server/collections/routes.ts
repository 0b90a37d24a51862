import { createCollection, listCollection, saveContent, unsavedContent } from '../../contract/collections';
import { handle, type Route } from '../http/calls';
import type { CollectionsService } from './service';

export function collectionsRoutes(collections: CollectionsService): Route[] {
  return [
    handle(listCollection, (_input, ctx) => collections.list(ctx.user)),
    handle(createCollection, (input, ctx) => collections.create(input, ctx.user)),
    handle(saveContent, (input, ctx) => collections.save(input, ctx.user)),
    handle(unsavedContent, (input, ctx) => collections.unsave(input, ctx.user)),
  ];
}
