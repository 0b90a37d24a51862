import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffClock, staffHours, staffHoursCsv, staffHoursEdit } from '../../../../contract/time-clock';
import { callApi } from '../../../lib/api';

import { timeClockKeys } from './keys';

export { timeClockKeys };

/** `/res/staff/clock`: clocks the member whose PIN it is in or out; the hours shown read again */
export function useClock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { pin: string; staff_id?: string }) => callApi(staffClock, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: timeClockKeys.all }),
  });
}

/** `/res/staff/hours`: the entries and minutes per person over Hong Kong days (a manager's or the owner's) */
export function useHours(from: string, to: string, enabled: boolean) {
  return useQuery({
    queryKey: timeClockKeys.hours(from, to),
    queryFn: () => callApi(staffHours, { from, to }),
    enabled: enabled && from !== '' && to !== '' && from <= to,
  });
}

/** `/res/staff/hours_edit`: the owner's correction of an entry (epoch ms; clock_out null while still in) */
export function useEditHours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; clock_in: number; clock_out: number | null }) =>
      callApi(staffHoursEdit, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: timeClockKeys.all }),
  });
}

/** `/res/staff/hours_csv` */
export function useHoursCsv() {
  return useMutation({ mutationFn: (range: { from: string; to: string }) => callApi(staffHoursCsv, range) });
}
