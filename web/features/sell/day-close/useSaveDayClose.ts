import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dayCloseSave } from '../../../../contract/day-close';
import { callApi } from '../../../lib/api';
import { dayCloseKeys } from './keys';

/** `/res/pos/day_close/save`: closes (or recounts) a day. */
export function useSaveDayClose() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { day?: string; opening_float: number; counted_cash: number; note?: string }) =>
      callApi(dayCloseSave, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dayCloseKeys.all }),
  });
}
