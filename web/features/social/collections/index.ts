// The public surface of this feature: what other features may use (docs/decisions/0094-web-feature-boundaries.md).

export { CollectionThumb } from './CollectionThumb';
export { collectionCopyName, useCollectionItems } from './useCollectionItems';
export { collectionsCopyName, useCollections } from './useCollections';
export { useDeleteCollection } from './useDeleteCollection';
export { useInvalidateCollections } from './useInvalidateCollections';
export { useMoveCollections } from './useMoveCollections';
export { useRecentlyDeleted } from './useRecentlyDeleted';
export { useRecoverCollection } from './useRecoverCollection';
export { useRecoverRemoved } from './useRecoverRemoved';
export { useRecoverUnsaved } from './useRecoverUnsaved';
export { useRemoveFromCollection } from './useRemoveFromCollection';
export { useUnsave } from './useUnsave';
export { useUnsaveMany } from './useUnsaveMany';
export { useUpdateCollection } from './useUpdateCollection';
