import {
  createCollection,
  deleteCollection,
  findPost,
  listCollection,
  listInsideCollection,
  listRecentlyDeleted,
  moveCollections,
  recoverDeletedCollection,
  recoveredUnsavedContent,
  recoverRemovedContent,
  removeFromCollection,
  saveContent,
  unsavedContent,
  updateCollection,
} from '../../contract/collections';
import { handle, type Route } from '../http/calls';
import type { CollectionsService } from './service';

export function collectionsRoutes(collections: CollectionsService): Route[] {
  return [
    handle(listCollection, (_input, ctx) => collections.list(ctx.user)),
    handle(createCollection, (input, ctx) => collections.create(input, ctx.user)),
    handle(saveContent, (input, ctx) => collections.save(input, ctx.user)),
    handle(unsavedContent, (input, ctx) => collections.unsave(input, ctx.user)),
    handle(recoveredUnsavedContent, (input, ctx) => collections.recoverUnsaved(input, ctx.user)),
    handle(listInsideCollection, (input, ctx) => collections.listInside(input, ctx.user)),
    handle(updateCollection, (input, ctx) => collections.update(input, ctx.user)),
    handle(findPost, (input, ctx) => collections.findPost(input, ctx.user)),
    handle(moveCollections, (input, ctx) => collections.move(input, ctx.user)),
    handle(removeFromCollection, (input, ctx) => collections.removeFrom(input, ctx.user)),
    handle(recoverRemovedContent, (input, ctx) => collections.recoverRemoved(input, ctx.user)),
    handle(deleteCollection, (input, ctx) => collections.remove(input, ctx.user)),
    handle(recoverDeletedCollection, (input, ctx) => collections.recover(input, ctx.user)),
    handle(listRecentlyDeleted, (_input, ctx) => collections.recentlyDeleted(ctx.user)),
  ];
}
