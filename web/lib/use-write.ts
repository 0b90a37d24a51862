import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CallDef } from '../../contract/call';
import { callApi } from './api';

/** One call that changes something; after it, what shows it (`stale`) refetches. A feature's write hooks are these. */
export function useWrite<C extends CallDef>(call: C, stale: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.input<C['input']>) => callApi(call, input),
    onSuccess: () => Promise.all(stale.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
