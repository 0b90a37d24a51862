import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CallDef } from '../../../../contract/call';
import { callApi } from '../../../lib/api';
import { messageKeys } from './keys';

/** One conversation write: after it the inbox, the thread and the badge refetch (every write hook is one). */
export function useConversationWrite<C extends CallDef>(call: C) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.input<C['input']>) => callApi(call, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
}
