import { useQuery } from '@tanstack/react-query';
import { dayCloseFigures } from '../../../../contract/day-close';
import { callApi } from '../../../lib/api';
import { dayCloseKeys } from './keys';

/** `/res/pos/day_close/figures`: the day's takings and its close, if any ('' = today). */
export function useDayFigures(day: string) {
  return useQuery({
    queryKey: dayCloseKeys.day(day),
    queryFn: () => callApi(dayCloseFigures, day ? { day } : {}),
  });
}
