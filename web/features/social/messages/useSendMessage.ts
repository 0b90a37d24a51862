import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { z } from 'zod';
import { sendMessage } from '../../../../contract/conversations';
import { callApi } from '../../../lib/api';
import { useConnected } from '../../../lib/connectivity';
import { flushWrites, registerWriteSender, useQueuedWrites } from '../../../lib/write-queue';
import { messageKeys } from './keys';

export type SendInput = z.input<typeof sendMessage.input>;

/** The queue's kind for a message written offline (docs/decisions/0269-offline-reading-and-queued-writes.md). */
export const QUEUED_MESSAGE = 'message';

/**
 * `/res/conversation/send`: send a message, starting the conversation when there is none. It is tried whatever the
 * browser says of the network (a paused send would never answer): with no answer, the screen queues it with the
 * same idempotency key (`useQueuedMessages`).
 */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendInput) => callApi(sendMessage, input),
    networkMode: 'always',
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
}

/**
 * This viewer's messages waiting on the phone, and the sender that sends them once the server answers again: on
 * opening, when the connection comes back, and every 5 s while one waits (`lib/write-queue.ts`). After each is
 * recorded the threads and the inbox refetch; one refused for good is handed to `onRejected` (its text back in the
 * box).
 */
export function useQueuedMessages(
  viewer: string | null,
  onRejected?: (input: Record<string, unknown>, error: string) => void,
) {
  const queryClient = useQueryClient();
  const connected = useConnected();
  useEffect(() => {
    registerWriteSender(QUEUED_MESSAGE, {
      send: (input, key) => callApi(sendMessage, { ...(input as SendInput), idempotency_key: key }),
      sent: () => void queryClient.invalidateQueries({ queryKey: messageKeys.all }),
      rejected: (write, error) => onRejected?.(write.input, error),
    });
  }, [queryClient, onRejected]);
  useEffect(() => {
    if (viewer && connected) void flushWrites(viewer);
  }, [viewer, connected]);
  return useQueuedWrites(QUEUED_MESSAGE, viewer);
}
