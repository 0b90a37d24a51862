import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShiftReport } from '../../../../contract/shifts';
import { shiftCashMove, shiftClose, shiftList, shiftOpen, shiftReport } from '../../../../contract/shifts';
import { callApi } from '../../../lib/api';
import { dayCloseKeys } from '../day-close';
import { shiftKeys } from './keys';

/** a key per write, so a retried tap records it once (server/orders/idempotency) */
const newKey = () => `shift-${crypto.randomUUID()}`;

/** `/res/shift/report` `{}`: the open shift, or null */
export function useCurrentShift() {
  return useQuery({
    queryKey: shiftKeys.current,
    queryFn: async () => (await callApi(shiftReport, {})).shift,
  });
}

/** `/res/shift/report` `{ shift_id }`: a past shift */
export function useShiftReport(id: string | null) {
  return useQuery({
    queryKey: shiftKeys.one(id ?? ''),
    queryFn: async () => (await callApi(shiftReport, { shift_id: id! })).shift,
    enabled: !!id,
  });
}

/** `/res/shift/list`: the seller's shifts, latest first */
export function useShiftList() {
  return useInfiniteQuery({
    queryKey: shiftKeys.list,
    queryFn: ({ pageParam }) => callApi(shiftList, { cursor: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });
}

/** the three writes; each answers the shift's report, which the screen then shows */
export function useShiftWrites() {
  const queryClient = useQueryClient();
  const done = (report: ShiftReport) => {
    queryClient.setQueryData(shiftKeys.current, report.closed_at ? null : report);
    void queryClient.invalidateQueries({ queryKey: shiftKeys.list });
    void queryClient.invalidateQueries({ queryKey: dayCloseKeys.all });
  };
  return {
    open: useMutation({
      mutationFn: (float: number) => callApi(shiftOpen, { float, idempotency_key: newKey() }),
      onSuccess: done,
    }),
    move: useMutation({
      mutationFn: (m: { amount: number; reason: string }) =>
        callApi(shiftCashMove, { ...m, idempotency_key: newKey() }),
      onSuccess: done,
    }),
    close: useMutation({
      mutationFn: (counted: number) => callApi(shiftClose, { counted, idempotency_key: newKey() }),
      onSuccess: done,
    }),
  };
}
