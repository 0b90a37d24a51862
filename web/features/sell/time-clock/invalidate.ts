import type { QueryClient } from '@tanstack/react-query';
import { timeClockKeys } from './keys';

/** A member clocked in or out, or the owner corrected an entry, on another device: the hours shown read anew. */
export function hoursChangedElsewhere(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: timeClockKeys.all });
}
