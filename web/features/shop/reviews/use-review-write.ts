import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CallDef } from '../../../../contract/call';
import { callApi } from '../../../lib/api';
import { refreshReviews } from './keys';

/** One review write: after it, the lists and the products' ratings refetch (every review hook is one of these). */
export function useReviewWrite<C extends CallDef>(call: C) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.input<C['input']>) => callApi(call, input),
    onSuccess: () => refreshReviews(queryClient),
  });
}
