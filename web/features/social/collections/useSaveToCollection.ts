import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveContent } from '../../../../contract/collections';
import { callApi } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { outcomeOfFailure, queueWrite, registerWriteSender } from '../../../lib/write-queue';
import { patchPost } from '../../../shared/posts/post-cache';
import { collectionKeys } from './keys';

/** The queue's kind for a save made offline (docs/decisions/0269-offline-reading-and-queued-writes.md). */
const QUEUED_SAVE = 'collection-save';

// saving a post twice into one collection changes nothing (contract/collections.ts): safe to send once back online
registerWriteSender(QUEUED_SAVE, { send: (input) => callApi(saveContent, input as unknown as SaveInput) });

interface SaveInput {
  id: string;
  collection: string;
}

/**
 * `save_content`: the post goes into the chosen collection and shows as saved everywhere. With no answer (offline)
 * the save is kept on the phone and sent when the server answers again (`queued`), one per post and collection.
 */
export function useSaveToCollection() {
  const queryClient = useQueryClient();
  const session = useSession();
  return useMutation({
    mutationFn: async (input: SaveInput): Promise<{ queued: boolean }> => {
      try {
        await callApi(saveContent, input);
        return { queued: false };
      } catch (error) {
        if (!session || outcomeOfFailure(error).kind !== 'retry') throw error;
        const viewer = session.user_id;
        queueWrite(QUEUED_SAVE, viewer, { ...input }, `save:${viewer}:${input.id}:${input.collection}`);
        return { queued: true };
      }
    },
    // tried whatever the browser says of the network: with no answer it is queued
    networkMode: 'always',
    onSuccess: ({ queued }, { id }) => {
      patchPost(queryClient, id, (p) => ({ ...p, isSaved: true }));
      if (!queued) void queryClient.invalidateQueries({ queryKey: collectionKeys.all });
    },
  });
}
